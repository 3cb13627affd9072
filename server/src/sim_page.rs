//! The page shell the local simulators of outside services (payment gateway, e-signature,
//! face verification) serve their own pages in: what the payer's or signer's phone would show.
//! Each simulator names itself and brings its own look; the shell, the status and the escaping
//! are the same.

use actix_web::{
    http::{header::ContentType, StatusCode},
    HttpResponse,
};

/// A simulator's look: the title of its pages, the heading that says what it stands in for,
/// and its style sheet.
pub struct Look {
    pub title: &'static str,
    pub heading: &'static str,
    pub style: &'static str,
}

/// A page of the simulator with `body` (HTML the caller escaped) under its heading.
pub fn page(look: &Look, status: u16, body: &str) -> HttpResponse {
    let html = format!(
        "<!doctype html><html lang=\"zh-CN\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>{}</title>\
<style>{}</style></head><body><h1>{}</h1>{body}</body></html>",
        look.title, look.style, look.heading
    );
    HttpResponse::build(StatusCode::from_u16(status).unwrap_or(StatusCode::OK))
        .content_type(ContentType::html())
        .body(html)
}

/// Text made safe to place in HTML, attribute values included.
pub fn escape(text: &str) -> String {
    v_htmlescape::escape(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_cannot_open_a_tag_or_leave_an_attribute() {
        let escaped = escape("<script>\"x\" & 'y'</script>");
        assert!(!escaped.contains('<') && !escaped.contains('"') && !escaped.contains('\''));
        assert!(escaped.contains("&amp;"));
    }
}
