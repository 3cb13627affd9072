//! Which files may be uploaded (spec 01 §5 and §9, 03 §5 "Attachment list"): png, jpg/jpeg,
//! xlsx, txt, docx, doc, pdf, avi, wmv, mpeg and mp4. A file is accepted only when its
//! extension is one of these *and* its content is what the extension says, so a renamed
//! executable or a disguised file is refused. A PDF must have its structure (header, trailer,
//! cross-reference), not only its first bytes; a docx or xlsx must be an Office zip that is
//! neither a bomb nor a carrier of executables (`archive`).

use std::io::{self, Read, Seek, SeekFrom};

use super::archive::{self, Danger, Verdict};

/// The spec's message for a file of a type that is not allowed.
pub const TYPE_REFUSED: &str = "该文件不符合文件类型限制！";
/// An Office file whose zip content is dangerous (a bomb, an executable inside).
pub const ARCHIVE_REFUSED: &str = "压缩文件内容异常，不能上传";

/// How many bytes of the head the signature checks look at.
const HEAD_BYTES: usize = 8 * 1024;
/// How far from the end a PDF's `%%EOF` may be (readers accept it within the last 1024 bytes).
const PDF_TAIL_BYTES: u64 = 1024;

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

    /// Whether `content` really is a file of this kind, and safe to keep. Reads as little as
    /// each kind needs: the head for signatures, head and tail for PDF, the zip directory and
    /// its bounded inflation for Office files, everything for text and for the OLE container
    /// of `.doc`.
    pub fn check<R: Read + Seek>(self, content: &mut R) -> io::Result<Result<(), Refusal>> {
        content.seek(SeekFrom::Start(0))?;
        let mut head = Vec::with_capacity(HEAD_BYTES);
        content
            .by_ref()
            .take(HEAD_BYTES as u64)
            .read_to_end(&mut head)?;
        if head.is_empty() {
            return Ok(Err(Refusal::WrongType));
        }
        let genuine = match self {
            FileKind::Png => infer::image::is_png(&head),
            FileKind::Jpeg => infer::image::is_jpeg(&head),
            FileKind::Pdf => is_whole_pdf(&head, content)?,
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
            FileKind::Docx | FileKind::Xlsx => {
                if !infer::archive::is_zip(&head) {
                    return Ok(Err(Refusal::WrongType));
                }
                let part = if self == FileKind::Docx {
                    "word/document.xml"
                } else {
                    "xl/workbook.xml"
                };
                return Ok(
                    match archive::inspect(content, &["[Content_Types].xml", part])? {
                        Verdict::Sound => Ok(()),
                        Verdict::WrongType => Err(Refusal::WrongType),
                        Verdict::Unsafe(danger) => Err(Refusal::UnsafeArchive(danger)),
                    },
                );
            }
        };
        Ok(if genuine {
            Ok(())
        } else {
            Err(Refusal::WrongType)
        })
    }
}

/// Why an upload's content was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The content is not what the extension says.
    WrongType,
    /// An Office file whose zip is a bomb, hides an executable or cannot be verified.
    UnsafeArchive(Danger),
}

impl Refusal {
    /// The message the user sees.
    pub fn message(self) -> &'static str {
        match self {
            Refusal::WrongType => TYPE_REFUSED,
            Refusal::UnsafeArchive(_) => ARCHIVE_REFUSED,
        }
    }
}

/// A PDF with its structure, not only its first bytes: the `%PDF-` header, an `%%EOF` marker
/// within the last kilobyte (where readers look for it), and before that marker a `startxref`
/// whose offset lies in the file and points at a cross-reference table (`xref`) or a
/// cross-reference stream object (`12 0 obj`). A file cut short, or something else behind a
/// PDF header, fails. Written here rather than with a PDF crate: the ones that parse (lopdf,
/// pdf) bring a whole object model to answer what three reads answer.
fn is_whole_pdf<R: Read + Seek>(head: &[u8], content: &mut R) -> io::Result<bool> {
    if !head.starts_with(b"%PDF-") {
        return Ok(false);
    }
    let len = content.seek(SeekFrom::End(0))?;
    let tail_len = len.min(PDF_TAIL_BYTES);
    content.seek(SeekFrom::Start(len - tail_len))?;
    let mut tail = Vec::with_capacity(tail_len as usize);
    content.by_ref().take(tail_len).read_to_end(&mut tail)?;
    let Some(eof) = rfind(&tail, b"%%EOF") else {
        return Ok(false);
    };
    let Some(startxref) = rfind(&tail[..eof], b"startxref") else {
        return Ok(false);
    };
    let Ok(between) = std::str::from_utf8(&tail[startxref + b"startxref".len()..eof]) else {
        return Ok(false);
    };
    let Ok(offset) = between.trim().parse::<u64>() else {
        return Ok(false);
    };
    if offset >= len {
        return Ok(false);
    }
    content.seek(SeekFrom::Start(offset))?;
    let mut at = Vec::with_capacity(64);
    content.by_ref().take(64).read_to_end(&mut at)?;
    Ok(is_xref_start(&at))
}

/// Whether `bytes` (leading white space allowed) open a cross-reference table or an indirect
/// object (`<number> <number> obj`), which is what a cross-reference stream is.
fn is_xref_start(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let text = text.trim_start();
    if text.starts_with("xref") {
        return true;
    }
    let number = |w: Option<&str>| w.is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()));
    let mut words = text.split_ascii_whitespace();
    number(words.next())
        && number(words.next())
        && words.next().is_some_and(|w| w.starts_with("obj"))
}

/// The last position of `needle` in `haystack`.
fn rfind(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).rposition(|w| w == needle)
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
        kind.check(&mut Cursor::new(bytes)).unwrap().is_ok()
    }

    /// A minimal well-formed PDF: one object, a cross-reference table, the trailer.
    fn pdf() -> Vec<u8> {
        let mut bytes = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n".to_vec();
        let xref = bytes.len();
        bytes.extend_from_slice(b"xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \n");
        bytes.extend_from_slice(b"trailer << /Size 2 /Root 1 0 R >>\n");
        bytes.extend_from_slice(format!("startxref\n{xref}\n%%EOF\n").as_bytes());
        bytes
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
        assert!(matches(FileKind::Pdf, &pdf()));
        assert!(!matches(FileKind::Pdf, b"MZ\x90\0\x03\0\0\0\x04\0\0\0"));
        assert!(!matches(FileKind::Pdf, b""));
        assert!(matches(FileKind::Jpeg, b"\xff\xd8\xff\xe0\0\x10JFIF"));
    }

    #[test]
    fn a_pdf_needs_its_trailer_and_cross_reference_not_only_its_header() {
        let whole = pdf();
        assert!(matches(FileKind::Pdf, &whole));
        // Cut short: the header and an object, no trailer.
        assert!(!matches(FileKind::Pdf, b"%PDF-1.7\n"));
        assert!(!matches(FileKind::Pdf, &whole[..whole.len() / 2]));
        // A trailer but no startxref, or one pointing past the end or at no xref.
        assert!(!matches(
            FileKind::Pdf,
            b"%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"
        ));
        assert!(!matches(
            FileKind::Pdf,
            b"%PDF-1.7\nxref\nstartxref\n999999\n%%EOF\n"
        ));
        assert!(!matches(
            FileKind::Pdf,
            b"%PDF-1.7\nMZxx\nstartxref\n9\n%%EOF\n"
        ));
        // Something appended: the trailer more than a kilobyte before the end.
        let mut padded = whole.clone();
        padded.extend_from_slice(&[b' '; 2048]);
        assert!(!matches(FileKind::Pdf, &padded));
        // A cross-reference stream (PDF 1.5+) instead of a table; white space after %%EOF.
        let stream = b"%PDF-1.5\n7 0 obj << /Type /XRef >> stream\nendstream endobj\nstartxref\n9\n%%EOF\r\n";
        assert!(matches(FileKind::Pdf, stream));
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

    #[test]
    fn a_dangerous_office_zip_is_refused_with_its_own_message() {
        let with_exe = office_zip(&["[Content_Types].xml", "word/document.xml", "run.exe"]);
        let refusal = FileKind::Docx
            .check(&mut Cursor::new(with_exe))
            .unwrap()
            .unwrap_err();
        assert_eq!(refusal, Refusal::UnsafeArchive(Danger::Executable));
        assert_eq!(refusal.message(), ARCHIVE_REFUSED);
        let missing = office_zip(&["xl/workbook.xml"]);
        let refusal = FileKind::Xlsx
            .check(&mut Cursor::new(missing))
            .unwrap()
            .unwrap_err();
        assert_eq!(refusal.message(), TYPE_REFUSED);
    }
}
