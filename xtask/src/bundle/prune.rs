//! Keeping only the games-core items a binary reaches.
//!
//! Reachability is by name, so it errs on the side of keeping: the binary's
//! `src/main.rs` is kept whole, and every identifier a kept item mentions
//! (in its body, its signature, its attributes or a macro's tokens) keeps
//! every games-core item of that name, in any nested module. Then:
//!
//! - a trait is kept when its name or the name of one of its members is
//!   mentioned (a method can be called without naming its trait), and kept whole;
//! - a trait impl is kept when its trait is kept (or is not games-core's) and
//!   its self type names a kept games-core type (or none at all, as in
//!   `impl Int for u64`); it is kept whole;
//! - an inherent impl keeps the members whose names are mentioned, if its type is kept;
//! - an item-level macro call defined by a local `macro_rules!` is kept when
//!   that macro's body names a kept trait or type (the call generates impls);
//!   any other item-level macro call is kept;
//! - a `use` of a games-core path (`super::…`, `self::…`) keeps a name only
//!   when that name is mentioned (or is a kept trait, whose methods it brings
//!   into scope); every other `use` is kept (unused ones are allowed by the
//!   `#[allow(unused_imports)]` on the nest);
//! - a module is kept when one of its items is, or when its name is mentioned.
//!
//! Mentions are collected again until nothing changes. A mistake here makes
//! a bundle that does not compile, which `--verify` catches for every binary.

use std::collections::BTreeSet;
use syn::visit::Visit;
use syn::{ImplItem, Item, UseTree};

/// Every identifier in a syntax node, macro tokens included, without `r#`.
#[derive(Default)]
struct Idents(BTreeSet<String>);

impl Idents {
    fn add(&mut self, name: String) {
        match name.strip_prefix("r#") {
            Some(bare) => self.0.insert(bare.to_string()),
            None => self.0.insert(name),
        };
    }

    fn scan(&mut self, tokens: proc_macro2::TokenStream) {
        for t in tokens {
            match t {
                proc_macro2::TokenTree::Ident(i) => self.add(i.to_string()),
                proc_macro2::TokenTree::Group(g) => self.scan(g.stream()),
                _ => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for Idents {
    fn visit_ident(&mut self, i: &'ast syn::Ident) {
        self.add(i.to_string());
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.scan(m.tokens.clone());
        syn::visit::visit_macro(self, m);
    }

    // A field's name is not an item's (`self.line` does not keep a method `line`).
    fn visit_expr_field(&mut self, e: &'ast syn::ExprField) {
        for a in &e.attrs {
            self.visit_attribute(a);
        }
        self.visit_expr(&e.base);
    }

    fn visit_field_value(&mut self, f: &'ast syn::FieldValue) {
        for a in &f.attrs {
            self.visit_attribute(a);
        }
        self.visit_expr(&f.expr);
    }

    fn visit_field_pat(&mut self, f: &'ast syn::FieldPat) {
        for a in &f.attrs {
            self.visit_attribute(a);
        }
        self.visit_pat(&f.pat);
    }
}

fn idents_of(f: impl FnOnce(&mut Idents)) -> BTreeSet<String> {
    let mut ids = Idents::default();
    f(&mut ids);
    ids.0
}

fn bare(ident: &syn::Ident) -> String {
    let s = ident.to_string();
    s.strip_prefix("r#").map(str::to_string).unwrap_or(s)
}

/// Where a unit sits in the module tree: item indices from a module's top, then
/// for an inherent impl member its index, for a `use` leaf its leaf number.
type Address = Vec<usize>;

/// What decides whether a unit is kept.
enum Rule {
    /// Kept when this name is mentioned.
    Named(String),
    /// A trait: kept when its name or one of its members' names is mentioned.
    Trait(String, Vec<String>),
    /// A trait impl: kept when the trait (if games-core's) is kept and the self type allows it.
    TraitImpl(Option<String>, Vec<String>),
    /// An inherent impl member: kept when its name is mentioned and the self type allows it.
    Member(String, Vec<String>),
    /// An inherent impl member without a name (a macro call): kept with its type.
    Unnamed(Vec<String>),
    /// A local macro's call: kept when the macro's body names a kept trait or type.
    MacroCall(BTreeSet<String>),
    /// A games-core `use` leaf: kept when the name is mentioned or is a kept trait.
    UseLeaf(String),
    /// Always kept.
    Always,
}

struct Unit {
    module: usize,
    address: Address,
    rule: Rule,
    mentions: BTreeSet<String>,
    kept: bool,
}

/// Names defined anywhere in the candidate modules, by kind.
#[derive(Default)]
struct Defined {
    /// Structs, enums, unions, type aliases: an impl's self type is checked against them.
    types: BTreeSet<String>,
    /// Trait names.
    traits: BTreeSet<String>,
    /// `macro_rules!` name → the identifiers of its body.
    macros: Vec<(String, BTreeSet<String>)>,
}

fn collect_defined(items: &[Item], d: &mut Defined) {
    for item in items {
        match item {
            Item::Struct(s) => {
                d.types.insert(bare(&s.ident));
            }
            Item::Enum(e) => {
                d.types.insert(bare(&e.ident));
            }
            Item::Union(u) => {
                d.types.insert(bare(&u.ident));
            }
            Item::Type(t) => {
                d.types.insert(bare(&t.ident));
            }
            Item::Trait(t) => {
                d.traits.insert(bare(&t.ident));
            }
            Item::Macro(m) => {
                if let Some(name) = &m.ident {
                    let body = idents_of(|ids| ids.scan(m.mac.tokens.clone()));
                    d.macros.push((bare(name), body));
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_defined(inner, d);
                }
            }
            _ => {}
        }
    }
}

/// Games-core type names in a self type (empty for `u64`, `Vec<T>`, …).
fn self_type_names(ty: &syn::Type, defined: &Defined) -> Vec<String> {
    idents_of(|ids| ids.visit_type(ty))
        .into_iter()
        .filter(|n| defined.types.contains(n) || defined.traits.contains(n))
        .collect()
}

/// The leaves of a use tree: (name it brings in, identifiers of its path, glob).
fn use_leaves(
    tree: &UseTree,
    prefix: &mut Vec<String>,
    out: &mut Vec<(String, Vec<String>, bool)>,
) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(bare(&p.ident));
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(n) => {
            let mut path = prefix.clone();
            path.push(bare(&n.ident));
            out.push((bare(&n.ident), path, false));
        }
        UseTree::Rename(r) => {
            let mut path = prefix.clone();
            path.push(bare(&r.ident));
            out.push((bare(&r.rename), path, false));
        }
        UseTree::Glob(_) => out.push((String::new(), prefix.clone(), true)),
        UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix, out);
            }
        }
    }
}

fn units_of(items: &[Item], module: usize, at: &Address, defined: &Defined, out: &mut Vec<Unit>) {
    for (i, item) in items.iter().enumerate() {
        let mut address = at.clone();
        address.push(i);
        let mentions = || idents_of(|ids| ids.visit_item(item));
        let mut push = |address: Address, rule: Rule, mentions: BTreeSet<String>| {
            out.push(Unit {
                module,
                address,
                rule,
                mentions,
                kept: false,
            })
        };
        match item {
            Item::Fn(f) => push(address, Rule::Named(bare(&f.sig.ident)), mentions()),
            Item::Const(c) => push(address, Rule::Named(bare(&c.ident)), mentions()),
            Item::Static(s) => push(address, Rule::Named(bare(&s.ident)), mentions()),
            Item::Struct(s) => push(address, Rule::Named(bare(&s.ident)), mentions()),
            Item::Enum(e) => push(address, Rule::Named(bare(&e.ident)), mentions()),
            Item::Union(u) => push(address, Rule::Named(bare(&u.ident)), mentions()),
            Item::Type(t) => push(address, Rule::Named(bare(&t.ident)), mentions()),
            Item::TraitAlias(t) => push(address, Rule::Named(bare(&t.ident)), mentions()),
            Item::Trait(t) => {
                let members = t
                    .items
                    .iter()
                    .filter_map(|m| match m {
                        syn::TraitItem::Fn(f) => Some(bare(&f.sig.ident)),
                        syn::TraitItem::Const(c) => Some(bare(&c.ident)),
                        syn::TraitItem::Type(t) => Some(bare(&t.ident)),
                        _ => None,
                    })
                    .collect();
                push(address, Rule::Trait(bare(&t.ident), members), mentions())
            }
            Item::Macro(m) => match &m.ident {
                Some(name) => push(address, Rule::Named(bare(name)), mentions()),
                None => {
                    let called = m.mac.path.segments.last().map(|s| bare(&s.ident));
                    let body = called.and_then(|c| {
                        defined
                            .macros
                            .iter()
                            .find(|(n, _)| *n == c)
                            .map(|(_, b)| b.clone())
                    });
                    let rule = body.map_or(Rule::Always, Rule::MacroCall);
                    push(address, rule, mentions())
                }
            },
            Item::Impl(imp) => {
                let self_names = self_type_names(&imp.self_ty, defined);
                if let Some((_, path, _)) = &imp.trait_ {
                    let name = path.segments.last().map(|s| bare(&s.ident));
                    let local = name.filter(|n| defined.traits.contains(n));
                    push(address, Rule::TraitImpl(local, self_names), mentions());
                    continue;
                }
                // The impl's own generics and self type come with each member.
                let head = idents_of(|ids| {
                    ids.visit_generics(&imp.generics);
                    ids.visit_type(&imp.self_ty);
                    for a in &imp.attrs {
                        ids.visit_attribute(a);
                    }
                });
                for (j, member) in imp.items.iter().enumerate() {
                    let mut address = address.clone();
                    address.push(j);
                    let mut mentions = idents_of(|ids| ids.visit_impl_item(member));
                    mentions.extend(head.iter().cloned());
                    let rule = match member {
                        ImplItem::Fn(f) => Rule::Member(bare(&f.sig.ident), self_names.clone()),
                        ImplItem::Const(c) => Rule::Member(bare(&c.ident), self_names.clone()),
                        ImplItem::Type(t) => Rule::Member(bare(&t.ident), self_names.clone()),
                        _ => Rule::Unnamed(self_names.clone()),
                    };
                    push(address, rule, mentions);
                }
            }
            Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                for (j, (name, path, glob)) in leaves.into_iter().enumerate() {
                    let mut address = address.clone();
                    address.push(j);
                    let local = matches!(path.first().map(String::as_str), Some("super" | "self"));
                    let rule = if local && !glob && name != "self" && name != "_" {
                        Rule::UseLeaf(name)
                    } else {
                        Rule::Always
                    };
                    push(address, rule, path.into_iter().collect());
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    units_of(inner, module, &address, defined, out);
                }
            }
            _ => push(address, Rule::Always, mentions()),
        }
    }
}

/// Prunes `modules` (name, parsed file) to what `root` (the binary) reaches.
///
/// Modules left with nothing kept are removed.
pub fn prune(root: &syn::File, modules: &mut Vec<(String, syn::File)>) {
    let mut defined = Defined::default();
    for (_, file) in modules.iter() {
        collect_defined(&file.items, &mut defined);
    }
    let mut units = Vec::new();
    for (m, (_, file)) in modules.iter().enumerate() {
        units_of(&file.items, m, &Vec::new(), &defined, &mut units);
    }

    let mut mentioned = idents_of(|ids| ids.visit_file(root));
    loop {
        let kept_trait = |n: &String, mentioned: &BTreeSet<String>, units: &[Unit]| {
            units.iter().any(|u| match &u.rule {
                Rule::Trait(t, members) => {
                    t == n
                        && (mentioned.contains(t) || members.iter().any(|m| mentioned.contains(m)))
                }
                _ => false,
            })
        };
        let type_ok = |names: &[String], mentioned: &BTreeSet<String>| {
            names.is_empty() || names.iter().any(|n| mentioned.contains(n))
        };
        let mut changed = false;
        for i in 0..units.len() {
            if units[i].kept {
                continue;
            }
            let keep = match &units[i].rule {
                Rule::Always => true,
                Rule::Named(n) => mentioned.contains(n),
                Rule::Trait(n, members) => {
                    mentioned.contains(n) || members.iter().any(|m| mentioned.contains(m))
                }
                Rule::TraitImpl(tr, self_names) => {
                    tr.as_ref()
                        .is_none_or(|t| kept_trait(t, &mentioned, &units))
                        && type_ok(self_names, &mentioned)
                }
                Rule::Member(n, self_names) => {
                    mentioned.contains(n) && type_ok(self_names, &mentioned)
                }
                Rule::Unnamed(self_names) => type_ok(self_names, &mentioned),
                Rule::MacroCall(body) => body.iter().any(|n| {
                    (defined.types.contains(n) && mentioned.contains(n))
                        || (defined.traits.contains(n) && kept_trait(n, &mentioned, &units))
                }),
                Rule::UseLeaf(n) => mentioned.contains(n) || kept_trait(n, &mentioned, &units),
            };
            if keep {
                units[i].kept = true;
                let more = std::mem::take(&mut units[i].mentions);
                mentioned.extend(more);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }

    for (m, (_, file)) in modules.iter_mut().enumerate() {
        let kept: BTreeSet<&Address> = units
            .iter()
            .filter(|u| u.module == m && u.kept)
            .map(|u| &u.address)
            .collect();
        retain_items(&mut file.items, &Vec::new(), &kept, &mentioned);
    }
    modules.retain(|(name, file)| {
        mentioned.contains(name) || file.items.iter().any(|i| !matches!(i, Item::Use(_)))
    });
}

/// Drops every item, impl member and `use` leaf whose address is not in `kept`.
fn retain_items(
    items: &mut Vec<Item>,
    at: &Address,
    kept: &BTreeSet<&Address>,
    mentioned: &BTreeSet<String>,
) {
    let old = std::mem::take(items);
    for (i, mut item) in old.into_iter().enumerate() {
        let mut address = at.clone();
        address.push(i);
        let keep = match &mut item {
            Item::Impl(imp) if imp.trait_.is_none() => {
                let members = std::mem::take(&mut imp.items);
                for (j, member) in members.into_iter().enumerate() {
                    let mut a = address.clone();
                    a.push(j);
                    if kept.contains(&a) {
                        imp.items.push(member);
                    }
                }
                !imp.items.is_empty()
            }
            Item::Use(u) => {
                let mut leaf = 0;
                prune_use(&mut u.tree, &address, &mut leaf, kept)
            }
            Item::Mod(m) => match &mut m.content {
                Some((_, inner)) => {
                    retain_items(inner, &address, kept, mentioned);
                    !inner.is_empty() || mentioned.contains(&bare(&m.ident))
                }
                None => true,
            },
            _ => kept.contains(&address),
        };
        if keep {
            items.push(item);
        }
    }
}

/// Removes the leaves of a use tree that are not kept; false when none is left.
fn prune_use(
    tree: &mut UseTree,
    at: &Address,
    leaf: &mut usize,
    kept: &BTreeSet<&Address>,
) -> bool {
    match tree {
        UseTree::Path(p) => prune_use(&mut p.tree, at, leaf, kept),
        UseTree::Name(_) | UseTree::Rename(_) | UseTree::Glob(_) => {
            let mut a = at.clone();
            a.push(*leaf);
            *leaf += 1;
            kept.contains(&a)
        }
        UseTree::Group(g) => {
            let items = std::mem::take(&mut g.items);
            for mut t in items {
                if prune_use(&mut t, at, leaf, kept) {
                    g.items.push(t);
                }
            }
            !g.items.is_empty()
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::bundle::source::{bundle, tests::scratch, tests::write_all};
    use std::process::Command;

    /// A games-core whose `board` module holds items the binary reaches in every
    /// way the pruning knows (a path, a method call, a trait impl, a macro, a
    /// `use`), next to items of the same kinds it never reaches.
    const CORE: &[(&str, &str)] = &[
        ("core/lib.rs", "pub mod board;\npub mod shapes;\npub mod unused;\n"),
        (
            "core/board.rs",
            "//! A board.\nuse std::fmt;\nuse super::shapes::{Side, Corner};\n\n\
             /// Used only by the Display impl.\nconst MARK: char = '#';\n\
             /// Used by a kept fn.\nconst WIDTH: usize = 3;\n\
             /// Used by nothing.\nconst NOBODY: usize = 99;\n\n\
             pub struct Board { cells: Vec<bool>, side: Side }\n\
             /// Never reached: its impls go with it.\npub struct Ghost;\n\n\
             impl Board {\n    pub fn new() -> Self { Board { cells: vec![true; WIDTH], side: Side(WIDTH) } }\n    \
             pub fn count(&self) -> usize { count_on(&self.cells) + self.side.0 }\n    \
             pub fn never_called(&self) -> usize { NOBODY }\n}\n\n\
             impl fmt::Display for Board {\n    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n        \
             write!(f, \"{}\", MARK)\n    }\n}\n\n\
             impl fmt::Display for Ghost {\n    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n        \
             write!(f, \"{}\", NOBODY)\n    }\n}\n\n\
             fn count_on(cells: &[bool]) -> usize { cells.iter().filter(|&&c| c).count() }\n\n\
             /// Reached through `Board::twice` only when a kept item names it.\n\
             pub trait Twice { fn twice(&self) -> u64; }\n\
             macro_rules! impl_twice {\n    ($($t:ty),*) => { $(impl Twice for $t { fn twice(&self) -> u64 { helper(*self as u64) } })* };\n}\n\
             impl_twice!(u8, u64);\n\
             fn helper(x: u64) -> u64 { 2 * x }\n\n\
             pub trait Lonely { fn lonely_method(&self); }\n\
             macro_rules! impl_lonely {\n    ($($t:ty),*) => { $(impl Lonely for $t { fn lonely_method(&self) {} })* };\n}\n\
             impl_lonely!(u8);\n\n\
             macro_rules! square { ($x:expr) => { $x * $x }; }\n\
             pub fn area() -> usize { square!(WIDTH) }\n\
             pub fn orphan() -> usize { 0 }\n",
        ),
        (
            "core/shapes.rs",
            "//! Shapes.\npub struct Side(pub usize);\npub struct Corner;\n",
        ),
        ("core/unused.rs", "//! Never named.\npub fn nothing() {}\n"),
    ];

    const MAIN: &str = "use games_core::board::{area, Board, Twice};\n\
        fn main() {\n    let b = Board::new();\n    \
        println!(\"{} {} {} {}\", b, b.count(), area(), 5u8.twice());\n}\n";

    fn built(tag: &str) -> (std::path::PathBuf, String, Vec<String>) {
        let dir = scratch(tag);
        write_all(&dir, CORE);
        write_all(&dir, &[("bin/main.rs", MAIN)]);
        let b = bundle(&dir.join("bin/main.rs"), &dir.join("core")).unwrap();
        (dir, b.text, b.core_modules)
    }

    #[test]
    fn reached_items_stay_and_the_rest_goes() {
        let (_, text, modules) = built("prune-items");
        let has = |s: &str| text.contains(s);
        // A const used only inside a trait impl of a kept type, one used by a kept fn.
        assert!(has("const MARK"), "{text}");
        assert!(has("const WIDTH"), "{text}");
        // A method called on a kept type, and what it calls.
        assert!(has("fn count(") && has("fn count_on("), "{text}");
        // A trait whose impls come from a macro, the macro, and what its body calls.
        assert!(
            has("trait Twice") && has("macro_rules! impl_twice"),
            "{text}"
        );
        assert!(has("impl_twice!(u8, u64)") && has("fn helper("), "{text}");
        // A macro used inside a kept fn.
        assert!(has("macro_rules! square"), "{text}");
        // Through a `use` in games-core: the named type comes, its sibling does not.
        assert!(has("struct Side"), "{text}");
        for gone in [
            "NOBODY",
            "never_called",
            "Ghost",
            "Lonely",
            "impl_lonely",
            "orphan",
            "Corner",
            "nothing",
        ] {
            assert!(!has(gone), "{gone} kept in\n{text}");
        }
        assert_eq!(modules, ["board", "shapes"]);
    }

    #[test]
    fn a_pruned_bundle_still_compiles_and_runs() {
        let (dir, text, _) = built("prune-run");
        let file = dir.join("out.rs");
        std::fs::write(&file, &text).unwrap();
        let exe = dir.join("out");
        let out = Command::new("rustc")
            .args(["--edition", "2021", "--crate-name", "main", "-o"])
            .arg(&exe)
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "rustc failed:\n{stderr}\non\n{text}");
        assert!(!stderr.contains("warning"), "{stderr}");
        let run = Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), "# 6 9 10\n");
    }
}
