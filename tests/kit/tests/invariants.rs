//! The dependency rules of ARCHITECTURE.md, checked on every manifest: what may depend on what.

use std::fs;
use std::path::Path;

fn manifest(path: &Path) -> toml::Table {
    fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .parse()
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The names under `[section]` of a manifest (empty when there is none).
fn keys(m: &toml::Table, section: &str) -> Vec<String> {
    m.get(section)
        .and_then(|d| d.as_table())
        .map(|d| d.keys().cloned().collect())
        .unwrap_or_default()
}

#[test]
fn games_core_depends_on_nothing_and_its_lib_rs_only_declares_modules() {
    let root = problem_kit::workspace_root().join("games-core");
    let m = manifest(&root.join("Cargo.toml"));
    assert_eq!(
        keys(&m, "dependencies"),
        Vec::<String>::new(),
        "games-core is std only"
    );
    let lib = fs::read_to_string(root.join("src/lib.rs")).unwrap();
    for line in lib.lines() {
        let line = line.trim();
        assert!(
            line.is_empty() || line.starts_with("//") || line.starts_with("pub mod "),
            "games-core/src/lib.rs holds only `pub mod` lines, found `{line}`"
        );
    }
    for entry in fs::read_dir(root.join("src")).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        assert!(
            !text.contains("crate::"),
            "{}: games-core modules refer to each other as `super::` (the bundler nests them)",
            path.display()
        );
    }
}

#[test]
fn binaries_depend_only_on_games_core_and_their_judge_s_crates() {
    let bins = problem_kit::workspace_root().join("bins");
    for entry in fs::read_dir(&bins).unwrap() {
        let dir = entry.unwrap().path();
        let m = manifest(&dir.join("Cargo.toml"));
        for dep in keys(&m, "dependencies") {
            assert!(
                dep == "games-core" || dep == "proconio",
                "{}: `{dep}` is a regular dependency; a binary uses games-core only \
                 (and proconio on AtCoder); tools belong in [dev-dependencies]",
                dir.display()
            );
        }
    }
}

#[test]
fn nothing_depends_on_a_tool_or_on_xtask_except_the_tools_themselves() {
    let root = problem_kit::workspace_root();
    for crate_dir in ["games-core", "tests/judge", "tests/kit"] {
        let m = manifest(&root.join(crate_dir).join("Cargo.toml"));
        for dep in keys(&m, "dependencies") {
            assert!(
                ![
                    "lab-engine",
                    "grundy-lab",
                    "grundy-web",
                    "xtask",
                    "problem-kit"
                ]
                .contains(&dep.as_str())
                    || (crate_dir == "tests/kit" && dep == "judge-rules"),
                "{crate_dir} must not depend on {dep}"
            );
        }
    }
    let judge = manifest(&root.join("tests/judge/Cargo.toml"));
    assert_eq!(
        keys(&judge, "dependencies"),
        Vec::<String>::new(),
        "judge-rules is std only"
    );
}
