//! The object store: where the bytes of uploaded files live, addressed by key. The local file
//! system is the default (`LocalStore`, under `<data dir>/files`); a deployment with several
//! server processes shares an S3-compatible store (`s3_store::S3Store`).
//!
//! The calls are blocking; handlers run them inside `web::block`.

use std::{
    fmt, fs,
    io::{self, Read, Write},
    path::{Path, PathBuf},
};

/// A checked object key: `/`-separated segments of ASCII letters, digits, `-`, `_` and `.`,
/// none of them empty, `.` or `..`. Keys are made by the server, never taken from a request,
/// but a store never trusts a key to stay inside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectKey(String);

impl ObjectKey {
    pub fn parse(key: &str) -> Result<ObjectKey, InvalidKey> {
        let segment_ok = |s: &str| {
            !s.is_empty()
                && s != "."
                && s != ".."
                && s.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        };
        if key.len() <= 512 && key.split('/').all(segment_ok) {
            Ok(ObjectKey(key.to_owned()))
        } else {
            Err(InvalidKey(key.to_owned()))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ObjectKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(Debug, thiserror::Error)]
#[error("invalid object key `{0}`")]
pub struct InvalidKey(String);

/// Put, get and delete objects by key. A `put` is all or nothing: after a failure the key
/// holds nothing new and no partial object is left behind.
pub trait ObjectStore: Send + Sync {
    /// Stores everything `source` yields under `key`, replacing what was there.
    fn put(&self, key: &ObjectKey, source: &mut dyn Read) -> io::Result<()>;

    /// Stores the content of a local file under `key`. The file may be moved instead of
    /// copied; the caller must not rely on it afterwards.
    fn put_file(&self, key: &ObjectKey, path: &Path) -> io::Result<()> {
        self.put(key, &mut fs::File::open(path)?)
    }

    /// The content under `key`; an error of kind `NotFound` when there is none.
    fn get(&self, key: &ObjectKey) -> io::Result<Box<dyn Read + Send>>;

    /// Removes the object; removing a missing one is not an error.
    fn delete(&self, key: &ObjectKey) -> io::Result<()>;
}

/// Objects as files under a root folder: key `a/b` is the file `<root>/a/b`. Writes go to a
/// temporary file in `<root>/.tmp` first and are renamed into place, so a reader never sees a
/// half-written object and a failed write leaves nothing.
#[derive(Debug)]
pub struct LocalStore {
    root: PathBuf,
    tmp: PathBuf,
}

impl LocalStore {
    pub fn open(root: impl Into<PathBuf>) -> io::Result<LocalStore> {
        let root = root.into();
        let tmp = root.join(".tmp");
        fs::create_dir_all(&tmp)?;
        Ok(LocalStore { root, tmp })
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn path_of(&self, key: &ObjectKey) -> PathBuf {
        key.as_str()
            .split('/')
            .fold(self.root.clone(), |path, segment| path.join(segment))
    }

    /// Moves a complete temporary file into place under `key`.
    fn commit(&self, tmp: &Path, key: &ObjectKey) -> io::Result<()> {
        let target = self.path_of(key);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::rename(tmp, target)
    }

    fn tmp_path(&self) -> PathBuf {
        self.tmp
            .join(format!("{}.part", uuid::Uuid::new_v4().simple()))
    }
}

impl ObjectStore for LocalStore {
    fn put(&self, key: &ObjectKey, source: &mut dyn Read) -> io::Result<()> {
        let tmp = self.tmp_path();
        let written = (|| {
            let mut file = fs::File::create_new(&tmp)?;
            io::copy(source, &mut file)?;
            file.flush()?;
            file.sync_all()?;
            self.commit(&tmp, key)
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written
    }

    fn put_file(&self, key: &ObjectKey, path: &Path) -> io::Result<()> {
        // On the same file system a rename is enough; across file systems copy instead.
        let tmp = self.tmp_path();
        match fs::rename(path, &tmp) {
            Ok(()) => {
                let committed = self.commit(&tmp, key);
                if committed.is_err() {
                    let _ = fs::remove_file(&tmp);
                }
                committed
            }
            Err(_) => self.put(key, &mut fs::File::open(path)?),
        }
    }

    fn get(&self, key: &ObjectKey) -> io::Result<Box<dyn Read + Send>> {
        Ok(Box::new(fs::File::open(self.path_of(key))?))
    }

    fn delete(&self, key: &ObjectKey) -> io::Result<()> {
        match fs::remove_file(self.path_of(key)) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (LocalStore, PathBuf) {
        let root = std::env::temp_dir().join(format!("store-test-{}", uuid::Uuid::new_v4()));
        (LocalStore::open(&root).unwrap(), root)
    }

    fn key(k: &str) -> ObjectKey {
        ObjectKey::parse(k).unwrap()
    }

    #[test]
    fn an_object_is_put_read_back_and_deleted() {
        let (store, root) = store();
        store.put(&key("000000/abc"), &mut &b"hello"[..]).unwrap();
        let mut read = String::new();
        store
            .get(&key("000000/abc"))
            .unwrap()
            .read_to_string(&mut read)
            .unwrap();
        assert_eq!(read, "hello");
        store.delete(&key("000000/abc")).unwrap();
        let missing = store.get(&key("000000/abc")).err().unwrap();
        assert_eq!(missing.kind(), io::ErrorKind::NotFound);
        store.delete(&key("000000/abc")).unwrap();
        fs::remove_dir_all(root).unwrap();
    }

    /// A source that fails half-way, like a connection that drops.
    struct Broken(bool);
    impl Read for Broken {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if std::mem::replace(&mut self.0, true) {
                Err(io::Error::other("connection reset"))
            } else {
                buf[..4].copy_from_slice(b"part");
                Ok(4)
            }
        }
    }

    #[test]
    fn a_failed_put_leaves_nothing_behind() {
        let (store, root) = store();
        assert!(store.put(&key("t/x"), &mut Broken(false)).is_err());
        assert!(!root.join("t").exists());
        assert_eq!(fs::read_dir(root.join(".tmp")).unwrap().count(), 0);
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_local_file_is_moved_into_the_store() {
        let (store, root) = store();
        let staged = root.join("staged");
        fs::write(&staged, b"content").unwrap();
        store.put_file(&key("t/y"), &staged).unwrap();
        assert!(!staged.exists());
        assert_eq!(fs::read(root.join("t").join("y")).unwrap(), b"content");
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn keys_cannot_leave_the_store() {
        for bad in [
            "",
            "../x",
            "a/../../x",
            "/abs",
            "a//b",
            "a/./b",
            "a\\b",
            "名字",
        ] {
            assert!(ObjectKey::parse(bad).is_err(), "{bad}");
        }
        assert!(ObjectKey::parse("000000/3f2a.pdf").is_ok());
    }
}
