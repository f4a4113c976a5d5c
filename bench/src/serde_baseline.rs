//! Baseline (b): plain serde structs read and written by `ciborium`.
//!
//! `#[derive(Deserialize)]` cannot key a struct by CBOR *integers* (the
//! derive only knows string/identifier keys), so each frame gets the
//! `Deserialize`/`Serialize` impls a serde user would write by hand: a map
//! visitor reading `u64` keys and a typed value per key (`Option<T>`, so an
//! explicit null is absence), unknown keys skipped with `IgnoredAny`. The
//! macro below writes those impls. Strings and byte strings are owned
//! (`String`, [`Bytes`]); nested maps are `BTreeMap<u64, Value>` or
//! `ciborium::Value`.
//!
//! This baseline does *less* than the generated decoders: no deterministic
//! encoding checks (shortest form, key order, duplicates), no required-field,
//! range, length or cross-field rules, no depth limit beyond ciborium's own
//! recursion limit. Its numbers are therefore a lower bound for any
//! serde+ciborium implementation of the same frames.

use ciborium::Value;
use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::fmt;

/// An owned byte string (what `serde_bytes::ByteBuf` does): a plain
/// `Vec<u8>` would go through serde's sequence path, one visit per byte.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Bytes;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a byte string")
            }
            fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Bytes, E> {
                Ok(Bytes(v.to_vec()))
            }
            fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<Bytes, E> {
                Ok(Bytes(v))
            }
        }
        d.deserialize_byte_buf(V)
    }
}

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&self.0)
    }
}

/// A `uint_keyed_map` field.
pub type UMap = BTreeMap<u64, Value>;

macro_rules! serde_frame {
    ($(#[$m:meta])* $name:ident { $($key:literal => $field:ident : $ty:ty),* $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Default, PartialEq)]
        pub struct $name {
            $(pub $field: Option<$ty>,)*
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct V;
                impl<'de> Visitor<'de> for V {
                    type Value = $name;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str(concat!("a ", stringify!($name), " map"))
                    }
                    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<$name, A::Error> {
                        let mut out = $name::default();
                        while let Some(k) = m.next_key::<u64>()? {
                            match k {
                                $($key => out.$field = m.next_value()?,)*
                                _ => {
                                    m.next_value::<IgnoredAny>()?;
                                }
                            }
                        }
                        Ok(out)
                    }
                }
                d.deserialize_map(V)
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let n = 0 $(+ usize::from(self.$field.is_some()))*;
                let mut m = s.serialize_map(Some(n))?;
                $(
                    if let Some(v) = &self.$field {
                        m.serialize_entry(&($key as u64), v)?;
                    }
                )*
                m.end()
            }
        }
    };
}

serde_frame!(
    /// INTERACT_EVENT (§6.1).
    IEvent { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => event_class: u64,
             3 => event_name: String, 4 => body: UMap, 5 => ack: bool }
);
serde_frame!(
    /// INTERACT_EVENT_ACK (§6.1).
    IEventAck { 0 => frame_kind: u64, 1 => corr: Bytes }
);
serde_frame!(
    /// INTERACT_PROMPT_REQ (§6.2).
    IPromptReq { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => prompt_kind: u64,
                 3 => prompt: String, 4 => options: Vec<String>, 5 => schema: UMap,
                 6 => deadline_s: u64 }
);
serde_frame!(
    /// INTERACT_PROMPT_RESULT (§6.2).
    IPromptResult { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => outcome: u64, 3 => value: Value }
);
serde_frame!(
    /// INTERACT_APPROVAL_REQ (§6.3).
    IApprovalReq { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => action: String,
                   3 => severity: u64, 4 => context: UMap, 5 => deadline_s: u64 }
);
serde_frame!(
    /// INTERACT_APPROVAL_RESULT (§6.3).
    IApprovalResult { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => decision: u64, 3 => reason: String }
);
serde_frame!(
    /// INTERACT_CANCEL (§6.4).
    ICancel { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => reason: u64 }
);
serde_frame!(
    /// INTERACT_ERROR / WORKFLOW_ERROR (§8).
    XError { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => code: u64, 3 => message: String,
             4 => retry_after_s: u64, 5 => approval_id: String }
);
serde_frame!(
    /// WORKFLOW_SUBMIT_REQ (§6.1).
    WSubmitReq { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => task_type: String, 3 => input: Bytes,
                 4 => params: UMap, 5 => priority: u64, 6 => deadline: String,
                 7 => actor_type: String, 8 => actor_id: String, 9 => idempotency_key: String,
                 10 => scope: Value, 11 => effect: u64 }
);
serde_frame!(
    /// WORKFLOW_SUBMIT_RESULT / WORKFLOW_CANCEL_RESULT (§6.1, §6.3).
    WTaskState { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => task_id: String, 3 => state: u64 }
);
serde_frame!(
    /// WORKFLOW_STATUS_REQ (§6.2).
    WStatusReq { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => task_id: String }
);
serde_frame!(
    /// WORKFLOW_STATUS_RESULT (§6.2).
    WStatusResult { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => task_id: String, 3 => state: u64,
                    4 => step: u64, 5 => step_label: String, 6 => progress: u64, 7 => detail: String }
);
serde_frame!(
    /// WORKFLOW_CANCEL_REQ (§6.3).
    WCancelReq { 0 => frame_kind: u64, 1 => corr: Bytes, 2 => task_id: String, 3 => reason: String }
);
serde_frame!(
    /// WORKFLOW_STEP_EVENT (§6.4).
    WStepEvent { 0 => frame_kind: u64, 2 => task_id: String, 3 => seq: u64, 4 => state: u64,
                 5 => step: u64, 6 => step_label: String, 7 => progress: u64, 8 => output: Bytes,
                 9 => detail: String }
);
serde_frame!(
    /// WORKFLOW_COMPLETE (§6.5).
    WComplete { 0 => frame_kind: u64, 2 => task_id: String, 3 => seq: u64, 4 => state: u64,
                5 => output: Bytes, 6 => error_code: u64, 7 => detail: String }
);
