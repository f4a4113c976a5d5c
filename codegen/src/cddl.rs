//! Model → RFC 8610 CDDL (filled in below).
use npamp_schema::Model;

/// The CDDL of a channel's payloads.
pub fn emit(m: &Model) -> String {
    format!("; {} — CDDL export pending\n", m.channel.spec)
}
