//! One whole-process run of a command, timed from outside, for the benchmarks that time
//! `idctl` as users run it (`startup`, `tokens`, `engines`, `apply`).
#![allow(dead_code)]

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one run cost: wall time, CPU time (user + system) and peak RSS, the last two as the
/// kernel accounts them for the finished child (wait4).
pub struct Sample {
    pub wall: Duration,
    pub cpu: Duration,
    pub max_rss_kb: i64,
}

/// Runs `cmd` once with its output discarded and returns what it cost, or `None` when it
/// failed (a signal or a non-zero exit).
#[allow(clippy::zombie_processes)] // reaped by wait4 below, which clippy does not see
pub fn run(cmd: &mut Command) -> Option<Sample> {
    cmd.stdout(Stdio::null()).stderr(Stdio::null());
    let start = Instant::now();
    let child = cmd.spawn().expect("spawn");
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    let rc = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    assert_eq!(rc, pid, "wait4");
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    (libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0).then(|| Sample {
        wall,
        cpu: tv(usage.ru_utime) + tv(usage.ru_stime),
        max_rss_kb: usage.ru_maxrss,
    })
}

/// The median of `v` (the upper one of an even count).
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// `d` in milliseconds, as the benchmarks print it.
pub fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}
