//! Tidiness rules of the tree, read as text (in the manner of rust-analyzer's
//! `xtask/src/tidy.rs`), run by `cargo test -p xtask`:
//!
//! * no function longer than [`MAX_FN_LINES`] lines outside tests (`tests/`
//!   folders, `#[cfg(test)]` modules) and the generated snapshots;
//! * xtask (`xtask/src`) stays under [`MAX_XTASK_LINES`] lines: it dispatches,
//!   the libraries decide;
//! * no history in the product's prose: no "issue N", "change N" or "vN" in a
//!   code comment or a Markdown document (history lives in git);
//! * every library crate's top-level doc names each of its public modules
//!   (`` `m` `` or a path through it, `` `m::Item` ``);
//! * every relative link of a Markdown document reaches a file, and its
//!   `#anchor` a heading of that file (GitHub's heading ids).
//!
//! The function rule reads rustfmt-formatted code: a function runs from its
//! `fn` line to the first line that closes it at the same indentation.
#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};

/// The longest a function may be, in lines, signature and closing brace included.
const MAX_FN_LINES: usize = 120;

/// The most lines xtask's sources may have together.
const MAX_XTASK_LINES: usize = 1000;

/// Folders never read: build output, the generated snapshots (emitted code),
/// the fuzz harness's local state, version control.
const SKIPPED_DIRS: &[&str] = &[
    "target",
    ".git",
    "snapshots",
    "artifacts",
    "corpus",
    "node_modules",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask sits in the workspace root")
        .to_path_buf()
}

/// Every file below `dir` whose name ends with `ext`, skipped folders left out.
fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if p.is_symlink() {
            continue; // a link to a folder read where it lives
        } else if p.is_dir() {
            if !SKIPPED_DIRS.contains(&name) && !name.starts_with('.') {
                files(&p, ext, out);
            }
        } else if name.ends_with(ext) {
            out.push(p);
        }
    }
}

fn rel(p: &Path) -> String {
    p.strip_prefix(root())
        .unwrap_or(p)
        .display()
        .to_string()
        .replace('\\', "/")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()))
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// The name of the function a line declares, if it declares one.
fn declared_fn(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    loop {
        let word = rest.split(|c: char| c.is_whitespace()).next()?;
        if word == "fn" {
            let name = rest[2..].trim_start();
            let end = name
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(name.len());
            return (end > 0).then(|| &name[..end]);
        }
        let qualifier = word.starts_with("pub")
            || matches!(word, "const" | "async" | "unsafe" | "extern" | "\"C\"");
        if !qualifier {
            return None;
        }
        rest = rest[word.len()..].trim_start();
    }
}

/// The functions of one file longer than `max` lines, outside `#[cfg(test)]`
/// items: `(line, name, length)`.
fn long_fns(text: &str, max: usize) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]") {
            // Skip the item the attribute gates: to its closing line.
            let at = indent(line);
            let mut j = i + 1;
            while j < lines.len() && !(indent(lines[j]) == at && lines[j].trim() == "}") {
                if lines[j].trim_end().ends_with(';') && indent(lines[j]) == at {
                    break; // `mod tests;`: a file of its own
                }
                j += 1;
            }
            i = j + 1;
            continue;
        }
        if let Some(name) = declared_fn(line) {
            let at = indent(line);
            // The body opens on the first line ending in `{`; a `;` first is a declaration.
            let mut j = i;
            while j < lines.len() {
                let t = lines[j].trim_end();
                if t.ends_with('{') || t.ends_with(';') || (j > i && indent(lines[j]) <= at) {
                    break;
                }
                j += 1;
            }
            if j < lines.len() && lines[j].trim_end().ends_with('{') {
                let mut k = j + 1;
                while k < lines.len()
                    && !(indent(lines[k]) == at && lines[k].trim_start().starts_with('}'))
                {
                    k += 1;
                }
                let len = k + 1 - i;
                if len > max {
                    found.push((i + 1, name.to_string(), len));
                }
            }
        }
        i += 1;
    }
    found
}

/// A file the function rule reads: Rust outside test folders.
fn product_rust() -> Vec<PathBuf> {
    let mut all = Vec::new();
    files(&root(), ".rs", &mut all);
    all.retain(|p| !rel(p).split('/').any(|part| part == "tests"));
    all
}

#[test]
fn no_function_is_longer_than_the_limit_outside_tests() {
    let mut over = Vec::new();
    for p in product_rust() {
        let r = rel(&p);
        for (line, name, len) in long_fns(&read(&p), MAX_FN_LINES) {
            over.push(format!("{r}:{line} `{name}` is {len} lines"));
        }
    }
    assert!(
        over.is_empty(),
        "functions over {MAX_FN_LINES} lines (split them along the shape they dispatch on):\n{}",
        over.join("\n")
    );
}

#[test]
fn the_function_rule_measures_what_it_says() {
    let body = "    let x = 1;\n".repeat(MAX_FN_LINES);
    let long = format!("pub(crate) fn long(\n    a: u8,\n) -> u8 {{\n{body}}}\n");
    let short = "fn short() {\n    if x {\n    }\n}\n";
    let gated = format!("#[cfg(test)]\nmod tests {{\n    fn long() {{\n{body}    }}\n}}\n");
    assert_eq!(
        long_fns(&long, MAX_FN_LINES),
        [(1, "long".to_string(), MAX_FN_LINES + 4)]
    );
    assert!(long_fns(short, 3).len() == 1 && long_fns(short, 4).is_empty());
    assert!(long_fns(&gated, MAX_FN_LINES).is_empty());
    assert!(long_fns("trait T {\n    fn f(&self);\n}\n", 0).is_empty());
}

#[test]
fn xtask_is_under_its_line_budget() {
    let mut sources = Vec::new();
    files(&root().join("xtask/src"), ".rs", &mut sources);
    let total: usize = sources.iter().map(|p| read(p).lines().count()).sum();
    assert!(
        total < MAX_XTASK_LINES,
        "xtask/src has {total} lines (the budget is {MAX_XTASK_LINES}): move logic into its library"
    );
}

/// A history reference in `text`: "issue N", "change N" or "vN" as a word.
fn history(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    let b = lower.as_bytes();
    let word_start =
        |i: usize| i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b"/@-_.#".contains(&b[i - 1]));
    for (i, _) in lower.char_indices() {
        if !word_start(i) {
            continue;
        }
        for prefix in ["issue ", "issue-", "change ", "v"] {
            let Some(rest) = lower[i..].strip_prefix(prefix) else {
                continue;
            };
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let after = rest.as_bytes().get(digits).copied();
            let ends = after.is_none_or(|c| !(c.is_ascii_alphanumeric() || b"/_.-".contains(&c)));
            if digits > 0 && ends {
                return Some(text[i..i + prefix.len() + digits].to_string());
            }
        }
    }
    None
}

/// The comment of a line of Rust, if it has one (`//` outside a string).
fn comment(line: &str) -> Option<&str> {
    let mut in_str = false;
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match c {
            '"' if prev != '\\' => in_str = !in_str,
            '/' if !in_str && line[i + 1..].starts_with('/') => return Some(&line[i..]),
            _ => {}
        }
        prev = c;
    }
    None
}

#[test]
fn no_history_in_comments_or_docs() {
    let mut hits = Vec::new();
    let mut rust = Vec::new();
    files(&root(), ".rs", &mut rust);
    for p in rust {
        for (n, line) in read(&p).lines().enumerate() {
            if let Some(h) = comment(line).and_then(history) {
                hits.push(format!("{}:{} \"{h}\"", rel(&p), n + 1));
            }
        }
    }
    let mut docs = Vec::new();
    files(&root(), ".md", &mut docs);
    // Spec texts under test fixtures are inputs, not our prose.
    docs.retain(|p| !rel(p).contains("/fixtures/"));
    for p in docs {
        for (n, line) in read(&p).lines().enumerate() {
            if let Some(h) = history(line) {
                hits.push(format!("{}:{} \"{h}\"", rel(&p), n + 1));
            }
        }
    }
    assert!(
        hits.is_empty(),
        "history in the product's prose (it belongs in git):\n{}",
        hits.join("\n")
    );
}

#[test]
fn the_history_rule_finds_what_it_says() {
    for h in [
        "since change 13",
        "(issue 28)",
        "issue-28 start",
        "v1 results",
        "the v2 types",
    ] {
        assert!(history(h).is_some(), "{h}");
    }
    for ok in [
        "actions/checkout@v4",
        "test-vectors/v1/x.json",
        "dev2",
        "v0.1.0",
        "HTTP/1.1",
        "u8",
    ] {
        assert_eq!(history(ok), None, "{ok}");
    }
    assert_eq!(comment("let s = \"//v1\"; // v2"), Some("// v2"));
}

/// The public modules a library root declares.
fn public_mods(lib: &str) -> Vec<String> {
    lib.lines()
        .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_crate_doc_names_its_public_modules() {
    let mut libs = Vec::new();
    for dir in ["crates", "generated", "codegen-macros"] {
        files(&root().join(dir), "lib.rs", &mut libs);
    }
    libs.retain(|p| p.ends_with("src/lib.rs"));
    assert!(!libs.is_empty());
    let mut missing = Vec::new();
    for p in libs {
        let text = read(&p);
        let doc: String = text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("//!"))
            .collect::<Vec<_>>()
            .join("\n");
        for m in public_mods(&text) {
            let named = [format!("`{m}`"), format!("`{m}::")];
            if !named.iter().any(|n| doc.contains(n.as_str())) {
                missing.push(format!("{}: `{m}`", rel(&p)));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "public modules the crate's top-level doc does not name:\n{}",
        missing.join("\n")
    );
}

/// GitHub's id of a heading: lower case, punctuation dropped, spaces to `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The lines of a Markdown text outside fenced code blocks, numbered from 1.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push((n + 1, line));
        }
    }
    out
}

/// The ids of a Markdown text's headings (a repeated heading gets `-1`, `-2`, …).
fn anchors(text: &str) -> Vec<String> {
    let mut seen = std::collections::HashMap::<String, usize>::new();
    let mut ids = Vec::new();
    for (_, line) in prose_lines(text) {
        let level = line.bytes().take_while(|&b| b == b'#').count();
        let Some(title) = line[level..].strip_prefix(' ') else {
            continue;
        };
        if !(1..=6).contains(&level) {
            continue;
        }
        let base = slug(title.trim_end_matches('#'));
        let n = seen.entry(base.clone()).or_insert(0);
        ids.push(if *n == 0 { base } else { format!("{base}-{n}") });
        *n += 1;
    }
    ids
}

/// The relative link targets of a line, inline code left out: `](target)`.
fn link_targets(line: &str) -> Vec<String> {
    let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    prose
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split([')', ' ']).next())
        .filter(|t| !t.is_empty() && !t.contains("://") && !t.starts_with("mailto:"))
        .map(str::to_string)
        .collect()
}

/// What is wrong with `target`, a link in `from`: a missing file or anchor.
fn broken_link(from: &Path, target: &str) -> Option<String> {
    let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
    let file = if path.is_empty() {
        from.to_path_buf()
    } else {
        from.parent()?.join(path)
    };
    if !file.exists() {
        return Some(format!("no file {path}"));
    }
    let is_md = file.extension().is_some_and(|e| e == "md");
    if anchor.is_empty() || !is_md {
        return None;
    }
    let ids = anchors(&read(&file));
    (!ids.iter().any(|i| i == anchor)).then(|| format!("no heading #{anchor} in {path}"))
}

#[test]
fn every_relative_link_in_the_docs_resolves() {
    let mut docs = Vec::new();
    files(&root(), ".md", &mut docs);
    // Spec texts under test fixtures are inputs, not our prose.
    docs.retain(|p| !rel(p).contains("/fixtures/"));
    assert!(docs.len() > 10);
    let mut broken = Vec::new();
    for p in docs {
        let text = read(&p);
        for (n, line) in prose_lines(&text) {
            for t in link_targets(line) {
                if let Some(why) = broken_link(&p, &t) {
                    broken.push(format!("{}:{n} ({t}): {why}", rel(&p)));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_link_rule_finds_what_it_says() {
    assert_eq!(slug("Fuzzing (`fuzz`)"), "fuzzing-fuzz");
    assert_eq!(
        slug("Mutation run (`fuzz --mutants`)"),
        "mutation-run-fuzz---mutants"
    );
    assert_eq!(
        slug("Engines (`crates/campaign/src/`)"),
        "engines-cratescampaignsrc"
    );
    let text = "# A\n```\n# not a heading\n```\n## B c\n## B c\n#nospace\n";
    assert_eq!(anchors(text), ["a", "b-c", "b-c-1"]);
    assert_eq!(
        link_targets("[x](a.md#b) `[y](code.md)` [z](https://e.org) [w](#c)"),
        ["a.md#b", "#c"]
    );
    let here = root().join("README.md");
    assert_eq!(broken_link(&here, "docs/XTASK.md#fuzzing-fuzz"), None);
    assert!(broken_link(&here, "docs/XTASK.md#no-such-heading").is_some());
    assert!(broken_link(&here, "docs/NO_SUCH.md").is_some());
}
