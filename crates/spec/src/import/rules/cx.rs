//! The body a sentence is read against, and the conditions it states on one
//! field of that body (or of the request the body's frame answers).

use super::super::plan::{Carries, PEnum, Plan};
use crate::phrase::SpecType;
use crate::reading::{Owner, Reading, SpecBody, SpecField};
use crate::text::{backticks, loose, number, snake};

/// The body a sentence is read against.
pub(super) struct Cx<'a> {
    pub r: &'a Reading,
    pub p: &'a Plan,
    pub bi: usize,
    pub b: &'a SpecBody,
}

/// A condition on one field (written as the schema's `when:` map).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PCond {
    pub field: String,
    pub test: Test,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Test {
    Present(bool),
    /// `equals: true` / `equals: 1`.
    Equals(String),
    /// Enum values by name.
    In(Vec<String>),
    /// A flags bit set / clear.
    Has(String),
    Lacks(String),
}

impl PCond {
    /// `{ field: f, present: true }` and the like.
    pub fn yaml(&self) -> String {
        let f = &self.field;
        match &self.test {
            Test::Present(p) => format!("{{ field: {f}, present: {p} }}"),
            Test::Equals(v) => format!("{{ field: {f}, equals: {v} }}"),
            Test::In(v) => format!("{{ field: {f}, in: [{}] }}", v.join(", ")),
            Test::Has(b) => format!("{{ field: {f}, has: {b} }}"),
            Test::Lacks(b) => format!("{{ field: {f}, lacks: {b} }}"),
        }
    }

    /// The opposite condition, as alternatives (a clear bit also holds when
    /// the flags field is absent and its Meaning says absence means no flags).
    pub fn negated(&self, cx: &Cx<'_>) -> Vec<PCond> {
        let with = |test| PCond {
            field: self.field.clone(),
            test,
        };
        match &self.test {
            Test::Present(p) => vec![with(Test::Present(!p))],
            Test::Equals(v) if v == "true" => vec![with(Test::Equals("false".into()))],
            Test::Equals(v) if v == "false" => vec![with(Test::Equals("true".into()))],
            Test::Has(b) => {
                let mut v = vec![with(Test::Lacks(b.clone()))];
                let absent_none = cx
                    .field(&self.field)
                    .and_then(|f| crate::prose::default_of(&f.meaning))
                    .is_some_and(|d| d.starts_with("no flag"));
                if absent_none {
                    v.push(with(Test::Present(false)));
                }
                v
            }
            Test::Lacks(b) => vec![with(Test::Has(b.clone()))],
            Test::Equals(_) | Test::In(_) => Vec::new(),
        }
    }
}

impl<'a> Cx<'a> {
    /// A body field (not an envelope row) by name.
    pub fn field(&self, name: &str) -> Option<&'a SpecField> {
        if self.envelope(name) {
            return None;
        }
        self.b.fields.iter().find(|f| f.name == name)
    }

    pub fn envelope(&self, name: &str) -> bool {
        matches!(self.b.owner, Owner::Frame(_))
            && self
                .r
                .envelope
                .as_ref()
                .is_some_and(|e| e.fields.iter().any(|f| f.name == name))
    }

    /// Body fields named in backticks, in order, once each.
    pub fn fields_in(&self, s: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for (_, t) in backticks(s) {
            if self.field(&t).is_some() && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }

    pub fn first_field(&self, s: &str) -> Option<String> {
        backticks(s)
            .into_iter()
            .map(|(_, t)| t)
            .find(|t| self.field(t).is_some() || self.envelope(t))
    }

    /// The body field named last before `at` ("`sub_id` … is present if and only if …").
    pub fn subject_before<'s>(&self, s: &'s str, at: usize) -> Option<&'s str> {
        let head = s.get(..at)?;
        let ticks = backticks(head);
        let (o, t) = ticks.last()?;
        let f = self.field(t)?;
        s.get(o + 1..o + 1 + f.name.len())
    }

    /// The frame whose body this is.
    pub fn frame(&self) -> Option<&'a super::super::plan::PFrame> {
        self.p.frames.iter().find(|f| f.body == Some(self.bi))
    }

    /// The request this body's frame answers, with its body.
    pub fn request(&self) -> Option<(&'a str, Cx<'a>)> {
        let f = self.frame()?;
        let req = self.p.frame(f.answers.first()?)?;
        let bi = req.body?;
        let b = self.r.bodies.get(bi)?;
        Some((
            req.name.as_str(),
            Cx {
                r: self.r,
                p: self.p,
                bi,
                b,
            },
        ))
    }

    /// The bodies holding this record in an array field: (their context, the array's name).
    pub fn holders(&self) -> Vec<(Cx<'a>, String)> {
        let Owner::Record(me) = &self.b.owner else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (bi, b) in self.r.bodies.iter().enumerate() {
            for f in &b.fields {
                let Ok(SpecType::Array(item)) = f.value.as_ref().map(|v| &v.ty) else {
                    continue;
                };
                if matches!(&item.ty, SpecType::Record(n) if loose(n) == loose(me)) {
                    let cx = Cx {
                        r: self.r,
                        p: self.p,
                        bi,
                        b,
                    };
                    out.push((cx, f.name.clone()));
                }
            }
        }
        out
    }

    /// The enum a field carries (values by number and name).
    pub fn enum_of(&self, f: &SpecField) -> Option<&'a PEnum> {
        let fi = self.b.fields.iter().position(|x| x.name == f.name)?;
        match self.p.carried(self.bi, fi)? {
            Carries::Enum(e) => self.p.enums.iter().find(|x| &x.name == e),
            Carries::Flags(_) => None,
        }
    }

    /// The flags a field carries: its bits by name.
    fn bits_of(&self, f: &SpecField) -> Option<Vec<(String, u32)>> {
        let fi = self.b.fields.iter().position(|x| x.name == f.name)?;
        match self.p.carried(self.bi, fi)? {
            Carries::Flags(n) => self
                .p
                .flags
                .iter()
                .find(|x| &x.name == n)
                .map(|x| x.bits.clone()),
            Carries::Enum(_) => None,
        }
    }

    /// A condition on one field: "`f` is present / absent", "`flag` is true",
    /// "`kind` is `0x02` or `0x03`", "`unit` equals `1`", "`flags` bit 0
    /// (`fin`) is set".
    pub fn cond(&self, text: &str) -> Option<PCond> {
        let text = text.split(';').next().unwrap_or_default();
        let ticks = backticks(text);
        let (at, name) = ticks
            .iter()
            .find(|(_, t)| self.field(t).is_some() || self.envelope(t))?;
        let rest = text.get(at + name.len() + 2..).unwrap_or_default();
        let lower = rest.trim_start().to_ascii_lowercase();
        let with = |test| {
            Some(PCond {
                field: name.clone(),
                test,
            })
        };
        if lower.starts_with("is present") || lower.starts_with("present") {
            return with(Test::Present(true));
        }
        if lower.starts_with("is absent") || lower.starts_with("absent") {
            return with(Test::Present(false));
        }
        let f = self.field(name)?;
        if let Some(bits) = self.bits_of(f) {
            return self.flag_cond(name, rest, &bits);
        }
        let ty = f.value.as_ref().ok().map(|v| &v.ty);
        if ty == Some(&SpecType::Bool) {
            let t = lower.starts_with("is true")
                || lower.starts_with("true")
                || lower.starts_with("is set")
                || rest.trim_start().starts_with("`true`");
            let fl = lower.starts_with("is false")
                || lower.starts_with("false")
                || rest.trim_start().starts_with("`false`");
            return match (t, fl) {
                (true, false) => with(Test::Equals("true".into())),
                (false, true) => with(Test::Equals("false".into())),
                _ => None,
            };
        }
        let verb = ["is ", "equals ", "is one of ", "= "]
            .iter()
            .any(|v| lower.starts_with(v));
        if !verb {
            return None;
        }
        let vals: Vec<String> = backticks(rest).into_iter().map(|(_, t)| t).collect();
        if vals.is_empty() {
            return None;
        }
        match self.enum_of(f) {
            Some(e) => with(Test::In(enum_names(e, &vals)?)),
            None if ty == Some(&SpecType::Uint) => {
                let ns: Option<Vec<u64>> = vals.iter().map(|v| number(v)).collect();
                match ns?.as_slice() {
                    [one] => with(Test::Equals(one.to_string())),
                    many => with(Test::In(many.iter().map(u64::to_string).collect())),
                }
            }
            None => None,
        }
    }

    /// "`flags` bit 0 (`fin`) is set" / "… is clear".
    fn flag_cond(&self, name: &str, rest: &str, bits: &[(String, u32)]) -> Option<PCond> {
        let lower = rest.to_ascii_lowercase();
        let bit = backticks(rest)
            .into_iter()
            .map(|(_, t)| t)
            .find(|t| bits.iter().any(|(n, _)| n == t))
            .or_else(|| {
                let n: u32 = lower
                    .trim_start()
                    .strip_prefix("bit ")?
                    .split(|c: char| !c.is_ascii_digit())
                    .next()?
                    .parse()
                    .ok()?;
                bits.iter().find(|(_, b)| *b == n).map(|(x, _)| x.clone())
            })?;
        let set = lower.contains("is set") || lower.contains(" set");
        let clear = lower.contains("clear") || lower.contains("not set");
        let test = match (set, clear) {
            (_, true) => Test::Lacks(bit),
            (true, false) => Test::Has(bit),
            _ => return None,
        };
        Some(PCond {
            field: name.to_string(),
            test,
        })
    }
}

/// The names of the enum values written as numbers or names (all of them, or none).
pub(super) fn enum_names(e: &PEnum, vals: &[String]) -> Option<Vec<String>> {
    let mut names = Vec::new();
    for v in vals {
        let hit = e
            .values
            .iter()
            .find(|(n, x, _, _)| number(v) == Some(*x) || snake(v) == *n)?;
        if !names.contains(&hit.0) {
            names.push(hit.0.clone());
        }
    }
    Some(names)
}
