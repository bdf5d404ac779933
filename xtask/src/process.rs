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

/// Runs `command` with `input` on stdin, collecting stdout and stderr. After
/// `limit` it is killed with every process it started (a shell's children too);
/// they stay in our process group, so Ctrl-C stops them all.
pub fn run(command: &mut Command, input: &[u8], limit: Duration) -> Result<Output> {
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
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() > limit {
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
            bail!("still running after {} s", limit.as_secs());
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
        let file = std::env::temp_dir().join(format!("xtask-stress-pid-{}", std::process::id()));
        let cmd = format!(
            "sh -c 'echo $$ > {}; exec sleep 30'; echo late",
            file.display()
        );
        let e = run(&mut shell(&cmd, &[]), b"", Duration::from_millis(500))
            .unwrap_err()
            .to_string();
        assert!(e.contains("still running"), "{e}");
        let pid = fs::read_to_string(&file).unwrap();
        fs::remove_file(&file).unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let stat = fs::read_to_string(format!("/proc/{}/stat", pid.trim())).unwrap_or_default();
        let state = stat.rsplit_once(')').map(|(_, rest)| rest.trim_start());
        assert!(
            state.is_none_or(|s| s.starts_with('Z')),
            "sleep {pid} still runs: {stat}"
        );
    }

    #[test]
    fn shell_quoting() {
        assert_eq!(quote("target/x.in"), "target/x.in");
        assert_eq!(quote("python3 b.py"), "'python3 b.py'");
        assert_eq!(quote("it's"), r"'it'\''s'");
    }
}
