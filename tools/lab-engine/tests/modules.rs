//! lab-engine's modules depend on each other one way: no cycle among its modules
//! (outside their unit tests), and in particular `game` never names `driver`.
//!
//! A module is a file or folder directly under a role folder (`tables::driver`,
//! `tables::sparse`, `patterns::verdict`), or directly under `src/` when it is
//! not a role (`misere`, whose files are its own parts).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The role folders: their `mod.rs` only declares modules.
const ROLES: [&str; 2] = ["tables", "patterns"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir` (an explicit stack of folders).
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out
}

/// The code of a module file without its unit tests and without comment lines.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The identifier at the start of `s`.
fn ident(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
        .collect()
}

/// The modules a piece of code names as `crate::x` (`crate::role::x` for a role).
fn named_modules(code: &str) -> BTreeSet<String> {
    code.match_indices("crate::")
        .map(|(at, m)| {
            let rest = &code[at + m.len()..];
            let first = ident(rest);
            match rest[first.len()..].strip_prefix("::") {
                Some(tail) if ROLES.contains(&first.as_str()) => {
                    format!("{first}::{}", ident(tail))
                }
                _ => first,
            }
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// The module a file under `src/` belongs to (`None` for `lib.rs` and a role's `mod.rs`).
fn module_of(relative: &Path) -> Option<String> {
    let parts: Vec<String> = relative
        .components()
        .map(|c| {
            c.as_os_str()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_string()
        })
        .collect();
    match parts.as_slice() {
        [lib] if lib == "lib" => None,
        [role, m] if ROLES.contains(&role.as_str()) && m == "mod" => None,
        [role, m, ..] if ROLES.contains(&role.as_str()) => Some(format!("{role}::{m}")),
        [m, ..] => Some(m.clone()),
        [] => None,
    }
}

/// Each module of lab-engine and the modules its code names.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = src();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&src) {
        let relative = file.strip_prefix(&src).expect("under src/");
        let Some(module) = module_of(relative) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let code = code(&text);
        let in_role =
            relative.components().count() == 2 && ROLES.iter().any(|r| relative.starts_with(r));
        // A role's modules name each other as `crate::role::x`, so the scan sees every edge.
        assert!(
            !in_role || !code.contains("super::"),
            "{}: a role's module names its siblings as crate::role::x, not super::",
            relative.display()
        );
        let mut names = named_modules(&code);
        names.remove(&module);
        graph.entry(module).or_default().extend(names);
    }
    graph
}

/// A cycle through `start`, as the list of modules along it, if there is one.
fn cycle_through(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    // Depth-first search with an explicit stack of (module, path to it).
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = BTreeSet::new();
    while let Some((module, path)) = stack.pop() {
        for next in graph.get(&module).into_iter().flatten() {
            if next == start {
                let mut cycle = path.clone();
                cycle.push(next.clone());
                return Some(cycle);
            }
            if seen.insert(next.clone()) {
                let mut longer = path.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn the_modules_form_no_cycle() {
    let graph = graph();
    assert!(
        graph.contains_key("tables::game") && graph.contains_key("tables::driver"),
        "{graph:?}"
    );
    assert!(
        graph["tables::driver"].contains("tables::game"),
        "driver uses game"
    );
    for (module, names) in &graph {
        for name in names {
            assert!(
                graph.contains_key(name),
                "{module} names `crate::{name}`, which is not a module (write one path per `use`)"
            );
        }
    }
    for module in graph.keys() {
        if let Some(cycle) = cycle_through(&graph, module) {
            panic!(
                "lab-engine's modules form a cycle: {} (dependencies go one way; see ARCHITECTURE.md)",
                cycle.join(" → ")
            );
        }
    }
}

#[test]
fn game_never_names_driver() {
    let game = std::fs::read_to_string(src().join("tables/game.rs")).expect("src/tables/game.rs");
    assert!(
        !game.contains("crate::tables::driver"),
        "game.rs names crate::tables::driver"
    );
    assert!(!game.contains("Driver"), "game.rs names the Driver");
}

#[test]
fn every_module_is_in_a_role_folder_and_on_the_map() {
    let graph = graph();
    let lib = std::fs::read_to_string(src().join("lib.rs")).expect("src/lib.rs");
    let map: String = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    for module in graph.keys() {
        let (role, name) = module.split_once("::").unwrap_or(("", module));
        assert!(
            role.is_empty() && name == "misere" || ROLES.contains(&role),
            "{module} is outside the role folders (tables/, patterns/, misere/)"
        );
        assert!(
            map.contains(&format!("`{name}`")) || map.contains(&format!("[`{name}`]")),
            "lib.rs's map does not name `{name}`"
        );
    }
    for role in ROLES {
        let declared = std::fs::read_to_string(src().join(role).join("mod.rs")).expect("mod.rs");
        for line in code(&declared).lines().filter(|l| !l.trim().is_empty()) {
            let name = line
                .strip_prefix("pub mod ")
                .and_then(|l| l.strip_suffix(';'))
                .unwrap_or_else(|| panic!("{role}/mod.rs holds `{line}`: only `pub mod` lines"));
            assert!(
                graph.contains_key(&format!("{role}::{name}")),
                "{role}::{name}"
            );
        }
    }
}

#[test]
fn the_scan_finds_a_cycle_and_skips_tests_and_comments() {
    let a = code(
        "use crate::b::X;\nuse crate::tables::c::Y;\n// crate::d\n#[cfg(test)]\nmod tests {\n    use crate::e;\n}\n",
    );
    assert_eq!(
        named_modules(&a),
        BTreeSet::from(["b".to_string(), "tables::c".to_string()])
    );
    assert_eq!(
        module_of(Path::new("tables/sparse/kernel.rs")).as_deref(),
        Some("tables::sparse")
    );
    assert_eq!(
        module_of(Path::new("misere/quotient.rs")).as_deref(),
        Some("misere")
    );
    assert_eq!(module_of(Path::new("patterns/mod.rs")), None);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.insert("a".into(), BTreeSet::from(["b".into()]));
    graph.insert("b".into(), BTreeSet::from(["c".into()]));
    assert_eq!(cycle_through(&graph, "a"), None);
    graph.insert("c".into(), BTreeSet::from(["a".into()]));
    assert_eq!(
        cycle_through(&graph, "a"),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
}
