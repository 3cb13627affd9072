//! Producing a business's documents: once it has completed and been stamped, each document
//! its plan names and the business lacks is written as a PDF, its bytes put into the object
//! store, then its attachment and its row recorded in one write transaction. Nothing here runs
//! inside the completing transaction, and no PDF is written while a write lock is held.
//!
//! Idempotent: within a process one producer works on an application at a time (the others
//! wait, then find the documents there); between processes the (application, code) key keeps
//! one, and the loser removes the objects it stored.

use std::{
    sync::{Condvar, Mutex},
    time::Duration,
};

use sha2::{Digest, Sha256};

use super::{
    content::{self, Written},
    font::{self, Fonts},
    layout::{lay_out, Footer, CHAIN_DIGEST},
    pdf,
    source::{self, Source},
};
use crate::{
    db::{transaction, DbConn},
    error::ApiError,
    files::store::ObjectKey,
    models::{
        application::Application, attachment::Attachment, business_document::BusinessDocument,
        chain::ChainEntry,
    },
    state::AppState,
};

/// The applications whose documents this process is producing now (a list: a few at a time).
struct Producing {
    busy: Mutex<Vec<String>>,
    done: Condvar,
}

static PRODUCING: Producing = Producing {
    busy: Mutex::new(Vec::new()),
    done: Condvar::new(),
};

/// This process's turn to produce an application's documents, given back when dropped.
struct Turn(String);

impl Turn {
    /// Waits (at most a minute) while another thread produces the same application's.
    fn take(application: &str) -> Turn {
        let mut busy = PRODUCING.busy.lock().unwrap_or_else(|p| p.into_inner());
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        while busy.iter().any(|a| a == application) {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                break;
            }
            busy = match PRODUCING.done.wait_timeout(busy, left) {
                Ok((guard, _)) => guard,
                Err(poisoned) => poisoned.into_inner().0,
            };
        }
        busy.push(application.to_owned());
        Turn(application.to_owned())
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        let mut busy = PRODUCING.busy.lock().unwrap_or_else(|p| p.into_inner());
        busy.retain(|a| *a != self.0);
        PRODUCING.done.notify_all();
    }
}

/// The document codes a business has: none while it runs or before it is stamped.
fn expected(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
) -> Result<Vec<&'static str>, ApiError> {
    if app.status != "approved" || ChainEntry::find_by_biz_sn(conn, &app.biz_sn)?.is_none() {
        return Ok(Vec::new());
    }
    let instance = crate::lifecycle::instance_of(app)?;
    let def = state
        .flows
        .of(&instance)
        .ok_or_else(ApiError::no_such_business)?;
    Ok(match source::registration_kind(&def, &instance.form) {
        Some(kind) => content::registration_codes(kind),
        None => vec![content::VOUCHER],
    })
}

/// The business's documents, produced first when some are missing. A running business has
/// none.
pub fn ensure(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
) -> Result<Vec<BusinessDocument>, ApiError> {
    let codes = expected(conn, state, app)?;
    let have = BusinessDocument::of_application(conn, &app.id)?;
    let lacks = |have: &[BusinessDocument]| -> Vec<&'static str> {
        codes
            .iter()
            .copied()
            .filter(|c| !have.iter().any(|h| h.code == *c))
            .collect()
    };
    if lacks(&have).is_empty() {
        return Ok(have);
    }
    let _turn = Turn::take(&app.id);
    let have = BusinessDocument::of_application(conn, &app.id)?;
    let missing = lacks(&have);
    if missing.is_empty() {
        return Ok(have);
    }
    let fonts = fonts(state)?;
    let source = Source::gather(conn, state, app)?;
    let mut written: Vec<Written> = have
        .iter()
        .map(|h| Written {
            code: h.code.clone(),
            name: h.name.clone(),
            pages: h.pages,
        })
        .collect();
    let mut made = Vec::new();
    for code in missing {
        let name = content::name(code, &source);
        let (bytes, pages) = render(&fonts, &source, code, &name, &written)?;
        written.push(Written {
            code: code.to_owned(),
            name: name.clone(),
            pages,
        });
        let sort_no = codes.iter().position(|c| *c == code).unwrap_or_default() + 1;
        made.push((code, name, bytes, pages, sort_no));
    }
    store(conn, state, app, made)?;
    Ok(BusinessDocument::of_application(conn, &app.id)?)
}

fn fonts(state: &AppState) -> Result<std::sync::Arc<Fonts>, ApiError> {
    font::fonts(state.config.files.pdf_font.as_deref()).map_err(|e| {
        tracing::error!(error = %e, "business documents cannot be written");
        ApiError::Unavailable(e.to_string())
    })
}

/// One document as a PDF, and its number of pages.
fn render(
    fonts: &Fonts,
    source: &Source,
    code: &str,
    name: &str,
    written: &[Written],
) -> Result<(Vec<u8>, i32), ApiError> {
    let blocks = content::blocks(code, source, written);
    let footer = Footer {
        biz_sn: source.app.biz_sn.clone(),
        digest_label: CHAIN_DIGEST,
        chain_hash: source.voucher.chain_hash.clone(),
    };
    let pages = lay_out(fonts, &blocks, &footer);
    let info = pdf::Info {
        title: name,
        author: &source.voucher.platform,
        created_at: source.app.completed_at.unwrap_or(source.app.updated_at),
    };
    let bytes = pdf::write(fonts, &pages, &info).map_err(ApiError::internal)?;
    Ok((bytes, i32::try_from(pages.len()).unwrap_or(i32::MAX)))
}

fn file_name(name: &str, biz_sn: &str) -> String {
    format!("{name}-{biz_sn}.pdf")
}

type Made = (&'static str, String, Vec<u8>, i32, usize);

/// Puts the PDFs into the object store, then records their attachments and rows in one write
/// transaction; when that fails (another process recorded them first) the objects go again.
fn store(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
    made: Vec<Made>,
) -> Result<(), ApiError> {
    let now = state.clock.now();
    let mut rows = Vec::new();
    for (code, name, bytes, pages, sort_no) in made {
        let attach_id = uuid::Uuid::new_v4().simple().to_string();
        let key = ObjectKey::parse(&format!("{}/{attach_id}", app.tenant_id))
            .map_err(ApiError::internal)?;
        state
            .files
            .put(&key, &mut bytes.as_slice())
            .map_err(ApiError::internal)?;
        let attachment = Attachment {
            attach_id: attach_id.clone(),
            tenant_id: app.tenant_id.clone(),
            uploaded_by: app.applicant_id.clone(),
            original_name: file_name(&name, &app.biz_sn),
            object_key: key.to_string(),
            content_type: "application/pdf".into(),
            size_bytes: i64::try_from(bytes.len()).unwrap_or(i64::MAX),
            sha256: hex(&Sha256::digest(&bytes)),
            is_public: false,
            created_at: now,
        };
        let row = BusinessDocument {
            application_id: app.id.clone(),
            code: code.to_owned(),
            tenant_id: app.tenant_id.clone(),
            name,
            sort_no: i32::try_from(sort_no).unwrap_or(i32::MAX),
            attach_id,
            pages,
            created_at: now,
        };
        rows.push((attachment, row, key));
    }
    let recorded = transaction::write(conn, |conn| {
        for (attachment, row, _) in &rows {
            attachment.insert(conn)?;
            row.record(conn)?;
        }
        Ok(())
    });
    if let Err(error) = recorded {
        for (_, _, key) in &rows {
            let _ = state.files.delete(key);
        }
        // Recorded by another server meanwhile: theirs stand.
        let now_there = BusinessDocument::of_application(conn, &app.id)?;
        if rows
            .iter()
            .all(|(_, r, _)| now_there.iter().any(|d| d.code == r.code))
        {
            return Ok(());
        }
        return Err(error);
    }
    Ok(())
}

/// Writes a document again into its attachment's object when the object is missing from the
/// store (lost after the row was recorded), keeping its attachment id; answers the attachment
/// as it now is.
pub fn restore(
    conn: &mut DbConn,
    state: &AppState,
    app: &Application,
    doc: &BusinessDocument,
    attachment: &Attachment,
) -> Result<Attachment, ApiError> {
    let _turn = Turn::take(&app.id);
    let key = ObjectKey::parse(&attachment.object_key).map_err(ApiError::internal)?;
    match state.files.get(&key) {
        Ok(_) => {
            // Restored by the thread we waited for.
            return Attachment::find_in_tenant(conn, &app.tenant_id, &attachment.attach_id)?
                .ok_or_else(|| ApiError::not_found(crate::files::NOT_FOUND));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(ApiError::internal(e)),
    }
    let fonts = fonts(state)?;
    let source = Source::gather(conn, state, app)?;
    let written: Vec<Written> = BusinessDocument::of_application(conn, &app.id)?
        .into_iter()
        .filter(|d| d.code != doc.code)
        .map(|d| Written {
            code: d.code,
            name: d.name,
            pages: d.pages,
        })
        .collect();
    let (bytes, _) = render(&fonts, &source, &doc.code, &doc.name, &written)?;
    state
        .files
        .put(&key, &mut bytes.as_slice())
        .map_err(ApiError::internal)?;
    let size = i64::try_from(bytes.len()).unwrap_or(i64::MAX);
    let sha = hex(&Sha256::digest(&bytes));
    transaction::write(conn, |conn| {
        Attachment::set_content(conn, &attachment.attach_id, size, &sha)?;
        Ok(())
    })?;
    tracing::warn!(attach = %attachment.attach_id, code = %doc.code, "a business document's file was missing and is written again");
    Ok(Attachment {
        size_bytes: size,
        sha256: sha,
        ..attachment.clone()
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
