//! Which folder is a Cargo workspace's root: the rule xtask and problem-kit both find their checkout by.

use std::path::{Path, PathBuf};

/// The first folder at or above `start` whose `Cargo.toml` declares a
/// workspace ([`declares_workspace`]); `None` when no folder up to the
/// filesystem's root does.
pub fn workspace_at_or_above(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|manifest| declares_workspace(&manifest))
        })
        .map(Path::to_path_buf)
}

/// Whether the text of a `Cargo.toml` has a top-level `workspace` key: a
/// `[workspace]` table or one of its sub-tables (`[workspace.dependencies]`),
/// or a `workspace = …` / `workspace.… = …` key before the first table. A
/// `workspace` key inside `[package]` (a member naming its workspace) is not
/// one. Read line by line, std only: a table header written inside a
/// multi-line string would be taken for one.
pub fn declares_workspace(manifest: &str) -> bool {
    let mut before_any_table = true;
    for line in manifest.lines().map(str::trim) {
        if let Some(header) = line.strip_prefix('[') {
            let name = header
                .trim_start_matches('[')
                .split(']')
                .next()
                .unwrap_or("");
            if first_key(name) == "workspace" {
                return true;
            }
            before_any_table = false;
        } else if before_any_table
            && line.contains('=')
            && first_key(line.split('=').next().unwrap_or("")) == "workspace"
        {
            return true;
        }
    }
    false
}

/// The first part of a (possibly dotted) TOML key, trimmed: `workspace` for
/// ` workspace . package `.
fn first_key(key: &str) -> &str {
    key.split('.').next().unwrap_or("").trim()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn a_workspace_is_a_top_level_workspace_key_in_any_of_its_forms() {
        for manifest in [
            "[workspace]\nmembers = [\"bins/*\"]\n",
            "# root\n[workspace] # the members\nmembers = []\n",
            "[workspace.package]\nversion = \"0.1.0\"\n",
            "[ workspace . dependencies ]\nsyn = \"2\"\n",
            "workspace = { members = [\"a\"] }\n",
            "workspace.members = [\"a\"]\n",
            "[package]\nname = \"x\"\n\n[workspace]\n",
        ] {
            assert!(declares_workspace(manifest), "{manifest:?}");
        }
        for manifest in [
            "",
            "[package]\nname = \"one\"\n",
            "[package]\nname = \"one\"\nworkspace = \"../..\"\n",
            "[dependencies]\nworkspace-hack = \"1\"\n",
            "# [workspace]\n[package]\nname = \"x\"\n",
            "[package.metadata.workspace]\nx = 1\n",
        ] {
            assert!(!declares_workspace(manifest), "{manifest:?}");
        }
    }

    #[test]
    fn the_workspace_is_the_first_manifest_above_with_a_workspace_table() {
        let dir = std::env::temp_dir().join(format!("judge-rules-root-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let inner = dir.join("bins/one/src");
        fs::create_dir_all(&inner).unwrap();
        fs::write(
            dir.join("Cargo.toml"),
            "[workspace]\nmembers = [\"bins/*\"]\n",
        )
        .unwrap();
        fs::write(
            dir.join("bins/one/Cargo.toml"),
            "[package]\nname = \"one\"\n",
        )
        .unwrap();
        let found = [&inner, &dir.join("bins/one"), &dir].map(|d| workspace_at_or_above(d));
        let above = workspace_at_or_above(dir.parent().unwrap());
        fs::remove_dir_all(&dir).unwrap();
        for f in found {
            assert_eq!(
                f,
                Some(dir.clone()),
                "a package's manifest is not a workspace"
            );
        }
        assert_eq!(above, None, "found a workspace above {}", dir.display());
    }
}
