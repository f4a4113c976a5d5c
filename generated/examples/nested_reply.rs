//! Replies that hold records: a Knowledge QUERY_RESULT whose `results` is an
//! array of `knowledge_result` records (each with its provenance), and a Memory
//! READ_RESULT that holds one `memory_record`. Built with the constructors,
//! the `with_…` methods and `Array::from_slice`, and encoded into a fixed
//! buffer (no allocation on the reply path).
//!
//! ```sh
//! cargo run -p npamp-generated --example nested_reply
//! ```
#![forbid(unsafe_code)]

use npamp_generated::knowledge::{self as kn, KnowledgeResult};
use npamp_generated::memory::{self as mem, MemoryRecord};
use npamp_generated::Array;

/// One stored item: what both channels answer from.
struct Item {
    id: &'static str,
    content: &'static str,
    source: &'static str,
    timestamp: &'static str,
}

const STORE: [Item; 2] = [
    Item {
        id: "doc-1",
        content: "CBOR is RFC 8949.",
        source: "rfc-index",
        timestamp: "2026-01-01T00:00:00Z",
    },
    Item {
        id: "doc-2",
        content: "Deterministic encoding is §4.2.1.",
        source: "rfc-index",
        timestamp: "2026-01-02T00:00:00Z",
    },
];

/// The Knowledge reply to a payload, encoded into `out`: its length.
fn answer_knowledge(payload: &[u8], out: &mut [u8]) -> Option<usize> {
    let q = match kn::decode(kn::FrameType::QueryReq, payload) {
        Ok(kn::Frame::QueryReq(q)) => q,
        Ok(_) => return None,
        Err(e) => {
            let reply = kn::error_reply_for(kn::FrameType::QueryReq, payload, &e).ok()?;
            return reply.encode_to_slice(out).ok();
        }
    };
    // The hits in rank order, each a record with its provenance (optional
    // fields), in a fixed array: no allocation.
    let matching = STORE
        .iter()
        .filter(|it| q.query.is_none_or(|t| it.content.contains(t)));
    let mut hits: [KnowledgeResult<'_>; STORE.len()] =
        core::array::from_fn(|_| KnowledgeResult::new("", ""));
    let mut n = 0;
    for ((slot, it), rank) in hits.iter_mut().zip(matching).zip(0u64..) {
        *slot = KnowledgeResult::new(it.id, it.content)
            .with_rank(rank)
            .with_score(0.5f64.powf(rank as f64 + 1.0))
            .with_source(it.source)
            .with_timestamp(it.timestamp);
        n += 1;
    }
    // An array of records: `Array::from_slice(…)`, or the slice itself
    // (the constructor takes `impl Into<Array>`).
    let results = Array::from_slice(hits.get(..n).unwrap_or_default());
    let reply = kn::QueryResult::new(q.corr, results, false);
    reply.encode_to_slice(out).ok()
}

/// The Memory reply to a READ_REQ, encoded into `out`: its frame type and length.
fn answer_memory(payload: &[u8], out: &mut [u8]) -> Option<(mem::FrameType, usize)> {
    let reply: mem::Frame<'_> = match mem::decode(mem::FrameType::ReadReq, payload) {
        Ok(mem::Frame::ReadReq(q)) => match STORE.iter().find(|it| it.id == q.record_id) {
            Some(it) => {
                let record = MemoryRecord::new(it.id, it.content)
                    .with_source(it.source)
                    .with_timestamp(it.timestamp);
                mem::ReadResult::new(q.corr, record).into()
            }
            None => mem::ErrorFrame::reply(q.corr, mem::ErrorCode::NotFound).into(),
        },
        Ok(_) => return None,
        Err(e) => mem::error_reply_for(mem::FrameType::ReadReq, payload, &e)
            .ok()?
            .into(),
    };
    let n = reply.encode_to_slice(out).ok()?;
    Some((reply.frame_type(), n))
}

fn main() {
    let mut buf = [0u8; 128];
    let n = kn::QueryReq::new(b"k1")
        .with_query("CBOR")
        .encode_to_slice(&mut buf)
        .expect("128 bytes are enough");
    let mut out = [0u8; 512];
    let len = answer_knowledge(&buf[..n], &mut out).expect("answered");
    println!("KNOWLEDGE_QUERY_RESULT: {} bytes", len);
    if let Ok(r) = kn::QueryResult::decode(&out[..len]) {
        for hit in r.results.iter() {
            println!(
                "  {} {:?} from {:?}",
                hit.result_id, hit.content, hit.source
            );
        }
    }
    let n = mem::ReadReq::new(b"m1", "doc-2", mem::Effect::ReadOnly)
        .encode_to_slice(&mut buf)
        .expect("128 bytes are enough");
    let (t, len) = answer_memory(&buf[..n], &mut out).expect("answered");
    println!("{}: {} bytes", t.name(), len);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(corr: &[u8], text: Option<&str>) -> Vec<u8> {
        let q = kn::QueryReq::new(corr);
        match text {
            Some(t) => q.with_query(t),
            None => q,
        }
        .to_vec()
    }

    /// Every item answers a query without text: the array holds both records,
    /// in rank order, each with its provenance; the reply echoes corr.
    #[test]
    fn query_result_holds_an_array_of_records() {
        let mut out = [0u8; 512];
        let n = answer_knowledge(&query(b"k1", None), &mut out).expect("answered");
        let r = kn::QueryResult::decode(&out[..n]).expect("a valid QUERY_RESULT");
        assert_eq!(r.corr, b"k1");
        assert!(!r.has_more);
        let hits: Vec<KnowledgeResult<'_>> = r.results.iter().collect();
        assert_eq!(hits.len(), 2);
        assert_eq!(
            (hits[0].result_id, hits[0].rank, hits[0].source),
            ("doc-1", Some(0), Some("rfc-index"))
        );
        assert_eq!(hits[1].timestamp, Some("2026-01-02T00:00:00Z"));
        assert_eq!(hits[1].score, Some(0.25));
        // Canonical: the decoded reply re-encodes to the same bytes.
        assert_eq!(r.to_vec(), out[..n]);
    }

    /// A query whose text only the first item matches: one record.
    #[test]
    fn query_result_with_one_record() {
        let mut out = [0u8; 512];
        let n = answer_knowledge(&query(b"k2", Some("RFC 8949")), &mut out).expect("answered");
        let r = kn::QueryResult::decode(&out[..n]).expect("a valid QUERY_RESULT");
        assert_eq!(r.results.len(), 1);
        assert_eq!(r.results.get(0).map(|h| h.result_id), Some("doc-1"));
    }

    /// A READ of a stored record: READ_RESULT holding the record; of another:
    /// MEMORY_ERROR `not_found`, both echoing corr.
    #[test]
    fn read_result_holds_a_record() {
        let mut out = [0u8; 512];
        let req = mem::ReadReq::new(b"m1", "doc-2", mem::Effect::ReadOnly).to_vec();
        let (t, n) = answer_memory(&req, &mut out).expect("answered");
        assert_eq!(t, mem::FrameType::ReadResult);
        let r = mem::ReadResult::decode(&out[..n]).expect("a valid READ_RESULT");
        assert_eq!((r.corr, r.record.record_id), (&b"m1"[..], "doc-2"));
        assert_eq!(r.record.source, Some("rfc-index"));
        assert_eq!(r.record.subject, None);

        let req = mem::ReadReq::new(b"m2", "doc-9", mem::Effect::ReadOnly).to_vec();
        let (t, n) = answer_memory(&req, &mut out).expect("answered");
        assert_eq!(t, mem::FrameType::ErrorFrame);
        let e = mem::ErrorFrame::decode(&out[..n]).expect("a valid MEMORY_ERROR");
        assert_eq!((e.corr, e.code), (&b"m2"[..], mem::ErrorCode::NotFound));
    }

    /// A QUERY_REQ whose `limit` is a text string (wrong major type, §4.1,
    /// must): KNOWLEDGE_ERROR `malformed_request` with the recovered corr.
    #[test]
    fn refused_query_is_answered_with_the_error_frame() {
        // {0: 0x0100, 1: h'6b33', 6: "x"}
        let payload = [
            0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x42, b'k', b'3', 0x06, 0x61, b'x',
        ];
        let mut out = [0u8; 512];
        let n = answer_knowledge(&payload, &mut out).expect("answered");
        let e = kn::ErrorFrame::decode(&out[..n]).expect("a valid KNOWLEDGE_ERROR");
        assert_eq!(
            (e.corr, e.code),
            (&b"k3"[..], kn::ErrorCode::MalformedRequest)
        );
    }
}
