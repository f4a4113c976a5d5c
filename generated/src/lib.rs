//! Codecs for the N-PAMP companion channels, generated at compile time from
//! the channel schemas this crate ships (`schema/*.yaml`) by
//! `npamp-codegen-macros`: one module per schema file (`interaction`,
//! `workflow`, `memory`, …), each behind the cargo feature of its name, all
//! listed in [`CHANNELS`].
//!
//! Each module has:
//!
//! - a struct per frame and per record, borrowing from the payload, built with
//!   `new(required fields…)` and `with_<field>(value)` for the optional ones
//!   (or struct update: `X { field: Some(v), ..X::new(…) }`), with `decode` /
//!   `validate` / `encode` / `encode_to_slice` / `to_vec`;
//! - `FrameType` (accepted wherever a frame type is: `decode(FrameType::SubmitReq,
//!   payload)` and `decode(0x0100, payload)` both compile, see [`FrameCode`]),
//!   `Frame` (any frame of the channel), `decode` / `decode_with` /
//!   `decode_reply`;
//! - an enum for every schema enum (with its unrecognized value), flags types,
//!   `outcome`, `recover_corr`, `ErrorFrame::reply` and `error_reply_for`;
//! - `STRICT_CHECKS` and a "Strict checks" section in its docs: what the
//!   default profile refuses beyond what the spec makes a receiver refuse;
//! - `CHANNEL`, implementing [`Channel`], and `INFO`.
//!
//! # A responder in a few lines
//!
//! Decode a request whatever its frame type, build the reply with the
//! constructors, answer a refused payload with the channel's error frame and
//! its `corr`, and encode into a caller's buffer (no allocation):
//!
//! ```
//! use npamp_generated::workflow::{self as wf, ErrorCode, Frame, FrameType, TaskState};
//!
//! /// The reply to one payload, encoded into `out`: (frame type, length).
//! fn answer(frame_type: u16, payload: &[u8], out: &mut [u8]) -> Option<(FrameType, usize)> {
//!     let reply: Frame<'_> = match wf::decode(frame_type, payload) {
//!         Ok(Frame::SubmitReq(q)) => wf::SubmitResult::new(q.corr, "task-1", TaskState::Accepted).into(),
//!         Ok(Frame::StatusReq(q)) => wf::ErrorFrame::reply(q.corr, ErrorCode::UnknownTask).into(),
//!         Ok(_) => return None,
//!         // Refused: the channel's error frame, echoing the recovered corr,
//!         // unless nothing may answer (the error says why).
//!         Err(e) => wf::error_reply_for(frame_type, payload, &e).ok()?.into(),
//!     };
//!     let n = reply.encode_to_slice(out).ok()?;
//!     Some((reply.frame_type(), n))
//! }
//!
//! let mut buf = [0u8; 64];
//! let submit = wf::SubmitReq::new(b"s1", "summarize", wf::Effect::ReadOnly).with_priority(3);
//! let n = submit.encode_to_slice(&mut buf).expect("64 bytes are enough");
//! let request = buf[..n].to_vec();
//!
//! let mut out = [0u8; 64];
//! let (t, n) = answer(wf::SubmitReq::FRAME_TYPE, &request, &mut out).expect("answered");
//! assert_eq!(t, FrameType::SubmitResult);
//! let result = wf::SubmitResult::decode(&out[..n]).expect("a valid SUBMIT_RESULT");
//! assert_eq!((result.corr, result.task_id), (&b"s1"[..], "task-1"));
//!
//! // A STATUS_REQ without its task_id: refused (`missing-required`, §4.1,
//! // must) and answered with WORKFLOW_ERROR `malformed_request`, corr "q1".
//! let refused = [0xa2, 0x00, 0x19, 0x01, 0x02, 0x01, 0x42, b'q', b'1'];
//! let (t, n) = answer(0x0102, &refused, &mut out).expect("answered");
//! assert_eq!(t, FrameType::ErrorFrame);
//! let e = wf::ErrorFrame::decode(&out[..n]).expect("a valid WORKFLOW_ERROR");
//! assert_eq!((e.corr, e.code), (&b"q1"[..], ErrorCode::MalformedRequest));
//! ```
//!
//! `examples/responder.rs` is a responder over stdin/stdout, and
//! `examples/nested_reply.rs` builds replies that hold arrays of records.
//!
//! # Types
//!
//! What each schema type (`schema/README.md` in this crate) is in Rust. Every
//! value borrows: a decoded one from the payload, a built one from the caller.
//!
//! | schema type | Rust type | notes |
//! |---|---|---|
//! | `uint` | `u64` | |
//! | `int`, `nint` | `i128` | covers −2⁶⁴ … 2⁶⁴ − 1 |
//! | `float` | `f64` | written in the shortest width that keeps the value |
//! | `bstr` | `&'a [u8]` | |
//! | `tstr` | `&'a str` | |
//! | `bool` | `bool` | |
//! | a field with `enum:` (uint values) | a generated `enum E` | a value this revision does not name is `E::Unrecognized(u64)`: kept, never an error unless the enum is strict; `E::from_raw`, `.raw()`, `.name()`, `.is_recognized()`; where the schema says what it counts as, `.effective()` |
//! | a text enum | a generated `enum E<'a>` | an unnamed token is `E::Unrecognized(&'a str)`; `E::from_token`, `.token()` |
//! | a field with `flags:` | a generated `struct F(pub u64)` | one constant per named bit; `.contains`, `.reserved()` |
//! | `{ array: T }` | [`Array<'a, T>`](Array) | `Array::from_slice(&[…])` (or a slice, where a constructor takes `impl Into<Array>`); [`Array::items`] yields elements of another type too (accepted under `minimum`) |
//! | `{ array: r }`, an array of records | [`Array<'a, R<'a>>`](Array) | `Array::from_slice(&[R::new(…), …])` |
//! | `{ tuple: [A, B] }` | `(A, B)` | |
//! | a record `r` | a generated `struct R<'a>` | `R::new(required…)`, `with_<field>`; `Default` when no field is required |
//! | `{ map: { key: K, value: V } }`, a keyed map | [`Map<'a, K, V>`](Map) | `Map::from_slice(&[(k, v), …])`, encoded in canonical key order |
//! | `uint_keyed_map`, `any_keyed_map` | [`RawMap<'a>`](RawMap) | an opaque map, kept byte for byte: [`RawMap::from_canonical`], [`RawMap::EMPTY`], [`RawMap::get`] |
//! | `any` | [`Item<'a>`](Item) | one item: [`Item::from_canonical`], [`Item::kind`], `as_uint` / `as_text` / … |
//! | `{ union: [A, B] }` | a generated `enum <Owner><Field>` | one variant per alternative |
//! | `{ frame_body: F }` | a generated `struct <F>Body<'a>` | F's fields without its envelope keys |
//! | an optional field | `Option<T>` | `None` is absent (never written) |
//! | the correlation key, from any frame | [`Corr<'a>`](Corr) | `Frame::corr()`; bytes on most channels, a uint on some |
//!
//! Encoding writes to a [`Sink`]: a `Vec<u8>` (feature `alloc`) or a
//! [`SliceSink`] over a caller's buffer (`encode_to_slice`, which returns
//! [`BufferTooSmall`] when it does not fit).
//!
//! # Profiles
//!
//! Every refusal is a [`DecodeError`] naming its [`Rule`], its [`Basis`]
//! and its spec section. A [`Profile`] decides which bases are refused:
//! [`Profile::Strict`] (the default of `decode`) refuses everything the
//! schema states; [`Profile::Minimum`] (`decode_with(…, Profile::Minimum)`)
//! only what the spec makes a receiver refuse (`must`) and the resource limits
//! (`limit`). What `strict` adds, per channel, is the module's
//! `STRICT_CHECKS` and the "Strict checks" section of its docs. No profile
//! refuses what the spec makes a receiver ignore (unknown non-negative keys,
//! and the inner content of the maps the text makes opaque).
//!
//! When a payload has several faults, a CBOR-level one (encoding, the CBOR
//! subset, depth, size) is reported first, then the first by position. The
//! wire answer to a refusal is the module's `outcome`; `error_reply_for`
//! builds the error frame, or says why there is none ([`NoReply`]).
//!
//! # Features
//!
//! - `std` (default): `std::error::Error` for the error types; implies `alloc`.
//! - `alloc`: `to_vec`, `fields` (inspection), `Vec<u8>` as a [`Sink`], and the
//!   dynamic view of [`Channel::decode`]. Without `std` the crate is
//!   `#![no_std]`: decoding, validation and encoding into a caller's buffer need
//!   nothing else (it builds for bare-metal targets such as
//!   `thumbv7em-none-eabihf`).
//! - `all-channels` (default): every channel's feature.
//! - one feature per channel, named after its module (`workflow`,
//!   `interaction`, …): builds that module. With `default-features = false`,
//!   name the channels you use (`features = ["workflow"]`): each one left out
//!   is compile time saved. [`CHANNELS`] lists the channels built.
//! - `arbitrary`: [`arbitrary::Arbitrary`](https://docs.rs/arbitrary) for
//!   every generated enum (unrecognized values included), flags type and
//!   `FrameType`. Frames and records are not `Arbitrary` (they borrow; fuzz
//!   their payloads and decode them instead). Implies `alloc`.
//!
//! # Packaging
//!
//! This crate builds from the schemas it ships; the generator it runs at
//! build time is `npamp-codegen-macros` over `npamp-codegen` and
//! `npamp-schema`, and the generated code calls `npamp-runtime` (re-exported
//! as [`rt`]) and `npamp-rules`. The six crates are versioned and packaged
//! together (`cargo package -p npamp-rules -p npamp-runtime -p npamp-schema
//! -p npamp-codegen -p npamp-codegen-macros -p npamp-generated`): packaged
//! alone, this one cannot be verified before the others are published.
#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

/// The hand-written runtime the generated code calls (the `npamp-runtime`
/// crate); its public types are also re-exported here.
pub use npamp_runtime as rt;

pub use rt::{
    ArrayItems, ArrayIter, Basis, BufferTooSmall, Channel, ChannelInfo, Corr, DisplayOutcome, Elem,
    EnumRaw, FailClass, FrameInfo, Group, Item, ItemKind, Map, NoReply, NotCanonical, Outcome,
    Profile, RawMap, Refused, Role, Rule, StrictCheck, StrictKind, Summary,
};

/// An array field, decoded or built:
///
/// ```
/// use npamp_generated::{interaction as ix, Array, Profile};
///
/// // Built from a slice: what a constructor takes for an array field.
/// let options = Array::from_slice(&["red", "green"]);
/// let prompt = ix::PromptReq::new(b"p1", ix::PromptKind::Choice, "Colour?").with_options(options);
/// assert_eq!(prompt.options.as_ref().map(Array::len), Some(2));
///
/// // Decoded under `minimum`: INTERACT_PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2,
/// // 3: "q", 4: ["red", 3]}; the 3 is not a text (`item-type`, strict), and
/// // is not dropped: `items` yields it, `iter` passes over it.
/// let p = [0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, b'q',
///          0x04, 0x82, 0x63, b'r', b'e', b'd', 0x03];
/// let Ok(ix::Frame::PromptReq(q)) = ix::decode_with(ix::FrameType::PromptReq, &p, Profile::Minimum) else {
///     panic!("minimum accepts it");
/// };
/// let options = q.options.expect("present");
/// assert_eq!(options.len(), 2);
/// assert_eq!(options.iter().collect::<Vec<_>>(), ["red"]);
/// let items: Vec<_> = options.items().collect();
/// assert_eq!(items[0], Ok("red"));
/// assert_eq!(items[1].as_ref().map_err(|raw| raw.as_uint()), Err(Some(3)));
/// assert!(ix::decode(ix::FrameType::PromptReq, &p).is_err()); // strict refuses it
/// ```
pub use rt::Array;

/// Where an encoder writes: any other destination is a small impl, for
/// example one that only counts:
///
/// ```
/// use npamp_generated::{workflow as wf, Sink};
///
/// struct Count(usize);
/// impl Sink for Count {
///     fn put(&mut self, bytes: &[u8]) { self.0 += bytes.len(); }
///     fn push(&mut self, _: u8) { self.0 += 1; }
/// }
///
/// let frame = wf::StatusReq::new(b"q1", "task-1");
/// let mut n = Count(0);
/// frame.encode(&mut n);
/// assert_eq!(n.0, frame.encoded_len());
/// ```
pub use rt::Sink;

/// Encoding into a caller's buffer, as `encode_to_slice` does:
///
/// ```
/// use npamp_generated::{workflow as wf, BufferTooSmall, SliceSink};
///
/// // {0: 0x0102, 1: h'7131', 2: "t"}: a3 00 190102 01 427131 02 6174
/// let frame = wf::StatusReq::new(b"q1", "t");
/// let mut buf = [0u8; 16];
/// let mut sink = SliceSink::new(&mut buf);
/// frame.encode(&mut sink);
/// assert_eq!(sink.finish(), Ok(12));
/// assert_eq!(buf[..12], [0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x42, b'q', b'1', 0x02, 0x61, b't']);
///
/// // Too small: nothing panics, and the size it needed is reported.
/// let mut small = [0u8; 4];
/// assert_eq!(frame.encode_to_slice(&mut small), Err(BufferTooSmall { needed: 12 }));
/// ```
pub use rt::SliceSink;

/// A frame type where a channel's function takes one:
///
/// ```
/// use npamp_generated::workflow as wf;
///
/// // WORKFLOW_STATUS_REQ {0: 0x0102, 1: h'7131', 2: "task-1"}
/// let p = [0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x42, b'q', b'1', 0x02, 0x66, b't', b'a', b's', b'k', b'-', b'1'];
/// assert!(wf::decode(wf::FrameType::StatusReq, &p).is_ok());
/// assert!(wf::decode(0x0102, &p).is_ok());
/// assert_eq!(u16::from(wf::FrameType::StatusReq), 0x0102);
/// ```
///
/// Another channel's frame type does not compile ("… is not a frame type of
/// this channel"):
///
/// ```compile_fail
/// use npamp_generated::{interaction, workflow};
/// let _ = workflow::decode(interaction::FrameType::Event, &[]);
/// ```
pub use rt::FrameCode;

/// A refusal, as every channel's decoder returns it:
///
/// ```
/// use npamp_generated::{interaction as ix, Basis, FailClass, Rule};
///
/// // INTERACT_EVENT (0x0100) with event_class 0 written in two bytes (`18 00`).
/// let payload = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x00];
/// let err = ix::decode(ix::FrameType::Event, &payload).unwrap_err();
/// assert_eq!(err.rule(), Rule::ShortestForm);
/// assert_eq!(err.rule().as_str(), "shortest-form");
/// assert_eq!(err.basis(), Basis::Must);
/// assert_eq!(err.section(), "§4.1");
/// assert_eq!(err.offset(), 9); // where in the payload
/// assert_eq!(err.field(), None); // CBOR-level faults name no field
/// assert_eq!(err.rule_id(), None); // only schema rules have an id
/// assert_eq!(err.class(), FailClass::Malformed); // what `outcome` maps to a wire code
/// assert_eq!(ix::outcome(&err).describe().to_string(), "malformed_request");
/// println!("{err}"); // rule shortest-form (§4.1, must), at byte 9
/// ```
pub use rt::DecodeError;

#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub use rt::{FieldValue, FrameView};

include!(concat!(env!("OUT_DIR"), "/channels.rs"));

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctest;

/// The generated channel with this module name.
pub fn channel(module: &str) -> Option<&'static dyn rt::Channel> {
    CHANNELS.iter().copied().find(|c| c.info().module == module)
}

/// The generated channel with this channel id.
pub fn channel_by_id(id: u16) -> Option<&'static dyn rt::Channel> {
    CHANNELS.iter().copied().find(|c| c.info().id == id)
}

/// Module names of every generated channel, comma-separated (for messages).
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub fn modules() -> alloc::string::String {
    let mut s = alloc::string::String::new();
    for (i, c) in CHANNELS.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(c.info().module);
    }
    s
}
