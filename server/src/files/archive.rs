//! docx and xlsx are zip archives, and a zip can carry what its extension hides: a bomb (a few
//! kilobytes that inflate to gigabytes for whoever opens it) or an executable. Before an Office
//! file is accepted its central directory is read with limits, and then every entry is inflated
//! once, bounded by what the directory declared, so a directory that lies about sizes is caught
//! too. Nothing is written anywhere: the inflated bytes are counted and dropped.

use std::io::{self, Read, Seek, SeekFrom};

use zip::ZipArchive;

/// More entries than any real document has (a docx holds tens, an xlsx with many sheets and
/// images a few hundred); the bound also caps what parsing the central directory allocates.
pub const MAX_ENTRIES: usize = 10_000;
/// The most all entries together may inflate to.
pub const MAX_TOTAL_BYTES: u64 = 200 * 1024 * 1024;
/// The highest compression ratio accepted, per entry and for the whole file. Deflate reaches
/// about 1000:1 on zeros; real Office XML stays far below 100:1.
pub const MAX_RATIO: u64 = 100;
/// Entries (and files) that inflate to less than this are not judged by their ratio: a small
/// part of repetitive XML may compress very well and harms nobody.
const RATIO_GRACE_BYTES: u64 = 1024 * 1024;
/// Entry names that would run as programs on the reader's machine.
const EXECUTABLE_EXTENSIONS: &[&str] = &[
    "exe", "dll", "bat", "cmd", "com", "scr", "js", "vbs", "ps1", "sh", "jar", "msi",
];
/// Where the end-of-central-directory record may start: its 22 bytes plus a comment of up to
/// 64 KiB from the end, with a little slack.
const EOCD_SEARCH_BYTES: u64 = 22 + 65_535 + 64;
const EOCD_SIGNATURE: &[u8; 4] = b"PK\x05\x06";

/// What was found in an archive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A well-formed archive holding the required entries, within the limits.
    Sound,
    /// Not a zip, or one without the entries its kind must have.
    WrongType,
    /// A zip whose content is dangerous or cannot be verified.
    Unsafe(Danger),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Danger {
    TooManyEntries,
    TooLarge,
    TooCompressed,
    Executable,
    /// Encrypted, an unsupported method, a bad checksum or sizes that differ from the
    /// directory's: nothing this platform could vouch for.
    Unreadable,
}

/// Inspects the zip in `content`, which must hold every name in `required`.
pub fn inspect<R: Read + Seek>(content: &mut R, required: &[&str]) -> io::Result<Verdict> {
    let file_len = content.seek(SeekFrom::End(0))?;
    // The zip crate allocates for as many entries as the end record declares: refuse a huge
    // count before it parses anything.
    if !end_records_within_limits(content, file_len)? {
        return Ok(Verdict::Unsafe(Danger::TooManyEntries));
    }
    content.seek(SeekFrom::Start(0))?;
    let Ok(mut archive) = ZipArchive::new(&mut *content) else {
        return Ok(Verdict::WrongType);
    };
    if archive.len() > MAX_ENTRIES {
        return Ok(Verdict::Unsafe(Danger::TooManyEntries));
    }
    if !required
        .iter()
        .all(|name| archive.index_for_name(name).is_some())
    {
        return Ok(Verdict::WrongType);
    }

    // What the central directory declares, before anything is inflated.
    let mut total: u64 = 0;
    for i in 0..archive.len() {
        let Ok(entry) = archive.by_index_data(i) else {
            return Ok(Verdict::Unsafe(Danger::Unreadable));
        };
        if is_executable_name(&String::from_utf8_lossy(entry.name_raw())) {
            return Ok(Verdict::Unsafe(Danger::Executable));
        }
        if entry.encrypted() {
            return Ok(Verdict::Unsafe(Danger::Unreadable));
        }
        let size = entry.size();
        if too_compressed(size, entry.compressed_size()) {
            return Ok(Verdict::Unsafe(Danger::TooCompressed));
        }
        total = total.saturating_add(size);
        if total > MAX_TOTAL_BYTES {
            return Ok(Verdict::Unsafe(Danger::TooLarge));
        }
    }
    // The whole file against the whole content: entries that share their compressed data
    // (overlapping entries) each look modest but add up.
    if too_compressed(total, file_len) {
        return Ok(Verdict::Unsafe(Danger::TooCompressed));
    }

    // Every entry inflated once, never past what the directory declared for it. Whatever the
    // zip crate reports here (a bad checksum, an unsupported method) is the file's fault.
    for i in 0..archive.len() {
        let Ok(entry) = archive.by_index(i) else {
            return Ok(Verdict::Unsafe(Danger::Unreadable));
        };
        if entry.is_dir() {
            continue;
        }
        let declared = entry.size();
        let Ok((head, actual)) = inflate_bounded(entry, declared) else {
            return Ok(Verdict::Unsafe(Danger::Unreadable));
        };
        if actual != declared {
            return Ok(Verdict::Unsafe(Danger::Unreadable));
        }
        if is_executable_content(&head) {
            return Ok(Verdict::Unsafe(Danger::Executable));
        }
    }
    Ok(Verdict::Sound)
}

/// Reads at most `declared + 1` inflated bytes: answers the first four and how many there were.
/// Reading to the end makes the zip crate check the entry's CRC.
fn inflate_bounded(entry: impl Read, declared: u64) -> io::Result<([u8; 4], u64)> {
    let mut limited = entry.take(declared.saturating_add(1));
    let mut head = [0u8; 4];
    let mut got = 0;
    while got < head.len() {
        match limited.read(&mut head[got..])? {
            0 => break,
            n => got += n,
        }
    }
    let rest = io::copy(&mut limited, &mut io::sink())?;
    Ok((head, got as u64 + rest))
}

/// Whether `inflated` bytes from `compressed` bytes exceed the ratio, past the grace size.
fn too_compressed(inflated: u64, compressed: u64) -> bool {
    inflated > RATIO_GRACE_BYTES && inflated > compressed.saturating_mul(MAX_RATIO)
}

/// Whether an entry name ends in an executable's extension (any case, trailing dots and
/// spaces ignored, as Windows ignores them).
fn is_executable_name(name: &str) -> bool {
    let last = name.rsplit(['/', '\\']).next().unwrap_or_default();
    let last = last.trim_end_matches(['.', ' ']);
    match last.rsplit_once('.') {
        Some((_, ext)) => EXECUTABLE_EXTENSIONS
            .iter()
            .any(|e| ext.eq_ignore_ascii_case(e)),
        None => false,
    }
}

/// A Windows (MZ) or Unix (ELF) executable, whatever it is called.
fn is_executable_content(head: &[u8]) -> bool {
    head.starts_with(b"MZ") || head.starts_with(b"\x7fELF")
}

/// Every end-of-central-directory record the zip crate could pick (it tries each candidate in
/// the tail) declares at most `MAX_ENTRIES` entries and no zip64 marker: an upload within the
/// size limit never needs zip64, and a zip64 record could declare any count.
fn end_records_within_limits<R: Read + Seek>(content: &mut R, file_len: u64) -> io::Result<bool> {
    let tail_len = file_len.min(EOCD_SEARCH_BYTES);
    content.seek(SeekFrom::Start(file_len - tail_len))?;
    let mut tail = Vec::with_capacity(tail_len as usize);
    content.by_ref().take(tail_len).read_to_end(&mut tail)?;
    let u16_at = |rec: &[u8], at: usize| u16::from_le_bytes([rec[at], rec[at + 1]]);
    let u32_at = |rec: &[u8], at: usize| {
        u32::from_le_bytes([rec[at], rec[at + 1], rec[at + 2], rec[at + 3]])
    };
    for pos in 0..tail.len().saturating_sub(21) {
        let rec = &tail[pos..pos + 22];
        if !rec.starts_with(EOCD_SIGNATURE) {
            continue;
        }
        let comment_len = usize::from(u16_at(rec, 20));
        if pos + 22 + comment_len > tail.len() {
            continue; // the crate skips it too
        }
        let disk_entries = u16_at(rec, 8);
        let entries = u16_at(rec, 10);
        let zip64 = [u16_at(rec, 4), u16_at(rec, 6), disk_entries, entries].contains(&u16::MAX)
            || u32_at(rec, 12) == u32::MAX
            || u32_at(rec, 16) == u32::MAX;
        if zip64 || usize::from(entries.max(disk_entries)) > MAX_ENTRIES {
            return Ok(false);
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use std::io::{Cursor, Write};

    use zip::write::SimpleFileOptions;

    use super::*;

    const DOCX: &[&str] = &["[Content_Types].xml", "word/document.xml"];

    fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut out);
        for (name, body) in entries {
            zip.start_file(*name, SimpleFileOptions::default()).unwrap();
            zip.write_all(body).unwrap();
        }
        zip.finish().unwrap();
        out.into_inner()
    }

    fn verdict(bytes: &[u8]) -> Verdict {
        inspect(&mut Cursor::new(bytes), DOCX).unwrap()
    }

    #[test]
    fn a_plain_document_is_sound() {
        let bytes = zip_of(&[
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", b"<w:document/>"),
            ("word/media/image1.png", b"\x89PNG\r\n\x1a\n"),
        ]);
        assert_eq!(verdict(&bytes), Verdict::Sound);
    }

    #[test]
    fn missing_office_parts_or_no_zip_at_all_is_the_wrong_type() {
        let bytes = zip_of(&[("word/document.xml", b"<w:document/>")]);
        assert_eq!(verdict(&bytes), Verdict::WrongType);
        assert_eq!(verdict(b"PK\x03\x04 not really"), Verdict::WrongType);
    }

    #[test]
    fn executables_inside_are_refused_by_name_or_by_content() {
        for name in [
            "word/payload.EXE",
            "a/run.ps1",
            "x.js",
            "tool.jar",
            "evil.bat. ",
        ] {
            let bytes = zip_of(&[
                ("[Content_Types].xml", b"<Types/>"),
                ("word/document.xml", b"<w:document/>"),
                (name, b"harmless bytes"),
            ]);
            assert_eq!(
                verdict(&bytes),
                Verdict::Unsafe(Danger::Executable),
                "{name}"
            );
        }
        let bytes = zip_of(&[
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", b"<w:document/>"),
            ("word/media/image1.png", b"MZ\x90\x00\x03\x00"),
        ]);
        assert_eq!(verdict(&bytes), Verdict::Unsafe(Danger::Executable));
        let bytes = zip_of(&[
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", b"\x7fELF\x02\x01"),
        ]);
        assert_eq!(verdict(&bytes), Verdict::Unsafe(Danger::Executable));
    }

    #[test]
    fn a_highly_compressed_entry_is_refused_and_a_small_one_is_not() {
        let zeros = vec![0u8; 4 * 1024 * 1024];
        let bomb = zip_of(&[
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", &zeros),
        ]);
        assert_eq!(verdict(&bomb), Verdict::Unsafe(Danger::TooCompressed));
        // Under the grace size the ratio does not matter.
        let small = vec![b'a'; 512 * 1024];
        let fine = zip_of(&[
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", &small),
        ]);
        assert_eq!(verdict(&fine), Verdict::Sound);
    }

    #[test]
    fn too_many_entries_are_refused_before_parsing() {
        let names: Vec<String> = (0..=MAX_ENTRIES).map(|i| format!("e{i}.xml")).collect();
        let mut entries: Vec<(&str, &[u8])> = vec![
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", b"<w:document/>"),
        ];
        entries.extend(names.iter().map(|n| (n.as_str(), &b""[..])));
        assert_eq!(
            verdict(&zip_of(&entries)),
            Verdict::Unsafe(Danger::TooManyEntries)
        );
    }

    #[test]
    fn a_directory_that_understates_a_size_is_caught_when_inflating() {
        let body = vec![b'x'; 300];
        let mut bytes = zip_of(&[
            ("[Content_Types].xml", b"<Types/>"),
            ("word/document.xml", &body),
        ]);
        // Rewrite the declared uncompressed size (300) of the second entry, in its local
        // header and its central directory record, to 30.
        let mut patched = 0;
        for sig in [&b"PK\x01\x02"[..], &b"PK\x03\x04"[..]] {
            let mut at = 0;
            while let Some(pos) = bytes[at..].windows(4).position(|w| w == sig) {
                let start = at + pos;
                let size_at = if sig == b"PK\x01\x02" { 24 } else { 22 };
                let field = &mut bytes[start + size_at..start + size_at + 4];
                if u32::from_le_bytes(field.try_into().unwrap()) == 300 {
                    field.copy_from_slice(&30u32.to_le_bytes());
                    patched += 1;
                }
                at = start + 4;
            }
        }
        assert_eq!(patched, 2);
        assert_eq!(verdict(&bytes), Verdict::Unsafe(Danger::Unreadable));
    }

    #[test]
    fn executable_names_are_judged_by_their_last_extension() {
        assert!(is_executable_name("a/b/setup.exe"));
        assert!(is_executable_name("SETUP.Msi"));
        assert!(!is_executable_name("word/document.xml"));
        assert!(!is_executable_name("exe"));
        assert!(!is_executable_name("docProps/app.xml"));
    }
}
