//! The channel's registry identity as the spec states it: the spec token of
//! the title, the core revision it companions, and the §2 sentence
//! "The X channel `0x000F` is registered … with purpose "…", minimum profile
//! Standard, and direction Bidirectional".

use crate::doc::Doc;
use crate::text::{number, sentences, sign};

/// The channel metadata found in the text (each part when stated).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChannelText {
    pub id: Option<u16>,
    /// `Interaction`.
    pub name: Option<String>,
    pub purpose: Option<String>,
    pub minimum_profile: Option<String>,
    pub direction: Option<String>,
    /// The core revision of the title (`draft-bubblefish-npamp-01`).
    pub revision: Option<String>,
    /// Where the registration sentence is (`§2`).
    pub section: Option<String>,
    /// The registration sentence.
    pub sentence: Option<String>,
    /// The document id from the file name (`89` of `89_interaction_channel.md`).
    pub doc_id: Option<String>,
}

/// The `NPAMP-…` token of a title.
pub fn spec_token(title: &str) -> Option<String> {
    title
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|w| w.starts_with("NPAMP-") && w.len() > "NPAMP-".len())
        .map(|w| w.trim_end_matches('-').to_string())
}

/// Read the channel identity from the title, §2 and the file name.
pub fn channel(doc: &Doc) -> ChannelText {
    let mut c = ChannelText {
        revision: revision(&doc.title),
        doc_id: doc.file_name.as_deref().and_then(doc_id),
        ..ChannelText::default()
    };
    let found = doc.sections.iter().find_map(|s| {
        s.paragraphs
            .iter()
            .flat_map(|p| sentences(p))
            .find(|x| x.contains(" is registered") && x.contains("channel "))
            .map(|x| (s.number.clone(), x))
    });
    if let Some((sec, s)) = found {
        let before = s.split(" is registered").next().unwrap_or_default();
        c.id = channel_id_in(before);
        c.name = before
            .rsplit(" channel")
            .nth(1)
            .and_then(|x| x.split_whitespace().last())
            .map(str::to_string);
        c.purpose = quoted_after(&s, "purpose ");
        c.minimum_profile = word_after(&s, "minimum profile ");
        c.direction = word_after(&s, "direction ");
        c.section = Some(sign(&sec));
        c.sentence = Some(s);
    }
    if c.id.is_none() {
        c.id = most_named_channel(doc);
    }
    c
}

/// `89_interaction_channel.md` → `89`.
fn doc_id(file: &str) -> Option<String> {
    let base = file.rsplit(['/', '\\']).next().unwrap_or(file);
    let (prefix, _) = base.split_once('_')?;
    let ok = !prefix.is_empty()
        && prefix.len() <= 4
        && prefix.chars().all(|c| c.is_ascii_alphanumeric());
    ok.then(|| prefix.to_string())
}

/// `(companion to draft-bubblefish-npamp-01)` → `draft-bubblefish-npamp-01`.
fn revision(title: &str) -> Option<String> {
    let i = title.find("companion to ")?;
    let w: String = title
        .get(i + "companion to ".len()..)?
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '.')
        .collect();
    (!w.is_empty()).then_some(w)
}

/// The `0x…` right after the last word `channel` of `s` (backticks optional).
fn channel_id_in(s: &str) -> Option<u16> {
    let i = s.rfind("channel ")?;
    id_word(s.get(i + "channel ".len()..)?)
}

/// The first word of `s` as a channel id (`` `0x000F` ``, `0x000F,`).
fn id_word(s: &str) -> Option<u16> {
    let w = s.split_whitespace().next()?;
    let w = w.trim_matches(|c: char| matches!(c, '`' | ',' | '.' | ')' | '(' | ';' | ':'));
    if !w.starts_with("0x") {
        return None;
    }
    number(w).and_then(|v| u16::try_from(v).ok())
}

/// The channel id written most often as "channel `0x…`" or "channel 0x…".
fn most_named_channel(doc: &Doc) -> Option<u16> {
    let text = doc.text();
    let mut counts: Vec<(u16, usize)> = Vec::new();
    for (i, _) in text.match_indices("channel ") {
        let Some(id) = text.get(i + "channel ".len()..).and_then(id_word) else {
            continue;
        };
        match counts.iter_mut().find(|(x, _)| *x == id) {
            Some(e) => e.1 += 1,
            None => counts.push((id, 1)),
        }
    }
    counts.into_iter().max_by_key(|(_, n)| *n).map(|(id, _)| id)
}

/// `purpose "Agent-to-human user-interface events"` → the quoted text.
fn quoted_after(s: &str, key: &str) -> Option<String> {
    let i = s.find(key)?;
    let rest = s.get(i + key.len()..)?.trim_start();
    let open = rest.find(['"', '“'])?;
    if open > 2 {
        return None;
    }
    let q = rest.get(open..)?.chars().next()?;
    let body = rest.get(open + q.len_utf8()..)?;
    let close = body.find(['"', '”'])?;
    body.get(..close).map(str::to_string)
}

/// `minimum profile Standard,` → `Standard`.
fn word_after(s: &str, key: &str) -> Option<String> {
    let i = s.find(key)?;
    let w: String = s
        .get(i + key.len()..)?
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    (!w.is_empty()).then_some(w)
}
