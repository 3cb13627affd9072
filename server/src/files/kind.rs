//! Which files may be uploaded (spec 01 §5 and §9, 03 §5 "Attachment list"): png, jpg/jpeg,
//! xlsx, txt, docx, doc, pdf, avi, wmv, mpeg and mp4. A file is accepted only when its
//! extension is one of these *and* its content is what the extension says, so a renamed
//! executable or a disguised file is refused.

use std::io::{self, Read, Seek, SeekFrom};

/// The spec's message for a file of a type that is not allowed.
pub const TYPE_REFUSED: &str = "该文件不符合文件类型限制！";

/// How many bytes of the head the signature checks look at.
const HEAD_BYTES: usize = 8 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Png,
    Jpeg,
    Pdf,
    Txt,
    Doc,
    Docx,
    Xlsx,
    Avi,
    Wmv,
    Mpeg,
    Mp4,
}

impl FileKind {
    /// The kind an original file name claims by its extension, if it is an allowed one.
    pub fn from_name(name: &str) -> Option<FileKind> {
        let (_, ext) = name.rsplit_once('.')?;
        Some(match ext.to_ascii_lowercase().as_str() {
            "png" => FileKind::Png,
            "jpg" | "jpeg" => FileKind::Jpeg,
            "pdf" => FileKind::Pdf,
            "txt" => FileKind::Txt,
            "doc" => FileKind::Doc,
            "docx" => FileKind::Docx,
            "xlsx" => FileKind::Xlsx,
            "avi" => FileKind::Avi,
            "wmv" => FileKind::Wmv,
            "mpeg" => FileKind::Mpeg,
            "mp4" => FileKind::Mp4,
            _ => return None,
        })
    }

    pub fn content_type(self) -> &'static str {
        match self {
            FileKind::Png => "image/png",
            FileKind::Jpeg => "image/jpeg",
            FileKind::Pdf => "application/pdf",
            FileKind::Txt => "text/plain; charset=utf-8",
            FileKind::Doc => "application/msword",
            FileKind::Docx => {
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            }
            FileKind::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            FileKind::Avi => "video/x-msvideo",
            FileKind::Wmv => "video/x-ms-wmv",
            FileKind::Mpeg => "video/mpeg",
            FileKind::Mp4 => "video/mp4",
        }
    }

    /// Whether deflating the content is worth it (images, videos and Office zips are
    /// compressed already).
    pub fn compresses(self) -> bool {
        matches!(self, FileKind::Txt | FileKind::Doc | FileKind::Pdf)
    }

    /// Whether `content` really is a file of this kind. Reads as little as each kind needs:
    /// the head for signatures, the zip directory for Office files, everything for text and
    /// for the OLE container of `.doc`.
    pub fn matches<R: Read + Seek>(self, content: &mut R) -> io::Result<bool> {
        content.seek(SeekFrom::Start(0))?;
        let mut head = Vec::with_capacity(HEAD_BYTES);
        content
            .by_ref()
            .take(HEAD_BYTES as u64)
            .read_to_end(&mut head)?;
        if head.is_empty() {
            return Ok(false);
        }
        Ok(match self {
            FileKind::Png => infer::image::is_png(&head),
            FileKind::Jpeg => infer::image::is_jpeg(&head),
            FileKind::Pdf => infer::archive::is_pdf(&head),
            FileKind::Avi => infer::video::is_avi(&head),
            FileKind::Wmv => infer::video::is_wmv(&head),
            FileKind::Mpeg => infer::video::is_mpeg(&head),
            FileKind::Mp4 => infer::video::is_mp4(&head),
            FileKind::Txt => {
                content.seek(SeekFrom::Start(0))?;
                is_utf8_text(content)?
            }
            FileKind::Doc => {
                content.seek(SeekFrom::Start(0))?;
                let mut all = Vec::new();
                content.read_to_end(&mut all)?;
                infer::doc::is_doc(&all)
            }
            FileKind::Docx => {
                infer::archive::is_zip(&head)
                    && zip_has(content, &["[Content_Types].xml", "word/document.xml"])
            }
            FileKind::Xlsx => {
                infer::archive::is_zip(&head)
                    && zip_has(content, &["[Content_Types].xml", "xl/workbook.xml"])
            }
        })
    }
}

/// Whether the zip archive holds all of `entries`. Only the central directory is read; nothing
/// is decompressed.
fn zip_has<R: Read + Seek>(content: &mut R, entries: &[&str]) -> bool {
    if content.seek(SeekFrom::Start(0)).is_err() {
        return false;
    }
    match zip::ZipArchive::new(content) {
        Ok(archive) => entries.iter().all(|e| archive.index_for_name(e).is_some()),
        Err(_) => false,
    }
}

/// Text: valid UTF-8 throughout, without NUL bytes. Read in blocks; a character cut by a
/// block boundary is carried into the next block.
fn is_utf8_text(content: &mut impl Read) -> io::Result<bool> {
    let mut buf = vec![0u8; 64 * 1024];
    let mut carried = 0;
    loop {
        let n = content.read(&mut buf[carried..])?;
        if n == 0 {
            return Ok(carried == 0);
        }
        let filled = carried + n;
        if buf[carried..filled].contains(&0) {
            return Ok(false);
        }
        carried = match std::str::from_utf8(&buf[..filled]) {
            Ok(_) => 0,
            // An incomplete character at the end: keep its bytes for the next block.
            Err(e) if e.error_len().is_none() => {
                let valid = e.valid_up_to();
                buf.copy_within(valid..filled, 0);
                filled - valid
            }
            Err(_) => return Ok(false),
        };
    }
}

#[cfg(test)]
mod tests {
    use std::io::{Cursor, Write};

    use super::*;

    fn matches(kind: FileKind, bytes: &[u8]) -> bool {
        kind.matches(&mut Cursor::new(bytes)).unwrap()
    }

    fn office_zip(entries: &[&str]) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut out);
        for entry in entries {
            zip.start_file(*entry, zip::write::SimpleFileOptions::default())
                .unwrap();
            zip.write_all(b"<xml/>").unwrap();
        }
        zip.finish().unwrap();
        out.into_inner()
    }

    #[test]
    fn the_extension_decides_the_claimed_kind() {
        assert_eq!(FileKind::from_name("营业执照.PDF"), Some(FileKind::Pdf));
        assert_eq!(FileKind::from_name("a.jpeg"), Some(FileKind::Jpeg));
        assert_eq!(FileKind::from_name("a.tar.docx"), Some(FileKind::Docx));
        for refused in [
            "setup.exe",
            "noext",
            "a.zip",
            "a.rar",
            "a.xls",
            "a.",
            "a.pdf.exe",
        ] {
            assert_eq!(FileKind::from_name(refused), None, "{refused}");
        }
    }

    #[test]
    fn signatures_must_match_the_extension() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
        assert!(matches(FileKind::Png, png));
        assert!(!matches(FileKind::Jpeg, png));
        assert!(matches(FileKind::Pdf, b"%PDF-1.7\n"));
        assert!(!matches(FileKind::Pdf, b"MZ\x90\0\x03\0\0\0\x04\0\0\0"));
        assert!(!matches(FileKind::Pdf, b""));
        assert!(matches(FileKind::Jpeg, b"\xff\xd8\xff\xe0\0\x10JFIF"));
    }

    #[test]
    fn text_is_utf8_without_nul_even_across_blocks() {
        assert!(matches(FileKind::Txt, "股权登记 notes\n".as_bytes()));
        assert!(!matches(FileKind::Txt, b"MZ\x90\0\x03"));
        assert!(!matches(FileKind::Txt, b"\xd6\xd0\xce\xc4")); // GBK, not UTF-8
        assert!(!matches(
            FileKind::Txt,
            "半个字\u{4e2d}".as_bytes().split_last().unwrap().1
        ));
        // A three-byte character straddling the 64 KiB block boundary.
        let mut long = vec![b'a'; 64 * 1024 - 1];
        long.extend_from_slice("中".as_bytes());
        assert!(matches(FileKind::Txt, &long));
    }

    #[test]
    fn office_files_are_zips_with_the_right_entries() {
        let docx = office_zip(&["[Content_Types].xml", "word/document.xml"]);
        let xlsx = office_zip(&["[Content_Types].xml", "xl/workbook.xml"]);
        assert!(matches(FileKind::Docx, &docx));
        assert!(!matches(FileKind::Xlsx, &docx));
        assert!(matches(FileKind::Xlsx, &xlsx));
        assert!(!matches(FileKind::Docx, &office_zip(&["payload.exe"])));
        assert!(!matches(FileKind::Doc, &docx));
    }
}
