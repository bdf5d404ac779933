//! A minimal W3C WebDriver client (JSON over HTTP/1.1 on std's TcpStream): enough to load pages, click, run scripts and take screenshots.
//!
//! Chosen over fantoccini/thirtyfour: those pull in an async runtime and an
//! HTTP stack (dozens of crates to compile on a 2-core machine) for the dozen
//! commands the page's tests use.

use anyhow::{bail, Context, Result};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// WebDriver's key codes.
pub const ENTER: &str = "\u{E007}";
/// Arrow right.
pub const RIGHT: &str = "\u{E014}";
/// Arrow down.
pub const DOWN: &str = "\u{E015}";
/// End.
pub const END: &str = "\u{E010}";
/// Home.
pub const HOME: &str = "\u{E011}";
/// Page down.
pub const PAGE_DOWN: &str = "\u{E00F}";

/// The W3C key of an element reference.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// One HTTP exchange with a WebDriver server; returns the response's `value`.
pub fn request(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))
        .with_context(|| format!("cannot reach the WebDriver server on port {port}"))?;
    stream.set_read_timeout(Some(Duration::from_secs(120)))?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(body.as_bytes()))
        .with_context(|| format!("WebDriver {method} {path}"))?;
    // chromedriver answers `Connection: close` but keeps the socket open: read by length.
    let payload = read_body(&mut stream).with_context(|| format!("WebDriver {method} {path}"))?;
    let reply: Value = serde_json::from_slice(&payload)
        .with_context(|| format!("WebDriver {method} {path}: reply is not JSON"))?;
    let value = reply.get("value").cloned().unwrap_or(Value::Null);
    if let Some(error) = value.get("error").and_then(Value::as_str) {
        let message = value.get("message").and_then(Value::as_str).unwrap_or("");
        let first = message.lines().next().unwrap_or("");
        bail!("WebDriver {method} {path}: {error}: {first}");
    }
    Ok(value)
}

/// Reads one HTTP reply's body: `Content-Length` bytes (chromedriver always sends
/// them), or to the end.
fn read_body(stream: &mut TcpStream) -> Result<Vec<u8>> {
    let mut raw = Vec::new();
    let mut buf = [0u8; 64 * 1024];
    // Where the body starts, and its length.
    let mut body: Option<(usize, Option<usize>)> = None;
    loop {
        if let Some((start, Some(n))) = body {
            if raw.len() >= start + n {
                return Ok(raw[start..start + n].to_vec());
            }
        }
        let got = stream.read(&mut buf)?;
        if got == 0 {
            let (start, _) = body.context("the connection closed before a reply")?;
            return Ok(raw[start..].to_vec());
        }
        raw.extend_from_slice(&buf[..got]);
        if body.is_none() {
            if let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
                let headers = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
                let length = headers.lines().find_map(|l| {
                    l.strip_prefix("content-length:")
                        .and_then(|v| v.trim().parse::<usize>().ok())
                });
                body = Some((split + 4, length));
            }
        }
    }
}

/// A browser session.
pub struct Session {
    port: u16,
    id: String,
}

impl Session {
    /// Opens a headless Chromium session with a fresh profile: a 1100 × 1800 desktop window,
    /// or with `phone` a 390 × 844 phone (device metrics, touch, the viewport meta tag honoured).
    pub fn new(port: u16, binary: &str, profile: &str, phone: bool) -> Result<Self> {
        let flags = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
             --disable-background-networking --disable-component-update --disable-sync \
             --disable-dev-shm-usage --window-size=1100,1800";
        let mut args: Vec<String> = flags.split_whitespace().map(str::to_string).collect();
        args.push(format!("--user-data-dir={profile}"));
        let mut options = json!({ "binary": binary, "args": args });
        if phone {
            options["mobileEmulation"] = json!({
                "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 3.0, "touch": true },
                "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"
            });
        }
        let caps = json!({
            "capabilities": { "alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": options
            }}
        });
        let value = request(port, "POST", "/session", Some(&caps))?;
        let id = value
            .get("sessionId")
            .and_then(Value::as_str)
            .context("WebDriver: no sessionId in the new-session reply")?
            .to_string();
        let session = Session { port, id };
        if phone {
            return Ok(session);
        }
        // Tall enough that each figure fits in the viewport (element screenshots are clipped to it).
        session.post("/window/rect", json!({ "width": 1100, "height": 1800 }))?;
        Ok(session)
    }

    fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value> {
        let path = format!("/session/{}{path}", self.id);
        request(self.port, method, &path, body)
    }

    fn post(&self, path: &str, body: Value) -> Result<Value> {
        self.call("POST", path, Some(&body))
    }

    /// Loads a URL.
    pub fn goto(&self, url: &str) -> Result<()> {
        self.post("/url", json!({ "url": url })).map(drop)
    }

    /// Runs a script (`return …`) in the page and returns its value.
    pub fn script(&self, script: &str) -> Result<Value> {
        self.post("/execute/sync", json!({ "script": script, "args": [] }))
    }

    /// The reference of the first element matching a CSS selector.
    pub fn find(&self, css: &str) -> Result<String> {
        let v = self
            .post("/element", json!({ "using": "css selector", "value": css }))
            .with_context(|| format!("no element `{css}`"))?;
        v.get(ELEMENT)
            .and_then(Value::as_str)
            .map(str::to_string)
            .with_context(|| format!("no element reference for `{css}` in {v}"))
    }

    /// Clicks the first element matching a CSS selector.
    pub fn click(&self, css: &str) -> Result<()> {
        let id = self.find(css)?;
        self.post(&format!("/element/{id}/click"), json!({}))
            .map(drop)
    }

    /// Types `text` into the first element matching a CSS selector (WebDriver key codes such
    /// as [`ENTER`] allowed); `clear` empties an input first.
    pub fn type_into(&self, css: &str, text: &str, clear: bool) -> Result<()> {
        let id = self.find(css)?;
        if clear {
            self.post(&format!("/element/{id}/clear"), json!({}))?;
        }
        self.post(&format!("/element/{id}/value"), json!({ "text": text }))
            .map(drop)
    }

    /// The browser's Back button.
    pub fn back(&self) -> Result<()> {
        self.post("/back", json!({})).map(drop)
    }

    /// A PNG screenshot of the first element matching a CSS selector.
    pub fn screenshot(&self, css: &str) -> Result<Vec<u8>> {
        let id = self.find(css)?;
        let v = self.call("GET", &format!("/element/{id}/screenshot"), None)?;
        base64_decode(v.as_str().context("screenshot: not a string")?)
    }

    /// Ends the session (closes the browser).
    pub fn quit(self) -> Result<()> {
        request(self.port, "DELETE", &format!("/session/{}", self.id), None).map(drop)
    }
}

/// Standard base64 (with padding), as WebDriver returns screenshots.
pub fn base64_decode(text: &str) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' | b'\n' | b'\r' => continue,
            _ => bail!("bad base64 character `{}`", c as char),
        };
        acc = acc << 6 | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64() {
        assert_eq!(base64_decode("iVBORw0KGgo=").unwrap(), b"\x89PNG\r\n\x1a\n");
        assert_eq!(base64_decode("aGk=").unwrap(), b"hi");
        assert!(base64_decode("a*").is_err());
    }
}
