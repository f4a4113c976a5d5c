//! What a revision means for an existing implementation: one change planted at
//! a time into a copy of a companion spec, written from the spec's own text,
//! with the class a protocol engineer assigns and why. spec-diff must give
//! that class overall, report it on a change of the expected kind (naming whom
//! it affects), and nothing more severe. Every rule is planted into at least
//! three specs. `miss` numbers the thirteen reference cases (1–13) where a
//! wrong class is a false all-clear: each must be planted and classified.
#![forbid(unsafe_code)]

mod common;

use common::shared_text;
use npamp_spec::diff::Class;
use npamp_spec::{diff, parse};

/// One planted revision.
struct Plant {
    rule: &'static str,
    spec: &'static str,
    what: &'static str,
    /// (find, replace) applied to the old text to make the new one; each `find` occurs once.
    edits: &'static [(&'static str, &'static str)],
    /// Applied to both texts first (a revision of a revision).
    base: &'static [(&'static str, &'static str)],
    class: Class,
    /// The kind of the change that carries the class.
    kind: &'static str,
    /// Why a protocol engineer assigns that class.
    why: &'static str,
    /// The change names its old and new text (a rewording is paired, not removed and added).
    paired: bool,
    /// Kinds that must not be reported (an invented enum value, a pair split in two).
    not: &'static [&'static str],
    /// The reference case this plant is (1–13), if any.
    miss: Option<u8>,
}

const P: Plant = Plant {
    rule: "",
    spec: "",
    what: "",
    edits: &[],
    base: &[],
    class: Class::None,
    kind: "",
    why: "",
    paired: false,
    not: &[],
    miss: None,
};

const MEMORY: &str = "81_memory_channel.md";
const STREAM: &str = "80_stream_channel.md";
const SENSORY: &str = "82_sensory_channel.md";
const SPATIAL: &str = "83_spatial_channel.md";
const IMMUNE: &str = "85_immune_channel.md";
const SETTLEMENT: &str = "86_settlement_channel.md";
const TELEMETRY: &str = "87_telemetry_channel.md";
const INTERACTION: &str = "89_interaction_channel.md";
const WORKFLOW: &str = "8a_workflow_channel.md";
const KNOWLEDGE: &str = "8b_knowledge_channel.md";

const REPLY: &str = "a changed reply pattern";
const COMPARISON: &str = "a comparison word changed";
const DIRECTION: &str = "a direction inverted";
const DEFAULT: &str = "a default flipped";
const RANGE: &str = "a bound stated in prose";
const ENUM: &str = "a value added to an enum";
const SENTENCE: &str = "robust sentences";
const LAYOUT: &str = "layout only";
const REVIEW: &str = "in doubt: needs-review";
const SOFT: &str = "a recommendation changed";
const HISTORY: &str = "editorial revisions as the N-PAMP history has them";

/// The planted revisions.
const PLANTS: &[Plant] = &[
        // ------------------------------------------------------------ replies
        Plant {
            rule: REPLY,
            spec: MEMORY,
            what: "MEMORY_READ_REQ answered by MEMORY_RETRIEVE_RESULT instead of MEMORY_READ_RESULT",
            edits: &[(
                "| MEMORY_READ_REQ | MEMORY_READ_RESULT or MEMORY_ERROR |",
                "| MEMORY_READ_REQ | MEMORY_RETRIEVE_RESULT or MEMORY_ERROR |",
            )],
            class: Class::Breaking,
            kind: "reply-changed",
            why: "every existing requester waits for a READ_RESULT it will never get",
            miss: Some(1),
            ..P
        },
        Plant {
            rule: REPLY,
            spec: SETTLEMENT,
            what: "SETTLE_BATCH_COMMIT_REQ answered by SETTLE_INTENT_RESULT",
            edits: &[(
                "| SETTLE_BATCH_COMMIT_REQ | SETTLE_BATCH_COMMIT_RESULT or SETTLE_ERROR |",
                "| SETTLE_BATCH_COMMIT_REQ | SETTLE_INTENT_RESULT or SETTLE_ERROR |",
            )],
            class: Class::Breaking,
            kind: "reply-changed",
            why: "old requesters expect a BATCH_COMMIT_RESULT; old responders still send it",
            miss: Some(2),
            ..P
        },
        Plant {
            rule: REPLY,
            spec: INTERACTION,
            what: "INTERACT_EVENT acknowledged always, not only when `ack` is set",
            edits: &[(
                "| INTERACT_EVENT | INTERACT_EVENT_ACK (only when `ack` is set) or INTERACT_ERROR |",
                "| INTERACT_EVENT | INTERACT_EVENT_ACK or INTERACT_ERROR |",
            )],
            class: Class::Breaking,
            kind: "reply-changed",
            why: "old senders of fire-and-forget events now get replies they do not expect",
            ..P
        },
        Plant {
            rule: REPLY,
            spec: WORKFLOW,
            what: "WORKFLOW_STATUS_REQ answered by WORKFLOW_CANCEL_RESULT",
            edits: &[(
                "| WORKFLOW_STATUS_REQ | WORKFLOW_STATUS_RESULT or WORKFLOW_ERROR |",
                "| WORKFLOW_STATUS_REQ | WORKFLOW_CANCEL_RESULT or WORKFLOW_ERROR |",
            )],
            class: Class::Breaking,
            kind: "reply-changed",
            why: "an old delegator's status query gets a reply it does not expect",
            ..P
        },
        Plant {
            rule: REPLY,
            spec: SETTLEMENT,
            what: "§7 prose: the batch commitment answered by SETTLE_INTENT_RESULT",
            edits: &[(
                "SETTLE_BATCH_COMMIT_REQ answered by exactly one\n   SETTLE_BATCH_COMMIT_RESULT or one SETTLE_ERROR.",
                "SETTLE_BATCH_COMMIT_REQ answered by exactly one\n   SETTLE_INTENT_RESULT or one SETTLE_ERROR.",
            )],
            class: Class::Breaking,
            kind: "reply-changed",
            why: "the sentence names another reply frame",
            paired: true,
            ..P
        },
        // ------------------------------------------------------------ comparisons
        Plant {
            rule: COMPARISON,
            spec: IMMUNE,
            what: "§7.3 hops decremented by \"at least one\" → \"exactly one\"",
            edits: &[("by at least one\nbefore", "by exactly one\nbefore")],
            class: Class::Breaking,
            kind: "bound-changed",
            why: "a peer that decremented by two conformed and is now wrong",
            paired: true,
            miss: Some(3),
            ..P
        },
        Plant {
            rule: COMPARISON,
            spec: SPATIAL,
            what: "§6.2 a sample ignored when its `stamp` is \"less than or equal to\" → \"strictly less than\" the last",
            edits: &[(
                "whose `stamp` is less than or equal to the\n  last-applied",
                "whose `stamp` is strictly less than the\n  last-applied",
            )],
            class: Class::Breaking,
            kind: "bound-changed",
            why: "old receivers ignore an equal-stamp sample the new text applies",
            paired: true,
            miss: Some(4),
            ..P
        },
        Plant {
            rule: COMPARISON,
            spec: STREAM,
            what: "STREAM_WINDOW_UPDATE ignored when `max_data` is \"less than or equal to\" → \"strictly less than\" the largest grant",
            edits: &[(
                "whose `max_data` is less than or equal to the largest",
                "whose `max_data` is strictly less than the largest",
            )],
            class: Class::Breaking,
            kind: "bound-changed",
            why: "a repeated grant old receivers ignore must now be applied",
            ..P
        },
        Plant {
            rule: COMPARISON,
            spec: SENSORY,
            what: "`min_quality`: observations \"less than or equal to\" → \"greater than or equal to\" this value",
            edits: &[(
                "whose `quality` is less than or equal to this value",
                "whose `quality` is greater than or equal to this value",
            )],
            class: Class::Breaking,
            kind: "bound-changed",
            why: "old responders deliver the opposite set of observations",
            ..P
        },
        // ------------------------------------------------------------ directions
        Plant {
            rule: DIRECTION,
            spec: WORKFLOW,
            what: "`priority`: \"a higher value is more urgent\" → \"a lower value\"",
            edits: &[("(a higher value is more urgent)", "(a lower value is more urgent)")],
            class: Class::Breaking,
            kind: "order-changed",
            why: "old delegators' urgent tasks are now the least urgent",
            miss: Some(5),
            ..P
        },
        Plant {
            rule: DIRECTION,
            spec: SPATIAL,
            what: "§6.2 state updated \"by newest `stamp`\" → \"by oldest\"",
            edits: &[("of a body by newest\n  `stamp`", "of a body by oldest\n  `stamp`")],
            class: Class::Breaking,
            kind: "order-changed",
            why: "old receivers keep the sample the new text discards",
            paired: true,
            ..P
        },
        Plant {
            rule: DIRECTION,
            spec: KNOWLEDGE,
            what: "`results`: \"ranked best-first\" → \"worst-first\"",
            edits: &[(
                "The matching results, ranked best-first (possibly empty).",
                "The matching results, ranked worst-first (possibly empty).",
            )],
            class: Class::Breaking,
            kind: "order-changed",
            why: "old requesters take the worst result for the best",
            ..P
        },
        Plant {
            rule: DIRECTION,
            spec: MEMORY,
            what: "`records`: \"ranked best-first\" → \"worst-first\"",
            edits: &[(
                "The matching records, ranked best-first (possibly empty).",
                "The matching records, ranked worst-first (possibly empty).",
            )],
            class: Class::Breaking,
            kind: "order-changed",
            why: "old requesters take the worst record for the best",
            ..P
        },
        // ------------------------------------------------------------ defaults
        Plant {
            rule: DEFAULT,
            spec: INTERACTION,
            what: "`ack`: \"Absent means `false`\" → `true`",
            edits: &[("Absent means `false`: the event", "Absent means `true`: the event")],
            class: Class::Breaking,
            kind: "default-changed",
            why: "existing events without `ack` now ask for a reply",
            miss: Some(6),
            ..P
        },
        Plant {
            rule: DEFAULT,
            spec: KNOWLEDGE,
            what: "`include_snapshot`: \"Absent means false\" → true",
            edits: &[("Absent means false: deliver only changes", "Absent means true: deliver only changes")],
            class: Class::Breaking,
            kind: "default-changed",
            why: "old subscribers that omit it now get a snapshot burst",
            ..P
        },
        Plant {
            rule: DEFAULT,
            spec: TELEMETRY,
            what: "`severity`: \"Absent means `0` info\" → `4` critical",
            edits: &[("Absent means `0` info.", "Absent means `4` critical.")],
            class: Class::Breaking,
            kind: "default-changed",
            why: "an old producer's severity-less event is now critical",
            ..P
        },
        Plant {
            rule: DEFAULT,
            spec: MEMORY,
            what: "`semantic_unavailable`: \"Absent means false\" → true",
            edits: &[(
                "produced by a fallback stage. Absent means false. |",
                "produced by a fallback stage. Absent means true. |",
            )],
            class: Class::Breaking,
            kind: "default-changed",
            why: "every old result without the flag now says the backend was down",
            ..P
        },
        // ------------------------------------------------------------ bounds in prose
        Plant {
            rule: RANGE,
            spec: SENSORY,
            what: "`credit`: an upper bound added, \"… and less than or equal to `64`\"",
            edits: &[(
                "a further SENSORY_CREDIT. MUST be greater than or equal to `1`. |",
                "a further SENSORY_CREDIT. MUST be greater than or equal to `1` and less than or equal to `64`. |",
            )],
            class: Class::Breaking,
            kind: "range-changed",
            why: "an old consumer granting 100 is now out of bounds",
            not: &["enum-value-added"],
            miss: Some(7),
            ..P
        },
        Plant {
            rule: RANGE,
            spec: TELEMETRY,
            what: "`credit`: \"MUST be between `1` and `64` inclusive\"",
            edits: &[(
                "a further TELEMETRY_CREDIT. MUST be greater than or equal to `1`. |",
                "a further TELEMETRY_CREDIT. MUST be between `1` and `64` inclusive. |",
            )],
            class: Class::Breaking,
            kind: "range-changed",
            why: "the range narrowed to [1, 64]; no enum value is stated",
            not: &["enum-value-added"],
            miss: Some(8),
            ..P
        },
        Plant {
            rule: RANGE,
            spec: KNOWLEDGE,
            what: "`credit`: the lower bound raised to `2`",
            edits: &[(
                "a further KNOWLEDGE_CREDIT. MUST be greater than or equal to `1`. |",
                "a further KNOWLEDGE_CREDIT. MUST be greater than or equal to `2`. |",
            )],
            class: Class::Breaking,
            kind: "range-changed",
            why: "an old consumer granting 1 is now out of bounds",
            ..P
        },
        Plant {
            rule: RANGE,
            spec: KNOWLEDGE,
            what: "`credit`: \"at most `64`\" → \"at most `128`\" (a revision that had the bound)",
            base: &[(
                "a further KNOWLEDGE_CREDIT. MUST be greater than or equal to `1`. |",
                "a further KNOWLEDGE_CREDIT. MUST be greater than or equal to `1` and at most `64`. |",
            )],
            edits: &[("and at most `64`. |", "and at most `128`. |")],
            class: Class::Additive,
            kind: "range-changed",
            why: "every old value stays valid; old receivers may meet larger grants",
            not: &["enum-value-added"],
            ..P
        },
        Plant {
            rule: RANGE,
            spec: SENSORY,
            what: "`credit`: \"between `1` and `64` inclusive\" → \"greater than or equal to `1`\" (upper bound dropped)",
            base: &[(
                "a further SENSORY_CREDIT. MUST be greater than or equal to `1`. |",
                "a further SENSORY_CREDIT. MUST be between `1` and `64` inclusive. |",
            )],
            edits: &[(
                "MUST be between `1` and `64` inclusive. |",
                "MUST be greater than or equal to `1`. |",
            )],
            class: Class::Additive,
            kind: "range-changed",
            why: "every old value stays valid; the range widened",
            not: &["enum-value-added"],
            ..P
        },
        Plant {
            rule: RANGE,
            spec: TELEMETRY,
            what: "`credit`: the lower bound lowered to `0`",
            edits: &[(
                "a further TELEMETRY_CREDIT. MUST be greater than or equal to `1`. |",
                "a further TELEMETRY_CREDIT. MUST be greater than or equal to `0`. |",
            )],
            class: Class::Additive,
            kind: "range-changed",
            why: "every old value stays valid; old receivers may meet a zero grant",
            ..P
        },
        // ------------------------------------------------------------ enums
        Plant {
            rule: ENUM,
            spec: WORKFLOW,
            what: "§5.4 task `state`: a new value `0x05` paused (no rule for unknown states)",
            edits: &[(
                "| `0x04` | canceled | Yes | The task was canceled before it reached a success or failure terminal. |",
                "| `0x04` | canceled | Yes | The task was canceled before it reached a success or failure terminal. |\n| `0x05` | paused | No | The task is paused. |",
            )],
            class: Class::Breaking,
            kind: "enum-value-added",
            why: "the spec gives receivers no rule for an unknown state: old delegators must refuse it",
            miss: Some(9),
            ..P
        },
        Plant {
            rule: ENUM,
            spec: INTERACTION,
            what: "`outcome`: a new value `0x03` escalated (no rule for unknown outcomes)",
            edits: &[(
                "for example its own local deadline elapsed). |",
                "for example its own local deadline elapsed), `0x03` escalated (handed to another human). |",
            )],
            class: Class::Breaking,
            kind: "enum-value-added",
            why: "old requesters have no rule for an outcome they do not know",
            ..P
        },
        Plant {
            rule: ENUM,
            spec: SENSORY,
            what: "`quality`: a new value `4` simulated (the §5 unknown-value rule is about `unit`)",
            edits: &[("`3` = bad / sensor-fault.", "`3` = bad / sensor-fault, `4` = simulated.")],
            class: Class::Breaking,
            kind: "enum-value-added",
            why: "no rule for an unknown quality; the sentence on unrecognized values names `unit`",
            ..P
        },
        Plant {
            rule: ENUM,
            spec: INTERACTION,
            what: "`event_class`: a new value (receivers treat unknown classes as display)",
            edits: &[(
                "`0x03` input (a human interaction event returned to",
                "`0x0A` planted (a planted class), `0x03` input (a human interaction event returned to",
            )],
            class: Class::Additive,
            kind: "enum-value-added",
            why: "the stated fail-safe handles it in every old receiver",
            ..P
        },
        Plant {
            rule: ENUM,
            spec: IMMUNE,
            what: "`anomaly_class`: a new value `0x05` (receivers treat unknown classes as other)",
            edits: &[(
                "| `0x04` | other | An irregularity that fits none of the above. |",
                "| `0x04` | other | An irregularity that fits none of the above. |\n| `0x05` | supply_chain | A supply-chain irregularity. |",
            )],
            class: Class::Additive,
            kind: "enum-value-added",
            why: "§6.1: an unknown class is treated as other, never dropped",
            ..P
        },
        Plant {
            rule: ENUM,
            spec: TELEMETRY,
            what: "health `status`: a new value `4` (receivers treat unknown statuses as unknown)",
            edits: &[("`3` unknown. A receiver", "`3` unknown, `4` draining. A receiver")],
            class: Class::Additive,
            kind: "enum-value-added",
            why: "the Meaning cell's rule makes old receivers read it as unknown",
            ..P
        },
        Plant {
            rule: ENUM,
            spec: MEMORY,
            what: "§5.3 `effect`: a new value `0x04` (receivers treat unknown effects as destructive)",
            edits: &[(
                "| `0x03` | destructive |",
                "| `0x04` | archival | An archival write. |\n| `0x03` | destructive |",
            )],
            class: Class::Additive,
            kind: "enum-value-added",
            why: "the fail-safe treats it as destructive (and MAY refuse it)",
            ..P
        },
        // ------------------------------------------------------------ robust sentences
        Plant {
            rule: SENTENCE,
            spec: IMMUNE,
            what: "§7.3 two spaces after each sentence",
            edits: &[(
                "a propagation budget. A peer that re-advertises",
                "a propagation budget.  A peer that re-advertises",
            ), (
                "has reached `0`. A peer that originates",
                "has reached `0`.  A peer that originates",
            )],
            class: Class::Editorial,
            kind: "layout-changed",
            why: "whitespace only",
            miss: Some(10),
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: MEMORY,
            what: "§5.2 two spaces after a sentence",
            edits: &[(
                "the value for a new request while the original is outstanding. A `corr` value",
                "the value for a new request while the original is outstanding.  A `corr` value",
            )],
            class: Class::Editorial,
            kind: "layout-changed",
            why: "whitespace only",
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: WORKFLOW,
            what: "§5.3 two spaces after a sentence",
            edits: &[("and MAY refuse it\n(WORKFLOW_ERROR). A delegator", "and MAY refuse it\n(WORKFLOW_ERROR).  A delegator")],
            class: Class::Editorial,
            kind: "layout-changed",
            why: "whitespace only",
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: MEMORY,
            what: "§3.1 a MUST NOT reworded, its meaning kept (clause moved)",
            edits: &[(
                "A responder MUST NOT emit a `*_RESULT` and a MEMORY_ERROR\nfor the same request.",
                "For the same request, a responder MUST NOT emit a `*_RESULT` and a\nMEMORY_ERROR.",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same keywords, names and constraint words",
            paired: true,
            not: &["must-added", "must-removed"],
            miss: Some(11),
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: IMMUNE,
            what: "§7.2 a MUST NOT reworded, its meaning kept",
            edits: &[(
                "An item that carries `expires_at` MUST NOT be propagated (advertised, pushed, or\nreturned in a pull) once that horizon has passed;",
                "Once that horizon has passed, an item carrying `expires_at` MUST NOT be\npropagated (advertised, pushed, or returned in a pull);",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same keywords, names and constraint words",
            paired: true,
            not: &["must-added", "must-removed"],
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: WORKFLOW,
            what: "§5.3 a MUST NOT reworded, its meaning kept",
            edits: &[(
                "A delegator MUST NOT rely on a submit that omits `effect` being\nexecuted.",
                "A delegator MUST NOT rely on the execution of a submit that\nomits `effect`.",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same keywords, names and constraint words",
            paired: true,
            not: &["must-added", "must-removed"],
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: WORKFLOW,
            what: "§6.3 \"MUST NOT report `0x04` canceled\" → \"MUST report\" (meaning changed)",
            edits: &[(
                "executor MUST report that terminal state — it MUST NOT report `0x04` canceled for a",
                "executor MUST report that terminal state — it MUST report `0x04` canceled for a",
            )],
            class: Class::Breaking,
            kind: "must-changed",
            why: "the requirement is negated; both texts are shown",
            paired: true,
            not: &["must-added", "must-removed"],
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: IMMUNE,
            what: "§7.3 \"has reached `0`\" → \"has reached `1`\" (meaning changed)",
            edits: &[("`hops_remaining` has reached `0`.", "`hops_remaining` has reached `1`.")],
            class: Class::NeedsReview,
            kind: "must-changed",
            why: "a number in a MUST changed that spec-diff reads no rule for; both texts shown",
            paired: true,
            not: &["must-added", "must-removed"],
            ..P
        },
        Plant {
            rule: SENTENCE,
            spec: MEMORY,
            what: "§5.2 \"MUST NOT reuse\" → \"SHOULD NOT reuse\" (relaxed)",
            edits: &[(
                "as complete and MUST NOT reuse\nthe value",
                "as complete and SHOULD NOT reuse\nthe value",
            )],
            class: Class::NeedsReview,
            kind: "must-changed",
            why: "relaxed: responders may rely on the old requirement",
            paired: true,
            not: &["must-added", "must-removed"],
            ..P
        },
        // ------------------------------------------------------------ layout
        Plant {
            rule: LAYOUT,
            spec: WORKFLOW,
            what: "§5.3 two `effect` rows swapped",
            edits: &[(
                "| `0x01` | idempotent_write | The task writes, but repeating it yields the same state. |\n| `0x02` | non_idempotent_write | The task writes and is not safely repeatable. |",
                "| `0x02` | non_idempotent_write | The task writes and is not safely repeatable. |\n| `0x01` | idempotent_write | The task writes, but repeating it yields the same state. |",
            )],
            class: Class::Editorial,
            kind: "rows-reordered",
            why: "the same rows; the text differs",
            miss: Some(13),
            ..P
        },
        Plant {
            rule: LAYOUT,
            spec: IMMUNE,
            what: "`anomaly_class` rows swapped",
            edits: &[(
                "| `0x01` | security | A suspected security irregularity (for example an authentication or access anomaly). |\n| `0x02` | integrity | A data- or state-integrity irregularity. |",
                "| `0x02` | integrity | A data- or state-integrity irregularity. |\n| `0x01` | security | A suspected security irregularity (for example an authentication or access anomaly). |",
            )],
            class: Class::Editorial,
            kind: "rows-reordered",
            why: "the same rows; the text differs",
            ..P
        },
        Plant {
            rule: LAYOUT,
            spec: MEMORY,
            what: "§3.1 two frame rows swapped",
            edits: &[(
                "| `0x0101` | MEMORY_CREATE_RESULT | None | Success reply to a create; echoes the request's correlation token. |\n| `0x0102` | MEMORY_READ_REQ | MEMORY_READ_RESULT or MEMORY_ERROR | Return the current state of one identified memory record. |",
                "| `0x0102` | MEMORY_READ_REQ | MEMORY_READ_RESULT or MEMORY_ERROR | Return the current state of one identified memory record. |\n| `0x0101` | MEMORY_CREATE_RESULT | None | Success reply to a create; echoes the request's correlation token. |",
            )],
            class: Class::Editorial,
            kind: "rows-reordered",
            why: "the same rows; the text differs",
            ..P
        },
        Plant {
            rule: LAYOUT,
            spec: IMMUNE,
            what: "§7.3 lines rewrapped",
            edits: &[(
                "An item MAY carry `hops_remaining`, a propagation budget. A peer that re-advertises\nor re-pushes",
                "An item MAY carry `hops_remaining`, a propagation budget.\nA peer that re-advertises or re-pushes",
            )],
            class: Class::Editorial,
            kind: "layout-changed",
            why: "line breaks only",
            miss: Some(12),
            ..P
        },
        Plant {
            rule: LAYOUT,
            spec: SPATIAL,
            what: "§6.2 lines rewrapped in a list item",
            edits: &[(
                "update the last-known state of a body by newest\n  `stamp`: a receiver",
                "update the last-known state of a body\n  by newest `stamp`: a receiver",
            )],
            class: Class::Editorial,
            kind: "layout-changed",
            why: "line breaks only",
            ..P
        },
        Plant {
            rule: LAYOUT,
            spec: SETTLEMENT,
            what: "§7 a list item rewrapped",
            edits: &[(
                "SETTLE_BATCH_COMMIT_REQ answered by exactly one\n   SETTLE_BATCH_COMMIT_RESULT or one SETTLE_ERROR.",
                "SETTLE_BATCH_COMMIT_REQ answered by exactly one SETTLE_BATCH_COMMIT_RESULT\n   or one SETTLE_ERROR.",
            )],
            class: Class::Editorial,
            kind: "layout-changed",
            why: "line breaks only",
            ..P
        },
        // ------------------------------------------------------------ in doubt
        Plant {
            rule: REVIEW,
            spec: MEMORY,
            what: "a new MUST that is no MUST-reject (§3.1)",
            edits: &[(
                "for the same request.\n",
                "for the same request. A responder MUST log every MEMORY_ERROR it sends.\n",
            )],
            class: Class::NeedsReview,
            kind: "must-added",
            why: "a new obligation on responders; spec-diff cannot tell whether old ones comply",
            ..P
        },
        Plant {
            rule: REVIEW,
            spec: IMMUNE,
            what: "§7.2 a MUST removed",
            edits: &[(
                "; a receiver MUST treat an expired\nitem as absent for the purpose of §6.5 (`not_found`) and SHOULD discard its local\ncopy.",
                ".",
            )],
            class: Class::NeedsReview,
            kind: "must-changed",
            why: "peers may rely on expired items being treated as absent",
            ..P
        },
        Plant {
            rule: REVIEW,
            spec: WORKFLOW,
            what: "`output`: \"Present typically when `state` is `0x02` succeeded\" → `0x03` failed",
            edits: &[(
                "Present typically when `state` is `0x02` succeeded.",
                "Present typically when `state` is `0x03` failed.",
            )],
            class: Class::NeedsReview,
            kind: "meaning-changed",
            why: "a condition changed that no rule spec-diff reads covers",
            ..P
        },
        Plant {
            rule: REVIEW,
            spec: TELEMETRY,
            what: "`unit`: \"MUST NOT drop\" → \"SHOULD NOT drop\" (relaxed)",
            edits: &[(
                "a receiver MUST NOT drop a sample whose `unit` it does not recognize.",
                "a receiver SHOULD NOT drop a sample whose `unit` it does not recognize.",
            )],
            class: Class::NeedsReview,
            kind: "must-changed",
            why: "producers may rely on samples never being dropped",
            ..P
        },
        // ------------------------------------------------------------ history
        Plant {
            rule: HISTORY,
            spec: MEMORY,
            what: "the reserved all-channel range widened from `0x0001` to `0x0000` (three places)",
            base: &[
                ("bands (core specification §4.6,\nFrame-Type Namespace): `0x0000`–`0x000A`", "bands (core specification §4.6,\nFrame-Type Namespace): `0x0001`–`0x000A`"),
                ("reserved all-channel\nrange `0x0000`–`0x000A`", "reserved all-channel\nrange `0x0001`–`0x000A`"),
                ("frame types\n   `0x0000`–`0x000A`, and assigns", "frame types\n   `0x0001`–`0x000A`, and assigns"),
            ],
            edits: &[
                ("bands (core specification §4.6,\nFrame-Type Namespace): `0x0001`–`0x000A`", "bands (core specification §4.6,\nFrame-Type Namespace): `0x0000`–`0x000A`"),
                ("reserved all-channel\nrange `0x0001`–`0x000A`", "reserved all-channel\nrange `0x0000`–`0x000A`"),
                ("frame types\n   `0x0001`–`0x000A`, and assigns", "frame types\n   `0x0000`–`0x000A`, and assigns"),
            ],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the range now also covers 0x0000, which no Memory frame uses",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: WORKFLOW,
            what: "the reserved all-channel range widened from `0x0001` to `0x0000`",
            base: &[("reserved all-channel frame\n   types `0x0000`–`0x000A`", "reserved all-channel frame\n   types `0x0001`–`0x000A`")],
            edits: &[("reserved all-channel frame\n   types `0x0001`–`0x000A`", "reserved all-channel frame\n   types `0x0000`–`0x000A`")],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the range now also covers 0x0000, which no Workflow frame uses",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: IMMUNE,
            what: "the reserved all-channel range widened from `0x0001` to `0x0000`",
            base: &[("of the reserved all-channel frame types `0x0000`–`0x000A`, and assigns", "of the reserved all-channel frame types `0x0001`–`0x000A`, and assigns")],
            edits: &[("of the reserved all-channel frame types `0x0001`–`0x000A`, and assigns", "of the reserved all-channel frame types `0x0000`–`0x000A`, and assigns")],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the range now also covers 0x0000, which no Immune frame uses",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: MEMORY,
            what: "an error-code description reworded (`not_found`)",
            edits: &[(
                "| 5 | not_found | An identified record (read, update, delete, evict, or revive target) does not exist. |",
                "| 5 | not_found | The identified record (the target of a read, update, delete, evict, or revive) does not exist. |",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same names and constraint words",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: SETTLEMENT,
            what: "an error-code description reworded (`not_found`)",
            edits: &[(
                "| 5 | not_found | An identified settlement, receipt, or batch reference does not exist. |",
                "| 5 | not_found | The settlement, receipt, or batch reference that the request identifies does not exist. |",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same names and constraint words",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: WORKFLOW,
            what: "an error-code description reworded (`unknown_operation`)",
            edits: &[(
                "| 2 | unknown_operation | The frame type is not a Workflow operation the responder implements. |",
                "| 2 | unknown_operation | The frame type is not one of the Workflow operations that the responder implements. |",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same names and constraint words",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: WORKFLOW,
            what: "a conformance paragraph rewritten (§10 item 1)",
            edits: &[(
                "1. Treats `0x0011` as the Workflow channel with the core registry identity (name",
                "1. Treats `0x0011` as the Workflow channel, with the identity the core registry gives it (name",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same names and constraint words",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: IMMUNE,
            what: "a conformance paragraph rewritten (§10 item 2)",
            edits: &[(
                "2. Uses only the Immune frame types defined in §3 — the application-band frames",
                "2. Uses only the frame types that §3 defines for the Immune channel — the application-band frames",
            )],
            class: Class::Editorial,
            kind: "prose-changed",
            why: "the same names and constraint words",
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: MEMORY,
            what: "§10's closing paragraph on the graded vectors rewritten (what a graded implementation MUST do)",
            edits: &[(
                "it MUST accept the valid and forward-compatible bodies\nand reject the MUST-reject cases",
                "it MUST reject the MUST-reject cases",
            )],
            class: Class::Behavioural,
            kind: "must-changed",
            why: "a conformance clause restates rules compared where they are stated; the grading changed",
            paired: true,
            ..P
        },
        Plant {
            rule: HISTORY,
            spec: MEMORY,
            what: "§10 renumbered §11, its references following",
            edits: &[("## 10. Conformance", "## 11. Conformance")],
            class: Class::Editorial,
            kind: "section-renumbered",
            why: "a section number",
            ..P
        },
        // ------------------------------------------------------------ recommendations
        Plant {
            rule: SOFT,
            spec: KNOWLEDGE,
            what: "`include_snapshot`: \"SHOULD deliver\" → \"MAY deliver\"",
            edits: &[(
                "When true, the responder SHOULD deliver the current matching set",
                "When true, the responder MAY deliver the current matching set",
            )],
            class: Class::Behavioural,
            kind: "must-changed",
            why: "a recommendation: old peers stay conforming",
            ..P
        },
        Plant {
            rule: SOFT,
            spec: IMMUNE,
            what: "§7.2 \"SHOULD discard its local copy\" → \"MAY discard\"",
            edits: &[("and SHOULD discard its local\ncopy.", "and MAY discard its local\ncopy.")],
            class: Class::Behavioural,
            kind: "must-changed",
            why: "a recommendation within a MUST sentence: the MUST holds",
            paired: true,
            ..P
        },
        Plant {
            rule: SOFT,
            spec: MEMORY,
            what: "a new SHOULD (§3.1)",
            edits: &[(
                "for the same request.\n",
                "for the same request. A responder SHOULD log every MEMORY_ERROR it sends.\n",
            )],
            class: Class::Behavioural,
            kind: "must-added",
            why: "a recommendation: old peers stay conforming",
            ..P
        },
];

/// Apply `(find, replace)` edits, each `find` exactly once.
fn apply(text: &str, edits: &[(&str, &str)]) -> Result<String, String> {
    let mut t = text.to_string();
    for (find, replace) in edits {
        match t.matches(find).count() {
            1 => t = t.replacen(find, replace, 1),
            n => return Err(format!("{find:?} occurs {n} times")),
        }
    }
    Ok(t)
}

#[test]
fn each_change_gets_the_class_a_protocol_engineer_assigns() {
    let mut failures = Vec::new();
    let mut rows = Vec::new();
    let mut seen = 0;
    for p in PLANTS {
        let Some(text) = shared_text(&format!("npamp/{}", p.spec)) else {
            continue;
        };
        seen += 1;
        let (old, new) =
            match apply(&text, p.base).and_then(|o| Ok((o.clone(), apply(&o, p.edits)?))) {
                Ok(x) => x,
                Err(e) => {
                    failures.push(format!("{} / {}: not planted: {e}", p.spec, p.what));
                    continue;
                }
            };
        let d = diff(&parse(&old), &parse(&new));
        let got = d.class();
        rows.push(format!(
            "| {} | {} | {} | {} | {} | {} |",
            p.rule,
            p.spec.split('_').nth(1).unwrap_or(p.spec),
            p.what,
            p.class,
            got,
            p.miss.map_or(String::new(), |m| m.to_string())
        ));
        let carrier = d
            .changes
            .iter()
            .find(|c| c.class == p.class && c.kind == p.kind);
        let mut why = Vec::new();
        if got != p.class {
            why.push(format!("class {got}, want {} ({})", p.class, p.why));
        }
        match carrier {
            None => why.push(format!("no {} change of kind {}", p.class, p.kind)),
            Some(c) => {
                if p.paired && (c.old.is_none() || c.new.is_none()) {
                    why.push("the change does not show both texts".into());
                }
                if c.class != Class::Editorial && c.who.is_empty() {
                    why.push("the change names no one it affects".into());
                }
            }
        }
        for k in p.not {
            if d.changes.iter().any(|c| c.kind == *k) {
                why.push(format!("reports {k}"));
            }
        }
        if !why.is_empty() {
            let all: Vec<String> = d.changes.iter().map(ToString::to_string).collect();
            failures.push(format!(
                "{} / {}: {}\n{}",
                p.spec,
                p.what,
                why.join("; "),
                all.join("\n")
            ));
        }
    }
    println!(
        "| rule | spec | planted | class assigned | spec-diff | miss |\n|---|---|---|---|---|---|"
    );
    for r in &rows {
        println!("{r}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    if seen == 0 {
        return;
    }
    // Every rule on at least three specs.
    let ps = PLANTS;
    for rule in [
        REPLY, COMPARISON, DIRECTION, DEFAULT, RANGE, ENUM, SENTENCE, LAYOUT, REVIEW, SOFT, HISTORY,
    ] {
        let mut specs: Vec<&str> = ps
            .iter()
            .filter(|p| p.rule == rule)
            .map(|p| p.spec)
            .collect();
        specs.sort();
        specs.dedup();
        assert!(specs.len() >= 3, "{rule}: {specs:?}");
    }
    // Every reference case is planted.
    let mut misses: Vec<u8> = ps.iter().filter_map(|p| p.miss).collect();
    misses.sort();
    assert_eq!(misses, (1..=13).collect::<Vec<u8>>());
}

/// A breaking change never hides behind an editorial or behavioural overall
/// class, and the overall class orders needs-review below breaking.
#[test]
fn the_overall_class_is_the_most_severe() {
    let Some(text) = shared_text("npamp/85_immune_channel.md") else {
        return;
    };
    let both = apply(
        &text,
        &[
            ("by at least one\nbefore", "by exactly one\nbefore"),
            (
                "rather than circulating without limit.",
                "rather than circulating without limit. A peer MUST log every item it propagates.",
            ),
        ],
    )
    .expect("planted");
    let d = diff(&parse(&text), &parse(&both));
    assert_eq!(d.class(), Class::Breaking);
    let counts = d.counts();
    assert!(counts.contains(&(Class::NeedsReview, 1)), "{counts:?}");
    assert_eq!(Class::NeedsReview.exit_status(), 7);
    assert_eq!(Class::Breaking.exit_status(), 6);
    assert!(Class::ALL
        .iter()
        .all(|c| c.exit_status() < 6 || *c >= Class::NeedsReview));
}
