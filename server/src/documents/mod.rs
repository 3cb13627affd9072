//! The documents of a completed business (02 §3 "Voucher list", §7, §9; issue 19 item 3):
//! real PDF files written on the server in a CJK font, stored as attachments and listed per
//! application. A company registration of a limited or joint-stock company has the twelve
//! document types of 02 §9, a limited partnership's registration the eleven of them that fit a
//! partnership, in its words (`terms`); every other business its voucher (业务凭证).
//!
//! * `source`: what they are written from (the application, its form, the voucher's data, the
//!   register); `content`: which documents a business has and what each says, as blocks;
//! * `layout` and `wrap`: blocks flowed onto A4 pages; `font` and `pdf`: the pages as a PDF;
//! * `produce`: after the completing transaction commits, and again whenever one is found
//!   missing (a crash between the commit and the writing, a lost file).

mod content;
mod flow;
mod font;
mod layout;
mod pdf;
mod produce;
mod source;
mod terms;
mod wrap;

use serde_json::{Map, Value};

pub use produce::{ensure, restore};

use crate::{
    auth::current_user::CurrentUser,
    db::DbConn,
    error::ApiError,
    files::store::ObjectKey,
    models::{
        application::{Application, TaskRow},
        attachment::Attachment,
        business_document::BusinessDocument,
    },
    state::AppState,
};

/// `ext5` of application/detail: the documents as the spec's map of voucher code → attachId
/// (02 §7), `null` while there are none.
pub fn ext5(documents: &[BusinessDocument]) -> Value {
    if documents.is_empty() {
        return Value::Null;
    }
    let map: Map<String, Value> = documents
        .iter()
        .map(|d| (d.code.clone(), Value::String(d.attach_id.clone())))
        .collect();
    Value::Object(map)
}

/// The download list (02 §3 "Voucher list"): name, code, attachId, in order.
pub fn voucher_list(documents: &[BusinessDocument]) -> Value {
    Value::Array(
        documents
            .iter()
            .map(|d| {
                serde_json::json!({
                    "name": d.name, "code": d.code, "attachId": d.attach_id, "pages": d.pages,
                })
            })
            .collect(),
    )
}

/// Produces a just-completed business's documents off the request, after its transaction has
/// committed. A failure is logged; the next read of the business produces them.
pub fn produce_later(state: actix_web::web::Data<AppState>, tenant: String, uuid: String) {
    actix_web::rt::spawn(async move {
        let shared = state.clone();
        let produced = state
            .db(move |conn| {
                crate::db::off_request(|| {
                    let app = crate::models::application::Application::find(conn, &tenant, &uuid)?
                        .ok_or_else(crate::error::ApiError::no_such_application)?;
                    ensure(conn, &shared, &app).map(|docs| docs.len())
                })
            })
            .await;
        if let Err(error) = produced {
            tracing::error!(%error, "the business documents were not produced");
        }
    });
}

/// The attachment as the caller may read it. A business document is read by whoever may read
/// its business (the applicant, its reviewers, the administrator: `ensure_may_view`), others
/// get 403; its file, when missing from the store, is written again first. Any other
/// attachment is answered as it is.
pub fn readable(
    conn: &mut DbConn,
    state: &AppState,
    me: &CurrentUser,
    attachment: Attachment,
) -> Result<Attachment, ApiError> {
    let Some(document) = BusinessDocument::by_attachment(conn, &attachment.attach_id)? else {
        return Ok(attachment);
    };
    let app = Application::find(conn, &attachment.tenant_id, &document.application_id)?
        .ok_or_else(|| ApiError::not_found(crate::files::NOT_FOUND))?;
    let tasks = TaskRow::of_application(conn, &app.id)?;
    crate::lifecycle::ensure_may_view(&app, &tasks, me)?;
    let key = ObjectKey::parse(&attachment.object_key).map_err(ApiError::internal)?;
    match state.files.get(&key) {
        Ok(_) => Ok(attachment),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            restore(conn, state, &app, &document, &attachment)
        }
        Err(e) => Err(ApiError::internal(e)),
    }
}

pub use layout::{Block, Column};

/// A document that is not a business's (an electronic contract): its blocks laid out on A4
/// pages like the business documents, in the same font.
pub struct Sheet<'a> {
    pub title: &'a str,
    pub author: &'a str,
    /// Beijing time, seconds.
    pub created_at: i64,
    /// The footer's number on every page.
    pub number: &'a str,
    /// The footer's digest and what it is of.
    pub digest_label: &'static str,
    pub digest: &'a str,
    pub blocks: &'a [Block],
}

/// The sheet as a PDF in the configured font (`PLATFORM_PDF_FONT`, else the installed CJK
/// candidates).
pub fn write_sheet(configured: Option<&std::path::Path>, sheet: &Sheet) -> Result<Vec<u8>, String> {
    let fonts = font::fonts(configured).map_err(|e| e.to_string())?;
    let footer = layout::Footer {
        biz_sn: sheet.number.to_owned(),
        digest_label: sheet.digest_label,
        chain_hash: sheet.digest.to_owned(),
    };
    let pages = layout::lay_out(fonts.as_ref(), sheet.blocks, &footer);
    let info = pdf::Info {
        title: sheet.title,
        author: sheet.author,
        created_at: sheet.created_at,
    };
    pdf::write(&fonts, &pages, &info).map_err(|e| e.to_string())
}
