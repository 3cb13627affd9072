//! Writes laid-out pages as a PDF with krilla: text as glyphs of the CJK font (embedded as a
//! subset of the glyphs used, so the file stays small and selectable text stays Chinese),
//! lines, fills and the seal's circle as paths; the title, language and dates in the
//! document's metadata.

use krilla::{
    color::rgb,
    geom::{Path, PathBuilder, Point},
    metadata::{DateTime, Metadata},
    num::NormalizedF32,
    page::PageSettings,
    paint::{Fill, Stroke},
    surface::Surface,
    Document,
};

use super::{
    font::Fonts,
    layout::{Op, Page, Rgb, PAGE_HEIGHT, PAGE_WIDTH},
};

/// What the PDF says about itself.
pub struct Info<'a> {
    pub title: &'a str,
    pub author: &'a str,
    /// Beijing time, seconds since the epoch.
    pub created_at: i64,
}

#[derive(Debug, thiserror::Error)]
#[error("PDF 生成失败：{0}")]
pub struct PdfError(String);

/// The pages as a PDF file.
pub fn write(fonts: &Fonts, pages: &[Page], info: &Info) -> Result<Vec<u8>, PdfError> {
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(info.title.to_owned())
            .authors(vec![info.author.to_owned()])
            .creator(info.author.to_owned())
            .producer("krilla".to_owned())
            .language("zh-CN".to_owned())
            .creation_date(date_time(info.created_at)),
    );
    let settings = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT)
        .ok_or_else(|| PdfError("页面尺寸无效".into()))?;
    for page in pages {
        let mut sheet = document.start_page_with(settings.clone());
        let mut surface = sheet.surface();
        for op in &page.ops {
            draw(&mut surface, fonts, op);
        }
        surface.finish();
        sheet.finish();
    }
    document.finish().map_err(|e| PdfError(format!("{e:?}")))
}

fn paint(color: Rgb) -> krilla::paint::Paint {
    rgb::Color::new(color.0, color.1, color.2).into()
}

fn fill(color: Rgb) -> Fill {
    Fill {
        paint: paint(color),
        opacity: NormalizedF32::ONE,
        rule: Default::default(),
    }
}

fn stroke(color: Rgb, width: f32) -> Stroke {
    Stroke {
        paint: paint(color),
        width,
        ..Default::default()
    }
}

fn draw(surface: &mut Surface, fonts: &Fonts, op: &Op) {
    match op {
        Op::Text {
            x,
            y,
            size,
            bold,
            color,
            text,
        } => {
            let face = fonts.face(*bold);
            surface.set_stroke(None);
            surface.set_fill(Some(fill(*color)));
            let glyphs = face.glyphs(text);
            surface.draw_glyphs(
                Point::from_xy(*x, *y),
                &glyphs,
                face.font(),
                text,
                *size,
                false,
            );
        }
        Op::Line {
            from,
            to,
            width,
            color,
        } => {
            let mut path = PathBuilder::new();
            path.move_to(from.0, from.1);
            path.line_to(to.0, to.1);
            stroke_path(surface, path.finish(), stroke(*color, *width));
        }
        Op::Fill { x, y, w, h, color } => {
            let mut path = PathBuilder::new();
            if let Some(rect) = krilla::geom::Rect::from_xywh(*x, *y, *w, *h) {
                path.push_rect(rect);
            }
            if let Some(path) = path.finish() {
                surface.set_stroke(None);
                surface.set_fill(Some(fill(*color)));
                surface.draw_path(&path);
            }
        }
        Op::Circle {
            center,
            radius,
            width,
            color,
        } => stroke_path(surface, circle(*center, *radius), stroke(*color, *width)),
    }
}

fn stroke_path(surface: &mut Surface, path: Option<Path>, stroke: Stroke) {
    if let Some(path) = path {
        surface.set_fill(None);
        surface.set_stroke(Some(stroke));
        surface.draw_path(&path);
    }
}

/// A circle of four cubic Bézier quarters.
fn circle((cx, cy): (f32, f32), r: f32) -> Option<Path> {
    const K: f32 = 0.552_284_8;
    let k = K * r;
    let mut path = PathBuilder::new();
    path.move_to(cx + r, cy);
    path.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    path.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    path.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    path.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    path.close();
    path.finish()
}

/// Beijing time as the PDF's date, with its +08:00 offset.
fn date_time(seconds: i64) -> DateTime {
    use chrono::{Datelike, Timelike};
    let local = crate::clock::beijing(seconds);
    let small = |n: u32| u8::try_from(n).unwrap_or_default();
    DateTime::new(u16::try_from(local.year()).unwrap_or_default())
        .month(small(local.month()))
        .day(small(local.day()))
        .hour(small(local.hour()))
        .minute(small(local.minute()))
        .second(small(local.second()))
        .utc_offset_hour(8)
        .utc_offset_minute(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::documents::layout::{lay_out, Block, Column, Footer};

    #[test]
    fn chinese_pages_become_a_pdf_with_a_subset_of_the_font_embedded() {
        let fonts = crate::documents::font::fonts(None).expect("fonts-noto-cjk installed");
        let blocks = vec![
            Block::Title {
                title: "股东名册".into(),
                subtitle: Some("区域股权服务平台　　业务流水号：YW202612010001".into()),
            },
            Block::Fields(vec![
                ("企业名称".into(), "西安秦创智能科技股份有限公司".into()),
                ("总股本".into(), "10,000,000 股".into()),
                (
                    "注册资本".into(),
                    "10,000,000.50 元\n人民币（大写）壹仟万元伍角".into(),
                ),
            ]),
            Block::Table {
                columns: vec![Column::new("股东名称", 2.0), Column::new("持股比例", 1.0)],
                rows: (1..=60)
                    .map(|i| vec![format!("股东{i}"), "1.6666%".into()])
                    .collect(),
            },
            Block::Seal("区域股权服务平台".into()),
        ];
        let footer = Footer {
            biz_sn: "YW202612010001".into(),
            digest_label: crate::documents::layout::CHAIN_DIGEST,
            chain_hash: "0f".repeat(32),
        };
        let pages = lay_out(&*fonts, &blocks, &footer);
        assert!(pages.len() >= 2);
        let info = Info {
            title: "股东名册",
            author: "区域股权服务平台",
            created_at: 1_795_000_000,
        };
        let bytes = write(&fonts, &pages, &info).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let has = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
        assert!(has(b"/FontFile"), "the font is embedded");
        assert!(
            has(b"/Count 2") || has(b"/Count 3"),
            "its pages are counted"
        );
        assert!(
            bytes.len() < 300_000,
            "a subset of the glyphs, not the whole collection: {} bytes",
            bytes.len()
        );
        // Written twice, the same bytes: a document written again is the same file.
        assert_eq!(write(&fonts, &pages, &info).unwrap(), bytes);
        let _ = std::fs::write(std::env::temp_dir().join("documents-sample.pdf"), &bytes);
    }
}
