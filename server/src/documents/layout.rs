//! The layout of a business document: a list of blocks (title, headings, key/value grids,
//! bordered tables, paragraphs, signature lines, a seal) flowed onto A4 pages, with line
//! wrapping, page breaks (a table's header repeated on each page it continues on, a row too
//! tall for a page split between pages) and a footer on every page (the business serial
//! number, page x/y and the chain hash). Pure: it measures through `Measure` and answers
//! drawing operations, which `pdf` writes; nothing here knows of fonts or files.
//!
//! Coordinates are PDF points (1/72 inch) from the page's top-left corner, y growing down.

use super::flow::Flow;

/// A4 portrait.
pub const PAGE_WIDTH: f32 = 595.28;
pub const PAGE_HEIGHT: f32 = 841.89;
pub(super) const MARGIN_X: f32 = 48.0;
pub(super) const MARGIN_TOP: f32 = 52.0;
/// Room kept at the bottom for the footer.
pub(super) const MARGIN_BOTTOM: f32 = 70.0;
pub(super) const CONTENT_WIDTH: f32 = PAGE_WIDTH - 2.0 * MARGIN_X;
pub(super) const BOTTOM: f32 = PAGE_HEIGHT - MARGIN_BOTTOM;

pub(super) const BODY: f32 = 10.0;
pub(super) const LINE: f32 = 15.0;
/// The text of a table of seven columns or more.
pub(super) const DENSE: f32 = 8.5;
pub(super) const PAD_X: f32 = 5.0;
pub(super) const PAD_Y: f32 = 3.5;
pub(super) const HEADING: f32 = 12.5;
pub(super) const TITLE: f32 = 19.0;
pub(super) const FOOT: f32 = 7.5;

pub type Rgb = (u8, u8, u8);
pub const INK: Rgb = (31, 31, 31);
pub(super) const MUTED: Rgb = (100, 100, 100);
pub(super) const BORDER: Rgb = (120, 120, 120);
pub(super) const LABEL_SHADE: Rgb = (244, 245, 247);
pub(super) const HEAD_SHADE: Rgb = (232, 235, 240);
pub(super) const ACCENT: Rgb = (166, 29, 36);

/// How wide characters are: the advance of `c` in em (at size 1).
pub trait Measure {
    fn advance(&self, c: char, bold: bool) -> f32;

    fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        text.chars().map(|c| self.advance(c, bold)).sum::<f32>() * size
    }
}

/// What a document is made of, top to bottom.
#[derive(Clone, Debug)]
pub enum Block {
    /// The document's name, centred, with a line under it (the platform, a number …).
    Title {
        title: String,
        subtitle: Option<String>,
    },
    Heading(String),
    /// A table's name, in bold over it.
    Caption(String),
    /// Labelled values in a bordered grid, two pairs a row; a long value takes a whole row.
    Fields(Vec<(String, String)>),
    Table {
        columns: Vec<Column>,
        rows: Vec<Vec<String>>,
    },
    Paragraph(String),
    /// Lines to sign on, two a row: 甲方（盖章）：____ and the date under it.
    Signatures(Vec<String>),
    /// A round seal with the platform's name, at the right.
    Seal(String),
}

#[derive(Clone, Debug)]
pub struct Column {
    pub title: String,
    /// Its share of the table's width, against the other columns'.
    pub weight: f32,
}

impl Column {
    pub fn new(title: &str, weight: f32) -> Column {
        Column {
            title: title.to_owned(),
            weight,
        }
    }
}

/// One drawing operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Text on one line; `y` is its baseline.
    Text {
        x: f32,
        y: f32,
        size: f32,
        bold: bool,
        color: Rgb,
        text: String,
    },
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        color: Rgb,
    },
    Fill {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        color: Rgb,
    },
    Circle {
        center: (f32, f32),
        radius: f32,
        width: f32,
        color: Rgb,
    },
}

#[derive(Clone, Debug, Default)]
pub struct Page {
    pub ops: Vec<Op>,
}

/// What every page's footer says.
#[derive(Clone, Debug)]
pub struct Footer {
    pub biz_sn: String,
    /// What the digest is of: 区块链存证哈希 for a business's documents, the original's digest
    /// for a signed contract.
    pub digest_label: &'static str,
    pub chain_hash: String,
}

/// The business documents' footer label: the chain's hash of the business.
pub const CHAIN_DIGEST: &str = "区块链存证哈希（SHA-256）";

/// The blocks flowed onto A4 pages, each page with its footer.
pub fn lay_out(measure: &dyn Measure, blocks: &[Block], footer: &Footer) -> Vec<Page> {
    let mut flow = Flow::new(measure);
    for block in blocks {
        flow.block(block);
    }
    let mut pages = flow.into_pages();
    let total = pages.len();
    for (i, page) in pages.iter_mut().enumerate() {
        page.ops.extend(footer_ops(measure, footer, i + 1, total));
    }
    pages
}

fn footer_ops(measure: &dyn Measure, footer: &Footer, page: usize, total: usize) -> Vec<Op> {
    let top = PAGE_HEIGHT - MARGIN_BOTTOM + 18.0;
    let text = |x: f32, y: f32, text: String| Op::Text {
        x,
        y,
        size: FOOT,
        bold: false,
        color: MUTED,
        text,
    };
    let count = format!("第 {page} 页 / 共 {total} 页");
    let count_w = measure.width(&count, FOOT, false);
    vec![
        Op::Line {
            from: (MARGIN_X, top),
            to: (PAGE_WIDTH - MARGIN_X, top),
            width: 0.5,
            color: BORDER,
        },
        text(
            MARGIN_X,
            top + 12.0,
            format!("业务流水号：{}", footer.biz_sn),
        ),
        text(PAGE_WIDTH - MARGIN_X - count_w, top + 12.0, count),
        text(
            MARGIN_X,
            top + 24.0,
            format!("{}：{}", footer.digest_label, footer.chain_hash),
        ),
    ]
}

#[cfg(test)]
#[path = "layout_tests.rs"]
mod tests;
