//! Deliberate differences: where a schema intentionally departs from its
//! spec's tables because of a documented interpretation. They are data of the
//! channel's schema file (`drift_exceptions:`, [`npamp_schema::DriftException`]);
//! this module only matches them. A drift is excepted only when path (`*`
//! matching within one path segment), aspect and the schema's statement all
//! match, so a later change on either side is reported again.

use crate::drift::Drift;
use npamp_schema::DriftException;

/// Whether exception `e` accounts for drift `d`.
pub fn covers(e: &DriftException, d: &Drift) -> bool {
    e.aspect == d.aspect && e.schema == d.schema && glob(&e.path, &d.path)
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
