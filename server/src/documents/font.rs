//! The font the business documents are written in: a CJK font file (Debian's fonts-noto-cjk by
//! default, `PLATFORM_PDF_FONT` to name another), read once and shared. A collection (`.ttc`)
//! gives its Simplified Chinese face. Characters map to glyphs and advances here, so what the
//! layout measures is exactly what the PDF draws; krilla embeds only the glyphs used.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use krilla::text::{Font, GlyphId, KrillaGlyph};
use skrifa::{
    instance::{LocationRef, Size},
    raw::FileRef,
    string::StringId,
    FontRef, MetadataProvider,
};

use super::layout::Measure;

/// Where a CJK font is looked for when `PLATFORM_PDF_FONT` names none: Debian and Ubuntu's
/// fonts-noto-cjk first, then where other distributions put the same files.
pub const CANDIDATES: [&str; 5] = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
];

/// Why no font could be used, said so that whoever runs the server knows what to do.
#[derive(Debug, thiserror::Error)]
pub enum FontError {
    #[error(
        "未找到生成 PDF 所需的中文字体（已查找 {searched}）：请安装 Debian 软件包 fonts-noto-cjk，\
         或以环境变量 PLATFORM_PDF_FONT 指向一个含中文字形的 TTF/OTF/TTC 字体文件"
    )]
    Missing { searched: String },
    #[error("无法读取 PDF 字体文件 {path}：{reason}")]
    Unreadable { path: PathBuf, reason: String },
    #[error("PDF 字体文件 {path} 不含中文字形（“中”字无字形），请换用 CJK 字体")]
    NoChinese { path: PathBuf },
}

/// One face of a font file, ready to measure and to draw.
pub struct Face {
    data: Arc<Vec<u8>>,
    index: u32,
    font: Font,
    /// char → (glyph, advance in em): filled as characters are met.
    advances: Mutex<HashMap<char, (u32, f32)>>,
}

impl Face {
    fn load(path: &Path) -> Result<Face, FontError> {
        let unreadable = |reason: String| FontError::Unreadable {
            path: path.to_owned(),
            reason,
        };
        let data = Arc::new(std::fs::read(path).map_err(|e| unreadable(e.to_string()))?);
        let index = chinese_face(&data).map_err(|e| unreadable(e.to_string()))?;
        let Some(index) = index else {
            return Err(FontError::NoChinese {
                path: path.to_owned(),
            });
        };
        let font = Font::new(data.clone().into(), index)
            .ok_or_else(|| unreadable("krilla 无法解析该字体".into()))?;
        Ok(Face {
            data,
            index,
            font,
            advances: Mutex::new(HashMap::new()),
        })
    }

    pub fn font(&self) -> Font {
        self.font.clone()
    }

    /// The glyph and advance (in em) of every character of `text`, looked up once each.
    fn metrics_of(&self, text: &str) -> Vec<(u32, f32)> {
        let mut known = match self.advances.lock() {
            Ok(known) => known,
            Err(poisoned) => poisoned.into_inner(),
        };
        let missing: Vec<char> = text.chars().filter(|c| !known.contains_key(c)).collect();
        if !missing.is_empty() {
            if let Ok(face) = FontRef::from_index(&self.data, self.index) {
                let charmap = face.charmap();
                let upem = f32::from(
                    face.metrics(Size::unscaled(), LocationRef::default())
                        .units_per_em
                        .max(1),
                );
                let glyphs = face.glyph_metrics(Size::unscaled(), LocationRef::default());
                for c in missing {
                    let glyph = charmap.map(c).unwrap_or_default();
                    let advance = glyphs.advance_width(glyph).unwrap_or(0.0) / upem;
                    known.insert(c, (glyph.to_u32(), advance));
                }
            }
        }
        text.chars()
            .map(|c| known.get(&c).copied().unwrap_or((0, 0.5)))
            .collect()
    }

    /// `text` as glyphs to draw, each advancing by its own width.
    pub fn glyphs(&self, text: &str) -> Vec<KrillaGlyph> {
        let metrics = self.metrics_of(text);
        text.char_indices()
            .zip(metrics)
            .map(|((at, c), (glyph, advance))| KrillaGlyph {
                glyph_id: GlyphId::new(glyph),
                text_range: at..at + c.len_utf8(),
                x_advance: advance,
                x_offset: 0.0,
                y_offset: 0.0,
                y_advance: 0.0,
                location: None,
            })
            .collect()
    }

    fn advance(&self, c: char) -> f32 {
        let mut buf = [0; 4];
        self.metrics_of(c.encode_utf8(&mut buf))
            .first()
            .map_or(0.5, |m| m.1)
    }
}

/// The index of a file's Simplified Chinese face: in a collection the face whose family names
/// SC (Noto Sans CJK SC), else its first face that has 中; `None` when no face has Chinese.
fn chinese_face(data: &[u8]) -> Result<Option<u32>, skrifa::raw::ReadError> {
    let file = FileRef::new(data)?;
    let faces: Vec<FontRef> = file.fonts().filter_map(Result::ok).collect();
    let has_chinese = |face: &FontRef| face.charmap().map('中').is_some();
    let is_sc = |face: &FontRef| {
        [StringId::FAMILY_NAME, StringId::TYPOGRAPHIC_FAMILY_NAME]
            .into_iter()
            .flat_map(|id| face.localized_strings(id))
            .any(|name| {
                let name = name.to_string();
                name.ends_with(" SC") || name.contains(" SC ")
            })
    };
    let index = faces
        .iter()
        .position(|f| is_sc(f) && has_chinese(f))
        .or_else(|| faces.iter().position(has_chinese));
    Ok(index.and_then(|i| u32::try_from(i).ok()))
}

/// The regular face for text and the bold one for titles (the file beside the regular one
/// whose name says Bold instead of Regular, when there is one; else the regular again).
pub struct Fonts {
    pub regular: Face,
    pub bold: Option<Face>,
}

impl Fonts {
    pub fn face(&self, bold: bool) -> &Face {
        match (&self.bold, bold) {
            (Some(face), true) => face,
            _ => &self.regular,
        }
    }

    fn load(configured: Option<&Path>) -> Result<Fonts, FontError> {
        let path = match configured {
            Some(path) => path.to_owned(),
            None => CANDIDATES
                .iter()
                .map(PathBuf::from)
                .find(|p| p.is_file())
                .ok_or_else(|| FontError::Missing {
                    searched: CANDIDATES.join("、"),
                })?,
        };
        let regular = Face::load(&path)?;
        let bold = bold_sibling(&path).and_then(|p| Face::load(&p).ok());
        Ok(Fonts { regular, bold })
    }
}

fn bold_sibling(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    let bold = path.with_file_name(name.replace("Regular", "Bold"));
    (name.contains("Regular") && bold.is_file()).then_some(bold)
}

impl Measure for Fonts {
    fn advance(&self, c: char, bold: bool) -> f32 {
        self.face(bold).advance(c)
    }
}

/// The fonts for `configured` (the `PLATFORM_PDF_FONT` path, or the candidates when `None`),
/// read once per process. A failure is not kept: installing the font later needs no restart.
pub fn fonts(configured: Option<&Path>) -> Result<Arc<Fonts>, FontError> {
    type Loaded = Option<(Option<PathBuf>, Arc<Fonts>)>;
    static LOADED: Mutex<Loaded> = Mutex::new(None);
    let mut loaded = match LOADED.lock() {
        Ok(loaded) => loaded,
        Err(poisoned) => poisoned.into_inner(),
    };
    if let Some((path, fonts)) = loaded.as_ref() {
        if path.as_deref() == configured {
            return Ok(fonts.clone());
        }
    }
    let fonts = Arc::new(Fonts::load(configured)?);
    *loaded = Some((configured.map(Path::to_owned), fonts.clone()));
    Ok(fonts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_configured_font_is_named_in_the_error() {
        let error = fonts(Some(Path::new("/no/such/font.ttc")))
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(error.contains("/no/such/font.ttc"), "{error}");
    }

    #[test]
    fn a_font_without_chinese_is_refused_with_a_reason() {
        let dir = std::env::temp_dir().join(format!("font-test-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("not-a-font.ttf");
        std::fs::write(&path, b"plain text, not a font").unwrap();
        let error = Fonts::load(Some(&path)).err().unwrap().to_string();
        assert!(error.contains("not-a-font.ttf"), "{error}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn the_noto_collection_gives_its_simplified_chinese_face() {
        let Some(path) = CANDIDATES.iter().map(Path::new).find(|p| p.is_file()) else {
            panic!("no CJK font installed: apt-get install fonts-noto-cjk");
        };
        let fonts = fonts(Some(path)).unwrap();
        let face = &fonts.regular;
        let glyphs = face.glyphs("股东名册A");
        assert!(
            glyphs.iter().all(|g| g.glyph_id.to_u32() != 0),
            "every character has a glyph"
        );
        // An ideograph is one em wide; a Latin letter narrower.
        assert!((glyphs[0].x_advance - 1.0).abs() < 0.01);
        assert!(glyphs[4].x_advance < 0.8);
        if path.ends_with("NotoSansCJK-Regular.ttc") {
            let data = std::fs::read(path).unwrap();
            let face = FontRef::from_index(&data, face.index).unwrap();
            let family = face
                .localized_strings(StringId::FAMILY_NAME)
                .next()
                .map(|s| s.to_string())
                .unwrap_or_default();
            assert_eq!(family, "Noto Sans CJK SC");
            assert!(fonts.bold.is_some(), "the Bold file beside it");
        }
    }
}
