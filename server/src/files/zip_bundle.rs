//! A zip of attachments under the names the user knows them by, written to a scratch file
//! (removed once the answer is sent) rather than held in memory.

use std::{collections::HashSet, io, path::Path, sync::Arc};

use chrono::{Datelike, Timelike};
use zip::{write::SimpleFileOptions, CompressionMethod, DateTime, ZipWriter};

use super::{
    clean_file_name,
    kind::FileKind,
    store::{ObjectKey, ObjectStore},
    TempFile,
};
use crate::models::attachment::Attachment;

/// One file of the bundle and the name it gets inside it.
pub struct Entry {
    pub attachment: Attachment,
    pub name: String,
}

/// Writes the entries into a zip in a scratch file under `staging`, ready to be read from
/// the start. Names are made unique (`a.pdf`, `a (2).pdf`).
pub fn write(
    store: Arc<dyn ObjectStore>,
    staging: &Path,
    entries: Vec<Entry>,
) -> anyhow::Result<TempFile> {
    let mut out = TempFile::create(staging)?;
    let mut zip = ZipWriter::new(&mut out);
    let mut taken = HashSet::new();
    for entry in entries {
        let name = unique_name(&entry.name, &mut taken);
        let compresses =
            FileKind::from_name(&entry.attachment.original_name).is_some_and(|k| k.compresses());
        let mut options = SimpleFileOptions::default()
            .compression_method(if compresses {
                CompressionMethod::Deflated
            } else {
                CompressionMethod::Stored
            })
            .large_file(entry.attachment.size_bytes >= i64::from(u32::MAX));
        if let Some(time) = zip_time(entry.attachment.created_at) {
            options = options.last_modified_time(time);
        }
        let key = ObjectKey::parse(&entry.attachment.object_key)?;
        let mut content = store.get(&key)?;
        zip.start_file(name, options)?;
        io::copy(&mut content, &mut zip)?;
    }
    zip.finish()?;
    io::Seek::rewind(&mut out)?;
    Ok(out)
}

/// The name of the zip itself, from the application's name.
pub fn bundle_name(apply_name: Option<&str>) -> String {
    let base = apply_name
        .and_then(clean_file_name)
        .unwrap_or_else(|| "附件".into());
    format!("{base}.zip")
}

fn unique_name(wanted: &str, taken: &mut HashSet<String>) -> String {
    let mut name = wanted.to_owned();
    let (stem, ext) = match wanted.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem, format!(".{ext}")),
        _ => (wanted, String::new()),
    };
    let mut n = 2;
    while !taken.insert(name.clone()) {
        name = format!("{stem} ({n}){ext}");
        n += 1;
    }
    name
}

/// The upload time in China time, as zip records it (local time, no zone).
fn zip_time(epoch_secs: i64) -> Option<DateTime> {
    let t = crate::clock::beijing(epoch_secs);
    DateTime::from_date_and_time(
        u16::try_from(t.year()).ok()?,
        t.month() as u8,
        t.day() as u8,
        t.hour() as u8,
        t.minute() as u8,
        t.second() as u8,
    )
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_names_are_numbered() {
        let mut taken = HashSet::new();
        assert_eq!(unique_name("合同.pdf", &mut taken), "合同.pdf");
        assert_eq!(unique_name("合同.pdf", &mut taken), "合同 (2).pdf");
        assert_eq!(unique_name("合同.pdf", &mut taken), "合同 (3).pdf");
        assert_eq!(unique_name("readme", &mut taken), "readme");
        assert_eq!(unique_name("readme", &mut taken), "readme (2)");
    }

    #[test]
    fn the_bundle_is_named_after_the_application() {
        assert_eq!(bundle_name(Some("股权质押申请")), "股权质押申请.zip");
        assert_eq!(bundle_name(Some("a/../b")), "b.zip");
        assert_eq!(bundle_name(None), "附件.zip");
        assert_eq!(bundle_name(Some("  ")), "附件.zip");
    }

    #[test]
    fn zip_times_are_china_time() {
        // 2026-11-21 00:00:00 UTC is 08:00 in Beijing.
        let t = zip_time(1_795_219_200).unwrap();
        assert_eq!((t.year(), t.month(), t.day(), t.hour()), (2026, 11, 21, 8));
    }
}
