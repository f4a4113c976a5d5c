//! Text formats a `format` rule names (`schema/README.md`, Rules): checked on
//! the borrowed text, byte by byte, without allocating.
//!
//! * `rfc3339`: RFC 3339 §5.6 `date-time` — `full-date "T" full-time`, `T`
//!   and `Z` in either case (§5.6 NOTE), fractional seconds of any length,
//!   `Z` or a `±hh:mm` offset — with the §5.7 restrictions: the days of each
//!   month (29 in February of a leap year), and a second of `60` only where a
//!   leap second can be, the last minute of a month's last day in UTC (the
//!   local time shifted by its offset). A space in place of `T` is not
//!   accepted (the §5.6 NOTE leaves it to applications; the channels'
//!   texts choose none).
//! * `hex`: one byte or more as base16 (RFC 4648 §8, case-insensitive): an
//!   even number of hex digits, upper or lower case.
//!
//! The readings and the clauses they rest on: `docs/INTERPRETATIONS.md` of
//! the workbench, "G. Text formats". The oracle reads the same formats with
//! its own code (`npamp-oracle`, `src/formats.rs`): a second implementation on
//! purpose, since the oracle is the independent authority these checks are
//! held against and shares no code with the generated decoders.

/// Whether `s` is an RFC 3339 `date-time` (see the module docs).
pub fn is_rfc3339(s: &str) -> bool {
    date_time(s.as_bytes()).is_some()
}

/// Whether `s` is one byte or more, hex-encoded (see the module docs).
pub fn is_hex(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && b.len() % 2 == 0 && b.iter().all(u8::is_ascii_hexdigit)
}

/// The value of the two ASCII digits at `at`.
fn two(b: &[u8], at: usize) -> Option<u32> {
    match (b.get(at), b.get(at + 1)) {
        (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
            Some(u32::from(x - b'0') * 10 + u32::from(y - b'0'))
        }
        _ => None,
    }
}

/// `Some(())` when the byte at `at` is one of `want`.
fn byte(b: &[u8], at: usize, want: &[u8]) -> Option<()> {
    b.get(at).filter(|c| want.contains(c)).map(|_| ())
}

/// `Some(())` when `ok`.
fn check(ok: bool) -> Option<()> {
    ok.then_some(())
}

/// The days of `month` (1–12) in `year` (Gregorian; RFC 3339 Appendix C).
fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `full-date "T" partial-time time-offset`; `None` at the first fault.
fn date_time(b: &[u8]) -> Option<()> {
    // full-date: YYYY-MM-DD
    let year = two(b, 0)? * 100 + two(b, 2)?;
    byte(b, 4, b"-")?;
    let month = two(b, 5)?;
    byte(b, 7, b"-")?;
    let day = two(b, 8)?;
    check((1..=12).contains(&month))?;
    let last = days_in_month(year, month);
    check(day >= 1 && day <= last)?;
    byte(b, 10, b"Tt")?;
    // partial-time: hh:mm:ss[.frac]
    let hour = two(b, 11)?;
    byte(b, 13, b":")?;
    let minute = two(b, 14)?;
    byte(b, 16, b":")?;
    let second = two(b, 17)?;
    check(hour <= 23 && minute <= 59 && second <= 60)?;
    let mut at = 19;
    if b.get(at) == Some(&b'.') {
        at += 1;
        let digits = b
            .get(at..)?
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        check(digits > 0)?;
        at += digits;
    }
    // time-offset: Z | (+|-)hh:mm, then the end
    let offset = match b.get(at)? {
        b'Z' | b'z' => {
            at += 1;
            0
        }
        sign @ (b'+' | b'-') => {
            let (oh, om) = (two(b, at + 1)?, two(b, at + 4)?);
            byte(b, at + 3, b":")?;
            check(oh <= 23 && om <= 59)?;
            at += 6;
            let m = i64::from(oh * 60 + om);
            if *sign == b'-' {
                -m
            } else {
                m
            }
        }
        _ => return None,
    };
    check(at == b.len())?;
    if second == 60 {
        // The local minute in UTC, and the day it falls on (-1, 0, +1).
        let utc = i64::from(hour * 60 + minute) - offset;
        let (minute_of_day, shift) = if utc < 0 {
            (utc + 1440, -1)
        } else if utc >= 1440 {
            (utc - 1440, 1)
        } else {
            (utc, 0)
        };
        // The UTC day is its month's last: the day before the 1st; this
        // day when it is the last; the day after the last but one.
        let month_end = match shift {
            -1 => day == 1,
            0 => day == last,
            _ => day + 1 == last,
        };
        check(minute_of_day == 23 * 60 + 59 && month_end)?;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc3339_boundaries() {
        for ok in [
            "1985-04-12T23:20:50.52Z",
            "1996-12-19T16:39:57-08:00",
            "1990-12-31T23:59:60Z",
            "1990-12-31T15:59:60-08:00",
            "1937-01-01T12:00:27.87+00:20",
            "2024-02-29T00:00:00Z",
            "2000-02-29T00:00:00Z",
            "2024-02-29t10:00:00z",
            "2024-01-01T00:00:00+14:00",
            "2024-01-01T00:00:00-00:00",
            "2024-01-01T00:00:00.000000000001Z",
            "2017-01-01T08:59:60+09:00",
            "2016-12-31T23:59:60Z",
            "2024-06-01T00:59:60+01:00",
            "0000-02-29T00:00:00Z",
        ] {
            assert!(is_rfc3339(ok), "{ok}");
        }
        for bad in [
            "",
            "2023-02-29T00:00:00Z",
            "1900-02-29T00:00:00Z",
            "2024-01-01T24:00:00Z",
            "2024-01-01T23:60:00Z",
            "2024-01-01T23:59:61Z",
            "2024-01-15T23:59:60Z",
            "2016-12-31T23:58:60Z",
            "2016-12-31T22:59:60Z",
            "2016-12-31T15:59:60+08:00",
            "2024-05-31T00:59:60+01:00",
            "2024-01-01T00:00:00",
            "2024-01-01 00:00:00Z",
            "2024-01-01T00:00:00.Z",
            "2024-01-01T00:00:00+24:00",
            "2024-01-01T00:00:00+01:60",
            "2024-01-01T00:00:00+0100",
            "2024-13-01T00:00:00Z",
            "2024-00-01T00:00:00Z",
            "2024-04-31T00:00:00Z",
            "2024-01-00T00:00:00Z",
            "2024-1-01T00:00:00Z",
            "2024-01-01T00:00:00ZZ",
            "2024-01-01T00:00:00Z ",
            "２024-01-01T00:00:00Z",
        ] {
            assert!(!is_rfc3339(bad), "{bad}");
        }
    }

    #[test]
    fn hex_boundaries() {
        for ok in ["00", "deadBEEF", "0123456789abcdefABCDEF"] {
            assert!(is_hex(ok), "{ok}");
        }
        for bad in ["", "a", "abc", "zz", "0x00", "00 ", "é0"] {
            assert!(!is_hex(bad), "{bad}");
        }
    }
}
