//! `npamp-bench`: how fast the generated codecs are, for every channel in the
//! registry, measured against two baselines in the same process and run:
//!
//! * **oracle** — `npamp_oracle::Oracle::check` (the hand-written canonical
//!   checker, a `ciborium` parse and the run-time schema interpreter); for
//!   encoding, the oracle's encoder `encode_value` from a `ciborium::Value`;
//! * **serde** — `ciborium` parsing into / serializing from a generic
//!   `ciborium::Value` (no schema checks at all: a floor, not a peer).
//!
//! Cases come from the registry: per channel and frame type, the largest
//! `valid` vector of the committed corpus (`vectors/<module>.json`); per
//! channel, its first array-of-records field filled with 32 and 64 copies of
//! an element; the issue-15 headline payloads; and four stress cases on the
//! first frame with an opaque map (a 64 KiB byte string, 4096 uints, nesting
//! to the depth limit, 64 KiB of UTF-8). Every input is checked at start-up:
//! accepted by the oracle and the generated decoder, and canonical.
//!
//! [`side_by_side`] times the five headline payloads, interleaved, against
//! [`baseline`]: a strict deterministic CBOR crate (`cbor-core`) with the
//! schema's rules written by hand, what a user would otherwise write.
#![forbid(unsafe_code)]

pub mod baseline;
pub mod grading;
pub mod instructions;
pub mod side_by_side;

use ciborium::Value;
use npamp_generated::{Channel, Profile};
use npamp_oracle::{encode_value, Oracle, Ruling};
use npamp_schema::{Model, Type};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

/// One benchmark input: a valid, canonical payload of one frame type.
#[derive(Debug, Clone)]
pub struct Case {
    pub module: String,
    pub frame_type: u16,
    /// e.g. `INTERACT_EVENT`, `KNOWLEDGE_QUERY_RESULT results ×64`.
    pub label: String,
    pub bytes: Vec<u8>,
    /// Items the per-item column divides by (0: not an item benchmark).
    pub items: usize,
}

/// The five small payloads of the performance issue (instruction counts are
/// compared with the reference's, quoted in README).
pub const HEADLINE: &[(&str, u16, &str)] = &[
    ("interaction", 0x0100, "a30019010001412a0203"),
    ("interaction", 0x0102, "a40019010201412a0201036a596f7572206e616d653f"),
    ("interaction", 0x0107, "a50019010701412a0206037820617070726f76616c2068656c6420666f722068756d616e206465636973696f6e05686131623263336434"),
    ("workflow", 0x0100, "a400190100014163026973756d6d6172697a650b01"),
    ("workflow", 0x0106, "a40019010602667461736b2d3703000401"),
];

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .filter_map(|i| {
            s.get(2 * i..2 * i + 2)
                .and_then(|d| u8::from_str_radix(d, 16).ok())
        })
        .collect()
}

fn frame_name(m: &Model, ft: u16) -> String {
    m.frame_by_code(ft)
        .map_or_else(|| format!("{ft:#06x}"), |f| f.name.clone())
}

/// The largest valid vector per frame type of a committed corpus.
fn corpus_cases(m: &Model, corpus: &serde_json::Value) -> Vec<Case> {
    let mut best: Vec<(u16, Vec<u8>)> = Vec::new();
    let groups = corpus["testGroups"].as_array().cloned().unwrap_or_default();
    for g in groups {
        for t in g["tests"].as_array().cloned().unwrap_or_default() {
            if t["result"] != "valid" {
                continue;
            }
            let (Some(ft), Some(body)) = (t["in"]["frameType"].as_u64(), t["in"]["body"].as_str())
            else {
                continue;
            };
            let ft = ft as u16;
            let bytes = unhex(body);
            match best.iter_mut().find(|(f, _)| *f == ft) {
                Some((_, b)) if b.len() >= bytes.len() => {}
                Some((_, b)) => *b = bytes,
                None => best.push((ft, bytes)),
            }
        }
    }
    best.sort_by_key(|(f, _)| *f);
    best.into_iter()
        .map(|(ft, bytes)| Case {
            module: m.channel.module.clone(),
            frame_type: ft,
            label: frame_name(m, ft),
            bytes,
            items: 0,
        })
        .collect()
}

fn parse(bytes: &[u8]) -> Option<Value> {
    ciborium::de::from_reader(bytes).ok()
}

fn entry_mut(v: &mut Value, key: u64) -> Option<&mut Value> {
    match v {
        Value::Map(es) => es
            .iter_mut()
            .find(|(k, _)| *k == Value::Integer(key.into()))
            .map(|(_, v)| v),
        _ => None,
    }
}

/// Per channel: the first frame case whose array-of-records field is present,
/// with that array filled to `n` copies of its first element.
fn record_array_cases(m: &Model, base: &[Case]) -> Vec<Case> {
    let mut out = Vec::new();
    for c in base {
        let Some(f) = m.frame_by_code(c.frame_type) else {
            continue;
        };
        let Some(field) = f
            .body
            .fields
            .iter()
            .find(|x| matches!(&x.value.ty, Type::Array(v) if matches!(v.ty, Type::Record(_))))
        else {
            continue;
        };
        let Some(v) = parse(&c.bytes) else { continue };
        for n in [32usize, 64] {
            let mut v = v.clone();
            let Some(Value::Array(items)) = entry_mut(&mut v, field.key) else {
                break;
            };
            let Some(first) = items.first().cloned() else {
                break;
            };
            *items = vec![first; n];
            out.push(Case {
                module: c.module.clone(),
                frame_type: c.frame_type,
                label: format!("{} {} ×{n}", c.label, field.name),
                bytes: encode_value(&v),
                items: n,
            });
        }
        break;
    }
    out
}

/// Stress cases on the first frame (of the first channel) carrying an opaque map.
fn stress_cases(models: &[&Model], base: &[Case]) -> Vec<Case> {
    for m in models {
        for c in base.iter().filter(|c| c.module == m.channel.module) {
            let Some(f) = m.frame_by_code(c.frame_type) else {
                continue;
            };
            let Some(field) = f
                .body
                .fields
                .iter()
                .find(|x| x.value.ty == Type::UintKeyedMap)
            else {
                continue;
            };
            let Some(v) = parse(&c.bytes) else { continue };
            let with = |inner: Value| {
                let mut v = v.clone();
                match entry_mut(&mut v, field.key) {
                    Some(slot) => *slot = Value::Map(vec![(Value::Integer(0.into()), inner)]),
                    None => {
                        if let Value::Map(es) = &mut v {
                            es.push((
                                Value::Integer(field.key.into()),
                                Value::Map(vec![(Value::Integer(0.into()), inner)]),
                            ));
                        }
                    }
                }
                encode_value(&v)
            };
            let mut nested = Value::Integer(0.into());
            for _ in 0..m.limits.max_depth.saturating_sub(2) {
                nested = Value::Array(vec![nested]);
            }
            let text: String = "ünïcødé ✓ ".chars().cycle().take(65_536 / 2).collect();
            let mk = |label: &str, bytes: Vec<u8>, items: usize| Case {
                module: c.module.clone(),
                frame_type: c.frame_type,
                label: format!("{} {} {label}", c.label, field.name),
                bytes,
                items,
            };
            return vec![
                mk("64 KiB bstr", with(Value::Bytes(vec![0xa5; 65_536])), 0),
                mk(
                    "4096-uint array",
                    with(Value::Array(
                        (0..4096u64)
                            .map(|i| Value::Integer((i * 37 % 70_000).into()))
                            .collect(),
                    )),
                    4096,
                ),
                mk(
                    &format!("nested to depth {}", m.limits.max_depth),
                    with(nested),
                    0,
                ),
                mk("64 KiB UTF-8", with(Value::Text(text)), 0),
            ];
        }
    }
    Vec::new()
}

/// Why the benchmarks could not run.
#[derive(Debug)]
#[non_exhaustive]
pub enum BenchError {
    /// A corpus file could not be read.
    Io {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    /// A corpus file is not JSON.
    Json {
        path: std::path::PathBuf,
        source: serde_json::Error,
    },
    /// No generated channel, or no oracle, for a case's module.
    NoChannel { module: String, what: &'static str },
    /// A benchmark input is not a valid, canonical frame for both decoders
    /// (the benchmarks measure accepted inputs only).
    BadInput { label: String, why: String },
    /// valgrind / callgrind could not run or gave no count.
    Callgrind(String),
}

impl std::fmt::Display for BenchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BenchError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            BenchError::Json { path, source } => write!(f, "{}: {source}", path.display()),
            BenchError::NoChannel { module, what } => write!(f, "no {what} for {module}"),
            BenchError::BadInput { label, why } => write!(f, "{label}: {why}"),
            BenchError::Callgrind(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for BenchError {}

fn bad(c: &Case, why: impl Into<String>) -> BenchError {
    BenchError::BadInput {
        label: c.label.clone(),
        why: why.into(),
    }
}

/// Every case, in registry order, read from the corpus under `root/vectors`.
pub fn cases(root: &Path) -> Result<Vec<Case>, BenchError> {
    let models: Vec<&Model> = npamp_schema::shipped().iter().collect();
    let mut base = Vec::new();
    for m in &models {
        let path = root
            .join("vectors")
            .join(format!("{}.json", m.channel.module));
        let text = std::fs::read_to_string(&path).map_err(|source| BenchError::Io {
            path: path.clone(),
            source,
        })?;
        let corpus: serde_json::Value =
            serde_json::from_str(&text).map_err(|source| BenchError::Json {
                path: path.clone(),
                source,
            })?;
        base.extend(corpus_cases(m, &corpus));
    }
    let mut out: Vec<Case> = HEADLINE
        .iter()
        .map(|(module, ft, hex)| Case {
            module: (*module).to_string(),
            frame_type: *ft,
            label: format!("headline {module} {ft:#06x}"),
            bytes: unhex(hex),
            items: 0,
        })
        .collect();
    out.extend(base.iter().cloned());
    for m in &models {
        out.extend(record_array_cases(
            m,
            &base
                .iter()
                .filter(|c| c.module == m.channel.module)
                .cloned()
                .collect::<Vec<_>>(),
        ));
    }
    out.extend(stress_cases(&models, &base));
    Ok(out)
}

fn channel(c: &Case) -> Result<&'static dyn Channel, BenchError> {
    npamp_generated::channel(&c.module).ok_or_else(|| BenchError::NoChannel {
        module: c.module.clone(),
        what: "generated channel",
    })
}

fn oracle(c: &Case) -> Result<&'static Oracle, BenchError> {
    Oracle::shipped(&c.module).ok_or_else(|| BenchError::NoChannel {
        module: c.module.clone(),
        what: "oracle",
    })
}

/// Each input is accepted by both decoders and canonical.
pub fn validate(cases: &[Case]) -> Result<(), BenchError> {
    for c in cases {
        let ch = channel(c)?;
        let f = ch
            .decode(c.frame_type, &c.bytes, Profile::Strict)
            .map_err(|e| bad(c, format!("generated decoder refuses: {e}")))?;
        if f.to_vec() != c.bytes {
            return Err(bad(c, "not canonical"));
        }
        match oracle(c)?.check(c.frame_type, &c.bytes, Profile::Strict) {
            Ruling::Accept(_) => {}
            Ruling::Reject(r) => return Err(bad(c, format!("oracle refuses: {r}"))),
        }
    }
    Ok(())
}

/// Decode once with the generated codec (the unit callgrind counts).
#[inline(never)]
pub fn measured_decode(ch: &dyn Channel, ft: u16, bytes: &[u8]) -> bool {
    ch.check(ft, bytes, Profile::Strict).is_ok()
}

/// Decode once with a channel's typed `<module>::decode` (side-by-side cases only).
#[inline(never)]
pub fn measured_typed(f: side_by_side::TypedFn, ft: u16, bytes: &[u8]) -> bool {
    f(ft, bytes)
}

/// Validate once with the cbor-core hand-written baseline (side-by-side cases only).
#[inline(never)]
pub fn measured_baseline(f: side_by_side::BaselineFn, ft: u16, bytes: &[u8]) -> bool {
    f(ft, bytes).is_ok()
}

/// Encode once with the generated codec into a vector with room.
#[inline(never)]
pub fn measured_encode(f: &dyn npamp_generated::rt::FrameView<'_>, out: &mut Vec<u8>) -> usize {
    out.clear();
    f.encode_vec(out);
    out.len()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Decode,
    Encode,
}

impl Op {
    pub fn as_str(self) -> &'static str {
        match self {
            Op::Decode => "decode",
            Op::Encode => "encode",
        }
    }
}

/// One measured case: median ns per call of ours and both baselines.
#[derive(Debug, Clone)]
pub struct Measured {
    pub label: String,
    pub op: Op,
    pub bytes: usize,
    pub items: usize,
    pub ours: f64,
    pub oracle: f64,
    pub serde: f64,
}

fn time(iters: u64, mut f: impl FnMut()) -> f64 {
    let t = Instant::now();
    for _ in 0..iters {
        f();
    }
    t.elapsed().as_nanos() as f64 / iters as f64
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Measure one case in `rounds` interleaved rounds of about `per_round` each.
pub fn measure(
    c: &Case,
    op: Op,
    rounds: usize,
    per_round: Duration,
) -> Result<Measured, BenchError> {
    let ch = channel(c)?;
    let or = oracle(c)?;
    let value = parse(&c.bytes).ok_or_else(|| bad(c, "ciborium cannot parse"))?;
    let frame = ch
        .decode(c.frame_type, &c.bytes, Profile::Strict)
        .map_err(|e| bad(c, e.to_string()))?;
    let mut out = Vec::with_capacity(c.bytes.len() * 2);
    let iters = {
        let one = time(10, || {
            black_box(measured_decode(ch, c.frame_type, black_box(&c.bytes)));
        })
        .max(1.0);
        ((per_round.as_nanos() as f64 / one) as u64).clamp(10, 5_000_000)
    };
    let (mut a, mut b, mut s) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        match op {
            Op::Decode => {
                a.push(time(iters, || {
                    black_box(measured_decode(ch, c.frame_type, black_box(&c.bytes)));
                }));
                b.push(time((iters / 10).max(1), || {
                    black_box(or.check(c.frame_type, black_box(&c.bytes), Profile::Strict));
                }));
                s.push(time((iters / 4).max(1), || {
                    black_box(
                        ciborium::de::from_reader::<Value, _>(black_box(c.bytes.as_slice())).ok(),
                    );
                }));
            }
            Op::Encode => {
                a.push(time(iters, || {
                    black_box(measured_encode(&*frame, &mut out));
                }));
                b.push(time((iters / 10).max(1), || {
                    black_box(encode_value(black_box(&value)));
                }));
                s.push(time((iters / 4).max(1), || {
                    let mut v = Vec::with_capacity(c.bytes.len());
                    black_box(ciborium::ser::into_writer(black_box(&value), &mut v).ok());
                }));
            }
        }
    }
    Ok(Measured {
        label: c.label.clone(),
        op,
        bytes: c.bytes.len(),
        items: c.items,
        ours: median(a),
        oracle: median(b),
        serde: median(s),
    })
}

fn ns(v: f64) -> String {
    if v >= 10_000.0 {
        format!("{:.1} µs", v / 1000.0)
    } else if v >= 100.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

fn geomean(v: &[f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp()
}

/// The Markdown table and the summary lines.
pub fn table(rows: &[Measured]) -> String {
    let mut s = String::from("| case | op | bytes | ns/frame | ns/item | MB/s | × oracle | × serde |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
    for r in rows {
        let item = if r.items > 0 {
            format!("{:.2}", r.ours / r.items as f64)
        } else {
            String::new()
        };
        s.push_str(&format!(
            "| {} | {} | {} | {} | {item} | {:.0} | {:.1} | {:.1} |\n",
            r.label,
            r.op.as_str(),
            r.bytes,
            ns(r.ours),
            r.bytes as f64 * 1000.0 / r.ours,
            r.oracle / r.ours,
            r.serde / r.ours
        ));
    }
    for op in [Op::Decode, Op::Encode] {
        let small: Vec<&Measured> = rows
            .iter()
            .filter(|r| r.op == op && r.items == 0 && r.bytes < 1024)
            .collect();
        let xo: Vec<f64> = small.iter().map(|r| r.oracle / r.ours).collect();
        let xs: Vec<f64> = small.iter().map(|r| r.serde / r.ours).collect();
        s.push_str(&format!(
            "\nsmall-frame {} ({} cases): × oracle geomean {:.1} (min {:.1}), × serde geomean {:.1} (min {:.1})",
            op.as_str(),
            small.len(),
            geomean(&xo),
            xo.iter().copied().fold(f64::INFINITY, f64::min),
            geomean(&xs),
            xs.iter().copied().fold(f64::INFINITY, f64::min)
        ));
    }
    s.push('\n');
    s
}
