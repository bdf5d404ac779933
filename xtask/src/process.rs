//! The one way xtask runs a program: piped stdin/stdout/stderr, a time limit, and
//! on timeout the whole process tree killed (by id, nothing else).

use anyhow::{bail, Context, Result};
use std::fs;
use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// `cmd` as `sh -c`, with `extra` appended as its last arguments (quoted by the shell, not by us).
pub fn shell(cmd: &str, extra: &[String]) -> Command {
    let mut command = Command::new("sh");
    if extra.is_empty() {
        command.arg("-c").arg(cmd);
    } else {
        command.arg("-c").arg(format!("{cmd} \"$@\"")).arg("sh");
        command.args(extra);
    }
    command
}

/// `text` quoted for a POSIX shell.
pub fn quote(text: &str) -> String {
    if !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=:+,@".contains(&b))
    {
        return text.to_string();
    }
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// How long a run may go on: `cpu`, the CPU time its processes use together
/// (work that does not end), and `wall`, on the clock (a process that waits
/// forever). A loaded machine stretches the clock, not the CPU time, so a
/// run that must not fail under load is limited by `cpu` with a `wall` well
/// above it.
#[derive(Clone, Copy, Debug)]
pub struct Limit {
    /// CPU time (user + system) of the process and every process it started.
    pub cpu: Duration,
    /// Time on the clock.
    pub wall: Duration,
}

/// Runs `command` with `input` on stdin, collecting stdout and stderr. After
/// `limit` on the clock it is killed with every process it started (a shell's
/// children too); they stay in our process group, so Ctrl-C stops them all.
pub fn run(command: &mut Command, input: &[u8], limit: Duration) -> Result<Output> {
    let wall_only = Limit {
        cpu: Duration::MAX,
        wall: limit,
    };
    run_limited(command, input, wall_only)
}

/// [`run`], killed when its processes have used `limit.cpu` of CPU time or
/// after `limit.wall` on the clock, whichever comes first.
pub fn run_limited(command: &mut Command, input: &[u8], limit: Limit) -> Result<Output> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {:?}", command.get_program()))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program that stops reading early closes the pipe; that is its business.
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let mut stderr = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let mut pause = Duration::from_micros(50);
    let mut cpu_checked = start;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        let elapsed = start.elapsed();
        // The tree cannot have used more CPU than the clock times the cores.
        let cpu_spent = if elapsed.saturating_mul(cores) >= limit.cpu
            && cpu_checked.elapsed() >= Duration::from_millis(100)
        {
            cpu_checked = Instant::now();
            let tree: Vec<u32> = std::iter::once(child.id())
                .chain(descendants(child.id()))
                .collect();
            tree.iter().map(|&pid| cpu_time(pid)).sum::<Duration>() >= limit.cpu
        } else {
            false
        };
        if elapsed > limit.wall || cpu_spent {
            // This run's processes, by their ids, and nothing else.
            let mut pids: Vec<String> =
                descendants(child.id()).iter().map(u32::to_string).collect();
            if !pids.is_empty() {
                pids.insert(0, "-KILL".into());
                let _ = Command::new("kill")
                    .args(&pids)
                    .stderr(Stdio::null())
                    .status();
            }
            let _ = child.kill();
            let _ = child.wait();
            if cpu_spent {
                bail!(
                    "still running after {} s of CPU time",
                    limit.cpu.as_secs_f64()
                );
            }
            bail!("still running after {} s", limit.wall.as_secs());
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    };
    let _ = writer.join();
    Ok(Output {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    })
}

/// The CPU time (user + system) process `pid` has used so far, from
/// `/proc/<pid>/stat`; zero once it is gone.
fn cpu_time(pid: u32) -> Duration {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // `pid (comm) state ppid …`: utime and stime are the 12th and 13th fields after comm.
    let ticks: u64 = stat
        .rsplit_once(')')
        .map(|(_, rest)| {
            rest.split_whitespace()
                .skip(11)
                .take(2)
                .filter_map(|t| t.parse::<u64>().ok())
                .sum()
        })
        .unwrap_or(0);
    // Linux reports them in USER_HZ, 100 a second on every architecture.
    Duration::from_millis(ticks * 10)
}

/// Ids of every process descended from `pid` (from `/proc/<id>/stat`), deepest last.
fn descendants(pid: u32) -> Vec<u32> {
    let mut parent_of = Vec::new();
    if let Ok(entries) = fs::read_dir("/proc") {
        for entry in entries.flatten() {
            let Some(id) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
            let Ok(stat) = fs::read_to_string(entry.path().join("stat")) else {
                continue;
            };
            let ppid = stat
                .rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|p| p.parse::<u32>().ok());
            if let Some(ppid) = ppid {
                parent_of.push((id, ppid));
            }
        }
    }
    let mut found = vec![pid];
    let mut i = 0;
    while i < found.len() {
        let p = found[i];
        found.extend(
            parent_of
                .iter()
                .filter(|&&(_, pp)| pp == p)
                .map(|&(id, _)| id),
        );
        i += 1;
    }
    found.remove(0);
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_is_the_generators_last_argument() {
        let out = run(
            &mut shell("printf '%s|' a 'b c'", &["7".into()]),
            b"",
            Duration::from_secs(10),
        )
        .unwrap();
        assert_eq!(out.stdout, b"a|b c|7|");
    }

    #[test]
    fn a_run_over_its_limit_is_killed_with_its_children() {
        let start = Instant::now();
        let e = run(
            &mut shell("sleep 30 | cat", &[]),
            b"",
            Duration::from_millis(300),
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("still running"), "{e}");
        assert!(start.elapsed() < Duration::from_secs(5));
        // The shell's grandchild is gone too (it would hold the pipes open).
        let dir = crate::Scratch::new("stress-pid");
        let file = dir.join("pid");
        let cmd = format!(
            "sh -c 'echo $$ > {}; exec sleep 30'; echo late",
            file.display()
        );
        let e = run(&mut shell(&cmd, &[]), b"", Duration::from_millis(500))
            .unwrap_err()
            .to_string();
        assert!(e.contains("still running"), "{e}");
        let pid = fs::read_to_string(&file).unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let stat = fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
        let state = stat.rsplit_once(')').map(|(_, rest)| rest.trim_start());
        assert!(
            state.is_none_or(|s| s.starts_with('Z')),
            "sleep {pid} still runs: {stat}"
        );
    }

    #[test]
    fn a_cpu_limit_stops_work_that_does_not_end_but_not_waiting() {
        // Waiting (as a starved process on a loaded machine does) spends no CPU.
        let limit = Limit {
            cpu: Duration::from_millis(300),
            wall: Duration::from_secs(30),
        };
        let out = run_limited(&mut shell("sleep 1; echo done", &[]), b"", limit).unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "done\n");
        // A busy loop in a shell's child is stopped at 0.3 s of CPU, long before 30 s.
        let start = Instant::now();
        let e = run_limited(&mut shell("sh -c 'while :; do :; done'", &[]), b"", limit)
            .unwrap_err()
            .to_string();
        assert_eq!(e, "still running after 0.3 s of CPU time");
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn shell_quoting() {
        assert_eq!(quote("target/x.in"), "target/x.in");
        assert_eq!(quote("python3 b.py"), "'python3 b.py'");
        assert_eq!(quote("it's"), r"'it'\''s'");
    }
}
