//! A tiny static HTTP server for the built site (std only): GET and HEAD, the right MIME types, nothing outside the folder.

use anyhow::{Context, Result};
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};

/// A bound listener serving one folder.
pub struct Server {
    listener: TcpListener,
    root: PathBuf,
}

impl Server {
    /// Binds 127.0.0.1:`port` (0: any free port).
    pub fn bind(root: &Path, port: u16) -> Result<Self> {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
        let root = root.to_path_buf();
        Ok(Server { listener, root })
    }

    /// The address it listens on.
    pub fn address(&self) -> SocketAddr {
        self.listener
            .local_addr()
            .expect("a bound listener has an address")
    }

    /// Serves requests one thread each, forever.
    pub fn run_forever(self) {
        for stream in self.listener.incoming().flatten() {
            let root = self.root.clone();
            std::thread::spawn(move || {
                let _ = handle(stream, &root);
            });
        }
    }
}

/// The MIME type of a file by its extension.
pub fn mime(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json") => "application/json",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

/// Answers one request on `stream` from files under `root`.
fn handle(mut stream: TcpStream, root: &Path) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    // Skip the headers.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let file = resolve(root, path);
    let (status, body, kind) = match (method, file.and_then(|f| fs::read(&f).ok().map(|b| (f, b))))
    {
        ("GET" | "HEAD", Some((f, body))) => ("200 OK", body, mime(&f)),
        ("GET" | "HEAD", None) => ("404 Not Found", b"not found\n".to_vec(), "text/plain"),
        _ => (
            "405 Method Not Allowed",
            b"GET only\n".to_vec(),
            "text/plain",
        ),
    };
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if method != "HEAD" {
        stream.write_all(&body)?;
    }
    stream.flush()
}

/// The file a URL path names: `/` is `index.html`; `..` and odd characters are refused.
fn resolve(root: &Path, path: &str) -> Option<PathBuf> {
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    let ok = rel.split('/').all(|seg| {
        !seg.is_empty()
            && seg != ".."
            && seg != "."
            && seg
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
    });
    let file = root.join(rel);
    (ok && file.is_file()).then_some(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mime_types_and_paths() {
        assert_eq!(mime(Path::new("pkg/grundy_web.wasm")), "application/wasm");
        assert_eq!(mime(Path::new("app.js")), "text/javascript; charset=utf-8");
        let dir = crate::Scratch::new("serve");
        fs::write(dir.join("index.html"), "hi").unwrap();
        assert_eq!(resolve(&dir, "/"), Some(dir.join("index.html")));
        assert_eq!(resolve(&dir, "/../index.html"), None);
        assert_eq!(resolve(&dir, "/missing.js"), None);
    }
}
