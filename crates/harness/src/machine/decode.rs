//! The frame layer: every frame decoded under both profiles by the generated
//! channel; a refusal is its sender's fault (unless the frame is a probe),
//! with the rule, basis and section that refused it, and a reply is held to
//! the cross-frame rules against its request.

use super::names::{req_id, unknown_operation_check};
use super::{Finding, FindingKind, Level, Monitor, PeerId, Pending};
use npamp_generated::rt::{DecodeError, Outcome, Profile, Refused};
use npamp_schema::{Basis, Body, FrameId, Model, Type};

impl Monitor {
    /// Decode `payload` under both profiles; a refusal is `from`'s fault
    /// unless `probe`. The `minimum` refusal, if any.
    pub(super) fn faults(
        &mut self,
        from: PeerId,
        fid: FrameId,
        payload: &[u8],
        probe: bool,
    ) -> Option<DecodeError> {
        let ft = self.model.frame(fid).code;
        if let Err(e) = self.channel.check(ft, payload, Profile::Minimum) {
            if !probe {
                self.decode_fault(from, fid, &e, "refuses");
            }
            return Some(e);
        }
        if let Err(e) = self.channel.check(ft, payload, Profile::Strict) {
            if !probe {
                self.decode_fault(from, fid, &e, "refuses under the strict profile");
            }
        }
        None
    }

    /// A refused frame: `from` sent what `e` refuses.
    fn decode_fault(&mut self, from: PeerId, fid: FrameId, e: &DecodeError, how: &str) {
        let name = &self.model.frame(fid).name;
        let detail = format!("{} sent a {name} the channel {how}: {e}", from.as_str());
        self.push_fault(from, fid, e, detail);
    }

    fn push_fault(&mut self, from: PeerId, fid: FrameId, e: &DecodeError, detail: String) {
        let rule = e.rule_id().unwrap_or(e.rule().as_str());
        let requirement = req_id(self.model, e.section(), rule);
        self.covered.insert(requirement.clone());
        let level = match e.basis() {
            Basis::Strict if sender_must(self.model, fid, e) => Level::Fail,
            b => Level::of(b),
        };
        self.findings.push(Finding {
            requirement,
            at: self.index,
            detail,
            level,
            by: Some(from),
            rule: Some(e.rule().as_str().to_string()),
            origin: None,
            kind: FindingKind::Decode,
        });
    }

    /// A frame the channel refuses under `minimum`: a request is owed the
    /// channel's error frame with the refusal's code, when the channel can
    /// recover its corr (none from, e.g., an indefinite-length top-level map).
    /// A `limit` refusal (our resource bound, not the spec's) owes nothing:
    /// the receiver may answer with the error frame or take the frame.
    pub(super) fn refused(
        &mut self,
        from: PeerId,
        fid: FrameId,
        payload: &[u8],
        e: &DecodeError,
        corr: Option<&Vec<u8>>,
    ) {
        let f = self.model.frame(fid);
        if f.replies.is_empty() {
            return;
        }
        let answerable = self.channel.error_reply(f.code, payload, e).is_some();
        if let Some(c) = corr.filter(|_| answerable) {
            let requirement = self.id(&self.model.errors.section, "malformed-request.answered");
            if e.basis() == Basis::Limit {
                self.may_error(from.other(), c.clone(), requirement);
            } else if let Outcome::Code { value, .. } = self.channel.outcome(e) {
                self.owe_error(from.other(), c.clone(), requirement, value);
            }
        }
    }

    /// A reply of `from` held to the cross-frame rules against its request
    /// (each profile whose plain decode accepted the reply). A `must` rule's
    /// refusal is the receiver's to answer: the requester owes the channel's
    /// error frame with the malformed code under the corr.
    pub(super) fn cross_faults(
        &mut self,
        from: PeerId,
        fid: FrameId,
        payload: &[u8],
        p: &Pending,
        corr: &[u8],
    ) {
        let rq = self.model.frame(p.request).code;
        let ft = self.model.frame(fid).code;
        for profile in [Profile::Minimum, Profile::Strict] {
            if self.channel.check(ft, payload, profile).is_err() {
                return;
            }
            if let Err(Refused {
                error,
                in_request: false,
            }) = self
                .channel
                .decode_reply(rq, &p.payload, ft, payload, profile)
            {
                let name = &self.model.frame(fid).name;
                let req = &self.model.frame(p.request).name;
                let detail = format!(
                    "{} sent a {name} that does not agree with its {req} (frame {}): {error}",
                    from.as_str(),
                    p.since
                );
                self.push_fault(from, fid, &error, detail);
                if profile == Profile::Minimum {
                    if let Outcome::Code { value, .. } = self.channel.outcome(&error) {
                        let requirement =
                            self.id(&self.model.errors.section, "malformed-request.answered");
                        self.owe_error(from.other(), corr.to_vec(), requirement, value);
                    }
                }
                return;
            }
        }
    }

    /// A frame type that is none of the channel's frames: outside the core's
    /// reserved types, it is an unknown operation the other side answers with
    /// the error frame (when a corr can be recovered from it).
    pub(super) fn unknown_frame(&mut self, from: PeerId, frame_type: u16, payload: &[u8]) {
        let (lo, hi) = self.model.channel.core_reserved;
        if (lo..=hi).contains(&frame_type) {
            return;
        }
        let Some(c) = unknown_operation_check(self.model) else {
            return;
        };
        let Some(e) = self
            .channel
            .check(frame_type, payload, Profile::Minimum)
            .err()
        else {
            return;
        };
        let Outcome::Code { value, .. } = self.channel.outcome(&e) else {
            return;
        };
        let Some(reply) = self.channel.error_reply(frame_type, payload, &e) else {
            return;
        };
        let Some(corr) = ciborium::de::from_reader::<ciborium::value::Value, _>(reply.as_slice())
            .ok()
            .and_then(|b| self.corr_of(self.model.errors.frame, &b))
        else {
            return;
        };
        let requirement = self.id(&c.section.clone(), "unknown-operation.answered");
        self.covered.insert(requirement.clone());
        self.owe_error(from.other(), corr, requirement, value);
    }
}

/// Whether the clause behind a `strict` refusal of frame `fid` binds the
/// sender with a MUST (`sender: must` on its rule, its check group, its
/// strict enum or its flags' reserved bits): such a fault fails a recorded
/// exchange.
fn sender_must(model: &Model, fid: FrameId, e: &DecodeError) -> bool {
    if let Some(id) = e.rule_id() {
        return model
            .frames
            .iter()
            .flat_map(|f| &f.body.rules)
            .chain(model.records.iter().flat_map(|r| &r.body.rules))
            .any(|r| r.id == id && r.sender_must);
    }
    let by_field = e
        .field()
        .and_then(|name| field_type(model, &model.frame(fid).body, name, 0))
        .and_then(|ty| match ty {
            Type::Flags(id) if e.rule() == npamp_generated::Rule::ReservedFlags => {
                Some(model.flags_def(*id).reserved.sender_must)
            }
            Type::Enum(id) if e.rule() == npamp_generated::Rule::UnknownEnumValue => {
                let u = &model.enum_def(*id).unrecognized;
                Some(u.reject.as_ref().is_some_and(|g| g.sender_must))
            }
            _ => None,
        });
    by_field.unwrap_or_else(|| {
        model
            .checks
            .iter()
            .any(|c| c.group == e.rule().group() && c.sender_must)
    })
}

/// The type of the field `name` in `body` or the records it holds (the
/// nearest first), a few levels deep.
fn field_type<'m>(model: &'m Model, body: &'m Body, name: &str, depth: usize) -> Option<&'m Type> {
    if let Some(f) = body.field_named(name) {
        return Some(&f.value.ty);
    }
    if depth > 4 {
        return None;
    }
    body.fields.iter().find_map(|f| {
        let rec = match &f.value.ty {
            Type::Record(r) => Some(*r),
            Type::Array(e) => match &e.ty {
                Type::Record(r) => Some(*r),
                _ => None,
            },
            _ => None,
        }?;
        field_type(model, &model.record(rec).body, name, depth + 1)
    })
}
