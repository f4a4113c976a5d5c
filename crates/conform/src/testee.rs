//! The client side of the adapter contract: a [`Testee`] is an external
//! adapter process driven over its stdin / stdout.
//!
//! Every request has a budget ([`TesteeConfig::timeout`]). A testee that does
//! not answer in time (a hang), whose stdout ends or whose process exits (a
//! crash), or that answers with anything but one framed adapter reply
//! (garbage) is killed; the next request starts it again, up to
//! [`TesteeConfig::max_restarts`] restarts, after which every request fails
//! with [`TesteeError::GaveUp`] so a run is aborted rather than left to hang.
//! Replies are read on a separate thread, so a blocked read never blocks the
//! caller past its budget.

use crate::adapter::{read_frame, write_frame, FrameError, Request, Response, MAX_FRAME};
use std::io::Read;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};
use std::{fmt, io};

/// How much of the testee's stderr is kept for reports (the last bytes).
const STDERR_TAIL: usize = 4096;

/// After the testee's stdout ends, how long it may take to exit on its own
/// and to finish its stderr before it is killed and the status and message
/// are taken: a crash reports its own exit status and its whole message, not
/// our kill and half a line.
const EXIT_GRACE: Duration = Duration::from_millis(250);

/// How to run a testee.
#[derive(Debug, Clone)]
pub struct TesteeConfig {
    pub program: String,
    pub args: Vec<String>,
    /// The budget of one request (default 30 s, as `npamp-conform --timeout`).
    pub timeout: Duration,
    /// Restarts allowed after a crash, hang or garbage reply (default 3).
    pub max_restarts: u32,
    /// The longest reply accepted (default [`MAX_FRAME`]).
    pub max_frame: usize,
}

impl TesteeConfig {
    /// `program args...` with the default budget and restart limit.
    pub fn new(program: impl Into<String>, args: &[&str]) -> TesteeConfig {
        TesteeConfig {
            program: program.into(),
            args: args.iter().map(|a| (*a).to_string()).collect(),
            timeout: Duration::from_secs(30),
            max_restarts: 3,
            max_frame: MAX_FRAME,
        }
    }

    /// A whitespace-separated command line (`--testee "./adapter --flag"`).
    pub fn from_command_line(line: &str) -> Option<TesteeConfig> {
        let mut words = line.split_whitespace();
        let program = words.next()?;
        let args: Vec<&str> = words.collect();
        Some(TesteeConfig::new(program, &args))
    }
}

/// Why a request got no reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TesteeError {
    /// The process could not be started.
    Spawn(String),
    /// No reply within the budget; the process was killed.
    Timeout(Duration),
    /// The process exited or closed its stdout.
    Crashed {
        status: Option<String>,
        stderr: String,
    },
    /// A reply that is not one framed adapter reply; the process was killed.
    Garbage(String),
    /// Too many restarts: the testee is not started again.
    GaveUp { restarts: u32, last: String },
}

impl fmt::Display for TesteeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TesteeError::Spawn(e) => write!(f, "cannot start the testee: {e}"),
            TesteeError::Timeout(d) => {
                write!(f, "no reply within {:.1} s (hang): killed", d.as_secs_f64())
            }
            TesteeError::Crashed { status, stderr } => {
                write!(
                    f,
                    "the testee crashed ({})",
                    status.as_deref().unwrap_or("still running, stdout closed")
                )?;
                if !stderr.is_empty() {
                    write!(f, "; stderr: {}", stderr.trim_end())?;
                }
                Ok(())
            }
            TesteeError::Garbage(e) => write!(f, "garbage reply: {e}: killed"),
            TesteeError::GaveUp { restarts, last } => {
                write!(
                    f,
                    "gave up after {restarts} restarts (last failure: {last})"
                )
            }
        }
    }
}

impl std::error::Error for TesteeError {}

/// A message from the reply-reading thread.
enum FromTestee {
    Reply(Vec<u8>),
    /// Stdout ended (cleanly at a boundary: `None`).
    End(Option<FrameError>),
}

struct Running {
    child: Child,
    /// Bytes for the testee's stdin, written by a thread of their own (a
    /// testee that stops reading never blocks us; dropping it closes stdin).
    stdin: Option<mpsc::Sender<Vec<u8>>>,
    replies: Receiver<FromTestee>,
    stderr: Arc<Mutex<Vec<u8>>>,
    /// Disconnected when the stderr reader has seen EOF.
    stderr_done: Receiver<()>,
}

impl Running {
    fn stderr_tail(&self) -> String {
        let b = self.stderr.lock().map(|g| g.clone()).unwrap_or_default();
        String::from_utf8_lossy(&b).into_owned()
    }

    /// Kill (if still running) and reap; the exit status as text.
    fn stop(mut self) -> Option<String> {
        drop(self.stdin.take());
        let status = match self.child.try_wait() {
            Ok(Some(s)) => Some(s),
            _ => {
                let _ = self.child.kill();
                self.child.wait().ok()
            }
        };
        status.map(describe_status)
    }

    /// After stdout ended: the exit status as text (`None`: still running,
    /// killed) and the stderr tail, once the process has closed its stderr
    /// (within `grace`). Only blocking waits: a process whose stdout ends
    /// because it is exiting closes its stderr at the same moment, and its
    /// exit status is settled by then (our kill does not change it).
    fn finish(mut self, grace: Duration) -> (Option<String>, String) {
        drop(self.stdin.take());
        let early = self.child.try_wait().ok().flatten();
        let exiting = matches!(
            self.stderr_done.recv_timeout(grace),
            Err(RecvTimeoutError::Disconnected)
        );
        let status = match early {
            Some(s) => Some(s),
            None => {
                let _ = self.child.kill();
                let s = self.child.wait().ok();
                if exiting {
                    s
                } else {
                    None
                }
            }
        };
        (status.map(describe_status), self.stderr_tail())
    }
}

fn describe_status(s: ExitStatus) -> String {
    match s.code() {
        Some(c) => format!("exit status {c}"),
        None => format!("{s}"),
    }
}

/// A running (or restartable) external adapter.
pub struct Testee {
    config: TesteeConfig,
    running: Option<Running>,
    restarts: u32,
    /// Whether the process has been started at least once.
    started: bool,
    last_failure: Option<String>,
    requests: u64,
    /// Pipelined requests written (or queued in `outbox`) and not yet answered.
    in_flight: usize,
    /// Framed requests queued by [`Testee::send_bytes`], written by [`Testee::flush`].
    outbox: Vec<u8>,
}

impl fmt::Debug for Testee {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Testee")
            .field("program", &self.config.program)
            .field("running", &self.running.is_some())
            .field("restarts", &self.restarts)
            .field("requests", &self.requests)
            .finish()
    }
}

fn spawn(config: &TesteeConfig) -> Result<Running, TesteeError> {
    let mut child = Command::new(&config.program)
        .args(&config.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| TesteeError::Spawn(format!("{}: {e}", config.program)))?;
    let stdin = child.stdin.take().map(|mut pipe: ChildStdin| {
        let (tx, rx) = mpsc::channel::<Vec<u8>>();
        thread::spawn(move || {
            for chunk in rx {
                if io::Write::write_all(&mut pipe, &chunk)
                    .and_then(|()| io::Write::flush(&mut pipe))
                    .is_err()
                {
                    return;
                }
            }
        });
        tx
    });
    let stdout = child.stdout.take();
    let stderr_pipe = child.stderr.take();
    let (tx, rx) = mpsc::channel();
    let max = config.max_frame;
    if let Some(mut out) = stdout {
        thread::spawn(move || loop {
            match read_frame(&mut out, max) {
                Ok(Some(b)) => {
                    if tx.send(FromTestee::Reply(b)).is_err() {
                        return;
                    }
                }
                Ok(None) => {
                    let _ = tx.send(FromTestee::End(None));
                    return;
                }
                Err(e) => {
                    let _ = tx.send(FromTestee::End(Some(e)));
                    return;
                }
            }
        });
    }
    let stderr = Arc::new(Mutex::new(Vec::new()));
    let (done_tx, stderr_done) = mpsc::channel::<()>();
    if let Some(mut err) = stderr_pipe {
        let sink = Arc::clone(&stderr);
        thread::spawn(move || {
            let _done = done_tx;
            let mut buf = [0u8; 1024];
            while let Ok(n) = err.read(&mut buf) {
                if n == 0 {
                    return;
                }
                if let Ok(mut g) = sink.lock() {
                    g.extend_from_slice(buf.get(..n).unwrap_or_default());
                    let excess = g.len().saturating_sub(STDERR_TAIL);
                    g.drain(..excess);
                }
            }
        });
    }
    Ok(Running {
        child,
        stdin,
        replies: rx,
        stderr,
        stderr_done,
    })
}

impl Testee {
    /// Start the testee process.
    pub fn spawn(config: TesteeConfig) -> Result<Testee, TesteeError> {
        let running = spawn(&config)?;
        Ok(Testee {
            config,
            running: Some(running),
            restarts: 0,
            started: true,
            last_failure: None,
            requests: 0,
            in_flight: 0,
            outbox: Vec::new(),
        })
    }

    /// Restarts so far.
    pub fn restarts(&self) -> u32 {
        self.restarts
    }

    /// Requests sent so far.
    pub fn requests(&self) -> u64 {
        self.requests
    }

    /// Whether a process is currently running.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    pub fn config(&self) -> &TesteeConfig {
        &self.config
    }

    fn ensure_running(&mut self) -> Result<&mut Running, TesteeError> {
        if self.running.is_none() {
            if self.started && self.restarts >= self.config.max_restarts {
                return Err(TesteeError::GaveUp {
                    restarts: self.restarts,
                    last: self.last_failure.clone().unwrap_or_default(),
                });
            }
            let r = spawn(&self.config)?;
            if self.started {
                self.restarts += 1;
            }
            self.started = true;
            self.running = Some(r);
        }
        self.running
            .as_mut()
            .ok_or_else(|| TesteeError::Spawn("not running".into()))
    }

    /// Stop the process after a failure and remember why. A crash (stdout
    /// ended) gets the process's own exit status and its stderr, both taken
    /// once it has exited (within [`EXIT_GRACE`]).
    fn fail(&mut self, e: TesteeError) -> TesteeError {
        self.in_flight = 0;
        self.outbox.clear();
        let running = self.running.take();
        let e = match e {
            TesteeError::Crashed { status: None, .. } => {
                let (status, stderr) = running.map(|r| r.finish(EXIT_GRACE)).unwrap_or_default();
                TesteeError::Crashed { status, stderr }
            }
            other => {
                running.map(Running::stop);
                other
            }
        };
        self.last_failure = Some(e.to_string());
        e
    }

    /// Send one request and wait for its reply within the budget.
    pub fn request(&mut self, req: &Request) -> Result<Response, TesteeError> {
        let bytes = serde_json::to_vec(req)
            .map_err(|e| TesteeError::Spawn(format!("unserializable request: {e}")))?;
        self.request_bytes(&bytes)
    }

    /// Send one raw framed request (any bytes) and wait for its reply.
    pub fn request_bytes(&mut self, bytes: &[u8]) -> Result<Response, TesteeError> {
        self.send_bytes(bytes)?;
        self.receive()
    }

    /// Pipelining: queue one framed request without waiting for its reply
    /// (written by [`Testee::flush`], or by [`Testee::receive`] when it must).
    /// Replies come back in order through [`Testee::receive`]. Do not mix with
    /// [`Testee::request`] while requests are in flight.
    pub fn send_bytes(&mut self, bytes: &[u8]) -> Result<(), TesteeError> {
        self.ensure_running()?;
        write_frame(&mut self.outbox, bytes)
            .map_err(|e| TesteeError::Spawn(format!("unsendable request: {e}")))?;
        self.in_flight += 1;
        self.requests += 1;
        Ok(())
    }

    /// Write the queued requests in one go.
    pub fn flush(&mut self) -> Result<(), TesteeError> {
        if self.outbox.is_empty() {
            return Ok(());
        }
        let Some(run) = self.running.as_mut() else {
            return Err(TesteeError::Spawn("not running".into()));
        };
        let batch = std::mem::take(&mut self.outbox);
        let wrote = match run.stdin.as_ref() {
            Some(stdin) => stdin
                .send(batch)
                .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "stdin closed")),
            None => Err(io::Error::new(io::ErrorKind::BrokenPipe, "stdin closed")),
        };
        if wrote.is_err() {
            return Err(self.fail(TesteeError::Crashed {
                status: None,
                stderr: String::new(),
            }));
        }
        Ok(())
    }

    /// Requests sent with [`Testee::send_bytes`] and not yet answered.
    pub fn in_flight(&self) -> usize {
        self.in_flight
    }

    /// The reply to the oldest request in flight, within the budget. On a
    /// failure the process is stopped and every request in flight is lost.
    pub fn receive(&mut self) -> Result<Response, TesteeError> {
        self.flush()?;
        let timeout = self.config.timeout;
        let Some(run) = self.running.as_mut() else {
            return Err(TesteeError::Spawn("not running".into()));
        };
        match run.replies.recv_timeout(timeout) {
            Ok(FromTestee::Reply(b)) => match Response::from_bytes(&b) {
                Ok(r) => {
                    self.in_flight = self.in_flight.saturating_sub(1);
                    Ok(r)
                }
                Err(e) => Err(self.fail(TesteeError::Garbage(e))),
            },
            Ok(FromTestee::End(Some(e))) => Err(self.fail(TesteeError::Garbage(e.to_string()))),
            Ok(FromTestee::End(None)) | Err(RecvTimeoutError::Disconnected) => {
                // The status and stderr tail are taken by `fail`, once the
                // process has exited.
                Err(self.fail(TesteeError::Crashed {
                    status: None,
                    stderr: String::new(),
                }))
            }
            Err(RecvTimeoutError::Timeout) => Err(self.fail(TesteeError::Timeout(timeout))),
        }
    }

    /// Close the testee's stdin and wait up to the budget for it to exit
    /// (then kill it). The exit status, when there was a process.
    pub fn shutdown(mut self) -> Option<String> {
        let mut run = self.running.take()?;
        drop(run.stdin.take());
        let deadline = Instant::now() + self.config.timeout;
        while Instant::now() < deadline {
            if let Ok(Some(s)) = run.child.try_wait() {
                return Some(describe_status(s));
            }
            thread::sleep(Duration::from_millis(10));
        }
        run.stop()
    }
}

impl Drop for Testee {
    fn drop(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop();
        }
    }
}
