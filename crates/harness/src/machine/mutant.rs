//! TEST-ONLY: one clause of the monitor switched off at run time, for the
//! mutation run (`cargo xtask fuzz --mutants`; `crates/runtime/src/mutant.rs`
//! has the decoders' side). Only a build with `--cfg npamp_mutant` (never a
//! Cargo feature) has the switch; in every other build [`live`] is the
//! constant `true` and its argument is never called.
//!
//! A clause is a requirement id ([`super::requirements`]). Switched off, a
//! prohibition (out of state, a counter, parity, a forbidden frame, a value
//! rule, a reopened key, an owed answer, reply patterns) is no longer
//! reported; a permission (a transition, an `ignore` rule, a `crossing` rule)
//! is no longer granted, so the frames it allows are graded without it (a
//! crossing rule's own `late` finding goes with it: a frame sent after the
//! ending one is then graded as any frame in that state).

/// Whether the monitor checks the requirement `id()` names.
#[inline(always)]
pub(crate) fn live(id: impl FnOnce() -> String) -> bool {
    #[cfg(npamp_mutant)]
    {
        // No clause off (a decoder's mutant, or none): the id is not built.
        !on::ACTIVE.load(std::sync::atomic::Ordering::Relaxed) || on::live(&id())
    }
    #[cfg(not(npamp_mutant))]
    {
        let _ = id;
        true
    }
}

/// Switch the clause with requirement id `id` off (`None`: all on again).
#[cfg(npamp_mutant)]
pub fn switch_off(id: Option<&str>) {
    on::set(id);
}

#[cfg(npamp_mutant)]
mod on {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::RwLock;

    static OFF: RwLock<Option<String>> = RwLock::new(None);
    /// Whether a clause is off.
    pub static ACTIVE: AtomicBool = AtomicBool::new(false);

    pub fn live(id: &str) -> bool {
        OFF.read().map(|o| o.as_deref() != Some(id)).unwrap_or(true)
    }

    pub fn set(id: Option<&str>) {
        if let Ok(mut o) = OFF.write() {
            *o = id.map(str::to_string);
        }
        ACTIVE.store(id.is_some(), Ordering::Relaxed);
    }
}
