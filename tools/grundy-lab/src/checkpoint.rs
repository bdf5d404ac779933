//! `--checkpoint FILE` / `--resume FILE`: a table saved atomically with its game, path and a checksum.
//!
//! Layout (little-endian): the magic `GLABCKP1`; the game's command line
//! (u32 length, UTF-8); the path (u8: 0 plain, 1 sparse; u32 mask bits; u8
//! domain); bytes per value (u8: 1, 2 or 4); the number of values (u64); the
//! values; the FNV-1a 64 hash of everything before it (u64).

use lab_engine::sparse::{Mask, Path};
use lab_engine::values::Values;
use std::io::{Read, Write};

const MAGIC: &[u8; 8] = b"GLABCKP1";

/// FNV-1a, 64 bits.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn update(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}

/// A writer that hashes what it writes.
struct Hashing<W> {
    inner: W,
    hash: Fnv,
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hash.update(&buf[..n]);
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// Writes the checkpoint to `path.tmp`, then renames it over `path`.
pub fn save(path: &std::path::Path, game: &str, values: &Values, at: Path) -> Result<(), String> {
    let tmp = {
        let mut s = path.as_os_str().to_owned();
        s.push(".tmp");
        std::path::PathBuf::from(s)
    };
    let fail = |e: std::io::Error| format!("cannot write checkpoint {}: {e}", tmp.display());
    let file = std::fs::File::create(&tmp).map_err(fail)?;
    let mut out = Hashing {
        inner: std::io::BufWriter::with_capacity(1 << 20, file),
        hash: Fnv::new(),
    };
    let (kind, bits, domain) = match at {
        Path::Plain => (0u8, 0u32, 0u8),
        Path::Sparse(m) => (1, m.bits, u8::from(m.domain)),
    };
    out.write_all(MAGIC).map_err(fail)?;
    out.write_all(&(game.len() as u32).to_le_bytes())
        .map_err(fail)?;
    out.write_all(game.as_bytes()).map_err(fail)?;
    out.write_all(&[kind]).map_err(fail)?;
    out.write_all(&bits.to_le_bytes()).map_err(fail)?;
    out.write_all(&[domain, values.bytes_per_value() as u8])
        .map_err(fail)?;
    out.write_all(&(values.len() as u64).to_le_bytes())
        .map_err(fail)?;
    match values {
        Values::Narrow(v) => out.write_all(v).map_err(fail)?,
        Values::Wide(v) => {
            for chunk in v.chunks(1 << 16) {
                let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
                out.write_all(&bytes).map_err(fail)?;
            }
        }
        Values::Full(v) => {
            for chunk in v.chunks(1 << 16) {
                let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
                out.write_all(&bytes).map_err(fail)?;
            }
        }
    }
    let hash = out.hash.0;
    let mut inner = out.inner;
    inner.write_all(&hash.to_le_bytes()).map_err(fail)?;
    let file = inner.into_inner().map_err(|e| fail(e.into_error()))?;
    file.sync_all().map_err(fail)?;
    drop(file);
    std::fs::rename(&tmp, path).map_err(|e| {
        format!(
            "cannot move checkpoint {} to {}: {e}",
            tmp.display(),
            path.display()
        )
    })
}

/// Reads a checkpoint of `game`: its values and path.
pub fn load(path: &std::path::Path, game: &str) -> Result<(Values, Path), String> {
    let shown = path.display();
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|mut f| f.read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read checkpoint {shown}: {e}"))?;
    let bad = |what: &str| format!("checkpoint {shown} is {what}; refusing to resume from it");
    if bytes.len() < MAGIC.len() + 8 || &bytes[..8] != MAGIC {
        return Err(bad("not a grundy-lab checkpoint"));
    }
    let (body, tail) = bytes.split_at(bytes.len() - 8);
    let mut hash = Fnv::new();
    hash.update(body);
    if hash.0.to_le_bytes() != tail {
        return Err(bad("truncated or corrupted (checksum mismatch)"));
    }
    let mut r = Reader { bytes: body, at: 8 };
    let game_len = r.u32().ok_or_else(|| bad("truncated"))? as usize;
    let saved_game = r.take(game_len).ok_or_else(|| bad("truncated"))?;
    if saved_game != game.as_bytes() {
        return Err(format!(
            "checkpoint {shown} is for `{}`, not `{game}`; refusing to resume from it",
            String::from_utf8_lossy(saved_game)
        ));
    }
    let kind = r.u8().ok_or_else(|| bad("truncated"))?;
    let bits = r.u32().ok_or_else(|| bad("truncated"))?;
    let domain = r.u8().ok_or_else(|| bad("truncated"))?;
    let width = r.u8().ok_or_else(|| bad("truncated"))?;
    let len = r.u64().ok_or_else(|| bad("truncated"))? as usize;
    let path_taken = match (kind, domain) {
        (0, _) => Path::Plain,
        (1, d @ (0 | 1)) => Path::Sparse(Mask {
            bits,
            domain: d == 1,
        }),
        _ => return Err(bad("corrupted (unknown path)")),
    };
    let data = r
        .take(
            len.checked_mul(usize::from(width))
                .ok_or_else(|| bad("corrupted"))?,
        )
        .ok_or_else(|| bad("truncated"))?;
    if r.at != body.len() || len == 0 {
        return Err(bad("corrupted (wrong length)"));
    }
    let values = match width {
        1 => Values::Narrow(data.to_vec()),
        2 => Values::Wide(
            data.chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .collect(),
        ),
        4 => Values::Full(
            data.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => return Err(bad("corrupted (unknown value width)")),
    };
    if values.get(0) != 0 {
        return Err(bad("corrupted (g(0) is not 0)"));
    }
    Ok((values, path_taken))
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(s)
    }
    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }
    fn u32(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u64(&mut self) -> Option<u64> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Some(u64::from_le_bytes(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_tampering() {
        let dir = std::env::temp_dir().join(format!("grundy-lab-ckp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("t.ckp");
        for values in [
            Values::from_u32(&[0, 1, 2, 255]).unwrap(),
            Values::from_u32(&[0, 1, 300]).unwrap(),
            Values::from_u32(&[0, 70_000]).unwrap(),
        ] {
            let at = Path::Sparse(Mask {
                bits: 0xfe,
                domain: true,
            });
            save(&file, "octal 0.16", &values, at).unwrap();
            assert_eq!(load(&file, "octal 0.16").unwrap(), (values.clone(), at));
            assert!(load(&file, "octal 0.17")
                .unwrap_err()
                .contains("is for `octal 0.16`"));
            let good = std::fs::read(&file).unwrap();
            for cut in [0, 5, 12, good.len() / 2, good.len() - 1] {
                std::fs::write(&file, &good[..cut]).unwrap();
                assert!(load(&file, "octal 0.16").is_err(), "cut at {cut}");
            }
            for i in 0..good.len() {
                let mut bad = good.clone();
                bad[i] ^= 0x10;
                std::fs::write(&file, &bad).unwrap();
                assert!(load(&file, "octal 0.16").is_err(), "byte {i} flipped");
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
