//! A diff as `spec-diff` prints it: text (a headline, a line per change, the
//! schema patch and what it leaves to a human) or one JSON document.

use super::{Change, SchemaPatch, Site, SpecDiff};
use serde_json::{json, Value as Json};

/// One diff with the names of its two revisions and, when the spec has a
/// schema, that schema file and the patch of it.
#[derive(Debug, Clone, Copy)]
pub struct Report<'a> {
    pub old: &'a str,
    pub new: &'a str,
    pub diff: &'a SpecDiff,
    pub patch: Option<(&'a str, &'a SchemaPatch)>,
}

impl Report<'_> {
    /// The text: `spec-diff: OLD → NEW (spec, schema): class (counts)`, a line
    /// per change, the patch (`git apply --unidiff-zero`) and the notes.
    pub fn to_text(&self) -> String {
        let d = self.diff;
        let counts: Vec<String> = d
            .counts()
            .iter()
            .rev()
            .map(|(k, n)| format!("{n} {k}"))
            .collect();
        let mut s = format!(
            "spec-diff: {} → {} ({}{}): {} ({})\n",
            self.old,
            self.new,
            d.spec.as_deref().unwrap_or("unknown spec"),
            self.patch
                .map(|(f, _)| format!(", {f}"))
                .unwrap_or_default(),
            d.class(),
            counts.join(", ")
        );
        for c in &d.changes {
            s.push_str(&format!("{c}\n"));
        }
        if let Some((file, p)) = self.patch {
            if !p.patch.is_empty() {
                s.push_str(&format!(
                    "\nschema patch ({file}; apply with `git apply --unidiff-zero`):\n{}\n",
                    p.patch
                ));
            }
            if !p.notes.is_empty() {
                s.push_str("for a human:\n");
                for n in &p.notes {
                    s.push_str(&format!("  - {n}\n"));
                }
            }
        }
        s
    }

    /// The JSON document: `"class"` (the most severe), `"counts"`,
    /// `"changes"`, `"patch"`, `"notes"`, and `corpus` as `"corpus"`.
    pub fn to_json(&self, corpus: Option<Json>) -> Json {
        let d = self.diff;
        json!({
            "old": self.old,
            "new": self.new,
            "spec": d.spec,
            "schema": self.patch.map(|(f, _)| f),
            "class": d.class().name(),
            "counts": d.counts().iter().map(|(k, n)| (k.name().to_string(), json!(n))).collect::<serde_json::Map<_, _>>(),
            "changes": d.changes.iter().map(change_json).collect::<Vec<_>>(),
            "patch": self.patch.map(|(_, p)| p.patch.clone()),
            "notes": self.patch.map(|(_, p)| p.notes.clone()).unwrap_or_default(),
            "corpus": corpus,
        })
    }
}

fn site_json(s: &Option<Site>) -> Json {
    match s {
        Some(s) => json!({ "section": s.section, "line": s.line, "text": s.text }),
        None => Json::Null,
    }
}

fn change_json(c: &Change) -> Json {
    json!({
        "class": c.class.name(),
        "kind": c.kind,
        "path": c.path,
        "what": c.what,
        "for": c.who,
        "old": site_json(&c.old),
        "new": site_json(&c.new),
        "edit": c.edit.as_ref().map(ToString::to_string),
    })
}
