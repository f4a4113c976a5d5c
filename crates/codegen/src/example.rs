//! The short example every generated module opens with (a doctest).
//!
//! Built from the model, never from a channel's name: the frame shown is the
//! smallest one whose required fields all have an obvious literal (bytes,
//! text, integers, bools, enum values) and whose body has no rules, so the
//! literal is a valid frame by construction. Requests are preferred (what a
//! responder decodes first). A channel without such a frame gets an example
//! of a refusal instead.

use crate::Gen;
use npamp_schema::{Bound, EnumRaw, EnvRole, Field, Frame, Presence, Role, Type, Value};

/// The `# Example` section of the module docs, one string per doc line.
pub fn module_doc(g: &Gen<'_>) -> Vec<String> {
    let Some(krate) = g.example_crate.as_deref() else {
        return Vec::new();
    };
    let module = &g.m.channel.module;
    let mut out = vec![String::new(), "# Example".into(), String::new()];
    match pick(g) {
        Some((f, (lits, opt))) => {
            out.push(format!(
                "Build the frame `{}` with its constructor, encode it canonically into a stack \
                 buffer (no allocation) and into a vector, and decode it back by its frame type:",
                f.name
            ));
            out.push(String::new());
            out.push("```".into());
            out.push(format!("use {krate}::{module}::{{self as ch, Frame}};"));
            out.push(String::new());
            out.push(format!(
                "// {}: its required fields, in key order{}.",
                f.name,
                if opt.is_some() {
                    "; an optional one set by its `with_…` method"
                } else {
                    ""
                }
            ));
            let args = lits.join(", ");
            match &opt {
                Some((name, lit)) => {
                    out.push(format!("let frame = ch::{}::new({args})", f.rust));
                    out.push(format!("    .with_{name}({lit});"));
                }
                None => out.push(format!("let frame = ch::{}::new({args});", f.rust)),
            }
            out.push(format!("let mut buf = [0u8; {}];", buf_len(f)));
            out.push(
                "let n = frame.encode_to_slice(&mut buf).expect(\"the buffer is big enough\");"
                    .into(),
            );
            out.push(
                "assert_eq!(buf[..n], frame.to_vec()[..]); // `to_vec`: feature `alloc`".into(),
            );
            out.push(format!(
                "match ch::decode(ch::FrameType::{}, &buf[..n]) {{",
                f.rust
            ));
            out.push(format!(
                "    Ok(Frame::{}(back)) => assert_eq!(back, frame),",
                f.rust
            ));
            out.push("    other => panic!(\"{other:?}\"),".into());
            out.push("}".into());
            out.push("```".into());
        }
        None => {
            let Some(f) = g.m.frames.first() else {
                return Vec::new();
            };
            out.push(format!(
                "An empty map is not a `{}`: the refusal names its rule, basis and section:",
                f.name
            ));
            out.push(String::new());
            out.push("```".into());
            out.push(format!("use {krate}::{module} as ch;"));
            out.push(String::new());
            out.push(format!(
                "let err = ch::{}::decode(&[0xa0]).expect_err(\"required fields are missing\");",
                f.rust
            ));
            out.push("println!(\"{err}\");".into());
            out.push("```".into());
        }
    }
    out
}

/// A required field's literal, in key order, and an optional field's.
type Lits = (Vec<String>, Option<(String, String)>);

/// The frame shown, the literals of its required fields (in key order) and
/// one optional field with its literal, when one has an obvious literal.
fn pick<'m>(g: &Gen<'m>) -> Option<(&'m Frame, Lits)> {
    let mut best: Option<(&Frame, Lits)> = None;
    for f in &g.m.frames {
        if !f.body.rules.is_empty() {
            continue;
        }
        let Some(lits) = literals(g, f) else {
            continue;
        };
        let rank =
            |fr: &Frame, l: &Lits| (fr.role != Role::Request, l.1.is_none(), l.0.len(), fr.code);
        let better = match &best {
            None => true,
            Some((b, bl)) => rank(f, &lits) < rank(b, bl),
        };
        if better {
            best = Some((f, lits));
        }
    }
    best
}

/// The literals of the frame's required members (in key order) and of its
/// first optional member that has one; `None` when a required one has no
/// obvious literal.
fn literals(g: &Gen<'_>, f: &Frame) -> Option<Lits> {
    let mut req = Vec::new();
    let mut opt = None;
    for (_, x) in f
        .body
        .carried()
        .filter(|(_, x)| x.role != Some(EnvRole::FrameKind))
    {
        if x.presence == Presence::Required {
            req.push(literal(g, x)?);
        } else if opt.is_none() {
            opt = literal(g, x).map(|l| (x.name.clone(), l));
        }
    }
    Some((req, opt))
}

fn literal(g: &Gen<'_>, f: &Field) -> Option<String> {
    let v: &Value = &f.value;
    let len = || {
        let (min, max) = v.len.unwrap_or((0, None));
        let n = min.max(1);
        match max {
            Some(m) if n > m => None,
            _ => usize::try_from(n).ok().filter(|n| *n <= 16),
        }
    };
    let int = |lo: i128| -> Option<i128> {
        match v.range {
            None => Some(lo),
            Some((Bound::Int(a), Bound::Int(b))) => {
                let x = a.max(lo);
                (x <= b).then_some(x)
            }
            Some(_) => None,
        }
    };
    match &v.ty {
        Type::Bstr => {
            let n = len()?;
            Some(format!("&[{}]", vec!["0x2a"; n].join(", ")))
        }
        Type::Tstr => Some(format!("\"{}\"", "a".repeat(len()?))),
        Type::Uint => Some(int(0)?.to_string()),
        Type::Int | Type::Nint => {
            let x = int(if v.ty == Type::Nint { -1 } else { 0 })?;
            (v.ty != Type::Nint || x < 0).then(|| x.to_string())
        }
        Type::Bool => Some("false".into()),
        Type::Enum(e) => {
            let d = g.m.enum_def(*e);
            let first = d.values.first()?;
            match (&first.raw, v.range) {
                (EnumRaw::Uint(_) | EnumRaw::Text(_), None) => Some(format!(
                    "ch::{}::{}",
                    d.rust,
                    crate::names::type_ident(&first.name)
                )),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A stack buffer certainly big enough: each member at most a 9-byte key,
/// a 9-byte head and 16 bytes of content; the map head and the frame type.
fn buf_len(f: &Frame) -> usize {
    let bound = 12 + f.body.fields.len() * 34;
    bound.next_power_of_two().max(64)
}
