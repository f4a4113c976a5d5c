//! Bridging scenario text and wire bytes.
//!
//! [`build`] turns a JSON-like frame description (`{frame: NAME, field: value,
//! …}`) into canonical payload bytes, keyed and typed by the schema model
//! (`npamp_schema`); the result is then decoded and re-encoded by the
//! generated codec before it crosses the link. [`render`] turns wire bytes
//! back into the same JSON-like form through the generated decoder's
//! `fields()`, for matching expectations and for readable reports.

use crate::Chan;
use npamp_generated::rt::{self, FieldValue, Item, ItemKind, RawMap};
use npamp_generated::{interaction as ix, workflow as wf, DecodeError};
use npamp_schema::{Model, Type};
use serde_json::{Map, Value};
use std::sync::OnceLock;

/// The checked schema model of a channel (loaded once).
pub fn model(chan: Chan) -> Result<&'static Model, String> {
    static MODELS: OnceLock<Result<Vec<Model>, String>> = OnceLock::new();
    let models = MODELS
        .get_or_init(|| npamp_schema::load_all_shipped().map_err(|e| e.to_string()))
        .as_ref()
        .map_err(Clone::clone)?;
    models
        .iter()
        .find(|m| m.channel.module == chan.name())
        .ok_or_else(|| format!("no schema for {}", chan.name()))
}

/// A `corr` / byte-string literal: `hex:0a0b…` or plain text (its UTF-8 bytes).
pub fn bytes_literal(v: &Value) -> Result<Vec<u8>, String> {
    let s = v.as_str().ok_or("expected a string (text or hex:…)")?;
    match s.strip_prefix("hex:") {
        Some(h) => unhex(h),
        None => Ok(s.as_bytes().to_vec()),
    }
}

/// Bytes shown as text when printable ASCII, else `hex:…`.
pub fn show_bytes(b: &[u8]) -> Value {
    if !b.is_empty() && b.iter().all(|c| (0x21..0x7f).contains(c)) && !b.starts_with(b"hex:") {
        Value::String(b.iter().map(|&c| char::from(c)).collect())
    } else {
        Value::String(format!("hex:{}", hex(b)))
    }
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

pub fn unhex(s: &str) -> Result<Vec<u8>, String> {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    if s.len() & 1 == 1 {
        return Err("odd number of hex digits".into());
    }
    (0..s.len())
        .step_by(2)
        .map(|i| {
            s.get(i..i + 2)
                .and_then(|d| u8::from_str_radix(d, 16).ok())
                .ok_or_else(|| format!("bad hex at {i}"))
        })
        .collect()
}

/// Frame type by spec name on a channel.
pub fn frame_type(chan: Chan, name: &str) -> Option<u16> {
    match chan {
        Chan::Interaction => ix::FrameType::from_name(name).map(|f| f.code()),
        Chan::Workflow => wf::FrameType::from_name(name).map(|f| f.code()),
    }
}

/// Spec name of a frame type, or its number.
pub fn frame_name(chan: Chan, ft: u16) -> String {
    let n = match chan {
        Chan::Interaction => ix::FrameType::from_u16(ft).map(|f| f.name()),
        Chan::Workflow => wf::FrameType::from_u16(ft).map(|f| f.name()),
    };
    n.map_or_else(|| format!("0x{ft:04x}"), str::to_string)
}

/// Build a payload from `{frame: NAME, corr: …, <field>: <value>, …}`.
/// Enum fields take the value's schema name or a number.
pub fn build(chan: Chan, obj: &Map<String, Value>) -> Result<(u16, Vec<u8>), String> {
    let m = model(chan)?;
    let name = obj
        .get("frame")
        .and_then(Value::as_str)
        .ok_or("a frame needs `frame: <NAME>`")?;
    let frame = m
        .frame(name)
        .ok_or_else(|| format!("`{name}` is not a {} frame", chan.name()))?;
    let mut entries: Vec<(u64, Vec<u8>)> = Vec::new();
    let mut fk = Vec::new();
    rt::write_uint(&mut fk, u64::from(frame.code));
    entries.push((m.envelope.frame_kind_key, fk));
    for (k, v) in obj {
        if k == "frame" {
            continue;
        }
        let mut b = Vec::new();
        let key = if k == "corr" {
            rt::write_bstr(&mut b, &bytes_literal(v).map_err(|e| format!("corr: {e}"))?);
            m.envelope.corr_key
        } else {
            let f = frame
                .field(k)
                .ok_or_else(|| format!("`{k}` is not a field of {name}"))?;
            let en = f.enum_name.as_deref().and_then(|e| m.enum_def(e));
            value(&f.ty, en, v, &mut b).map_err(|e| format!("{k}: {e}"))?;
            f.key
        };
        entries.push((key, b));
    }
    entries.sort_by_key(|(k, _)| *k);
    let mut out = Vec::new();
    rt::write_head(&mut out, 5, entries.len() as u64);
    for (k, b) in entries {
        rt::write_uint(&mut out, k);
        out.extend_from_slice(&b);
    }
    Ok((frame.code, out))
}

fn value(
    ty: &Type,
    en: Option<&npamp_schema::EnumDef>,
    v: &Value,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    match ty {
        Type::Uint => {
            let n = match (v, en) {
                (Value::String(s), Some(e)) => e
                    .value_of(s)
                    .ok_or_else(|| format!("`{s}` is not a value of {}", e.name))?,
                _ => v.as_u64().ok_or("expected an unsigned integer")?,
            };
            rt::write_uint(out, n);
        }
        Type::Bstr => rt::write_bstr(out, &bytes_literal(v)?),
        Type::Tstr => rt::write_tstr(out, v.as_str().ok_or("expected a string")?),
        Type::Bool => rt::write_bool(out, v.as_bool().ok_or("expected a boolean")?),
        Type::Array(inner) => {
            let a = v.as_array().ok_or("expected an array")?;
            rt::write_head(out, 4, a.len() as u64);
            for x in a {
                value(inner, None, x, out)?;
            }
        }
        _ => any(v, out)?,
    }
    Ok(())
}

/// Generic JSON → canonical CBOR (integers, text, bool, arrays, maps with
/// unsigned-integer keys; `{"cbor": "<hex>"}` splices raw bytes).
pub fn any(v: &Value, out: &mut Vec<u8>) -> Result<(), String> {
    match v {
        Value::Null => out.push(0xf6),
        Value::Bool(b) => rt::write_bool(out, *b),
        Value::Number(n) => {
            let x = n.as_i64().ok_or("numbers must be 64-bit integers")?;
            rt::write_int(out, i128::from(x));
        }
        Value::String(s) => rt::write_tstr(out, s),
        Value::Array(a) => {
            rt::write_head(out, 4, a.len() as u64);
            for x in a {
                any(x, out)?;
            }
        }
        Value::Object(o) => {
            if let Some(Value::String(h)) = o.get("cbor") {
                out.extend(unhex(h)?);
                return Ok(());
            }
            let mut e: Vec<(u64, &Value)> = o
                .iter()
                .map(|(k, x)| {
                    k.parse()
                        .map(|k| (k, x))
                        .map_err(|_| format!("map key `{k}` is not a uint"))
                })
                .collect::<Result<_, _>>()?;
            e.sort_by_key(|(k, _)| *k);
            rt::write_head(out, 5, e.len() as u64);
            for (k, x) in e {
                rt::write_uint(out, k);
                any(x, out)?;
            }
        }
    }
    Ok(())
}

/// Decode a payload with the generated decoder and render it as
/// `{frame: NAME, corr: …, field: value…}` (frame_kind omitted).
pub fn render(chan: Chan, ft: u16, payload: &[u8]) -> Result<Value, DecodeError> {
    let fields = match chan {
        Chan::Interaction => fields_json(&ix::decode(ft, payload)?.fields()),
        Chan::Workflow => fields_json(&wf::decode(ft, payload)?.fields()),
    };
    let mut o = Map::new();
    o.insert("frame".into(), Value::String(frame_name(chan, ft)));
    o.extend(fields);
    Ok(Value::Object(o))
}

/// A frame for reports: rendered when decodable, else type and hex.
pub fn render_lossy(chan: Option<Chan>, ft: u16, payload: &[u8]) -> Value {
    match chan.map(|c| (c, render(c, ft, payload))) {
        Some((_, Ok(v))) => v,
        Some((c, Err(e))) => serde_json::json!({
            "frame": frame_name(c, ft), "undecodable": e.rule, "hex": hex(payload)
        }),
        None => serde_json::json!({ "frame": format!("0x{ft:04x}"), "hex": hex(payload) }),
    }
}

fn fields_json(fields: &[(&'static str, FieldValue<'_>)]) -> Map<String, Value> {
    fields
        .iter()
        .filter(|(n, _)| *n != "frame_kind")
        .map(|(n, v)| ((*n).to_string(), field_json(v)))
        .collect()
}

fn field_json(v: &FieldValue<'_>) -> Value {
    match v {
        FieldValue::Uint(n) => Value::from(*n),
        FieldValue::Int(n) => {
            i64::try_from(*n).map_or_else(|_| Value::String(n.to_string()), Value::from)
        }
        FieldValue::Bytes(b) => show_bytes(b),
        FieldValue::Text(s) => Value::String((*s).to_string()),
        FieldValue::Bool(b) => Value::Bool(*b),
        FieldValue::Enum { raw, name } => {
            name.map_or_else(|| Value::from(*raw), |n| Value::String(n.into()))
        }
        FieldValue::Array(a) => Value::Array(a.iter().map(field_json).collect()),
        FieldValue::Map(b) | FieldValue::Item(b) => item_json(b),
    }
}

/// One canonical CBOR item as JSON (maps keyed by their rendered keys).
pub fn item_json(b: &[u8]) -> Value {
    let Ok(it) = Item::from_canonical(b, usize::MAX) else {
        return Value::String(format!("cbor:{}", hex(b)));
    };
    item_value(&it)
}

fn item_value(it: &Item<'_>) -> Value {
    match it.kind() {
        ItemKind::Uint => it.as_uint().map_or(Value::Null, Value::from),
        ItemKind::Tstr => it
            .as_text()
            .map_or(Value::Null, |s| Value::String(s.into())),
        ItemKind::Bstr => it.as_bytes_value().map_or(Value::Null, show_bytes),
        ItemKind::Bool => it.as_bool().map_or(Value::Null, Value::Bool),
        ItemKind::Array => Value::Array(
            it.as_array()
                .map(|a| a.map(|x| item_value(&x)).collect())
                .unwrap_or_default(),
        ),
        ItemKind::Map => match RawMap::from_canonical(it.as_bytes(), false, usize::MAX) {
            Ok(m) => Value::Object(
                m.entries()
                    .map(|(k, v)| {
                        let key = match item_value(&k) {
                            Value::String(s) => s,
                            other => other.to_string(),
                        };
                        (key, item_value(&v))
                    })
                    .collect(),
            ),
            Err(_) => Value::String(format!("cbor:{}", hex(it.as_bytes()))),
        },
        ItemKind::Nint | ItemKind::Null => Value::String(format!("cbor:{}", hex(it.as_bytes()))),
    }
}
