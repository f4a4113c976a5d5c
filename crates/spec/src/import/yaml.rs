//! Writing YAML text by hand: quoting and indented lines.

/// A double-quoted YAML scalar.
pub(super) fn q(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `0x000F`.
pub(super) fn hex4(v: u64) -> String {
    format!("0x{v:04X}")
}

/// `0x05`.
pub(super) fn hex2(v: u64) -> String {
    format!("0x{v:02X}")
}

/// The output being written.
#[derive(Debug, Default)]
pub(super) struct Out {
    pub text: String,
}

impl Out {
    pub fn line(&mut self, l: &str) {
        self.text.push_str(l);
        self.text.push('\n');
    }

    /// A requirement no construct states: `# TODO §x (class): sentence`, `#
    /// out of scope §x: sentence`, or `# TODO §x: sentence` (a SHOULD).
    pub fn requirement(&mut self, indent: usize, t: &super::todo::Todo) {
        use super::classify::MustClass;
        let pad = " ".repeat(indent);
        let s = t.sentence.replace('\n', " ");
        let sec = &t.section;
        match t.class {
            None => self.todo(indent, sec, &s),
            Some(MustClass::OutOfScope) => self.line(&format!("{pad}# out of scope {sec}: {s}")),
            Some(c) => self.line(&format!("{pad}# TODO {sec} ({}): {s}", c.as_str())),
        }
    }

    /// `# TODO §x: sentence` lines at an indent.
    pub fn todo(&mut self, indent: usize, section: &str, s: &str) {
        let pad = " ".repeat(indent);
        let s = s.replace('\n', " ");
        if section.is_empty() {
            self.line(&format!("{pad}# TODO: {s}"));
        } else {
            self.line(&format!("{pad}# TODO {section}: {s}"));
        }
    }
}
