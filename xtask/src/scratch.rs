//! Unit tests' scratch folders, removed when their guard drops.

/// A unit test's scratch folder, `<tmp>/xtask-<tag>-<pid>`: empty when made,
/// removed with everything in it when dropped, also when the test fails.
pub struct Scratch(std::path::PathBuf);

impl Scratch {
    /// A fresh empty `<tmp>/xtask-<tag>-<pid>` (what a killed run left there goes first).
    pub fn new(tag: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("xtask-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        Scratch(dir)
    }
}

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(test)]
mod tests {
    use super::Scratch;

    #[test]
    fn a_scratch_folder_goes_when_dropped_also_by_a_failing_test() {
        let kept = {
            let dir = Scratch::new("scratch-guard");
            std::fs::create_dir_all(dir.join("a/b")).unwrap();
            std::fs::write(dir.join("a/b/c.txt"), "x").unwrap();
            dir.to_path_buf()
        };
        assert!(!kept.exists(), "{} is left behind", kept.display());
        let failed = std::panic::catch_unwind(|| {
            let dir = Scratch::new("scratch-guard-panic");
            std::fs::write(dir.join("f"), "x").unwrap();
            panic!("{}", dir.display());
        });
        let message = failed.unwrap_err();
        let path = message.downcast_ref::<String>().unwrap();
        assert!(
            !std::path::Path::new(path).exists(),
            "{path} is left behind"
        );
    }
}
