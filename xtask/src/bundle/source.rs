//! Turning a binary's `src/main.rs` plus the games-core modules it reaches into one file.
//!
//! Every source file is lexed (doc comments become `#[doc]` attributes, which
//! are dropped at the token level, macro bodies included), parsed with `syn`,
//! stripped of `#[cfg(test)]` / `#[test]` items and of [`LOCAL_ONLY`]
//! functions with their calls, and its out-of-line `mod x;` declarations are
//! inlined. The games-core modules needed are found from the
//! binary's `games_core::<module>` paths and, transitively, from the
//! `super::<module>` paths inside games-core; nothing is listed by hand.

use anyhow::{anyhow, bail, Context, Result};
use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Attribute, Ident, Item, Meta, UseTree};

/// Name of the library crate, as written in the binaries' paths.
const CORE: &str = "games_core";

/// How a function's doc comment starts when a judge never needs it (the
/// terminal hint: a judge has no terminal): `/// Local only: …`. Bundles
/// leave the function out, with every statement that calls it (`hint(x);`),
/// and their header names it; it may be used in no other way.
pub const LOCAL_ONLY: &str = "Local only:";

/// A single-file program and what went into it.
#[derive(Debug, Clone)]
pub struct Source {
    /// The whole file.
    pub text: String,
    /// The games-core modules nested in it, in `lib.rs` order.
    pub core_modules: Vec<String>,
    /// The [`LOCAL_ONLY`] functions left out.
    pub left_out: Vec<String>,
}

/// Lexes `path`, drops doc comments, test-only items and [`LOCAL_ONLY`]
/// functions (adding their names to `left_out`), and parses it.
pub fn parse_file(path: &Path, left_out: &mut BTreeSet<String>) -> Result<syn::File> {
    let text =
        fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    parse_text(&text, left_out).with_context(|| format!("{}", path.display()))
}

/// As [`parse_file`], from text.
pub fn parse_text(text: &str, left_out: &mut BTreeSet<String>) -> Result<syn::File> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let tokens: TokenStream = text.parse().map_err(|e| anyhow!("cannot lex: {e}"))?;
    // Doc comments are still there to be read: which functions are local-only.
    let with_docs: syn::File = syn::parse2(tokens.clone()).context("cannot parse")?;
    let mut local = LocalOnly::default();
    local.visit_file(&with_docs);
    let mut file: syn::File = syn::parse2(strip_doc_tokens(tokens)).context("cannot parse")?;
    StripTests.visit_file_mut(&mut file);
    if !local.0.is_empty() {
        LeaveOut(&local.0).visit_file_mut(&mut file);
        left_out.extend(local.0);
    }
    Ok(file)
}

/// The names of the free functions whose doc comment starts with [`LOCAL_ONLY`].
#[derive(Default)]
struct LocalOnly(BTreeSet<String>);

impl<'ast> Visit<'ast> for LocalOnly {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        let first_doc = f.attrs.iter().find_map(|a| match &a.meta {
            Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        });
        if first_doc.is_some_and(|d| d.trim_start().starts_with(LOCAL_ONLY)) {
            self.0.insert(f.sig.ident.to_string());
        }
        syn::visit::visit_item_fn(self, f);
    }
}

/// Removes the named free functions and every statement that is a call of one of them.
struct LeaveOut<'a>(&'a BTreeSet<String>);

impl LeaveOut<'_> {
    fn is_gone(&self, item: &Item) -> bool {
        matches!(item, Item::Fn(f) if self.0.contains(&f.sig.ident.to_string()))
    }
}

impl VisitMut for LeaveOut<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain(|i| !self.is_gone(i));
        syn::visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain(|i| !self.is_gone(i));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|s| match s {
            syn::Stmt::Expr(syn::Expr::Call(call), Some(_)) => !matches!(
                &*call.func,
                syn::Expr::Path(p) if p.path.segments.last()
                    .is_some_and(|seg| self.0.contains(&seg.ident.to_string()))
            ),
            syn::Stmt::Item(i) => !self.is_gone(i),
            _ => true,
        });
        syn::visit_mut::visit_block_mut(self, block);
    }
}

/// Removes every `#[doc …]` and `#![doc …]` attribute (doc comments included) from a token stream.
fn strip_doc_tokens(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let is_doc_group = |t: Option<&TokenTree>| match t {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => matches!(
            g.stream().into_iter().next(),
            Some(TokenTree::Ident(i)) if i == "doc"
        ),
        _ => false,
    };
    let mut out = Vec::with_capacity(trees.len());
    let mut i = 0;
    while i < trees.len() {
        if let TokenTree::Punct(p) = &trees[i] {
            if p.as_char() == '#' {
                if is_doc_group(trees.get(i + 1)) {
                    i += 2;
                    continue;
                }
                let bang =
                    matches!(trees.get(i + 1), Some(TokenTree::Punct(b)) if b.as_char() == '!');
                if bang && is_doc_group(trees.get(i + 2)) {
                    i += 3;
                    continue;
                }
            }
        }
        out.push(match &trees[i] {
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), strip_doc_tokens(g.stream()));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            other => other.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// Whether a `cfg` predicate can only hold in a test build (`test`, `all(test, …)`).
fn predicate_needs_test(meta: &Meta) -> bool {
    match meta {
        Meta::Path(p) => p.is_ident("test"),
        Meta::List(list) if list.path.is_ident("all") => list
            .parse_args_with(Punctuated::<Meta, syn::Token![,]>::parse_terminated)
            .map(|preds| preds.iter().any(predicate_needs_test))
            .unwrap_or(false),
        _ => false,
    }
}

/// Whether the attributes mark a test-only item: `#[cfg(test)]`-like, `#[test]`, `#[bench]`.
pub fn is_test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        let path = a.path();
        if path.is_ident("cfg") {
            a.parse_args::<Meta>()
                .map(|m| predicate_needs_test(&m))
                .unwrap_or(false)
        } else {
            path.is_ident("bench") || path.segments.last().is_some_and(|s| s.ident == "test")
        }
    })
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The attributes of an impl or trait member (`$kind`: `ImplItem` or `TraitItem`).
macro_rules! member_attrs {
    ($kind:ident, $item:expr) => {
        match $item {
            syn::$kind::Const(c) => &c.attrs,
            syn::$kind::Fn(f) => &f.attrs,
            syn::$kind::Type(t) => &t.attrs,
            syn::$kind::Macro(m) => &m.attrs,
            _ => &[],
        }
    };
}

/// Removes test-only items wherever items, members, fields, variants or arms are listed.
struct StripTests;

impl VisitMut for StripTests {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain(|i| !is_test_only(item_attrs(i)));
        syn::visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain(|i| !is_test_only(item_attrs(i)));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_item_impl_mut(&mut self, imp: &mut syn::ItemImpl) {
        imp.items
            .retain(|i| !is_test_only(member_attrs!(ImplItem, i)));
        syn::visit_mut::visit_item_impl_mut(self, imp);
    }

    fn visit_item_trait_mut(&mut self, tr: &mut syn::ItemTrait) {
        tr.items
            .retain(|i| !is_test_only(member_attrs!(TraitItem, i)));
        syn::visit_mut::visit_item_trait_mut(self, tr);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain(|s| match s {
            syn::Stmt::Item(i) => !is_test_only(item_attrs(i)),
            syn::Stmt::Local(l) => !is_test_only(&l.attrs),
            syn::Stmt::Macro(m) => !is_test_only(&m.attrs),
            syn::Stmt::Expr(..) => true,
        });
        syn::visit_mut::visit_block_mut(self, block);
    }

    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        retain_punctuated(&mut fields.named, |f| !is_test_only(&f.attrs));
        syn::visit_mut::visit_fields_named_mut(self, fields);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        retain_punctuated(&mut e.variants, |v| !is_test_only(&v.attrs));
        syn::visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain(|a| !is_test_only(&a.attrs));
        syn::visit_mut::visit_expr_match_mut(self, m);
    }
}

/// Keeps the elements of `list` that `keep` accepts (`Punctuated` has no `retain`).
fn retain_punctuated<T, P: Default>(list: &mut Punctuated<T, P>, keep: impl Fn(&T) -> bool) {
    *list = std::mem::take(list)
        .into_iter()
        .filter(|x| keep(x))
        .collect();
}

/// Replaces every out-of-line `mod x;` in `items` by the parsed contents of its file.
///
/// `dir` is where the children of the file holding `items` live: `src/` for a
/// crate root, `src/<m>/` for `src/<m>.rs` or `src/<m>/mod.rs`.
pub fn inline_modules(
    items: &mut [Item],
    dir: &Path,
    left_out: &mut BTreeSet<String>,
) -> Result<()> {
    for item in items {
        let Item::Mod(m) = item else { continue };
        let name = m.ident.to_string();
        let name = name.strip_prefix("r#").unwrap_or(&name).to_string();
        if m.attrs.iter().any(|a| a.path().is_ident("path")) {
            bail!(
                "module `{name}` in {} uses #[path], which the bundler does not follow",
                dir.display()
            );
        }
        let child_dir = dir.join(&name);
        match &mut m.content {
            Some((_, inner)) => inline_modules(inner, &child_dir, left_out)?,
            None => {
                let file = [dir.join(format!("{name}.rs")), child_dir.join("mod.rs")]
                    .into_iter()
                    .find(|p| p.is_file())
                    .with_context(|| {
                        format!("module `{name}`: no {name}.rs in {}", dir.display())
                    })?;
                let mut parsed = parse_file(&file, left_out)?;
                inline_modules(&mut parsed.items, &child_dir, left_out)?;
                m.attrs.extend(parsed.attrs);
                m.content = Some((Default::default(), parsed.items));
                m.semi = None;
            }
        }
    }
    Ok(())
}

/// Walks a use tree, calling `f(segments, is_glob)` for every full path it imports.
fn walk_use_tree(tree: &UseTree, prefix: &mut Vec<String>, f: &mut dyn FnMut(&[String], bool)) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            walk_use_tree(&p.tree, prefix, f);
            prefix.pop();
        }
        UseTree::Name(n) => {
            prefix.push(n.ident.to_string());
            f(prefix, false);
            prefix.pop();
        }
        UseTree::Rename(r) => {
            prefix.push(r.ident.to_string());
            f(prefix, false);
            prefix.pop();
        }
        UseTree::Glob(_) => f(prefix, true),
        UseTree::Group(g) => {
            for t in &g.items {
                walk_use_tree(t, prefix, f);
            }
        }
    }
}

/// Calls `f` on every pair of identifiers `a :: b` in a token stream, recursively.
fn scan_pairs(tokens: TokenStream, f: &mut dyn FnMut(&str, &str)) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, t) in trees.iter().enumerate() {
        match t {
            TokenTree::Group(g) => scan_pairs(g.stream(), f),
            TokenTree::Ident(a) => {
                if let (
                    Some(TokenTree::Punct(c1)),
                    Some(TokenTree::Punct(c2)),
                    Some(TokenTree::Ident(b)),
                ) = (trees.get(i + 1), trees.get(i + 2), trees.get(i + 3))
                {
                    if c1.as_char() == ':' && c2.as_char() == ':' {
                        f(&a.to_string(), &b.to_string());
                    }
                }
            }
            _ => {}
        }
    }
}

/// Whether a token stream contains `$crate`.
fn mentions_dollar_crate(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(i, t)| match t {
        TokenTree::Group(g) => mentions_dollar_crate(g.stream()),
        TokenTree::Punct(p) if p.as_char() == '$' => {
            matches!(trees.get(i + 1), Some(TokenTree::Ident(c)) if c == "crate")
        }
        _ => false,
    })
}

/// The games-core modules a binary names: `games_core::<module>` in paths, use trees and macro bodies.
#[derive(Default)]
struct BinaryRefs {
    modules: BTreeSet<String>,
    /// A glob import or a renamed crate: every module may be used.
    all: bool,
}

impl BinaryRefs {
    fn note(&mut self, segments: &[String]) {
        match segments {
            [krate, module, ..] if krate == CORE => {
                self.modules.insert(module.clone());
            }
            // `use games_core::*`, `use games_core as gc`, `extern crate`-style uses: anything goes.
            [krate] if krate == CORE => self.all = true,
            _ => {}
        }
    }
}

impl<'ast> Visit<'ast> for BinaryRefs {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.note(&segments);
        syn::visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        walk_use_tree(&u.tree, &mut Vec::new(), &mut |segments, _| {
            self.note(segments)
        });
    }

    fn visit_item_extern_crate(&mut self, e: &'ast syn::ItemExternCrate) {
        if e.ident == CORE && e.rename.is_some() {
            self.all = true;
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        scan_pairs(m.tokens.clone(), &mut |a, b| {
            if a == CORE {
                self.modules.insert(b.to_string());
            }
        });
        syn::visit::visit_macro(self, m);
    }
}

/// The sibling modules a games-core module reaches through `super::<module>`.
struct CoreRefs<'a> {
    /// Module names declared in `lib.rs`.
    known: &'a [String],
    /// Inline-module nesting inside the module file (0 at its top level).
    depth: usize,
    modules: BTreeSet<String>,
    all: bool,
    errors: Vec<String>,
}

impl CoreRefs<'_> {
    fn note(&mut self, segments: &[String], glob: bool) {
        if segments.first().is_some_and(|s| s == "crate") {
            self.errors.push(format!(
                "uses a `crate::` path ({}); games-core modules must use `super::`",
                segments.join("::")
            ));
            return;
        }
        let supers = segments.iter().take_while(|s| *s == "super").count();
        if supers > self.depth + 1 {
            self.errors.push(format!(
                "path `{}` climbs above the games-core root",
                segments.join("::")
            ));
        } else if supers == self.depth + 1 {
            match segments.get(supers) {
                Some(module) => {
                    self.modules.insert(module.clone());
                }
                None if glob => self.all = true,
                None => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for CoreRefs<'_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        self.depth += 1;
        syn::visit::visit_item_mod(self, m);
        self.depth -= 1;
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.note(&segments, false);
        syn::visit::visit_path(self, path);
    }

    // `pub(crate)` / `pub(super)` are visibilities, not references.
    fn visit_vis_restricted(&mut self, _: &'ast syn::VisRestricted) {}

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        walk_use_tree(&u.tree, &mut Vec::new(), &mut |segments, glob| {
            self.note(segments, glob)
        });
    }

    fn visit_attribute(&mut self, a: &'ast Attribute) {
        if a.path().is_ident("macro_export") {
            self.errors.push(
                "has a #[macro_export] macro, which would land at the submission's root".into(),
            );
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        if mentions_dollar_crate(m.tokens.clone()) {
            self.errors.push(
                "uses `$crate` in a macro, which would point at the submission's root".into(),
            );
        }
        let known = self.known;
        let mut found = Vec::new();
        scan_pairs(m.tokens.clone(), &mut |a, b| {
            if a == "super" && known.iter().any(|k| k == b) {
                found.push(b.to_string());
            } else if a == "crate" {
                found.push(String::new());
            }
        });
        for module in found {
            if module.is_empty() {
                self.errors.push(
                    "uses `crate::` inside a macro; games-core modules must use `super::`".into(),
                );
            } else {
                self.modules.insert(module);
            }
        }
        syn::visit::visit_macro(self, m);
    }
}

/// Rewrites a binary's `games_core::…` paths so they still resolve once the
/// crate becomes a module at the submission's root: `crate::games_core::…`
/// inside nested modules, and `::games_core::…` loses its leading `::`.
struct RootPaths {
    depth: usize,
}

impl RootPaths {
    fn crate_ident() -> Ident {
        Ident::new("crate", Span::call_site())
    }

    fn fix_tree(&self, tree: &mut UseTree) {
        match tree {
            UseTree::Path(p) if p.ident == CORE && self.depth > 0 => {
                let inner = std::mem::replace(
                    tree,
                    UseTree::Glob(syn::UseGlob {
                        star_token: Default::default(),
                    }),
                );
                *tree = UseTree::Path(syn::UsePath {
                    ident: Self::crate_ident(),
                    colon2_token: Default::default(),
                    tree: Box::new(inner),
                });
            }
            UseTree::Group(g) => {
                for t in g.items.iter_mut() {
                    self.fix_tree(t);
                }
            }
            _ => {}
        }
    }
}

impl VisitMut for RootPaths {
    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        self.depth += 1;
        syn::visit_mut::visit_item_mod_mut(self, m);
        self.depth -= 1;
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.segments.first().is_some_and(|s| s.ident == CORE) {
            path.leading_colon = None;
            if self.depth > 0 {
                path.segments.insert(0, Self::crate_ident().into());
            }
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, u: &mut syn::ItemUse) {
        let names_core = match &u.tree {
            UseTree::Path(p) => p.ident == CORE,
            _ => false,
        };
        if names_core {
            u.leading_colon = None;
        }
        self.fix_tree(&mut u.tree);
    }
}

/// The `pub mod` names of `games-core/src/lib.rs`, in order.
pub fn core_module_names(core_src: &Path) -> Result<Vec<String>> {
    let lib_path = core_src.join("lib.rs");
    let lib = parse_file(&lib_path, &mut BTreeSet::new())?;
    let mut names = Vec::new();
    for item in &lib.items {
        match item {
            Item::Mod(m) if m.content.is_none() => names.push(m.ident.to_string()),
            _ => {
                bail!(
                    "{} holds an item other than `pub mod <name>;`; the bundler only knows how to \
                     nest modules",
                    lib_path.display()
                )
            }
        }
    }
    Ok(names)
}

fn core_module_path(core_src: &Path, name: &str) -> PathBuf {
    let flat = core_src.join(format!("{name}.rs"));
    if flat.is_file() {
        flat
    } else {
        core_src.join(name).join("mod.rs")
    }
}

/// Builds one submission from `main_rs` (a binary's `src/main.rs`) and the games-core
/// sources in `core_src`.
pub fn bundle(main_rs: &Path, core_src: &Path) -> Result<Source> {
    let mut left_out = BTreeSet::new();
    let mut main = parse_file(main_rs, &mut left_out)?;
    let src_dir = main_rs.parent().unwrap_or(Path::new("."));
    inline_modules(&mut main.items, src_dir, &mut left_out)?;
    main.items
        .retain(|i| !matches!(i, Item::ExternCrate(e) if e.ident == CORE && e.rename.is_none()));

    let known = core_module_names(core_src)?;
    let mut refs = BinaryRefs::default();
    refs.visit_file(&main);
    let mut wanted: BTreeSet<String> = if refs.all {
        known.iter().cloned().collect()
    } else {
        refs.modules
    };

    // Transitive closure over `super::<module>` references inside games-core.
    let mut parsed: Vec<(String, syn::File)> = Vec::new();
    let mut queue: Vec<String> = wanted.iter().cloned().collect();
    while let Some(name) = queue.pop() {
        if !known.contains(&name) {
            bail!(
                "`{CORE}::{name}` is not a module of games-core (it has: {})",
                known.join(", ")
            );
        }
        let path = core_module_path(core_src, &name);
        let mut file = parse_file(&path, &mut left_out)?;
        inline_modules(&mut file.items, &core_src.join(&name), &mut left_out)?;
        let mut core_refs = CoreRefs {
            known: &known,
            depth: 0,
            modules: BTreeSet::new(),
            all: false,
            errors: Vec::new(),
        };
        core_refs.visit_file(&file);
        if let Some(e) = core_refs.errors.first() {
            bail!("{} {e}", path.display());
        }
        let reached: Vec<String> = if core_refs.all {
            known.clone()
        } else {
            core_refs.modules.into_iter().collect()
        };
        for r in reached {
            if wanted.insert(r.clone()) {
                queue.push(r);
            }
        }
        parsed.push((name, file));
    }

    super::prune::prune(&main, &mut parsed);
    RootPaths { depth: 0 }.visit_file_mut(&mut main);
    let core_modules: Vec<String> = known
        .into_iter()
        .filter(|k| parsed.iter().any(|(n, _)| n == k))
        .collect();
    if !core_modules.is_empty() {
        let mut nest: syn::ItemMod = syn::parse_str(&format!(
            "#[allow(dead_code, unused_imports, unused_variables)] mod {CORE} {{}}"
        ))
        .context("internal")?;
        let mut items = Vec::new();
        for name in &core_modules {
            let (_, file) = parsed
                .iter()
                .find(|(n, _)| n == name)
                .expect("every wanted module was parsed");
            let mut module: syn::ItemMod =
                syn::parse_str(&format!("pub mod {name} {{}}")).context("internal")?;
            module.attrs = file.attrs.clone();
            module.content = Some((Default::default(), file.items.clone()));
            items.push(Item::Mod(module));
        }
        nest.content = Some((Default::default(), items));
        main.items.push(Item::Mod(nest));
    }

    Ok(Source {
        text: prettyplease::unparse(&main),
        core_modules,
        left_out: left_out.into_iter().collect(),
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::process::Command;

    /// A fresh scratch folder for one test, removed when the guard drops.
    pub(crate) fn scratch(tag: &str) -> crate::Scratch {
        crate::Scratch::new(&format!("bundle-{tag}"))
    }

    /// What [`compile_and_run`] saw: rustc's stderr, and the program's stdout and stderr.
    pub(crate) struct Ran {
        pub rustc: String,
        pub stdout: String,
        pub stderr: String,
    }

    /// Builds the bundle `text` with plain rustc (edition 2021) in `dir` (it
    /// must build) and runs it.
    pub(crate) fn compile_and_run(dir: &Path, text: &str) -> Ran {
        let file = dir.join("out.rs");
        fs::write(&file, text).unwrap();
        let exe = dir.join("out");
        let out = Command::new("rustc")
            .args(["--edition", "2021", "--crate-name", "main", "-o"])
            .arg(&exe)
            .arg(&file)
            .output()
            .unwrap();
        let rustc = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "rustc failed:\n{rustc}\non\n{text}");
        let run = Command::new(&exe).output().unwrap();
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        Ran {
            rustc,
            stdout: text(&run.stdout),
            stderr: text(&run.stderr),
        }
    }

    /// Writes `files` (path, text) under `dir`.
    pub(crate) fn write_all(dir: &Path, files: &[(&str, &str)]) {
        for (path, text) in files {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
    }

    /// A small games-core: `a` reaches `b` by a plain `super::` path, `b` reaches `c`
    /// from inside an inline module and `e` from an out-of-line one, `d` is only used
    /// by tests, and `unused` is never named.
    const CORE: &[(&str, &str)] = &[
        (
            "core/lib.rs",
            "//! The crate.\npub mod a;\npub mod b;\npub mod c;\npub mod d;\npub mod e;\npub mod unused;\n",
        ),
        (
            "core/a.rs",
            "//! Module a.\n\n/// Doubles via b.\npub fn twice(x: u64) -> u64 {\n    super::b::add(x, x)\n}\n\n\
             #[cfg(test)]\nmod tests {\n    use super::super::d::only_tests;\n    #[test]\n    fn t() { only_tests(); }\n}\n",
        ),
        (
            "core/b.rs",
            "//! Module b.\nmod inner {\n    pub use super::super::c::ONE;\n}\nmod outer;\n\n\
             /// Adds.\npub fn add(x: u64, y: u64) -> u64 {\n    x + y + inner::ONE - outer::one()\n}\n\n\
             #[test]\nfn loose_test() {}\n",
        ),
        (
            "core/b/outer.rs",
            "//! Out-of-line child of b.\npub fn one() -> u64 {\n    super::super::e::ONE\n}\n",
        ),
        ("core/c.rs", "//! c.\n/// One.\npub const ONE: u64 = 1;\n"),
        ("core/d.rs", "//! d.\npub fn only_tests() {}\n"),
        ("core/e.rs", "//! e.\npub const ONE: u64 = 1;\n"),
        ("core/unused.rs", "//! never named\npub fn nothing() {}\n"),
    ];

    const MAIN: &str = "//! The binary.\n\nuse games_core::a::twice;\n\n\
        /// Helpers in a nested module still reach games-core.\nmod helper {\n    \
        pub fn three() -> u64 {\n        games_core::c::ONE * 3\n    }\n}\n\n\
        /** Block doc. */\nfn main() {\n    println!(\"{}\", twice(helper::three()));\n}\n\n\
        #[cfg(test)]\nmod tests {\n    #[test]\n    fn sample() {\n        assert_eq!(super::twice(2), 4);\n    }\n}\n";

    fn fixture(tag: &str) -> (crate::Scratch, Source) {
        let dir = scratch(tag);
        write_all(&dir, CORE);
        write_all(&dir, &[("bin/main.rs", MAIN)]);
        let built = bundle(&dir.join("bin/main.rs"), &dir.join("core")).unwrap();
        (dir, built)
    }

    #[test]
    fn modules_are_found_transitively_and_only_those() {
        let (_, built) = fixture("transitive");
        assert_eq!(built.core_modules, ["a", "b", "c", "e"]);
        assert!(!built.text.contains("mod unused"), "{}", built.text);
        assert!(!built.text.contains("only_tests"), "{}", built.text);
    }

    #[test]
    fn no_tests_and_no_docs_survive() {
        let (_, built) = fixture("strip");
        for banned in [
            "#[test]",
            "cfg(test)",
            "mod tests",
            "loose_test",
            "///",
            "//!",
            "/**",
            "#[doc",
            "doc =",
        ] {
            assert!(!built.text.contains(banned), "{banned} in\n{}", built.text);
        }
        assert!(built.text.contains("pub fn twice"));
    }

    #[test]
    fn nested_modules_reach_games_core_through_crate() {
        let (dir, built) = fixture("nested");
        assert!(
            built.text.contains("crate::games_core::c::ONE"),
            "{}",
            built.text
        );
        // And the whole thing is a valid program that prints 2 * (3 + 1 - 1) = 6.
        assert_eq!(compile_and_run(&dir, &built.text).stdout, "6\n");
    }

    #[test]
    fn crate_paths_in_games_core_are_refused() {
        let dir = scratch("crate-path");
        write_all(
            &dir,
            &[
                ("core/lib.rs", "pub mod a;\npub mod b;\n"),
                ("core/a.rs", "pub fn f() -> u8 { crate::b::G }\n"),
                ("core/b.rs", "pub const G: u8 = 1;\n"),
                ("bin/main.rs", "fn main() { games_core::a::f(); }\n"),
            ],
        );
        let e = crate::error_text(bundle(&dir.join("bin/main.rs"), &dir.join("core")));
        assert!(e.contains("`crate::` path") && e.contains("a.rs"), "{e}");
    }

    #[test]
    fn unknown_modules_are_refused() {
        let dir = scratch("unknown");
        write_all(
            &dir,
            &[
                ("core/lib.rs", "pub mod a;\n"),
                ("core/a.rs", "pub fn f() {}\n"),
                (
                    "bin/main.rs",
                    "use games_core::zzz::f;\nfn main() { f(); }\n",
                ),
            ],
        );
        let e = crate::error_text(bundle(&dir.join("bin/main.rs"), &dir.join("core")));
        assert!(
            e.contains("`games_core::zzz` is not a module of games-core"),
            "{e}"
        );
    }

    #[test]
    fn local_only_functions_and_their_call_statements_are_left_out_and_named() {
        let dir = scratch("local-only");
        let run = "//! Entry.\n\
            /// Runs `f`, after a hint.\n\
            pub fn run(f: fn() -> u8) {\n    let shown = 1;\n    hint(shown);\n    \
            println!(\"{}\", f());\n}\n\
            /// Local only: a hint for people.\n/// More words.\n\
            fn hint(x: u8) {\n    eprintln!(\"hint {x}\");\n}\n\
            /// Not local only: kept.\n\
            pub fn plain() -> u8 {\n    7\n}\n";
        write_all(
            &dir,
            &[
                ("core/lib.rs", "pub mod entry;\n"),
                ("core/entry.rs", run),
                (
                    "bin/main.rs",
                    "use games_core::entry::{plain, run};\nfn main() { run(plain); }\n",
                ),
            ],
        );
        let built = bundle(&dir.join("bin/main.rs"), &dir.join("core")).unwrap();
        assert_eq!(built.left_out, ["hint"]);
        assert!(!built.text.contains("hint"), "{}", built.text);
        assert!(built.text.contains("fn plain"), "{}", built.text);
        // It builds without a warning (the nest allows the now unused `x`) and runs.
        let ran = compile_and_run(&dir, &built.text);
        assert!(!ran.rustc.contains("warning"), "{}", ran.rustc);
        assert_eq!(ran.stdout, "7\n");
        assert!(ran.stderr.is_empty(), "{}", ran.stderr);
    }

    #[test]
    fn test_only_cfg_predicates() {
        let gated = |src: &str| {
            let f = syn::parse_file(src).unwrap();
            is_test_only(item_attrs(&f.items[0]))
        };
        assert!(gated("#[cfg(test)] fn f() {}"));
        assert!(gated("#[cfg(all(unix, test))] fn f() {}"));
        assert!(gated("#[test] fn f() {}"));
        assert!(!gated("#[cfg(not(test))] fn f() {}"));
        assert!(!gated("#[cfg(any(test, unix))] fn f() {}"));
        assert!(!gated("#[inline] fn f() {}"));
    }
}
