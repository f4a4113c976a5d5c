//! The one JSON ⇄ frame codec for every channel, driven by the checked
//! schema [`Model`].
//!
//! A frame is a JSON object: `"frame"` names the frame type (its spec name,
//! or a number), every other member is a field by its schema name:
//!
//! ```json
//! {"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt_kind": "choice",
//!  "prompt": "Pick one", "options": ["a", "b"]}
//! ```
//!
//! | schema type | JSON |
//! |---|---|
//! | `uint`, `int`, `nint` | a number; integers outside the 64-bit JSON range as decimal strings |
//! | `float` | a number (written with a fraction when decoded), or `{"float": x}` with `x` a number or `"NaN"`, `"inf"`, `"-inf"` |
//! | `bstr` | lowercase hex ([`ByteStyle::Hex`]), or text / `hex:…` ([`ByteStyle::Text`]) |
//! | `tstr`, `bool` | a string, `true` / `false` |
//! | enum | the value's schema name, or the raw number (uint enums) / token (text enums) |
//! | flags | a number, or a list of bit names |
//! | array | a JSON array |
//! | tuple | a JSON array with one element per position |
//! | record, frame body | an object of its fields by name |
//! | typed map | an object for text keys, else `[[key, value], …]` |
//! | union | by the JSON value's type (numbers with a fraction and `{"float"}` are floats, decimal strings outside the 64-bit range are integers) |
//! | `uint_keyed_map`, `any_keyed_map`, `any` | `{"cbor": "<hex>"}` (any encoded item), or plain JSON: numbers, strings, booleans, null, arrays, objects with unsigned-integer keys |
//!
//! `{"cbor": "<hex>"}` is accepted for every value (raw bytes, to build
//! refusal examples), `null` is written as CBOR null (absence), and
//! `"frame_kind"` may be given to override the frame type in the payload.
//!
//! [`Codec::encode`] builds canonical CBOR from the model with the testkit's
//! writer, runs it through the generated decoder (`Channel::decode`), and
//! returns the generated encoder's canonical output — so a bad frame gets the
//! rule error a peer would. [`Codec::decode`] renders `FrameView::fields()`.
#![forbid(unsafe_code)]

use npamp_generated::rt::{Channel, DecodeError, FieldValue, FrameView, Profile};
use npamp_schema::{Body, EnumWire, EnvRole, Field, Model, Type, Value as Ty};
use npamp_testkit::{cbor, hex};
use serde_json::{Map, Number, Value};
use std::fmt;

/// How byte strings (`bstr` values) are written in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ByteStyle {
    /// Lowercase hex (the adapter and `cargo xtask` format).
    #[default]
    Hex,
    /// The UTF-8 text of the bytes, or `hex:<digits>` (scenario files): bytes
    /// are shown as text when they are printable ASCII and do not start with `hex:`.
    Text,
}

/// JSON that does not describe a frame; `path` names the field (`items[2].name`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonError {
    pub path: String,
    pub message: String,
}

impl JsonError {
    fn at(path: &str, message: impl Into<String>) -> JsonError {
        JsonError {
            path: path.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for JsonError {}

/// Why [`Codec::encode`] produced no frame.
#[derive(Debug, Clone, PartialEq)]
pub enum EncodeError {
    /// The JSON does not describe a frame of the channel.
    Json(JsonError),
    /// The payload was built, and the generated decoder refuses it.
    Refused {
        frame_type: u16,
        payload: Vec<u8>,
        error: DecodeError,
        /// `<outcome>: <rule> (<section>)`.
        text: String,
    },
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::Json(e) => write!(f, "bad frame JSON: {e}"),
            EncodeError::Refused { text, error, .. } => write!(f, "refused: {text} — {error}"),
        }
    }
}

impl std::error::Error for EncodeError {}

impl From<JsonError> for EncodeError {
    fn from(e: JsonError) -> Self {
        EncodeError::Json(e)
    }
}

/// `<outcome>: <rule> (<section>)`, the refusal text of the adapter contract;
/// `<rule>` is the schema rule id for schema rules, else the rule's name.
pub fn refusal_text(channel: &dyn Channel, e: &DecodeError) -> String {
    let rule = e.rule_id().unwrap_or(e.rule().as_str());
    format!(
        "{}: {rule} ({})",
        channel.outcome(e).describe(),
        e.section()
    )
}

/// A refusal as JSON: the verdict, the wire outcome, the rule, the schema
/// rule id, the basis, section, field and offset.
pub fn refusal_json(channel: &dyn Channel, e: &DecodeError) -> Value {
    serde_json::json!({
        "verdict": "reject",
        "outcome": channel.outcome(e).describe().to_string(),
        "rule": e.rule().as_str(),
        "rule_id": e.rule_id(),
        "basis": e.basis().as_str(),
        "section": e.section(),
        "field": e.field(),
        "offset": e.offset(),
    })
}

/// The JSON ⇄ frame codec of one channel.
#[derive(Clone, Copy)]
pub struct Codec {
    channel: &'static dyn Channel,
    model: &'static Model,
    style: ByteStyle,
}

impl fmt::Debug for Codec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Codec")
            .field("module", &self.channel.info().module)
            .field("style", &self.style)
            .finish()
    }
}

fn path_join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_string()
    } else {
        format!("{path}.{name}")
    }
}

fn names(fields: &[&Field]) -> String {
    fields
        .iter()
        .map(|f| f.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why no codec could be made for a channel.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodecError {
    /// No generated channel has this module name.
    UnknownChannel {
        module: String,
        /// The known module names, comma-separated.
        known: String,
    },
    /// The generated channel has no shipped (embedded) schema model.
    NoShippedSchema { module: &'static str },
    /// A frame type that is neither a frame name of the channel nor a
    /// 16-bit number (decimal or 0x-hex).
    BadFrameType {
        given: String,
        /// The channel's frame names, comma-separated.
        frames: String,
    },
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::UnknownChannel { module, known } => {
                write!(f, "unknown channel `{module}` (one of {known})")
            }
            CodecError::NoShippedSchema { module } => {
                write!(f, "no shipped schema for module `{module}`")
            }
            CodecError::BadFrameType { given, frames } => write!(
                f,
                "bad FRAME_TYPE `{given}` (decimal or 0x-hex, 0..=65535), or a frame name of this channel: {frames}"
            ),
        }
    }
}

impl std::error::Error for CodecError {}

impl Codec {
    /// The codec of a generated channel (its shipped model is looked up by module).
    pub fn new(channel: &'static dyn Channel) -> Result<Codec, CodecError> {
        let module = channel.info().module;
        let model =
            npamp_schema::shipped_model(module).ok_or(CodecError::NoShippedSchema { module })?;
        Ok(Codec {
            channel,
            model,
            style: ByteStyle::Hex,
        })
    }

    /// The codec of the generated channel with this module name.
    pub fn for_module(module: &str) -> Result<Codec, CodecError> {
        let channel =
            npamp_generated::channel(module).ok_or_else(|| CodecError::UnknownChannel {
                module: module.to_string(),
                known: npamp_generated::modules(),
            })?;
        Codec::new(channel)
    }

    /// The same codec with another byte-string style.
    pub fn with_bytes(mut self, style: ByteStyle) -> Codec {
        self.style = style;
        self
    }

    pub fn channel(&self) -> &'static dyn Channel {
        self.channel
    }

    pub fn model(&self) -> &'static Model {
        self.model
    }

    /// A frame type given as a frame name of the channel (any case), or a
    /// number (decimal or 0x-hex).
    pub fn frame_type_named(&self, given: &str) -> Result<u16, CodecError> {
        let frames = &self.model.frames;
        if let Some(f) = frames.iter().find(|f| f.name.eq_ignore_ascii_case(given)) {
            return Ok(f.code);
        }
        parse_u16(given).ok_or_else(|| CodecError::BadFrameType {
            given: given.to_string(),
            frames: frames
                .iter()
                .map(|f| f.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })
    }

    /// The frame type a frame object names (`"frame"`: spec name or number).
    pub fn frame_type(&self, obj: &Map<String, Value>) -> Result<u16, JsonError> {
        let known = || {
            self.model
                .frames
                .iter()
                .map(|f| f.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match obj.get("frame") {
            Some(Value::String(s)) => {
                if let Some(f) = self.model.frame_named(s) {
                    return Ok(f.code);
                }
                parse_u16(s).ok_or_else(|| {
                    JsonError::at(
                        "frame",
                        format!("`{s}` is not a frame of this channel ({})", known()),
                    )
                })
            }
            Some(Value::Number(n)) => {
                n.as_u64()
                    .and_then(|x| u16::try_from(x).ok())
                    .ok_or_else(|| {
                        JsonError::at("frame", "a frame number must be a 16-bit frame type")
                    })
            }
            Some(_) => Err(JsonError::at("frame", "must be a frame name or a number")),
            None => Err(JsonError::at(
                "",
                format!("a frame needs \"frame\": one of {}", known()),
            )),
        }
    }

    /// JSON → payload bytes, canonical where the JSON allows, built from the
    /// model alone (no generated code involved).
    pub fn build(&self, json: &Value) -> Result<(u16, Vec<u8>), JsonError> {
        let obj = json
            .as_object()
            .ok_or_else(|| JsonError::at("", "a frame is a JSON object"))?;
        let ft = self.frame_type(obj)?;
        let fields: Vec<&Field> = match self.model.frame_by_code(ft) {
            Some(f) => f.body.fields.iter().collect(),
            // A frame type outside the channel: only the envelope can be named.
            None => self.model.envelope.fields.iter().collect(),
        };
        let mut entries: Vec<cbor::Entry> = Vec::new();
        for (name, v) in obj {
            if name == "frame" {
                continue;
            }
            let f = fields.iter().find(|f| f.name == *name).ok_or_else(|| {
                JsonError::at(
                    name,
                    format!("not a field of this frame (fields: {})", names(&fields)),
                )
            })?;
            entries.push((cbor::uint(f.key), self.value(&f.value, v, name)?));
        }
        let kind = fields.iter().find(|f| f.role == Some(EnvRole::FrameKind));
        if let Some(k) = kind {
            if !obj.contains_key(&k.name) {
                entries.push((cbor::uint(k.key), cbor::uint(u64::from(ft))));
            }
        }
        Ok((ft, cbor::map(&entries)))
    }

    /// JSON → the generated encoder's canonical payload, after the generated
    /// decoder accepted what [`Codec::build`] made.
    pub fn encode(&self, json: &Value, profile: Profile) -> Result<(u16, Vec<u8>), EncodeError> {
        let (ft, payload) = self.build(json)?;
        // A sender's checks: the receiver's (decode), then what only a
        // sender is bound by (reserved bits MUST be sent as 0).
        let decoded = self
            .channel
            .decode(ft, &payload, profile)
            .and_then(|v| v.validate_with(profile).map(|()| v.to_vec()));
        match decoded {
            Ok(canonical) => Ok((ft, canonical)),
            Err(error) => Err(EncodeError::Refused {
                frame_type: ft,
                text: refusal_text(self.channel, &error),
                payload,
                error,
            }),
        }
    }

    /// Decode a payload with the generated decoder and render it as JSON.
    pub fn decode(
        &self,
        frame_type: u16,
        payload: &[u8],
        profile: Profile,
    ) -> Result<Value, DecodeError> {
        let view = self.channel.decode(frame_type, payload, profile)?;
        let json = self.view_json(view.as_ref());
        Ok(json)
    }

    /// A decoded frame as JSON: `"frame"` and every present field but `frame_kind`.
    pub fn view_json(&self, view: &dyn FrameView<'_>) -> Value {
        let mut o = Map::new();
        o.insert("frame".into(), Value::String(view.name().into()));
        let frame = self.model.frame_by_code(view.frame_type());
        for (name, fv) in view.fields() {
            let field = frame.and_then(|f| f.body.field_named(name));
            if field.is_some_and(|f| f.role == Some(EnvRole::FrameKind)) {
                continue;
            }
            o.insert(name.into(), self.render(field.map(|f| &f.value), &fv));
        }
        Value::Object(o)
    }

    /// The spec name of a frame type, or `0x....`.
    pub fn frame_name(&self, frame_type: u16) -> String {
        self.model
            .frame_by_code(frame_type)
            .map_or_else(|| format!("0x{frame_type:04x}"), |f| f.name.clone())
    }

    // ------------------------------------------------------------ JSON → CBOR

    fn value(&self, ty: &Ty, v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
        if v.is_null() {
            return Ok(cbor::null());
        }
        if let Some(raw) = raw_escape(v, path)? {
            return Ok(raw);
        }
        let m = self.model;
        match &ty.ty {
            Type::Uint => Ok(cbor::uint(uint_of(v, path)?)),
            Type::Nint | Type::Int => int_bytes(v, path),
            Type::Float => Ok(cbor::float(float_of(v, path)?)),
            Type::Bstr => Ok(cbor::bstr(&self.bytes_of(v, path)?)),
            Type::Tstr => Ok(cbor::tstr(str_of(v, path)?)),
            Type::Bool => Ok(cbor::bool(bool_of(v, path)?)),
            Type::Enum(id) => enum_bytes(m.enum_def(*id), v, path),
            Type::Flags(id) => flags_bytes(m.flags_def(*id), v, path),
            Type::Array(item) => {
                let a = array_of(v, path)?;
                let items = a
                    .iter()
                    .enumerate()
                    .map(|(i, x)| self.value(item, x, &format!("{path}[{i}]")))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(cbor::array(&items))
            }
            Type::Tuple(elems) => {
                let a = array_of(v, path)?;
                if a.len() != elems.len() {
                    return Err(JsonError::at(
                        path,
                        format!("a tuple of {} elements, got {}", elems.len(), a.len()),
                    ));
                }
                let items = elems
                    .iter()
                    .zip(a)
                    .enumerate()
                    .map(|(i, (t, x))| self.value(t, x, &format!("{path}[{i}]")))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(cbor::array(&items))
            }
            Type::Record(r) => self.body_bytes(&m.record(*r).body, false, v, path),
            Type::FrameBody(f) => self.body_bytes(&m.frame(*f).body, true, v, path),
            Type::Map { key, value } => self.map_bytes(key, value, v, path),
            Type::Union(alts) => {
                let alt = pick_alternative(alts, v).ok_or_else(|| {
                    JsonError::at(
                        path,
                        format!("no alternative of {} takes {v}", ty.ty.describe(m)),
                    )
                })?;
                self.value(alt, v, path)
            }
            Type::UintKeyedMap | Type::AnyKeyedMap => match v {
                Value::Object(_) => any_bytes(v, path),
                _ => Err(JsonError::at(
                    path,
                    "expected {\"cbor\": \"<hex>\"} or an object with unsigned-integer keys",
                )),
            },
            Type::Any => any_bytes(v, path),
        }
    }

    fn bytes_of(&self, v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
        let s = v.as_str().ok_or_else(|| {
            JsonError::at(
                path,
                format!("expected a byte string ({}), got {v}", self.style_hint()),
            )
        })?;
        let hexed =
            |h: &str| hex::unhex(h).map_err(|e| JsonError::at(path, format!("bad hex: {e}")));
        match self.style {
            ByteStyle::Hex => hexed(s),
            ByteStyle::Text => match s.strip_prefix("hex:") {
                Some(h) => hexed(h),
                None => Ok(s.as_bytes().to_vec()),
            },
        }
    }

    fn style_hint(&self) -> &'static str {
        match self.style {
            ByteStyle::Hex => "a hex string",
            ByteStyle::Text => "text or hex:…",
        }
    }

    fn body_bytes(
        &self,
        body: &Body,
        skip_envelope: bool,
        v: &Value,
        path: &str,
    ) -> Result<Vec<u8>, JsonError> {
        let obj = v
            .as_object()
            .ok_or_else(|| JsonError::at(path, format!("expected an object of fields, got {v}")))?;
        let fields: Vec<&Field> = body
            .fields
            .iter()
            .filter(|f| !skip_envelope || f.role.is_none())
            .collect();
        let mut entries = Vec::new();
        for (name, x) in obj {
            let sub = path_join(path, name);
            let f = fields.iter().find(|f| f.name == *name).ok_or_else(|| {
                JsonError::at(
                    &sub,
                    format!("not a field here (fields: {})", names(&fields)),
                )
            })?;
            entries.push((cbor::uint(f.key), self.value(&f.value, x, &sub)?));
        }
        Ok(cbor::map(&entries))
    }

    fn map_bytes(&self, key: &Ty, value: &Ty, v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
        let mut entries = Vec::new();
        match v {
            Value::Object(o) => {
                for (k, x) in o {
                    let sub = path_join(path, k);
                    let kb = self.value(key, &Value::String(k.clone()), &sub)?;
                    entries.push((kb, self.value(value, x, &sub)?));
                }
            }
            Value::Array(pairs) => {
                for (i, pair) in pairs.iter().enumerate() {
                    let sub = format!("{path}[{i}]");
                    let (k, x) = match pair.as_array().map(Vec::as_slice) {
                        Some([k, x]) => (k, x),
                        _ => return Err(JsonError::at(&sub, "a map entry is a [key, value] pair")),
                    };
                    entries.push((self.value(key, k, &sub)?, self.value(value, x, &sub)?));
                }
            }
            _ => {
                return Err(JsonError::at(
                    path,
                    "expected an object or a list of [key, value] pairs",
                ))
            }
        }
        Ok(cbor::map(&entries))
    }

    // ------------------------------------------------------------ CBOR → JSON

    fn render(&self, ty: Option<&Ty>, fv: &FieldValue<'_>) -> Value {
        let ty = ty.and_then(|t| resolve_union(t, fv));
        match fv {
            FieldValue::Uint(u) => Value::from(*u),
            FieldValue::Int(i) => int_json(*i),
            FieldValue::Float(x) => float_json(*x),
            FieldValue::Bytes(b) => self.bytes_json(b),
            FieldValue::Text(s) => Value::String((*s).to_string()),
            FieldValue::Bool(b) => Value::Bool(*b),
            FieldValue::Enum { raw, name } => match (name, raw) {
                (Some(n), _) => Value::String((*n).to_string()),
                (None, npamp_generated::rt::EnumRaw::Uint(u)) => Value::from(*u),
                (None, npamp_generated::rt::EnumRaw::Text(t)) => Value::String((*t).to_string()),
            },
            FieldValue::Flags { raw, names } => match ty.map(|t| &t.ty) {
                Some(Type::Flags(id)) if raw & !self.model.flags_def(*id).known_mask == 0 => {
                    Value::Array(
                        names
                            .iter()
                            .map(|n| Value::String((*n).to_string()))
                            .collect(),
                    )
                }
                _ => Value::from(*raw),
            },
            FieldValue::Array(items) => Value::Array(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, x)| self.render(element_type(ty, i), x))
                    .collect(),
            ),
            FieldValue::Record(fields) => {
                let body = ty.and_then(|t| match &t.ty {
                    Type::Record(r) => Some(&self.model.record(*r).body),
                    Type::FrameBody(f) => Some(&self.model.frame(*f).body),
                    _ => None,
                });
                let mut o = Map::new();
                for (name, x) in fields {
                    let f = body.and_then(|b| b.field_named(name));
                    o.insert((*name).to_string(), self.render(f.map(|f| &f.value), x));
                }
                Value::Object(o)
            }
            FieldValue::Entries(pairs) => self.entries_json(ty, pairs),
            FieldValue::RawMap(b) | FieldValue::Item(b) => any_json(b),
            // An element not of its declared type (accepted under `minimum`):
            // shown whole, as `{"cbor": "<hex>"}` (the raw form `encode` reads).
            FieldValue::Mistyped(b) => raw_json(b),
            _ => Value::Null,
        }
    }

    fn entries_json(&self, ty: Option<&Ty>, pairs: &[(FieldValue<'_>, FieldValue<'_>)]) -> Value {
        let (kt, vt) = match ty.map(|t| &t.ty) {
            Some(Type::Map { key, value }) => (Some(key.as_ref()), Some(value.as_ref())),
            _ => (None, None),
        };
        let rendered: Vec<(Value, Value)> = pairs
            .iter()
            .map(|(k, v)| (self.render(kt, k), self.render(vt, v)))
            .collect();
        let text_keys = kt.is_some_and(|k| match &k.ty {
            Type::Tstr => true,
            Type::Enum(e) => self.model.enum_def(*e).wire == EnumWire::Tstr,
            _ => false,
        });
        if text_keys && rendered.iter().all(|(k, _)| k.is_string()) {
            let mut o = Map::new();
            for (k, v) in rendered {
                if let Value::String(s) = k {
                    o.insert(s, v);
                }
            }
            return Value::Object(o);
        }
        Value::Array(
            rendered
                .into_iter()
                .map(|(k, v)| Value::Array(vec![k, v]))
                .collect(),
        )
    }

    fn bytes_json(&self, b: &[u8]) -> Value {
        match self.style {
            ByteStyle::Hex => Value::String(hex::hex(b)),
            ByteStyle::Text => Value::String(show_bytes(b)),
        }
    }
}

/// Bytes as scenario text: the text itself when printable ASCII (and not
/// starting with `hex:`), else `hex:<digits>`.
pub fn show_bytes(b: &[u8]) -> String {
    if !b.is_empty() && b.iter().all(|c| (0x21..0x7f).contains(c)) && !b.starts_with(b"hex:") {
        b.iter().map(|&c| char::from(c)).collect()
    } else {
        format!("hex:{}", hex::hex(b))
    }
}

/// A scenario byte literal: `hex:<digits>` or the UTF-8 bytes of the text.
pub fn text_bytes(s: &str) -> Result<Vec<u8>, hex::HexError> {
    match s.strip_prefix("hex:") {
        Some(h) => hex::unhex(h),
        None => Ok(s.as_bytes().to_vec()),
    }
}

fn parse_u16(s: &str) -> Option<u16> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u16::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// `{"cbor": "<hex>"}`: raw bytes for any value.
fn raw_escape(v: &Value, path: &str) -> Result<Option<Vec<u8>>, JsonError> {
    let Some(o) = v.as_object() else {
        return Ok(None);
    };
    match (o.len(), o.get("cbor")) {
        (1, Some(Value::String(h))) => hex::unhex(h)
            .map(Some)
            .map_err(|e| JsonError::at(path, format!("cbor: bad hex: {e}"))),
        (1, Some(_)) => Err(JsonError::at(path, "{\"cbor\": …} takes a hex string")),
        _ => Ok(None),
    }
}

fn str_of<'v>(v: &'v Value, path: &str) -> Result<&'v str, JsonError> {
    v.as_str()
        .ok_or_else(|| JsonError::at(path, format!("expected a string, got {v}")))
}

fn bool_of(v: &Value, path: &str) -> Result<bool, JsonError> {
    v.as_bool()
        .ok_or_else(|| JsonError::at(path, format!("expected true or false, got {v}")))
}

fn array_of<'v>(v: &'v Value, path: &str) -> Result<&'v Vec<Value>, JsonError> {
    v.as_array()
        .ok_or_else(|| JsonError::at(path, format!("expected an array, got {v}")))
}

fn uint_of(v: &Value, path: &str) -> Result<u64, JsonError> {
    let bad = || JsonError::at(path, format!("expected an unsigned integer, got {v}"));
    match v {
        Value::Number(n) => n.as_u64().ok_or_else(bad),
        Value::String(s) => s.parse().map_err(|_| bad()),
        _ => Err(bad()),
    }
}

fn int_of(v: &Value, path: &str) -> Result<i128, JsonError> {
    let bad = || JsonError::at(path, format!("expected an integer, got {v}"));
    match v {
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Ok(i128::from(u)),
            (None, Some(i)) => Ok(i128::from(i)),
            _ => Err(bad()),
        },
        Value::String(s) => s.parse().map_err(|_| bad()),
        _ => Err(bad()),
    }
}

fn int_bytes(v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
    let i = int_of(v, path)?;
    cbor::int(i).ok_or_else(|| JsonError::at(path, format!("{i} is outside CBOR's integer range")))
}

fn float_of(v: &Value, path: &str) -> Result<f64, JsonError> {
    let bad = || {
        JsonError::at(
            path,
            format!("expected a number or {{\"float\": x}} (x a number, \"NaN\", \"inf\", \"-inf\"), got {v}"),
        )
    };
    match v {
        Value::Number(n) => n.as_f64().ok_or_else(bad),
        Value::Object(o) if o.len() == 1 => match o.get("float") {
            Some(Value::Number(n)) => n.as_f64().ok_or_else(bad),
            Some(Value::String(s)) => s.parse::<f64>().map_err(|_| bad()),
            _ => Err(bad()),
        },
        _ => Err(bad()),
    }
}

fn enum_bytes(def: &npamp_schema::EnumDef, v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
    let known = || {
        def.values
            .iter()
            .map(|x| x.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match (def.wire, v) {
        (EnumWire::Uint, Value::String(s)) => def.value_of(s).map(cbor::uint).ok_or_else(|| {
            JsonError::at(
                path,
                format!("`{s}` is not a value of {} ({})", def.name, known()),
            )
        }),
        (EnumWire::Uint, _) => uint_of(v, path).map(cbor::uint),
        (EnumWire::Tstr, Value::String(s)) => {
            let token = def
                .value_named(s)
                .and_then(|x| x.raw.as_text())
                .unwrap_or(s.as_str());
            Ok(cbor::tstr(token))
        }
        (EnumWire::Tstr, _) => Err(JsonError::at(
            path,
            format!(
                "expected a value of {} ({}) or a text token, got {v}",
                def.name,
                known()
            ),
        )),
    }
}

fn flags_bytes(def: &npamp_schema::FlagsDef, v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
    match v {
        Value::Array(names) => {
            let mut bits = 0u64;
            for (i, n) in names.iter().enumerate() {
                let bit = n.as_str().and_then(|s| def.bit_named(s)).ok_or_else(|| {
                    let known: Vec<&str> = def.bits.iter().map(|b| b.name.as_str()).collect();
                    JsonError::at(
                        &format!("{path}[{i}]"),
                        format!("{n} is not a bit of {} ({})", def.name, known.join(", ")),
                    )
                })?;
                bits |= 1u64.checked_shl(bit).unwrap_or(0);
            }
            Ok(cbor::uint(bits))
        }
        _ => uint_of(v, path).map(cbor::uint),
    }
}

/// The union alternative a JSON value selects.
fn pick_alternative<'t>(alts: &'t [Ty], v: &Value) -> Option<&'t Ty> {
    let find = |pred: &dyn Fn(&Type) -> bool| alts.iter().find(|a| pred(&a.ty));
    let is_int = |t: &Type| {
        matches!(
            t,
            Type::Uint | Type::Int | Type::Nint | Type::Enum(_) | Type::Flags(_)
        )
    };
    match v {
        Value::Bool(_) => find(&|t| matches!(t, Type::Bool)),
        Value::Number(n) if n.is_f64() => find(&|t| matches!(t, Type::Float)),
        Value::Number(n) => {
            let negative = n.as_u64().is_none();
            find(&|t| match t {
                Type::Uint | Type::Flags(_) | Type::Enum(_) => !negative,
                Type::Nint => negative,
                Type::Int => true,
                _ => false,
            })
            .or_else(|| find(&|t| matches!(t, Type::Float)))
        }
        Value::String(s) => {
            let big = s.parse::<i128>().is_ok_and(|i| i < i128::from(i64::MIN));
            let int_alt = find(&|t| matches!(t, Type::Int | Type::Nint));
            match (big, int_alt) {
                (true, Some(a)) => Some(a),
                _ => find(&|t| matches!(t, Type::Tstr))
                    .or_else(|| find(&|t| matches!(t, Type::Bstr)))
                    .or_else(|| find(&is_int)),
            }
        }
        Value::Array(_) => find(&|t| matches!(t, Type::Array(_) | Type::Tuple(_))),
        Value::Object(o) if o.contains_key("float") => find(&|t| matches!(t, Type::Float)),
        Value::Object(_) => find(&|t| {
            matches!(
                t,
                Type::Record(_)
                    | Type::FrameBody(_)
                    | Type::Map { .. }
                    | Type::UintKeyedMap
                    | Type::AnyKeyedMap
            )
        }),
        Value::Null => None,
    }
    .or_else(|| find(&|t| matches!(t, Type::Any)))
}

/// For a union type, the alternative a decoded value is; other types as they are.
fn resolve_union<'t>(ty: &'t Ty, fv: &FieldValue<'_>) -> Option<&'t Ty> {
    let Type::Union(alts) = &ty.ty else {
        return Some(ty);
    };
    alts.iter().find(|a| match (fv, &a.ty) {
        (FieldValue::Uint(_), t) => matches!(t, Type::Uint | Type::Int),
        (FieldValue::Int(_), t) => matches!(t, Type::Int | Type::Nint),
        (FieldValue::Float(_), Type::Float)
        | (FieldValue::Bytes(_), Type::Bstr)
        | (FieldValue::Text(_), Type::Tstr)
        | (FieldValue::Bool(_), Type::Bool)
        | (FieldValue::Enum { .. }, Type::Enum(_))
        | (FieldValue::Flags { .. }, Type::Flags(_))
        | (FieldValue::Array(_), Type::Array(_) | Type::Tuple(_))
        | (FieldValue::Record(_), Type::Record(_) | Type::FrameBody(_))
        | (FieldValue::Entries(_), Type::Map { .. })
        | (FieldValue::RawMap(_), Type::UintKeyedMap | Type::AnyKeyedMap)
        | (FieldValue::Item(_), Type::Any) => true,
        _ => false,
    })
}

/// The type of element `i` of an array or tuple.
fn element_type(ty: Option<&Ty>, i: usize) -> Option<&Ty> {
    match ty.map(|t| &t.ty) {
        Some(Type::Array(item)) => Some(item.as_ref()),
        Some(Type::Tuple(elems)) => elems.get(i),
        _ => None,
    }
}

fn int_json(i: i128) -> Value {
    if let Ok(u) = u64::try_from(i) {
        Value::from(u)
    } else if let Ok(s) = i64::try_from(i) {
        Value::from(s)
    } else {
        Value::String(i.to_string())
    }
}

/// A float as a JSON number (serialized with a fraction), or `{"float": "NaN" | "inf" | "-inf"}`.
pub fn float_json(x: f64) -> Value {
    match Number::from_f64(x) {
        Some(n) => Value::Number(n),
        None => {
            let s = if x.is_nan() {
                "NaN"
            } else if x > 0.0 {
                "inf"
            } else {
                "-inf"
            };
            let mut o = Map::new();
            o.insert("float".into(), Value::String(s.into()));
            Value::Object(o)
        }
    }
}

/// Plain JSON → canonical CBOR, as for an `any` value: numbers, strings,
/// booleans, null, arrays, objects with unsigned-integer keys, `{"float": x}`
/// and `{"cbor": "<hex>"}`.
pub fn any_to_cbor(v: &Value) -> Result<Vec<u8>, JsonError> {
    any_bytes(v, "")
}

/// Plain JSON → canonical CBOR for opaque values (`any`, opaque maps).
fn any_bytes(v: &Value, path: &str) -> Result<Vec<u8>, JsonError> {
    if let Some(raw) = raw_escape(v, path)? {
        return Ok(raw);
    }
    match v {
        Value::Null => Ok(cbor::null()),
        Value::Bool(b) => Ok(cbor::bool(*b)),
        Value::Number(n) if n.is_f64() => Ok(cbor::float(n.as_f64().unwrap_or(f64::NAN))),
        Value::Number(_) => int_bytes(v, path),
        Value::String(s) => Ok(cbor::tstr(s)),
        Value::Array(a) => {
            let items = a
                .iter()
                .enumerate()
                .map(|(i, x)| any_bytes(x, &format!("{path}[{i}]")))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(cbor::array(&items))
        }
        Value::Object(o) if o.len() == 1 && o.contains_key("float") => {
            Ok(cbor::float(float_of(v, path)?))
        }
        Value::Object(o) => {
            let mut entries = Vec::new();
            for (k, x) in o {
                let sub = path_join(path, k);
                let key: u64 = k.parse().map_err(|_| {
                    JsonError::at(&sub, format!("map key `{k}` is not an unsigned integer (use {{\"cbor\": \"<hex>\"}} for other keys)"))
                })?;
                entries.push((cbor::uint(key), any_bytes(x, &sub)?));
            }
            Ok(cbor::map(&entries))
        }
    }
}

/// One encoded item as plain JSON where that is exact (unsigned and 64-bit
/// negative integers, text, booleans, null, floats, arrays, maps with
/// unsigned-integer keys), `{"cbor": "<hex>"}` for the rest (byte strings,
/// tags, other simple values, other keys, anything not well formed).
pub fn any_json(bytes: &[u8]) -> Value {
    match npamp_testkit::span::parse(bytes) {
        Some(node) => node_json(bytes, &node),
        None => raw_json(bytes),
    }
}

fn raw_json(bytes: &[u8]) -> Value {
    let mut o = Map::new();
    o.insert("cbor".into(), Value::String(hex::hex(bytes)));
    Value::Object(o)
}

fn node_json(buf: &[u8], n: &npamp_testkit::span::Node) -> Value {
    let raw = || raw_json(n.bytes(buf));
    match n.major {
        0 => Value::from(n.arg),
        1 => i64::try_from(n.arg).map_or_else(|_| raw(), |a| Value::from(-1 - a)),
        3 => {
            std::str::from_utf8(n.content(buf)).map_or_else(|_| raw(), |s| Value::String(s.into()))
        }
        4 => Value::Array(n.children.iter().map(|c| node_json(buf, c)).collect()),
        5 if n.entries().all(|(k, _)| k.major == 0) => {
            let mut o = Map::new();
            for (k, v) in n.entries() {
                o.insert(k.arg.to_string(), node_json(buf, v));
            }
            Value::Object(o)
        }
        7 => match (n.hdr_end - n.start, n.arg) {
            (1, 20) => Value::Bool(false),
            (1, 21) => Value::Bool(true),
            (1, 22) => Value::Null,
            (3, bits) => float_json(cbor::f16_to_f64(bits as u16)),
            (5, bits) => float_json(f64::from(f32::from_bits(bits as u32))),
            (9, bits) => float_json(f64::from_bits(bits)),
            _ => raw(),
        },
        _ => raw(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use npamp_schema::{EnumDef, EnumRaw, EnumValue, Unrecognized};
    use serde_json::json;

    /// No shipped schema has a text enum yet: one built by hand.
    fn text_enum() -> EnumDef {
        let v = |name: &str, token: &str| EnumValue {
            name: name.into(),
            raw: EnumRaw::Text(token.into()),
            message: None,
            terminal: None,
            doc: None,
        };
        EnumDef {
            name: "mode".into(),
            rust: "Mode".into(),
            section: "§0".into(),
            wire: EnumWire::Tstr,
            values: vec![v("fast", "F"), v("slow", "S")],
            unassigned: None,
            private_use: None,
            unrecognized: Unrecognized {
                treat_as: None,
                ignore: false,
                meaning: String::new(),
                reject: None,
            },
            missing: None,
        }
    }

    #[test]
    fn text_enums_by_name_or_token() {
        let e = text_enum();
        assert_eq!(enum_bytes(&e, &json!("fast"), "m"), Ok(cbor::tstr("F")));
        assert_eq!(enum_bytes(&e, &json!("S"), "m"), Ok(cbor::tstr("S")));
        assert_eq!(
            enum_bytes(&e, &json!("other"), "m"),
            Ok(cbor::tstr("other"))
        );
        let err = enum_bytes(&e, &json!(1), "m").unwrap_err();
        assert_eq!(err.path, "m");
        assert!(err.message.contains("fast, slow"), "{err}");
    }

    #[test]
    fn scalars_and_escapes() {
        assert_eq!(
            int_bytes(&json!("-18446744073709551616"), "x"),
            Ok(cbor::nint(u64::MAX))
        );
        assert!(int_bytes(&json!("-18446744073709551617"), "x").is_err());
        assert_eq!(
            float_of(&json!({"float": "-inf"}), "x"),
            Ok(f64::NEG_INFINITY)
        );
        assert_eq!(float_of(&json!(3), "x"), Ok(3.0));
        assert!(float_of(&json!({"float": "x"}), "x").is_err());
        assert_eq!(
            raw_escape(&json!({"cbor": "f6"}), "x"),
            Ok(Some(vec![0xf6]))
        );
        assert_eq!(raw_escape(&json!({"cbor": "f6", "y": 1}), "x"), Ok(None));
        assert_eq!(float_json(f64::NAN), json!({"float": "NaN"}));
        assert_eq!(float_json(2.0).to_string(), "2.0");
        assert_eq!(show_bytes(b"ap1"), "ap1");
        assert_eq!(show_bytes(b"hex:1"), "hex:6865783a31");
        assert_eq!(show_bytes(b""), "hex:");
        assert_eq!(text_bytes("hex:00ff"), Ok(vec![0, 0xff]));
        assert_eq!(text_bytes("a b"), Ok(b"a b".to_vec()));
        assert_eq!(
            any_to_cbor(&json!({"2": null, "1": [true]})),
            Ok(cbor::uint_map(&[
                (1, cbor::array(&[cbor::bool(true)])),
                (2, cbor::null())
            ]))
        );
        assert!(any_to_cbor(&json!({"-1": 0})).is_err());
    }
}
