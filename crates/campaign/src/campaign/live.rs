//! What a campaign shows while it runs: one live line per running task (a
//! build or a (target, channel) pair). On a terminal each task is an
//! `indicatif` spinner redrawn four times a second; without one (CI, a pipe)
//! each task prints a plain line every [`PLAIN_EVERY`], so a log shows the
//! campaign moving without a carriage return in it.
//!
//! Ctrl-C ([`interrupted`]): the first SIGINT asks the campaign to stop; it
//! starts no new task, forwards the signal to the engines it started (which
//! print their final statistics and exit) and still prints the table of what
//! ran.

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How often a task's plain line is printed without a terminal.
pub const PLAIN_EVERY: Duration = Duration::from_secs(5);

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The process ids of the engines running now (SIGINT is forwarded to them).
fn children() -> &'static Mutex<Vec<u32>> {
    static C: OnceLock<Mutex<Vec<u32>>> = OnceLock::new();
    C.get_or_init(|| Mutex::new(Vec::new()))
}

/// Install the Ctrl-C handler once (later calls do nothing). A second
/// handler installed by someone else is left alone.
pub fn catch_interrupt() {
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        let _ = ctrlc::set_handler(|| {
            if INTERRUPTED.swap(true, Ordering::SeqCst) {
                return;
            }
            eprintln!("\nfuzz: interrupted; stopping the running pairs (the table follows)");
            let pids = children().lock().map(|c| c.clone()).unwrap_or_default();
            for pid in pids {
                // Children in our process group got the terminal's SIGINT
                // already; this reaches them when only we were signalled.
                let _ = std::process::Command::new("kill")
                    .args(["-INT", &pid.to_string()])
                    .stderr(std::process::Stdio::null())
                    .status();
            }
        });
    });
}

/// Whether Ctrl-C was pressed (or SIGINT received).
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// A child engine process, registered for SIGINT forwarding while it lives.
pub struct ChildGuard(u32);

impl ChildGuard {
    pub fn new(pid: u32) -> ChildGuard {
        if let Ok(mut c) = children().lock() {
            c.push(pid);
        }
        ChildGuard(pid)
    }
}

impl Drop for ChildGuard {
    fn drop(&mut self) {
        if let Ok(mut c) = children().lock() {
            c.retain(|p| *p != self.0);
        }
    }
}

/// The display every task of a campaign draws on.
#[derive(Clone)]
pub struct Live {
    multi: Option<MultiProgress>,
}

impl Default for Live {
    fn default() -> Self {
        Live::new()
    }
}

impl Live {
    /// Spinners when stderr is a terminal, plain lines otherwise.
    pub fn new() -> Live {
        let tty = std::io::stderr().is_terminal();
        Live {
            multi: tty.then(|| MultiProgress::with_draw_target(ProgressDrawTarget::stderr())),
        }
    }

    /// Plain lines whatever stderr is (tests).
    pub fn plain() -> Live {
        Live { multi: None }
    }

    /// A line that stays (printed above the spinners on a terminal).
    pub fn println(&self, text: &str) {
        match &self.multi {
            Some(m) => {
                let _ = m.println(text);
            }
            None => eprintln!("{text}"),
        }
    }

    /// A live line for NAME; [`Task::set`] updates what follows the name.
    pub fn task(&self, name: &str) -> Task {
        let state = Arc::new(TaskState {
            msg: Mutex::new(String::new()),
            done: AtomicBool::new(false),
            start: Instant::now(),
        });
        let bar = self.multi.as_ref().map(|m| {
            let pb = m.add(ProgressBar::new_spinner());
            pb.set_style(
                ProgressStyle::with_template("{spinner} {prefix} {elapsed:>4} {wide_msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            pb.set_prefix(name.to_string());
            pb.enable_steady_tick(Duration::from_millis(250));
            pb
        });
        let ticker = match bar {
            Some(_) => None,
            None => {
                let st = Arc::clone(&state);
                let name = name.to_string();
                Some(std::thread::spawn(move || plain_ticker(&name, &st)))
            }
        };
        Task { bar, state, ticker }
    }
}

struct TaskState {
    msg: Mutex<String>,
    done: AtomicBool,
    start: Instant,
}

fn plain_ticker(name: &str, st: &TaskState) {
    let mut next = st.start + PLAIN_EVERY;
    while !st.done.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(100));
        if Instant::now() < next {
            continue;
        }
        next += PLAIN_EVERY;
        let msg = st.msg.lock().map(|m| m.clone()).unwrap_or_default();
        eprintln!("{name} {:.0}s {msg}", st.start.elapsed().as_secs_f64());
    }
}

/// One live line.
pub struct Task {
    bar: Option<ProgressBar>,
    state: Arc<TaskState>,
    ticker: Option<std::thread::JoinHandle<()>>,
}

impl Task {
    /// What the line says now.
    pub fn set(&self, msg: String) {
        if let Some(b) = &self.bar {
            b.set_message(msg.clone());
        }
        if let Ok(mut m) = self.state.msg.lock() {
            *m = msg;
        }
    }

    /// Seconds since the task started.
    pub fn elapsed(&self) -> f64 {
        self.state.start.elapsed().as_secs_f64()
    }

    /// End the line with a last message that stays.
    pub fn finish(mut self, prefix: &str, msg: &str) {
        self.state.done.store(true, Ordering::SeqCst);
        if let Some(t) = self.ticker.take() {
            let _ = t.join();
        }
        match self.bar.take() {
            Some(b) => b.finish_with_message(format!("done  {msg}")),
            None => eprintln!("{prefix} {}  {msg}", human(self.elapsed())),
        }
    }
}

impl Drop for Task {
    fn drop(&mut self) {
        self.state.done.store(true, Ordering::SeqCst);
        if let Some(b) = &self.bar {
            b.finish();
        }
    }
}

/// `75.2` -> `1m15s`, `4.5` -> `4.5s`.
pub fn human(secs: f64) -> String {
    if secs >= 60.0 {
        let s = secs.round() as u64;
        format!("{}m{:02}s", s / 60, s % 60)
    } else {
        format!("{secs:.1}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_minutes_and_seconds() {
        assert_eq!(human(4.54), "4.5s");
        assert_eq!(human(75.2), "1m15s");
        assert_eq!(human(600.0), "10m00s");
    }

    #[test]
    fn child_guards_register_and_unregister() {
        let g = ChildGuard::new(4_000_001);
        assert!(children().lock().unwrap().contains(&4_000_001));
        drop(g);
        assert!(!children().lock().unwrap().contains(&4_000_001));
    }
}
