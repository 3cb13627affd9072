//! A small indenting writer over quick-xml: attribute values and text are escaped.

use quick_xml::escape::partial_escape;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;

pub(super) struct Xml(Writer<Vec<u8>>);

impl Xml {
    pub(super) fn new() -> Xml {
        Xml(Writer::new_with_indent(Vec::new(), b' ', 2))
    }

    // A Vec<u8> takes every write: the only error `write_event` has is the sink's.
    #[allow(clippy::expect_used)]
    fn event(&mut self, event: Event<'_>) {
        self.0
            .write_event(event)
            .expect("writing XML into memory cannot fail");
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`.
    pub(super) fn declaration(&mut self) {
        self.event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)));
    }

    fn start<'a>(name: &'a str, attrs: &[(&'a str, &'a str)]) -> BytesStart<'a> {
        BytesStart::new(name).with_attributes(attrs.iter().copied())
    }

    pub(super) fn open(&mut self, name: &str, attrs: &[(&str, &str)]) {
        self.event(Event::Start(Self::start(name, attrs)));
    }

    pub(super) fn empty(&mut self, name: &str, attrs: &[(&str, &str)]) {
        self.event(Event::Empty(Self::start(name, attrs)));
    }

    pub(super) fn close(&mut self, name: &str) {
        self.event(Event::End(BytesEnd::new(name)));
    }

    /// `<name attrs>text</name>`, the text escaped (`<`, `>`, `&`).
    pub(super) fn text(&mut self, name: &str, attrs: &[(&str, &str)], text: &str) {
        self.open(name, attrs);
        self.event(Event::Text(BytesText::from_escaped(partial_escape(text))));
        self.close(name);
    }

    pub(super) fn finish(self) -> String {
        let mut bytes = self.0.into_inner();
        bytes.push(b'\n');
        // Every byte written came from a &str.
        String::from_utf8_lossy(&bytes).into_owned()
    }
}
