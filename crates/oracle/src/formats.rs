//! The oracle's own readers of the text formats a `format` rule names
//! (`schema/README.md`, Rules; the readings: `docs/INTERPRETATIONS.md`,
//! "Text formats"). Written from RFC 3339 and RFC 4648 alone; the generated
//! decoders' checks (`npamp-runtime`, `src/text.rs`) are another
//! implementation on purpose: the oracle is the independent authority and
//! shares no code with them.
//!
//! RFC 3339 is read by its §5.6 ABNF into a timestamp, which is then held
//! against §5.7: the day of the month, and a leap second (`:60`) only at the
//! last second of a month in UTC, found by converting the instant to UTC
//! through a day count (not by shifting the fields).

use npamp_schema::TextFormat;

/// Whether `s` is in the format.
pub(crate) fn conforms(format: TextFormat, s: &str) -> bool {
    match format {
        TextFormat::Rfc3339 => DateTime::parse(s).is_some_and(|t| t.restrictions_hold()),
        TextFormat::Hex => base16_bytes(s).is_some_and(|n| n > 0),
    }
}

/// The number of bytes `s` decodes to as RFC 4648 §8 base16 (either case),
/// or `None` when it is not base16.
fn base16_bytes(s: &str) -> Option<usize> {
    let mut n = 0;
    let mut chars = s.chars();
    while let Some(hi) = chars.next() {
        let lo = chars.next()?;
        hi.to_digit(16)?;
        lo.to_digit(16)?;
        n += 1;
    }
    Some(n)
}

/// An RFC 3339 `date-time`, as read by the §5.6 grammar.
#[derive(Debug, PartialEq, Eq)]
struct DateTime {
    year: i64,
    month: i64,
    mday: i64,
    hour: i64,
    minute: i64,
    second: i64,
    /// `time-offset` in minutes east of UTC (`Z`: 0).
    offset: i64,
}

/// A cursor over the text, one grammar element at a time.
struct Scan<'a> {
    rest: &'a str,
}

impl<'a> Scan<'a> {
    /// Exactly `n` DIGITs (ASCII `0`–`9`), as a number.
    fn digits(&mut self, n: usize) -> Option<i64> {
        let head = self.rest.get(..n)?;
        if !head.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        self.rest = &self.rest[n..];
        head.parse().ok()
    }
    /// One of the characters `set`; which one.
    fn one_of(&mut self, set: &str) -> Option<char> {
        let c = self.rest.chars().next()?;
        if !set.contains(c) {
            return None;
        }
        self.rest = &self.rest[c.len_utf8()..];
        Some(c)
    }
    /// `1*DIGIT` (any number of digits, at least one).
    fn some_digits(&mut self) -> Option<()> {
        let n = self.rest.len()
            - self
                .rest
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        if n == 0 {
            return None;
        }
        self.rest = &self.rest[n..];
        Some(())
    }
}

impl DateTime {
    /// `date-time = full-date "T" full-time` (§5.6; `T`, `Z` in either case).
    fn parse(s: &str) -> Option<DateTime> {
        let mut c = Scan { rest: s };
        let year = c.digits(4)?;
        c.one_of("-")?;
        let month = c.digits(2)?;
        c.one_of("-")?;
        let mday = c.digits(2)?;
        c.one_of("Tt")?;
        let hour = c.digits(2)?;
        c.one_of(":")?;
        let minute = c.digits(2)?;
        c.one_of(":")?;
        let second = c.digits(2)?;
        if c.one_of(".").is_some() {
            c.some_digits()?;
        }
        let offset = match c.one_of("Zz+-")? {
            'Z' | 'z' => 0,
            sign => {
                let h = c.digits(2)?;
                c.one_of(":")?;
                let m = c.digits(2)?;
                if h > 23 || m > 59 {
                    return None;
                }
                if sign == '-' {
                    -(h * 60 + m)
                } else {
                    h * 60 + m
                }
            }
        };
        if !c.rest.is_empty() {
            return None;
        }
        Some(DateTime {
            year,
            month,
            mday,
            hour,
            minute,
            second,
            offset,
        })
    }

    /// The §5.6 value ranges and the §5.7 restrictions.
    fn restrictions_hold(&self) -> bool {
        let ranges = (1..=12).contains(&self.month)
            && (1..=month_length(self.year, self.month)).contains(&self.mday)
            && (0..=23).contains(&self.hour)
            && (0..=59).contains(&self.minute)
            && (0..=60).contains(&self.second);
        ranges && (self.second < 60 || self.leap_second_instant())
    }

    /// A leap second is the 61st second of the last minute of a month, UTC.
    fn leap_second_instant(&self) -> bool {
        let local =
            days_from_civil(self.year, self.month, self.mday) * 1440 + self.hour * 60 + self.minute;
        let utc = local - self.offset;
        let (day, minute) = (utc.div_euclid(1440), utc.rem_euclid(1440));
        let (y, m, d) = civil_from_days(day);
        minute == 23 * 60 + 59 && d == month_length(y, m)
    }
}

/// Days in a month of the proleptic Gregorian calendar (RFC 3339 Appendix C).
fn month_length(year: i64, month: i64) -> i64 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ]
    .get(usize::try_from(month - 1).unwrap_or(usize::MAX))
    .copied()
    .unwrap_or(0)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (the era algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day count since 1970-01-01 (inverse of [`days_from_civil`]).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_counts_round_trip() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        for z in (-800_000..800_000).step_by(97) {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
    }
}
