//! Uploaded files (spec 01 §7 "Files"): the object store, the allowed kinds, receiving an
//! upload, answering a download and bundling attachments into a zip.
//!
//! An upload is streamed to a scratch file under `<data dir>/tmp` while it is counted and
//! hashed; past the limit it is abandoned. Its kind is then checked by extension and content.
//! Only a file that passed is put into the object store, and only a stored object gets a row.
//! The scratch file removes itself on every path, so a refused upload leaves nothing behind.
//!
//! A file uploaded through `put-model-file-attach` (administrators and analysts only) is
//! public: templates, logos and showcase images that the no-login `nonds` download may serve
//! to anyone who knows its id and tenant.
//! Everything uploaded through `put-file-attach` is private to its tenant.

pub mod accepted;
pub mod archive;
pub mod download;
pub mod holder_workbook;
pub mod kind;
pub mod s3_store;
pub mod store;
pub mod upload;
pub mod workbook;
pub mod zip_bundle;

use std::{
    fs,
    io::{self, Read, Seek, SeekFrom, Write},
    path::{Path, PathBuf},
};

/// The message for an attachment that does not exist, or that the caller may not read: the
/// two are not told apart, so a user of one tenant learns nothing of another's files.
pub const NOT_FOUND: &str = "附件不存在";

/// A local scratch file, removed when dropped (whether it was finished or not).
#[derive(Debug)]
pub struct TempFile {
    path: PathBuf,
    file: fs::File,
}

impl TempFile {
    pub fn create(dir: &Path) -> io::Result<TempFile> {
        fs::create_dir_all(dir)?;
        let path = dir.join(format!("{}.tmp", uuid::Uuid::new_v4().simple()));
        let file = fs::File::options()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)?;
        Ok(TempFile { path, file })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn len(&self) -> io::Result<u64> {
        Ok(self.file.metadata()?.len())
    }

    pub fn is_empty(&self) -> io::Result<bool> {
        self.len().map(|n| n == 0)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        // Already moved into the store, or never fully written: either way it goes.
        let _ = fs::remove_file(&self.path);
    }
}

impl Read for TempFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.file.read(buf)
    }
}

impl Write for TempFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file.write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl Seek for TempFile {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        self.file.seek(pos)
    }
}

/// A file name as a user gave it, reduced to its last path component (some browsers send the
/// full path) without control characters (C0, DEL, C1) and without the invisible characters
/// that change how it reads: bidirectional embeddings, overrides and isolates, zero-width
/// characters and the byte-order mark. `invoice\u{202E}fdp.exe` would show as
/// `invoiceexe.pdf`; cleaned it is `invoicefdp.exe`, and judged as such. `None` when nothing
/// is left.
pub fn clean_file_name(raw: &str) -> Option<String> {
    let last = raw.rsplit(['/', '\\']).next().unwrap_or_default();
    let name: String = last.chars().filter(|&c| !is_hidden_char(c)).collect();
    let name = name.trim();
    (!name.is_empty() && name != "." && name != "..").then(|| name.to_owned())
}

/// Characters that are not shown, or that reorder what is shown around them.
fn is_hidden_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200B}'..='\u{200F}' // zero-width space, joiners, LRM, RLM
            | '\u{202A}'..='\u{202E}' // LRE, RLE, PDF, LRO, RLO
            | '\u{2066}'..='\u{2069}' // LRI, RLI, FSI, PDI
            | '\u{061C}' // Arabic letter mark
            | '\u{2028}' | '\u{2029}' // line and paragraph separators
            | '\u{FEFF}' // byte-order mark, zero-width no-break space
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_direction_overrides_and_invisible_characters() {
        assert_eq!(
            clean_file_name("invoice\u{202E}fdp.exe").as_deref(),
            Some("invoicefdp.exe")
        );
        assert_eq!(
            clean_file_name("\u{FEFF}合同\u{200B}\u{2066}.pdf\u{2069}\u{0085}").as_deref(),
            Some("合同.pdf")
        );
        assert_eq!(clean_file_name("\u{202E}\u{200F} \u{1b}"), None);
        // Ordinary non-Latin names keep every character.
        assert_eq!(
            clean_file_name("مستند 股东名册.xlsx").as_deref(),
            Some("مستند 股东名册.xlsx")
        );
    }

    #[test]
    fn file_names_lose_their_folders_and_control_characters() {
        assert_eq!(
            clean_file_name(r"C:\Users\张三\营业执照.pdf").as_deref(),
            Some("营业执照.pdf")
        );
        assert_eq!(
            clean_file_name("../../etc/passwd").as_deref(),
            Some("passwd")
        );
        assert_eq!(clean_file_name(" a\r\n.txt ").as_deref(), Some("a.txt"));
        assert_eq!(clean_file_name("dir/"), None);
        assert_eq!(clean_file_name(".."), None);
    }

    #[test]
    fn a_temp_file_removes_itself() {
        let dir = std::env::temp_dir().join(format!("tempfile-test-{}", uuid::Uuid::new_v4()));
        let mut temp = TempFile::create(&dir).unwrap();
        temp.write_all(b"x").unwrap();
        let path = temp.path().to_owned();
        assert!(path.exists());
        drop(temp);
        assert!(!path.exists());
        fs::remove_dir_all(dir).unwrap();
    }
}
