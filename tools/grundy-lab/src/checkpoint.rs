//! `--checkpoint FILE` / `--resume FILE`: a table saved atomically with its game, path and a checksum.
//!
//! Layout (little-endian): the magic `GLABCKP1`; the game's command line
//! (u32 length, UTF-8); the path (u8: 0 plain, 1 sparse; u32 mask bits; u8
//! domain); bytes per value (u8: 1, 2 or 4); the number of values (u64); the
//! values; the FNV-1a 64 hash of everything before it (u64).

use lab_engine::tables::sparse::{Mask, ScanPath};
use lab_engine::tables::values::Values;
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
pub fn save(
    path: &std::path::Path,
    game: &str,
    values: &Values,
    at: ScanPath,
) -> Result<(), String> {
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
        ScanPath::Plain => (0u8, 0u32, 0u8),
        ScanPath::Sparse(m) => (1, m.bits, u8::from(m.domain)),
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

/// A reader that hashes what it reads.
struct Hashed<R> {
    inner: R,
    hash: Fnv,
}

impl<R: Read> Hashed<R> {
    fn bytes<const N: usize>(&mut self) -> Option<[u8; N]> {
        let mut b = [0u8; N];
        self.inner.read_exact(&mut b).ok()?;
        self.hash.update(&b);
        Some(b)
    }
}

/// Reads a checkpoint of `game`: its values (with room for `capacity` values) and path.
///
/// The file is streamed (no second copy of the table in memory); its length is
/// checked against the header before anything is allocated.
pub fn load(
    path: &std::path::Path,
    game: &str,
    capacity: usize,
) -> Result<(Values, ScanPath), String> {
    let shown = path.display();
    let bad = |what: &str| format!("checkpoint {shown} is {what}; refusing to resume from it");
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read checkpoint {shown}: {e}"))?;
    let file_len = file
        .metadata()
        .map_err(|e| format!("cannot read checkpoint {shown}: {e}"))?
        .len();
    let mut r = Hashed {
        inner: std::io::BufReader::with_capacity(1 << 20, file),
        hash: Fnv::new(),
    };
    if r.bytes::<8>().as_ref() != Some(MAGIC) {
        return Err(bad("not a grundy-lab checkpoint"));
    }
    let truncated = || bad("truncated");
    let game_len = u64::from(u32::from_le_bytes(r.bytes::<4>().ok_or_else(truncated)?));
    // Magic, game length, game, path (1 + 4 + 1), width, count, checksum.
    let overhead = 8 + 4 + game_len + 6 + 1 + 8 + 8;
    if overhead > file_len {
        return Err(truncated());
    }
    let mut saved_game = vec![0u8; game_len as usize];
    r.inner
        .read_exact(&mut saved_game)
        .map_err(|_| truncated())?;
    r.hash.update(&saved_game);
    let [kind] = r.bytes::<1>().ok_or_else(truncated)?;
    let bits = u32::from_le_bytes(r.bytes::<4>().ok_or_else(truncated)?);
    let [domain, width] = r.bytes::<2>().ok_or_else(truncated)?;
    let len = u64::from_le_bytes(r.bytes::<8>().ok_or_else(truncated)?);
    let expected = len
        .checked_mul(u64::from(width))
        .and_then(|data| data.checked_add(overhead));
    if !matches!(width, 1 | 2 | 4) || len == 0 || expected != Some(file_len) {
        return Err(bad("truncated or corrupted (wrong length)"));
    }
    let len = len as usize;
    let room = len.max(capacity);
    let width = usize::from(width);
    let mut chunk = vec![0u8; (1 << 20) * width];
    let mut values = match width {
        1 => Values::Narrow(Vec::with_capacity(room)),
        2 => Values::Wide(Vec::with_capacity(room)),
        _ => Values::Full(Vec::with_capacity(room)),
    };
    let mut left = len;
    while left > 0 {
        let n = left.min(1 << 20);
        let buf = &mut chunk[..n * width];
        r.inner.read_exact(buf).map_err(|_| truncated())?;
        r.hash.update(buf);
        match &mut values {
            Values::Narrow(v) => v.extend_from_slice(buf),
            Values::Wide(v) => v.extend(
                buf.chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]])),
            ),
            Values::Full(v) => v.extend(
                buf.chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            ),
        }
        left -= n;
    }
    let computed = r.hash.0;
    let mut tail = [0u8; 8];
    r.inner.read_exact(&mut tail).map_err(|_| truncated())?;
    if computed.to_le_bytes() != tail {
        return Err(bad("truncated or corrupted (checksum mismatch)"));
    }
    if saved_game != game.as_bytes() {
        return Err(format!(
            "checkpoint {shown} is for `{}`, not `{game}`; refusing to resume from it",
            String::from_utf8_lossy(&saved_game)
        ));
    }
    let path_taken = match (kind, domain) {
        (0, _) => ScanPath::Plain,
        (1, d @ (0 | 1)) => ScanPath::Sparse(Mask {
            bits,
            domain: d == 1,
        }),
        _ => return Err(bad("corrupted (unknown path)")),
    };
    if values.get(0) != 0 {
        return Err(bad("corrupted (g(0) is not 0)"));
    }
    Ok((values, path_taken))
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
            let at = ScanPath::Sparse(Mask {
                bits: 0xfe,
                domain: true,
            });
            save(&file, "octal 0.16", &values, at).unwrap();
            assert_eq!(load(&file, "octal 0.16", 0).unwrap(), (values.clone(), at));
            assert!(load(&file, "octal 0.17", 0)
                .unwrap_err()
                .contains("is for `octal 0.16`"));
            let good = std::fs::read(&file).unwrap();
            for cut in [0, 5, 12, good.len() / 2, good.len() - 1] {
                std::fs::write(&file, &good[..cut]).unwrap();
                assert!(load(&file, "octal 0.16", 0).is_err(), "cut at {cut}");
            }
            for i in 0..good.len() {
                let mut bad = good.clone();
                bad[i] ^= 0x10;
                std::fs::write(&file, &bad).unwrap();
                assert!(load(&file, "octal 0.16", 0).is_err(), "byte {i} flipped");
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
