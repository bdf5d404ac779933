//! `cargo xtask api [MODULE] [--write | --check]`: the public API of games-core and problem-kit at a glance, each item's signature and first doc line, read from the source.
//!
//! The listing is generated from the source with `syn` (no rustdoc build):
//! every `pub` item reachable through `pub mod` from each crate's `lib.rs`
//! (functions, structs, enums, traits with their methods, inherent methods,
//! constants, types, re-exports, exported macros), in file order. `--write`
//! puts it in [`FILE`]; `--check` fails when that file is stale, and CI runs
//! it. `MODULE` narrows the printed listing to the modules whose path ends
//! with it (`nim`, `problem_kit::gen`, `score` for both crates' `score`).

use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use syn::{Attribute, Expr, ImplItem, Item, Lit, Meta, TraitItem, Visibility};

/// The generated listing, relative to the workspace root.
pub const FILE: &str = "docs/API.md";

/// The crates listed: their name in paths and their `src/` relative to the root.
const CRATES: [(&str, &str); 2] = [
    ("games_core", "games-core/src"),
    ("problem_kit", "tests/kit/src"),
];

/// The public API of games-core and problem-kit, each item's signature and
/// first doc line, generated from the source (no rustdoc build).
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// Only the modules whose path ends with this (`nim`, `problem_kit::gen`); default: all.
    #[arg(value_name = "MODULE")]
    module: Option<String>,
    /// Write the whole listing to docs/API.md.
    #[arg(long, conflicts_with_all = ["check", "module"])]
    write: bool,
    /// Fail when docs/API.md is not what --write would write (CI runs it).
    #[arg(long, conflicts_with = "module")]
    check: bool,
}

/// One module's listing: its path, its `//!` first line, and its items' lines.
struct Module {
    path: String,
    about: String,
    lines: Vec<String>,
}

/// The first sentence of the doc comments in `attrs` (`//!` ones with
/// `inner`): their first paragraph, joined into one line and cut after its
/// first `. ` (the doc's summary line, however it is wrapped).
fn first_doc_line(attrs: &[Attribute], inner: bool) -> String {
    let text: Vec<String> = attrs
        .iter()
        .filter(|a| {
            a.path().is_ident("doc") && matches!(a.style, syn::AttrStyle::Inner(_)) == inner
        })
        .filter_map(|a| match &a.meta {
            Meta::NameValue(nv) => match &nv.value {
                Expr::Lit(l) => match &l.lit {
                    Lit::Str(s) => Some(s.value()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        })
        .flat_map(|text| {
            text.lines()
                .map(|l| l.trim().to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    let paragraph: Vec<&str> = text
        .iter()
        .map(String::as_str)
        .skip_while(|l| l.is_empty())
        .take_while(|l| !l.is_empty())
        .collect();
    let joined = paragraph.join(" ");
    // The first `. ` that ends a sentence, not an abbreviation's.
    let end = joined.match_indices(". ").map(|(at, _)| at).find(|&at| {
        !["e.g", "i.e", "cf", "vs"]
            .iter()
            .any(|a| joined[..at].ends_with(a))
    });
    match end {
        Some(end) => joined[..=end].to_string(),
        None => joined,
    }
}

/// `item` as prettyplease prints it, on one line, without attributes or body.
fn one_line(item: Item) -> String {
    let text = prettyplease::unparse(&syn::File {
        shebang: None,
        attrs: Vec::new(),
        items: vec![item],
    });
    let mut line = text
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(")
        .replace(", )", ")")
        .replace("< ", "<")
        .replace(", >", ">");
    for end in [" {}", ";", " {  }", ","] {
        if let Some(cut) = line.strip_suffix(end) {
            line = cut.to_string();
        }
    }
    line.trim().to_string()
}

/// A signature `sig` with its visibility `vis` (empty in a trait), as one line.
fn fn_line(vis: &Visibility, sig: &syn::Signature) -> String {
    one_line(Item::Fn(syn::ItemFn {
        attrs: Vec::new(),
        vis: vis.clone(),
        sig: sig.clone(),
        block: Box::new(syn::parse_quote!({})),
    }))
}

fn is_pub(vis: &Visibility) -> bool {
    matches!(vis, Visibility::Public(_))
}

/// `- `sig` — doc` (the doc omitted when there is none), indented by `depth`.
fn entry(depth: usize, sig: &str, doc: &str) -> String {
    let pad = "  ".repeat(depth);
    if doc.is_empty() {
        format!("{pad}- `{sig}`")
    } else {
        format!("{pad}- `{sig}` — {doc}")
    }
}

/// Whether `attrs` hold `#[cfg(test)]`.
fn test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|i| i == "test")
    })
}

/// The listing of the module at `path` (its items `items`, its file `file`),
/// then of its public submodules, into `out`.
fn walk(
    path: &str,
    about: String,
    items: &[Item],
    file: &Path,
    out: &mut Vec<Module>,
) -> Result<()> {
    let mut lines = Vec::new();
    let mut subs = Vec::new();
    for item in items {
        match item {
            Item::Fn(f) if is_pub(&f.vis) => {
                lines.push(entry(
                    0,
                    &fn_line(&f.vis, &f.sig),
                    &first_doc_line(&f.attrs, false),
                ));
            }
            Item::Struct(s) if is_pub(&s.vis) => {
                let mut bare = s.clone();
                bare.attrs.clear();
                let fields: Vec<String> = s
                    .fields
                    .iter()
                    .filter(|f| is_pub(&f.vis))
                    .filter_map(|f| f.ident.as_ref().map(|i| i.to_string()))
                    .collect();
                bare.fields = syn::Fields::Unit;
                bare.semi_token = Some(Default::default());
                let mut sig = one_line(Item::Struct(bare));
                if !fields.is_empty() {
                    sig.push_str(&format!(" {{ {} }}", fields.join(", ")));
                }
                lines.push(entry(0, &sig, &first_doc_line(&s.attrs, false)));
            }
            Item::Enum(e) if is_pub(&e.vis) => {
                let names: Vec<String> = e.variants.iter().map(|v| v.ident.to_string()).collect();
                let mut bare = e.clone();
                bare.attrs.clear();
                bare.variants.clear();
                let head = one_line(Item::Enum(bare));
                let head = head
                    .trim_end_matches('}')
                    .trim_end()
                    .trim_end_matches('{')
                    .trim_end();
                lines.push(entry(
                    0,
                    &format!("{head} {{ {} }}", names.join(", ")),
                    &first_doc_line(&e.attrs, false),
                ));
            }
            Item::Trait(t) if is_pub(&t.vis) => {
                let mut bare = t.clone();
                bare.attrs.clear();
                bare.items.clear();
                let head = one_line(Item::Trait(bare));
                let head = head
                    .trim_end_matches('}')
                    .trim_end()
                    .trim_end_matches('{')
                    .trim_end();
                lines.push(entry(0, head, &first_doc_line(&t.attrs, false)));
                for ti in &t.items {
                    match ti {
                        TraitItem::Fn(f) => lines.push(entry(
                            1,
                            &fn_line(&Visibility::Inherited, &f.sig),
                            &first_doc_line(&f.attrs, false),
                        )),
                        TraitItem::Type(ty) => {
                            let bounds = if ty.bounds.is_empty() {
                                String::new()
                            } else {
                                let mut t2 = ty.clone();
                                t2.attrs.clear();
                                t2.default = None;
                                // `type Pos: Bounds;` through a trait of its own to print it.
                                let holder: syn::ItemTrait = syn::parse_quote!(trait X { #t2 });
                                let text = one_line(Item::Trait(holder));
                                text.trim_start_matches("trait X {")
                                    .trim_end_matches('}')
                                    .trim()
                                    .trim_end_matches(';')
                                    .trim_start_matches(&format!("type {}", ty.ident))
                                    .to_string()
                            };
                            lines.push(entry(
                                1,
                                &format!("type {}{bounds}", ty.ident),
                                &first_doc_line(&ty.attrs, false),
                            ));
                        }
                        TraitItem::Const(c) => lines.push(entry(
                            1,
                            &format!("const {}", c.ident),
                            &first_doc_line(&c.attrs, false),
                        )),
                        _ => {}
                    }
                }
            }
            Item::Impl(i) if i.trait_.is_none() => {
                let methods: Vec<&syn::ImplItemFn> = i
                    .items
                    .iter()
                    .filter_map(|ii| match ii {
                        ImplItem::Fn(f) if is_pub(&f.vis) => Some(f),
                        _ => None,
                    })
                    .collect();
                if methods.is_empty() || test_only(&i.attrs) {
                    continue;
                }
                let mut bare = i.clone();
                bare.attrs.clear();
                bare.items.clear();
                let head = one_line(Item::Impl(bare));
                let head = head
                    .trim_end_matches('}')
                    .trim_end()
                    .trim_end_matches('{')
                    .trim_end();
                lines.push(entry(0, head, ""));
                for f in methods {
                    lines.push(entry(
                        1,
                        &fn_line(&f.vis, &f.sig),
                        &first_doc_line(&f.attrs, false),
                    ));
                }
            }
            Item::Const(c) if is_pub(&c.vis) => {
                let mut bare = c.clone();
                bare.attrs.clear();
                let sig = one_line(Item::Const(bare));
                let sig = sig.split(" = ").next().unwrap_or(&sig).to_string();
                lines.push(entry(0, &sig, &first_doc_line(&c.attrs, false)));
            }
            Item::Static(s) if is_pub(&s.vis) => {
                lines.push(entry(
                    0,
                    &format!("pub static {}", s.ident),
                    &first_doc_line(&s.attrs, false),
                ));
            }
            Item::Type(t) if is_pub(&t.vis) => {
                let mut bare = t.clone();
                bare.attrs.clear();
                lines.push(entry(
                    0,
                    &one_line(Item::Type(bare)),
                    &first_doc_line(&t.attrs, false),
                ));
            }
            Item::Use(u) if is_pub(&u.vis) => {
                let mut bare = u.clone();
                bare.attrs.clear();
                lines.push(entry(0, &one_line(Item::Use(bare)), ""));
            }
            Item::Macro(m) if m.attrs.iter().any(|a| a.path().is_ident("macro_export")) => {
                if let Some(name) = &m.ident {
                    lines.push(entry(
                        0,
                        &format!("macro_rules! {name}"),
                        &first_doc_line(&m.attrs, false),
                    ));
                }
            }
            Item::Mod(m) if is_pub(&m.vis) && !test_only(&m.attrs) => subs.push(m),
            _ => {}
        }
    }
    out.push(Module {
        path: path.to_string(),
        about,
        lines,
    });
    for m in subs {
        let sub_path = format!("{path}::{}", m.ident);
        match &m.content {
            Some((_, items)) => walk(&sub_path, first_doc_line(&m.attrs, false), items, file, out)?,
            None => {
                let dir = module_dir(file);
                let candidates = [
                    dir.join(format!("{}.rs", m.ident)),
                    dir.join(m.ident.to_string()).join("mod.rs"),
                ];
                let Some(found) = candidates.iter().find(|p| p.is_file()) else {
                    bail!("{}: no file for `pub mod {}`", file.display(), m.ident);
                };
                let parsed = parse(found)?;
                walk(
                    &sub_path,
                    first_doc_line(&parsed.attrs, true),
                    &parsed.items,
                    found,
                    out,
                )?;
            }
        }
    }
    Ok(())
}

/// Where the submodules of the module in `file` live: its folder for
/// `lib.rs` and `mod.rs`, else a folder named after it.
fn module_dir(file: &Path) -> PathBuf {
    let parent = file.parent().unwrap_or(Path::new("."));
    match file.file_name().and_then(|n| n.to_str()) {
        Some("lib.rs" | "mod.rs") => parent.to_path_buf(),
        _ => parent.join(file.file_stem().unwrap_or_default()),
    }
}

fn parse(file: &Path) -> Result<syn::File> {
    let text =
        fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    syn::parse_file(&text).with_context(|| format!("cannot parse {}", file.display()))
}

/// Every module of the listed crates, in order.
fn modules(root: &Path) -> Result<Vec<Module>> {
    let mut out = Vec::new();
    for (name, src) in CRATES {
        let lib = root.join(src).join("lib.rs");
        let parsed = parse(&lib)?;
        walk(
            name,
            first_doc_line(&parsed.attrs, true),
            &parsed.items,
            &lib,
            &mut out,
        )?;
    }
    Ok(out)
}

/// One module's section: its path and `//!` line, then its items.
fn section(m: &Module) -> String {
    let mut text = format!("### `{}`\n\n", m.path);
    if !m.about.is_empty() {
        text.push_str(&format!("{}\n\n", m.about));
    }
    if !m.lines.is_empty() {
        text.push_str(&m.lines.join("\n"));
        text.push_str("\n\n");
    }
    text
}

/// The whole listing, as [`FILE`] holds it.
pub fn listing(root: &Path) -> Result<String> {
    let mut text = String::from(
        "# The public API of games-core and problem-kit\n\n\
         <!-- Generated by `cargo xtask api --write` from the source: do not edit; CI fails when it is stale. -->\n\n\
         Each public item's signature and the first line of its documentation, module by module \
         (`cargo xtask api MODULE` prints one module; the full docs: `cargo doc --open -p games-core -p problem-kit`).\n\n",
    );
    for m in modules(root)? {
        text.push_str(&section(&m));
    }
    Ok(format!("{}\n", text.trim_end()))
}

/// Entry point of `cargo xtask api`.
pub fn main(args: Args) -> Result<()> {
    let root = crate::problems::workspace_root()?;
    let path = root.join(FILE);
    if args.write || args.check {
        let text = listing(&root)?;
        let old = fs::read_to_string(&path).unwrap_or_default();
        if args.check {
            if old != text {
                bail!("{FILE} is stale: run `cargo xtask api --write` and commit it");
            }
            crate::out(&format!("{FILE} is up to date"));
        } else if old == text {
            crate::out(&format!("{FILE} unchanged"));
        } else {
            fs::write(&path, &text).with_context(|| format!("cannot write {}", path.display()))?;
            crate::out(&format!("wrote {FILE}"));
        }
        return Ok(());
    }
    let all = modules(&root)?;
    let wanted: Vec<&Module> = match &args.module {
        None => all.iter().collect(),
        Some(m) => {
            let m = m.replace('-', "_");
            all.iter()
                .filter(|x| x.path == m || x.path.ends_with(&format!("::{m}")))
                .collect()
        }
    };
    if wanted.is_empty() {
        bail!(
            "no module `{}` in games-core or problem-kit (try `cargo xtask api` for all of them)",
            args.module.unwrap_or_default()
        );
    }
    let text: String = wanted.iter().map(|m| section(m)).collect();
    crate::write_out(format!("{}\n", text.trim_end()).as_bytes());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_print_as_one_line_signatures_with_their_first_doc_line() {
        let file: syn::File = syn::parse_quote! {
            //! A module.
            /// Adds.
            ///
            /// More.
            pub fn add<T: Copy>(a: T, b: T) -> T where T: std::ops::Add<Output = T> { a + b }
            fn hidden() {}
            /// A pair.
            pub struct Pair<P> { pub a: P, b: P }
            /// Who moves.
            pub enum Turn { Max, Min }
            /// Rules.
            pub trait Rules: Sized {
                /// A position.
                type Pos: Clone + 'static;
                /// Moves.
                fn moves(&self, p: &Self::Pos) -> Vec<Self::Pos>;
            }
            impl<P> Pair<P> {
                /// Makes one.
                pub fn new(a: P, b: P) -> Self { Pair { a, b } }
                fn private(&self) {}
            }
            /// Big.
            pub const BIG: u64 = 1;
            pub use std::fmt::Debug;
        };
        let mut out = Vec::new();
        walk(
            "m",
            "A module.".into(),
            &file.items,
            Path::new("lib.rs"),
            &mut out,
        )
        .unwrap();
        let lines = &out[0].lines;
        assert_eq!(
            lines,
            &[
                "- `pub fn add<T: Copy>(a: T, b: T) -> T where T: std::ops::Add<Output = T>` — Adds.",
                "- `pub struct Pair<P> { a }` — A pair.",
                "- `pub enum Turn { Max, Min }` — Who moves.",
                "- `pub trait Rules: Sized` — Rules.",
                "  - `type Pos: Clone + 'static` — A position.",
                "  - `fn moves(&self, p: &Self::Pos) -> Vec<Self::Pos>` — Moves.",
                "- `impl<P> Pair<P>`",
                "  - `pub fn new(a: P, b: P) -> Self` — Makes one.",
                "- `pub const BIG: u64` — Big.",
                "- `pub use std::fmt::Debug`",
            ]
        );
    }

    #[test]
    fn the_listing_covers_both_crates() {
        let root = crate::problems::workspace_root().unwrap();
        let all = modules(&root).unwrap();
        for path in [
            "games_core::nim",
            "problem_kit::gen",
            "problem_kit::brute::grid",
        ] {
            assert!(all.iter().any(|m| m.path == path), "{path}");
        }
        let gen = all.iter().find(|m| m.path == "problem_kit::gen").unwrap();
        assert!(
            gen.lines
                .iter()
                .any(|l| l.contains("pub fn random_tree(&mut self, n: u64) -> Vec<(u64, u64)>")),
            "{:#?}",
            gen.lines
        );
    }
}
