//! The canonical writer: shortest heads, definite lengths, into any [`Sink`].

use super::error::BufferTooSmall;

/// Where an encoder writes: a `Vec<u8>` (feature `alloc`) or a caller's buffer ([`SliceSink`]).
///
/// Every generated frame has `encode<W: Sink>(&self, out: &mut W)`; any other
/// destination is a small impl (`npamp_generated::Sink` has an example).
pub trait Sink {
    /// Append bytes.
    fn put(&mut self, bytes: &[u8]);
    /// Append one byte.
    fn push(&mut self, b: u8);
}

#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
impl Sink for alloc::vec::Vec<u8> {
    #[inline]
    fn put(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }
    #[inline]
    fn push(&mut self, b: u8) {
        alloc::vec::Vec::push(self, b);
    }
}

/// A sink over a caller's buffer. Writes past its end are dropped and counted,
/// so encoding never panics; [`SliceSink::finish`] reports the outcome.
/// No allocation: this is what the generated `encode_to_slice` uses
/// (`npamp_generated::SliceSink` has an example).
#[derive(Debug)]
pub struct SliceSink<'b> {
    buf: &'b mut [u8],
    len: usize,
    wanted: usize,
}

impl<'b> SliceSink<'b> {
    /// An empty sink over `buf`.
    pub fn new(buf: &'b mut [u8]) -> Self {
        SliceSink {
            buf,
            len: 0,
            wanted: 0,
        }
    }
    /// Bytes written, or the size the encoding needed when it did not fit.
    pub fn finish(self) -> Result<usize, BufferTooSmall> {
        if self.wanted > self.len {
            Err(BufferTooSmall {
                needed: self.wanted,
            })
        } else {
            Ok(self.len)
        }
    }
}

impl Sink for SliceSink<'_> {
    fn put(&mut self, bytes: &[u8]) {
        self.wanted = self.wanted.saturating_add(bytes.len());
        if self.wanted == self.len + bytes.len() {
            if let Some(dst) = self.buf.get_mut(self.len..self.len + bytes.len()) {
                dst.copy_from_slice(bytes);
                self.len += bytes.len();
            }
        }
    }
    fn push(&mut self, b: u8) {
        self.put(&[b]);
    }
}

/// Encoded length of a head with argument `v`.
#[inline]
pub const fn head_len(v: u64) -> usize {
    if v < 24 {
        1
    } else if v <= 0xff {
        2
    } else if v <= 0xffff {
        3
    } else if v <= 0xffff_ffff {
        5
    } else {
        9
    }
}

/// Encoded length of a uint.
#[inline]
pub const fn uint_len(v: u64) -> usize {
    head_len(v)
}

/// Encoded length of an int.
#[inline]
pub const fn int_len(v: i128) -> usize {
    if v >= 0 {
        head_len(v as u64)
    } else {
        head_len((-1 - v) as u64)
    }
}

/// Encoded length of a bstr/tstr of `n` bytes.
#[inline]
pub const fn str_len(n: usize) -> usize {
    head_len(n as u64) + n
}

/// A head of `major` with argument `v`, shortest form. One-byte heads (the
/// usual case: small counts, lengths and values) are written inline.
#[inline(always)]
pub fn write_head(out: &mut impl Sink, major: u8, v: u64) {
    if v < 24 {
        out.push((major << 5) | v as u8);
    } else {
        write_head_long(out, major, v);
    }
}

/// A one-byte map key then a head of `major` with argument `v`: in one write
/// when the head takes one or two bytes (an argument below 256: a text of 24
/// to 255 bytes, a uint up to 255).
#[inline(always)]
pub fn write_keyed_head(out: &mut impl Sink, key: u8, major: u8, v: u64) {
    if v < 24 {
        out.put(&[key, (major << 5) | v as u8]);
    } else if v <= 0xff {
        out.put(&[key, (major << 5) | 24, v as u8]);
    } else {
        out.push(key);
        write_head_long(out, major, v);
    }
}

/// A head whose argument takes 1 to 8 more bytes.
#[inline(never)]
fn write_head_long(out: &mut impl Sink, major: u8, v: u64) {
    let mt = major << 5;
    if v <= 0xff {
        out.put(&[mt | 24, v as u8]);
    } else if v <= 0xffff {
        let b = (v as u16).to_be_bytes();
        out.put(&[mt | 25, b[0], b[1]]);
    } else if v <= 0xffff_ffff {
        let b = (v as u32).to_be_bytes();
        out.put(&[mt | 26, b[0], b[1], b[2], b[3]]);
    } else {
        out.push(mt | 27);
        out.put(&v.to_be_bytes());
    }
}

/// Write an unsigned integer in its shortest form.
#[inline]
pub fn write_uint(out: &mut impl Sink, v: u64) {
    write_head(out, 0, v);
}

/// Integers outside CBOR's range (an `i128` can hold more) are clamped; the
/// generated `validate()` refuses them first.
#[inline]
pub fn write_int(out: &mut impl Sink, v: i128) {
    if v >= 0 {
        write_head(out, 0, u64::try_from(v).unwrap_or(u64::MAX));
    } else {
        write_head(out, 1, u64::try_from(-1 - v).unwrap_or(u64::MAX));
    }
}

/// Write a byte string (definite length).
#[inline]
pub fn write_bstr(out: &mut impl Sink, b: &[u8]) {
    write_head(out, 2, b.len() as u64);
    out.put(b);
}

/// Write a text string (definite length).
#[inline]
pub fn write_tstr(out: &mut impl Sink, s: &str) {
    write_head(out, 3, s.len() as u64);
    out.put(s.as_bytes());
}

/// Write a bool.
#[inline]
pub fn write_bool(out: &mut impl Sink, b: bool) {
    out.push(if b { 0xf5 } else { 0xf4 });
}

/// Write a float in its shortest exact form (RFC 8949 §4.2.1).
#[inline]
pub fn write_float(out: &mut impl Sink, x: f64) {
    super::float::write_shortest(x, out);
}

/// The length of a float's shortest exact form.
#[inline]
pub fn float_len(x: f64) -> usize {
    super::float::shortest_len(x)
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::write_keyed_head;

    /// Key 3 and a text head of each length class, built by hand (RFC 8949
    /// §3: arguments below 24 in the initial byte, then 1, 2 and 4 bytes).
    #[test]
    fn a_key_and_a_head_of_every_width() {
        let cases: [(u64, &[u8]); 7] = [
            (0, &[0x03, 0x60]),
            (23, &[0x03, 0x77]),
            (24, &[0x03, 0x78, 0x18]),
            (255, &[0x03, 0x78, 0xff]),
            (256, &[0x03, 0x79, 0x01, 0x00]),
            (65_536, &[0x03, 0x7a, 0x00, 0x01, 0x00, 0x00]),
            (
                1 << 32,
                &[0x03, 0x7b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00],
            ),
        ];
        for (v, want) in cases {
            let mut out = alloc::vec::Vec::new();
            write_keyed_head(&mut out, 3, 3, v);
            assert_eq!(out, want, "argument {v}");
        }
    }
}
