//! lab-engine's modules depend on each other one way: no cycle among the top-level modules
//! (outside their unit tests), and in particular `game` never names `driver`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

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

/// The top-level modules a piece of code names as `crate::x`.
fn named_modules(code: &str) -> BTreeSet<String> {
    code.match_indices("crate::")
        .map(|(at, m)| {
            code[at + m.len()..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// Each top-level module of lab-engine and the top-level modules its code names.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = rust_files(&src);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under src/");
        let first = relative.components().next().expect("a file name");
        let module = first
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        if module == "lib" {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let mut names = named_modules(&code(&text));
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
        graph.contains_key("game") && graph.contains_key("driver"),
        "{graph:?}"
    );
    assert!(graph["driver"].contains("game"), "driver uses game");
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
    let game = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game.rs"))
        .expect("src/game.rs");
    assert!(
        !game.contains("crate::driver"),
        "game.rs names crate::driver"
    );
    assert!(!game.contains("Driver"), "game.rs names the Driver");
}

#[test]
fn the_scan_finds_a_cycle_and_skips_tests_and_comments() {
    let a =
        code("use crate::b::X;\n// crate::c\n#[cfg(test)]\nmod tests {\n    use crate::d;\n}\n");
    assert_eq!(named_modules(&a), BTreeSet::from(["b".to_string()]));
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
