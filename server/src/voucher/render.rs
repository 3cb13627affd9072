//! Writes a voucher with its handlebars template. The template is compiled into the binary,
//! so a voucher never depends on files beside the server; strict mode makes a field the
//! template names but the voucher lacks an error instead of a blank.

use std::sync::OnceLock;

use handlebars::Handlebars;

use super::Voucher;

const TEMPLATE: &str = include_str!("../../templates/voucher.hbs");

fn registry() -> &'static Handlebars<'static> {
    static REGISTRY: OnceLock<Handlebars<'static>> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = Handlebars::new();
        registry.set_strict_mode(true);
        registry
            .register_template_string("voucher", TEMPLATE)
            .expect("the voucher template compiles");
        registry
    })
}

/// The voucher as a self-contained HTML document (inline CSS, A4 portrait), every value
/// HTML-escaped by handlebars.
pub fn render(voucher: &Voucher) -> Result<String, handlebars::RenderError> {
    registry().render("voucher", voucher)
}
