//! Filling pages with blocks: where each block goes, how it wraps, where a page breaks (see
//! `layout` for the rules and the drawing operations it answers).

use super::{
    layout::{
        Block, Column, Measure, Op, Page, Rgb, ACCENT, BODY, BORDER, BOTTOM, CONTENT_WIDTH, DENSE,
        HEADING, HEAD_SHADE, INK, LABEL_SHADE, LINE, MARGIN_TOP, MARGIN_X, MUTED, PAD_X, PAD_Y,
        PAGE_WIDTH, TITLE,
    },
    wrap::wrap,
};

/// A cell of a grid row: where it is, its wrapped lines, how it looks.
#[derive(Clone, Debug)]
struct Cell {
    x: f32,
    w: f32,
    lines: Vec<String>,
    bold: bool,
    shade: Option<Rgb>,
    size: f32,
}

type Row = Vec<Cell>;

/// The height of a line of a row's text.
fn line_of(row: &Row) -> f32 {
    row.iter().map(|c| c.size).fold(0.0, f32::max).max(1.0) * LINE / BODY
}

fn row_height(row: &Row) -> f32 {
    let lines = row.iter().map(|c| c.lines.len().max(1)).max().unwrap_or(1);
    lines as f32 * line_of(row) + 2.0 * PAD_Y
}

/// The pages being filled.
pub(super) struct Flow<'m> {
    measure: &'m dyn Measure,
    pages: Vec<Page>,
    y: f32,
}

impl<'m> Flow<'m> {
    pub(super) fn new(measure: &'m dyn Measure) -> Flow<'m> {
        Flow {
            measure,
            pages: vec![Page::default()],
            y: MARGIN_TOP,
        }
    }

    pub(super) fn block(&mut self, block: &Block) {
        match block {
            Block::Title { title, subtitle } => self.title(title, subtitle.as_deref()),
            Block::Heading(text) => self.heading(text),
            Block::Caption(text) => self.caption(text),
            Block::Fields(pairs) if pairs.is_empty() => {}
            Block::Fields(pairs) => self.fields(pairs),
            Block::Table { columns, rows } => self.table(columns, rows),
            Block::Paragraph(text) => self.paragraph(text),
            Block::Signatures(labels) => self.signatures(labels),
            Block::Seal(name) => self.seal(name),
        }
    }

    pub(super) fn into_pages(self) -> Vec<Page> {
        self.pages
    }

    fn ops(&mut self) -> &mut Vec<Op> {
        if self.pages.is_empty() {
            self.pages.push(Page::default());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last].ops
    }

    fn room(&self) -> f32 {
        BOTTOM - self.y
    }

    fn fresh(&self) -> bool {
        self.y <= MARGIN_TOP + 0.5
    }

    fn new_page(&mut self) {
        self.pages.push(Page::default());
        self.y = MARGIN_TOP;
    }

    /// Starts a new page unless `height` still fits on this one.
    fn keep(&mut self, height: f32) {
        if height > self.room() && !self.fresh() {
            self.new_page();
        }
    }

    fn wrap(&self, text: &str, size: f32, bold: bool, width: f32) -> Vec<String> {
        wrap(self.measure, text, size, bold, width)
    }

    fn text(&mut self, x: f32, top: f32, size: f32, bold: bool, color: Rgb, text: &str) {
        if text.is_empty() {
            return;
        }
        // The em box centred in a line of LINE/BODY times the size: CJK sits in the middle.
        let line = size * LINE / BODY;
        let baseline = top + (line - size) / 2.0 + 0.88 * size;
        self.ops().push(Op::Text {
            x,
            y: baseline,
            size,
            bold,
            color,
            text: text.to_owned(),
        });
    }

    fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, color: Rgb) {
        self.ops().push(Op::Line {
            from,
            to,
            width,
            color,
        });
    }

    fn title(&mut self, title: &str, subtitle: Option<&str>) {
        let lines = self.wrap(title, TITLE, true, CONTENT_WIDTH);
        let line = TITLE * LINE / BODY;
        self.keep(lines.len() as f32 * line + 40.0);
        for text in lines {
            let w = self.measure.width(&text, TITLE, true);
            let x = MARGIN_X + (CONTENT_WIDTH - w) / 2.0;
            self.text(x, self.y, TITLE, true, INK, &text);
            self.y += line;
        }
        if let Some(subtitle) = subtitle {
            for text in self.wrap(subtitle, BODY, false, CONTENT_WIDTH) {
                let w = self.measure.width(&text, BODY, false);
                let x = MARGIN_X + (CONTENT_WIDTH - w) / 2.0;
                self.text(x, self.y, BODY, false, MUTED, &text);
                self.y += LINE;
            }
        }
        self.y += 4.0;
        let y = self.y;
        self.line((MARGIN_X, y), (PAGE_WIDTH - MARGIN_X, y), 1.2, ACCENT);
        self.y += 10.0;
    }

    fn heading(&mut self, text: &str) {
        let line = HEADING * LINE / BODY;
        // A heading never ends a page: it keeps a row's worth of room after it.
        self.keep(line + 6.0 + LINE + 2.0 * PAD_Y);
        self.y += 6.0;
        let top = self.y;
        self.ops().push(Op::Fill {
            x: MARGIN_X,
            y: top + 3.0,
            w: 3.0,
            h: line - 6.0,
            color: ACCENT,
        });
        for text in self.wrap(text, HEADING, true, CONTENT_WIDTH - 8.0) {
            self.text(MARGIN_X + 8.0, self.y, HEADING, true, INK, &text);
            self.y += line;
        }
        self.y += 2.0;
    }

    fn caption(&mut self, text: &str) {
        // Kept with the table's header and first row.
        self.keep(LINE * 3.0 + 4.0 * PAD_Y + 2.0);
        for line in self.wrap(text, BODY, true, CONTENT_WIDTH) {
            self.text(MARGIN_X, self.y, BODY, true, INK, &line);
            self.y += LINE;
        }
        self.y += 2.0;
    }

    fn paragraph(&mut self, text: &str) {
        for line in self.wrap(text, BODY, false, CONTENT_WIDTH) {
            self.keep(LINE);
            self.text(MARGIN_X, self.y, BODY, false, INK, &line);
            self.y += LINE;
        }
        self.y += 4.0;
    }

    fn cell(&self, x: f32, w: f32, text: &str, bold: bool, shade: Option<Rgb>) -> Cell {
        self.sized_cell(x, w, text, (bold, BODY), shade)
    }

    fn sized_cell(
        &self,
        x: f32,
        w: f32,
        text: &str,
        (bold, size): (bool, f32),
        shade: Option<Rgb>,
    ) -> Cell {
        Cell {
            x,
            w,
            lines: self.wrap(text, size, bold, w - 2.0 * PAD_X),
            bold,
            shade,
            size,
        }
    }

    /// Labelled values: label 17 %, value 33 %, twice a row; a value too long for its half
    /// (or of several lines) takes the rest of a row of its own.
    fn fields(&mut self, pairs: &[(String, String)]) {
        let label_w = CONTENT_WIDTH * 0.17;
        let half_value = CONTENT_WIDTH * 0.5 - label_w;
        let mut rows: Vec<Row> = Vec::new();
        let mut pending: Option<&(String, String)> = None;
        let pair_row = |flow: &Self, left: &(String, String), right: Option<&(String, String)>| {
            let mut row = vec![
                flow.cell(MARGIN_X, label_w, &left.0, false, Some(LABEL_SHADE)),
                flow.cell(MARGIN_X + label_w, half_value, &left.1, false, None),
            ];
            let x = MARGIN_X + CONTENT_WIDTH * 0.5;
            let (label, value) = right.map_or(("", ""), |(l, v)| (l.as_str(), v.as_str()));
            row.push(flow.cell(x, label_w, label, false, Some(LABEL_SHADE)));
            row.push(flow.cell(x + label_w, half_value, value, false, None));
            row
        };
        for pair in pairs {
            let wide = self
                .wrap(&pair.1, BODY, false, half_value - 2.0 * PAD_X)
                .len()
                > 1
                || self.wrap(&pair.0, BODY, false, label_w - 2.0 * PAD_X).len() > 2;
            if wide {
                if let Some(left) = pending.take() {
                    rows.push(pair_row(self, left, None));
                }
                rows.push(vec![
                    self.cell(MARGIN_X, label_w, &pair.0, false, Some(LABEL_SHADE)),
                    self.cell(
                        MARGIN_X + label_w,
                        CONTENT_WIDTH - label_w,
                        &pair.1,
                        false,
                        None,
                    ),
                ]);
            } else if let Some(left) = pending.take() {
                rows.push(pair_row(self, left, Some(pair)));
            } else {
                pending = Some(pair);
            }
        }
        if let Some(left) = pending {
            rows.push(pair_row(self, left, None));
        }
        self.rows(&rows, None);
        self.y += 6.0;
    }

    fn table(&mut self, columns: &[Column], rows: &[Vec<String>]) {
        let total: f32 = columns.iter().map(|c| c.weight.max(0.1)).sum();
        let mut x = MARGIN_X;
        let spans: Vec<(f32, f32)> = columns
            .iter()
            .map(|c| {
                let w = CONTENT_WIDTH * c.weight.max(0.1) / total;
                let span = (x, w);
                x += w;
                span
            })
            .collect();
        let size = if columns.len() >= 7 { DENSE } else { BODY };
        let header: Row = columns
            .iter()
            .zip(&spans)
            .map(|(c, (x, w))| self.sized_cell(*x, *w, &c.title, (true, size), Some(HEAD_SHADE)))
            .collect();
        let body: Vec<Row> = rows
            .iter()
            .map(|row| {
                spans
                    .iter()
                    .enumerate()
                    .map(|(i, (x, w))| {
                        let text = row.get(i).map_or("", String::as_str);
                        self.sized_cell(*x, *w, text, (false, size), None)
                    })
                    .collect()
            })
            .collect();
        // The header never stands alone at the foot of a page.
        let first = body.first().map_or(0.0, row_height);
        self.keep(row_height(&header) + first.min(LINE * 3.0 + 2.0 * PAD_Y));
        self.rows(&body, Some(&header));
        self.y += 8.0;
    }

    /// Places rows one under the other, the header first and again on every new page. A row
    /// that does not fit goes to the next page; one that does not fit under a header or on a
    /// fresh page (taller than what is left of a whole page) is split between pages.
    fn rows(&mut self, rows: &[Row], header: Option<&Row>) {
        let mut under_header = false;
        if let Some(header) = header {
            self.draw_row(header);
            under_header = true;
        }
        for row in rows {
            let mut rest = row.clone();
            loop {
                if row_height(&rest) <= self.room() {
                    self.draw_row(&rest);
                    under_header = false;
                    break;
                }
                if under_header || self.fresh() {
                    // As many lines as fit here, the rest on the next page.
                    let line = line_of(&rest);
                    let fit = (((self.room() - 2.0 * PAD_Y) / line).floor() as usize).max(1);
                    let (now, later) = split_row(&rest, fit);
                    self.draw_row(&now);
                    rest = later;
                }
                self.new_page();
                under_header = false;
                if let Some(header) = header {
                    self.draw_row(header);
                    under_header = true;
                }
            }
        }
    }

    fn draw_row(&mut self, row: &Row) {
        let h = row_height(row);
        let top = self.y;
        for cell in row {
            if let Some(color) = cell.shade {
                self.ops().push(Op::Fill {
                    x: cell.x,
                    y: top,
                    w: cell.w,
                    h,
                    color,
                });
            }
            let step = cell.size * LINE / BODY;
            for (i, line) in cell.lines.iter().enumerate() {
                let y = top + PAD_Y + i as f32 * step;
                self.text(cell.x + PAD_X, y, cell.size, cell.bold, INK, line);
            }
        }
        for cell in row {
            let (l, r, b) = (cell.x, cell.x + cell.w, top + h);
            self.line((l, top), (r, top), 0.6, BORDER);
            self.line((l, b), (r, b), 0.6, BORDER);
            self.line((l, top), (l, b), 0.6, BORDER);
            self.line((r, top), (r, b), 0.6, BORDER);
        }
        self.y += h;
    }

    fn signatures(&mut self, labels: &[String]) {
        let rows = labels.len().div_ceil(2);
        let block = rows as f32 * (LINE * 3.0 + 8.0);
        self.keep(block + 10.0);
        self.y += 10.0;
        for pair in labels.chunks(2) {
            for (i, label) in pair.iter().enumerate() {
                let x = MARGIN_X + i as f32 * CONTENT_WIDTH / 2.0;
                let w = self.measure.width(label, BODY, false);
                self.text(x, self.y, BODY, false, INK, label);
                let under = self.y + LINE - 2.0;
                self.line(
                    (x + w + 2.0, under),
                    (x + CONTENT_WIDTH / 2.0 - 24.0, under),
                    0.6,
                    INK,
                );
                self.text(
                    x,
                    self.y + LINE * 1.6,
                    BODY,
                    false,
                    INK,
                    "日期：      年    月    日",
                );
            }
            self.y += LINE * 3.0 + 8.0;
        }
    }

    fn seal(&mut self, name: &str) {
        let radius = 46.0;
        self.keep(2.0 * radius + 10.0);
        let center = (PAGE_WIDTH - MARGIN_X - radius - 10.0, self.y + radius + 4.0);
        self.ops().push(Op::Circle {
            center,
            radius,
            width: 2.2,
            color: (196, 29, 29),
        });
        let lines = self.wrap(name, 9.0, true, radius * 1.75);
        let line = 9.0 * LINE / BODY;
        let mut top = center.1 - (lines.len() as f32 + 1.0) * line / 2.0;
        for text in lines.iter().map(String::as_str).chain(["登记业务专用章"]) {
            let w = self.measure.width(text, 9.0, true);
            self.text(center.0 - w / 2.0, top, 9.0, true, (196, 29, 29), text);
            top += line;
        }
        self.y += 2.0 * radius + 12.0;
    }
}

/// The first `fit` lines of each cell, and the rest.
fn split_row(row: &Row, fit: usize) -> (Row, Row) {
    let part = |range: &dyn Fn(&[String]) -> Vec<String>| -> Row {
        row.iter()
            .map(|c| Cell {
                lines: range(&c.lines),
                ..c.clone()
            })
            .collect()
    };
    (
        part(&|lines: &[String]| lines.iter().take(fit).cloned().collect()),
        part(&|lines: &[String]| lines.iter().skip(fit).cloned().collect()),
    )
}
