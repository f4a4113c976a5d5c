//! Deliberate differences: where a schema intentionally departs from a table
//! because of a documented interpretation. Each names the spec, the schema
//! path (`*` matches within one path segment), what is compared, what the
//! schema says, and why. A drift is excepted only when all of these match, so
//! a later change on either side is reported again.

use crate::drift::Drift;

/// One deliberate difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exception {
    /// The spec token (`NPAMP-WORKFLOW`).
    pub spec: &'static str,
    /// The schema path, `*` matching any text without a comma.
    pub path: &'static str,
    /// The [`Drift::aspect`] compared.
    pub aspect: &'static str,
    /// The schema side of the drift, exactly.
    pub schema: &'static str,
    /// Why the schema differs (the clause it rests on).
    pub reason: &'static str,
}

/// The deliberate exceptions.
pub const EXCEPTIONS: &[Exception] = &[
    Exception {
        spec: "NPAMP-WORKFLOW",
        path: "frame *, field task_id",
        aspect: "len",
        schema: "len [1, ∞)",
        reason: "§5.2: \"The executor assigns a task_id (a non-empty text string, unique among the \
                 executor's live tasks for the association)\": the schema states that length on every \
                 task_id, which the §6 tables call plain `Text string`",
    },
    Exception {
        spec: "NPAMP-SPATIAL",
        path: "frame SPATIAL_QUERY, field body_ids, items",
        aspect: "len",
        schema: "len [1, 64]",
        reason: "§5.3: every entry of `body_ids` is a `body_id`, \"Byte string (1–64 B)\"; the §5.6 \
                 column says only \"Array of byte string\" (schema/spatial.yaml, interpretation 13)",
    },
    Exception {
        spec: "NPAMP-SETTLEMENT",
        path: "record settlement_receipt, field status",
        aspect: "len",
        schema: "len [1, ∞)",
        reason: "§10 asks for \"a RECEIPT_REQ / RECEIPT_RESULT pair whose receipt carries a non-empty \
                 `status`\": a stated length the §6.2 table does not repeat (schema/settlement.yaml)",
    },
    Exception {
        spec: "NPAMP-TELEMETRY",
        path: "frame TELEMETRY_CREDIT, replies",
        aspect: "reply",
        schema: "replies TELEMETRY_ERROR",
        reason: "§7: \"A TELEMETRY_CREDIT that names an unknown `sub_id` MUST be answered with \
                 TELEMETRY_ERROR code `UnknownSubscription`\", while §3's Reply column says None (success \
                 sends nothing); a reply pattern cannot say \"nothing, or an error\" (schema/telemetry.yaml)",
    },
    // Receiver-side MUST-rejects that rest on state or local policy, not on the payload:
    // no schema clause can state them (spec-check reports any other one as a rule the
    // schema lacks).
    Exception {
        spec: "NPAMP-STREAM",
        path: "MUST-reject: a receiver must reject an init window it",
        aspect: "must-reject",
        schema: "no clause states it",
        reason: "§5.1: an `init_window` \"it deems invalid (for example implausibly large for local \
                 policy)\" is a local policy, not a payload constraint",
    },
    Exception {
        spec: "NPAMP-STREAM",
        path: "MUST-reject: a peer may decline a stream open with",
        aspect: "must-reject",
        schema: "no clause states it",
        reason: "§9: a STREAM_DATA beyond the granted flow-control credit is rejected: the credit is \
                 state across frames (the sub-stream exchange's window), not a payload rule",
    },
    Exception {
        spec: "NPAMP-SPATIAL",
        path: "MUST-reject: a receiver must reject spatial error code frametreeconflict",
        aspect: "must-reject",
        schema: "no clause states it",
        reason: "§5.1: a second live parent or a cycle is a property of the frame tree built from \
                 earlier FRAME_DEFs, not of one payload",
    },
];

impl Exception {
    /// Whether this exception accounts for `d` in a spec with token `spec`.
    pub fn covers(&self, spec: &str, d: &Drift) -> bool {
        self.spec == spec
            && self.aspect == d.aspect
            && self.schema == d.schema
            && glob(self.path, &d.path)
    }
}

/// `*` matches any run of characters other than `,`.
fn glob(pattern: &str, s: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == s,
        Some((head, tail)) => {
            let Some(rest) = s.strip_prefix(head) else {
                return false;
            };
            rest.char_indices()
                .map(|(i, _)| i)
                .chain(std::iter::once(rest.len()))
                .take_while(|i| !rest.get(..*i).unwrap_or_default().contains(','))
                .any(|i| glob(tail, rest.get(i..).unwrap_or_default()))
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn glob() {
        assert!(super::glob(
            "frame *, field task_id",
            "frame WORKFLOW_STEP_EVENT, field task_id"
        ));
        assert!(!super::glob(
            "frame *, field task_id",
            "frame A, field b, field task_id"
        ));
        assert!(!super::glob(
            "frame *, field task_id",
            "record r, field task_id"
        ));
    }
}
