//! A minimal Workflow responder over stdin/stdout, using only the public API
//! of `npamp-generated`: decode a request whatever its frame type, match on
//! the typed frame, build the reply with the constructors and encode it, and
//! answer a malformed request with the channel's error frame through
//! `error_reply_for`.
//!
//! It accepts every WORKFLOW_SUBMIT_REQ (a task `task-<n>`, state
//! `accepted`), answers WORKFLOW_STATUS_REQ for the tasks it accepted and
//! `unknown_task` for any other, and declines the other requests
//! (`policy_denied`). It runs no task.
//!
//! Framing (this example's own; the N-PAMP core's transport is out of scope):
//! each message is the frame type (2 bytes, big-endian), the payload length
//! (4 bytes, big-endian) and the payload, in both directions.
//!
//! ```sh
//! cargo run -p npamp-generated --example responder < requests.bin > replies.bin
//! ```
//!
//! Its tests (`cargo test -p npamp-generated --example responder`, run by
//! `cargo test --workspace`) play steps of `scenarios/workflow/*.yaml`.
#![forbid(unsafe_code)]

use npamp_generated::workflow::{self as wf, ErrorCode, Frame, TaskState};
use std::io::{self, Read, Write};

/// The responder's state: the tasks it accepted, by id.
#[derive(Default)]
pub struct Responder {
    tasks: Vec<String>,
}

impl Responder {
    /// The reply to one message, as (frame type, payload); `None` when the
    /// frame expects none.
    pub fn answer(&mut self, frame_type: u16, payload: &[u8]) -> Option<(u16, Vec<u8>)> {
        let task_id = format!("task-{}", self.tasks.len() + 1);
        let reply: Frame<'_> = match wf::decode(frame_type, payload) {
            Ok(Frame::SubmitReq(q)) => {
                self.tasks.push(task_id.clone());
                wf::SubmitResult::new(q.corr, &task_id, TaskState::Accepted).into()
            }
            Ok(Frame::StatusReq(q)) if self.tasks.iter().any(|t| t == q.task_id) => {
                wf::StatusResult::new(q.corr, q.task_id, TaskState::Accepted).into()
            }
            Ok(Frame::StatusReq(q)) => wf::ErrorFrame::reply(q.corr, ErrorCode::UnknownTask).into(),
            // Any other request is declined; frames that expect no reply get none.
            Ok(other) if other.expects_reply() => {
                wf::ErrorFrame::reply(wf::recover_corr(payload)?, ErrorCode::PolicyDenied).into()
            }
            Ok(_) => return None,
            // Malformed or unknown: the channel's error frame, when the
            // request is answered at all (`NoReply` says why not).
            Err(e) => wf::error_reply_for(frame_type, payload, &e).ok()?.into(),
        };
        Some((reply.frame_type().into(), reply.to_vec()))
    }
}

/// Read one message; `None` at the end of the input.
fn read_message(input: &mut impl Read) -> io::Result<Option<(u16, Vec<u8>)>> {
    let mut head = [0u8; 6];
    match input.read_exact(&mut head) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
        Err(e) => return Err(e),
    }
    let [t0, t1, l0, l1, l2, l3] = head;
    let len = u32::from_be_bytes([l0, l1, l2, l3]) as usize;
    // Never allocate what the decoder would refuse anyway.
    if len > wf::MAX_PAYLOAD {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("a payload of {len} bytes (at most {})", wf::MAX_PAYLOAD),
        ));
    }
    let mut payload = vec![0u8; len];
    input.read_exact(&mut payload)?;
    Ok(Some((u16::from_be_bytes([t0, t1]), payload)))
}

fn write_message(out: &mut impl Write, frame_type: u16, payload: &[u8]) -> io::Result<()> {
    let len =
        u32::try_from(payload.len()).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
    out.write_all(&frame_type.to_be_bytes())?;
    out.write_all(&len.to_be_bytes())?;
    out.write_all(payload)?;
    out.flush()
}

/// Answer every message of `input` on `out`, in order.
pub fn serve(mut input: impl Read, mut out: impl Write) -> io::Result<()> {
    let mut r = Responder::default();
    while let Some((frame_type, payload)) = read_message(&mut input)? {
        if let Some((t, reply)) = r.answer(frame_type, &payload) {
            write_message(&mut out, t, &reply)?;
        }
    }
    Ok(())
}

fn main() {
    if let Err(e) = serve(io::stdin().lock(), io::stdout().lock()) {
        eprintln!("responder: {e}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(frame_type: u16, payload: &[u8]) -> Vec<u8> {
        let mut m = Vec::new();
        write_message(&mut m, frame_type, payload).expect("a Vec takes it");
        m
    }

    /// The replies `serve` writes for these messages.
    fn replies(input: &[u8]) -> Vec<(u16, Vec<u8>)> {
        let mut out = Vec::new();
        serve(input, &mut out).expect("serves");
        let mut rest = &out[..];
        let mut v = Vec::new();
        while let Some(m) = read_message(&mut rest).expect("well framed") {
            v.push(m);
        }
        v
    }

    fn submit(corr: &[u8]) -> Vec<u8> {
        wf::SubmitReq::new(corr, "t", wf::Effect::ReadOnly).to_vec()
    }

    fn status(corr: &[u8], task_id: &str) -> Vec<u8> {
        wf::StatusReq::new(corr, task_id).to_vec()
    }

    /// scenarios/workflow/association-close.yaml, first step: a read-only
    /// submit is answered SUBMIT_RESULT `task-1`, `accepted`, echoing corr;
    /// the task's status is then known.
    #[test]
    fn submit_then_status() {
        let mut input = message(wf::SubmitReq::FRAME_TYPE, &submit(b"s1"));
        input.extend(message(wf::StatusReq::FRAME_TYPE, &status(b"q1", "task-1")));
        let got = replies(&input);
        assert_eq!(got.len(), 2);
        let (t, p) = &got[0];
        assert_eq!(*t, wf::SubmitResult::FRAME_TYPE);
        let r = wf::SubmitResult::decode(p).expect("a valid SUBMIT_RESULT");
        assert_eq!((r.corr, r.task_id), (&b"s1"[..], "task-1"));
        assert!(matches!(r.state, TaskState::Accepted));
        let (t, p) = &got[1];
        assert_eq!(*t, wf::StatusResult::FRAME_TYPE);
        let r = wf::StatusResult::decode(p).expect("a valid STATUS_RESULT");
        assert_eq!((r.corr, r.task_id), (&b"q1"[..], "task-1"));
    }

    /// scenarios/workflow/approval-required.yaml, last step: a status query
    /// for a task the executor does not know is WORKFLOW_ERROR `unknown_task`
    /// with the message "unknown task".
    #[test]
    fn unknown_task() {
        let got = replies(&message(
            wf::StatusReq::FRAME_TYPE,
            &status(b"q1", "task-1"),
        ));
        assert_eq!(got.len(), 1);
        let (t, p) = &got[0];
        assert_eq!(*t, wf::ErrorFrame::FRAME_TYPE);
        let e = wf::ErrorFrame::decode(p).expect("a valid WORKFLOW_ERROR");
        assert_eq!(e.corr, b"q1");
        assert!(matches!(e.code, ErrorCode::UnknownTask));
        assert_eq!(e.message, "unknown task");
    }

    /// A request without its required fields is answered with the channel's
    /// error frame (malformed_request), echoing its corr.
    #[test]
    fn malformed_request() {
        // {0: WORKFLOW_STATUS_REQ, 1: h'7131'}: task_id is missing.
        let ft = wf::StatusReq::FRAME_TYPE;
        let [hi, lo] = ft.to_be_bytes();
        let payload = [0xa2, 0x00, 0x19, hi, lo, 0x01, 0x42, b'q', b'1'];
        let got = replies(&message(ft, &payload));
        assert_eq!(got.len(), 1);
        let e = wf::ErrorFrame::decode(&got[0].1).expect("a valid WORKFLOW_ERROR");
        assert_eq!(e.corr, b"q1");
        assert!(matches!(e.code, ErrorCode::MalformedRequest));
    }

    /// Another request (a CANCEL_REQ) is declined with WORKFLOW_ERROR
    /// `policy_denied`, echoing its corr; an event (STEP_EVENT) gets nothing.
    #[test]
    fn other_requests_are_declined() {
        let cancel = wf::CancelReq::new(b"c1", "task-9").to_vec();
        let step = wf::StepEvent::new("task-9", 1, TaskState::Running).to_vec();
        let mut input = message(wf::CancelReq::FRAME_TYPE, &cancel);
        input.extend(message(wf::StepEvent::FRAME_TYPE, &step));
        let got = replies(&input);
        assert_eq!(got.len(), 1);
        let e = wf::ErrorFrame::decode(&got[0].1).expect("a valid WORKFLOW_ERROR");
        assert_eq!((e.corr, e.code), (&b"c1"[..], ErrorCode::PolicyDenied));
    }

    /// A length beyond the channel's limit is refused before any allocation.
    #[test]
    fn oversized_length_is_refused() {
        let mut input = 0x0102u16.to_be_bytes().to_vec();
        input.extend(u32::MAX.to_be_bytes());
        assert!(serve(&input[..], Vec::new()).is_err());
    }
}
