//! No input text makes the library panic: truncated specs, shuffled and
//! mangled lines, and odd fragments go through parse, read, identify, drift
//! and import.
#![forbid(unsafe_code)]

mod common;

use common::{fixture, shared_text, shipped_two, TEN};

fn all(text: &str, models: &[npamp_schema::Model]) {
    let doc = npamp_spec::parse(text);
    let _ = npamp_spec::read(&doc);
    let _ = npamp_spec::import(&doc);
    let _ = npamp_spec::identify(&doc, models).to_string();
    for m in models {
        let _ = npamp_spec::drift(&doc, m);
    }
}

/// Char-boundary prefixes of `text`, about `n` of them.
fn prefixes(text: &str, n: usize) -> impl Iterator<Item = &str> {
    let step = (text.len() / n.max(1)).max(1);
    (0..text.len())
        .step_by(step)
        .filter(move |i| text.is_char_boundary(*i))
        .filter_map(move |i| text.get(..i))
}

#[test]
fn truncated_specs() {
    let models = shipped_two();
    let mut texts = vec![
        fixture("interaction-planted.md"),
        fixture("workflow-excerpt.txt"),
    ];
    texts.extend(
        TEN.iter()
            .filter_map(|(f, _)| shared_text(&format!("npamp/{f}"))),
    );
    for t in &texts {
        for p in prefixes(t, 40) {
            all(p, &models);
        }
    }
}

#[test]
fn mangled_lines() {
    let models = shipped_two();
    let base = fixture("interaction-planted.md");
    let lines: Vec<&str> = base.lines().collect();
    // Reversed order, every table cell split again, pipes turned into tabs and back.
    let reversed: Vec<&str> = lines.iter().rev().copied().collect();
    all(&reversed.join("\n"), &models);
    all(&base.replace(" | ", "\t"), &models);
    all(&base.replace('`', ""), &models);
    all(&base.replace('(', ")").replace('–', "-"), &models);
    all(&base.replace("0x", "0x0x"), &models);
    all(&base.replace("§", "§§"), &models);
}

#[test]
fn odd_fragments() {
    let models = shipped_two();
    for s in [
        "",
        "¶",
        "|",
        "| `a` (2) |",
        "| Field (key) | CBOR type | Req |\n|---|---|---|\n| `a` (99999999999999999999) | Map ( | Yes |",
        "| Type | Name | Reply |\n|---|---|---|\n| `0x1FFFFF` | X_Y | None |\n| `0x0100` | X_Y | X_Y (only when ` |",
        "# NPAMP-\n\n## 2. x\n\nThe X channel `0x` is registered with purpose \"",
        "Field (key)\tCBOR type\tReq\tMeaning\n`a` (2)\tUnsigned int (5–1)\tCond\t`0x` `0x00`–`0x` `9` = \n",
        "Value\tName\n`0x00`\t\n\t\t\t\nCode\tName\n1\t`x`\n",
        "A `x` is\n| Field (key) | CBOR type | Req | Meaning |\n| `a` (0) | Array of 99999999999999999999999 float64 | Yes | Bit 99999999999 (`x`) |",
        "**X body** — `{ a (2): , : tstr }`",
        "# t\n```\n| a | b |\n",
        "2-element array: [",
    ] {
        all(s, &models);
    }
}
