//! Writes a voucher with its handlebars template. The template is compiled into the binary,
//! so a voucher never depends on files beside the server; strict mode makes a field the
//! template names but the voucher lacks an error instead of a blank.

use std::sync::OnceLock;

use handlebars::Handlebars;

use super::Voucher;

const TEMPLATE: &str = include_str!("../../templates/voucher.hbs");

/// The compiled template, or why it does not compile (a test renders it, so a broken template
/// never ships; a server with one answers its vouchers with the error instead of stopping).
fn registry() -> &'static Result<Handlebars<'static>, String> {
    static REGISTRY: OnceLock<Result<Handlebars<'static>, String>> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = Handlebars::new();
        registry.set_strict_mode(true);
        registry
            .register_template_string("voucher", TEMPLATE)
            .map_err(|e| e.to_string())?;
        Ok(registry)
    })
}

/// The voucher as a self-contained HTML document (inline CSS, A4 portrait), every value
/// HTML-escaped by handlebars.
pub fn render(voucher: &Voucher) -> Result<String, handlebars::RenderError> {
    match registry() {
        Ok(registry) => registry.render("voucher", voucher),
        Err(why) => Err(handlebars::RenderErrorReason::Other(why.clone()).into()),
    }
}
