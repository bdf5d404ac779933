//! Keeping only the games-core items a binary reaches.
//!
//! Reachability is by name, so it errs on the side of keeping: the binary's
//! `src/main.rs` is kept whole, and every identifier a kept item mentions
//! (in its body, its signature, its attributes or a macro's tokens) keeps
//! every games-core item of that name, in any nested module. Then:
//!
//! - a member of a trait or an impl is mentioned by its *keys*: a function
//!   by its name (on a path, `Scanner::next`) or, if it takes `self`, by a
//!   method call with as many arguments (`sc.next("n")` reaches
//!   `next(&mut self, what)`, `args.next()` does not); an associated constant
//!   only by a path step (`T::MAX`, `<u8>::MAX`: a plain `MAX` is another item);
//! - a trait is kept when its name or a key of one of its members is
//!   mentioned (a method can be called without naming its trait), with the
//!   members whose keys are mentioned;
//! - a trait impl is kept when its trait is kept (or is not games-core's) and
//!   its self type names a kept games-core type (or none at all, as in
//!   `impl Int for u64`); an impl of a games-core trait keeps the members the
//!   trait keeps, another trait's (std's `Display`) keeps them all; an impl
//!   of std's `FromStr` is kept only when something parses (`x.parse()`,
//!   `parse` or `from_str` is mentioned: `STD_TRAITS_CALLED_AS`);
//! - an inherent impl keeps the members whose keys are mentioned, if its type is kept;
//! - a `macro_rules!` body that writes impls of a games-core trait keeps, in
//!   them, the members the trait keeps;
//! - an item-level macro call defined by a local `macro_rules!` is kept when
//!   that macro's body names a kept trait or type (the call generates impls);
//!   when its arguments are all primitive types (`impl_int!(u8, u64)`), only
//!   the mentioned ones stay, and the call goes if none is; any other
//!   item-level macro call is kept;
//! - a `use` at the top of a games-core module keeps a name only when the
//!   module's own kept items name it, or, for a games-core trait, a key of
//!   one of its members (its methods need it in scope); a std name is kept
//!   too when it is a trait in `STD_TRAITS` (`write!` needs `Write`); a
//!   `pub use` also keeps a name a path goes through (`io::Scanner`, or
//!   `io::*`), so a re-export module like `io` keeps only what is taken
//!   through it. A `use` of games-core in a nested module keeps a name
//!   mentioned anywhere; globs, `_` and other nested `use`s are kept (unused
//!   ones are allowed by the `#[allow(unused_imports)]` on the nest);
//! - a module is kept when one of its items is, or when its name is mentioned.
//!
//! A field's name (`self.line`, `line: u64`, `Error::Input { line, .. }`) is
//! no mention, and a number's suffix is (`5u8` names `u8`). Inside a macro
//! call's tokens (`println!("{}", it.next())`) every identifier counts as a
//! plain name, so a method called there keeps every member of that name.
//!
//! Mentions are collected again until nothing changes. A mistake here makes
//! a bundle that does not compile, which `--verify` catches for every binary.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::visit::Visit;
use syn::{ImplItem, Item, UseTree};

/// Every identifier in a syntax node, macro tokens included, without `r#`.
#[derive(Default)]
struct Idents(BTreeSet<String>);

impl Idents {
    /// The identifiers of a node's attributes (`#[derive(…)]`, `#[doc = …]`).
    fn visit_attributes(&mut self, attrs: &[syn::Attribute]) {
        for a in attrs {
            self.visit_attribute(a);
        }
    }

    fn add(&mut self, name: String) {
        match name.strip_prefix("r#") {
            Some(bare) => self.0.insert(bare.to_string()),
            None => self.0.insert(name),
        };
    }

    fn scan(&mut self, tokens: TokenStream) {
        // The ident before a `::` and how many `:` came since it.
        let (mut before, mut colons) = (None::<String>, 0);
        for t in tokens {
            match t {
                TokenTree::Ident(i) => {
                    let name = i.to_string();
                    if colons == 2 {
                        self.add_path_step(before.as_deref(), &name);
                    }
                    self.add(name.clone());
                    (before, colons) = (Some(name), 0);
                    continue;
                }
                TokenTree::Punct(p) if p.as_char() == ':' => colons += 1,
                TokenTree::Punct(p) if p.as_char() == '>' && colons == 0 => before = None,
                TokenTree::Group(g) => {
                    self.scan(g.stream());
                    (before, colons) = (None, 0);
                    continue;
                }
                TokenTree::Literal(l) => self.add_suffix(&l.to_string()),
                TokenTree::Punct(_) => {}
            }
            if colons == 0 || colons > 2 {
                (before, colons) = (None, 0);
            }
        }
    }

    /// `name` after a `::`: an associated item's name (`::MAX`), and with the
    /// segment before it, a path step (`io::Scanner`) that a re-export answers.
    fn add_path_step(&mut self, before: Option<&str>, name: &str) {
        let name = name.strip_prefix("r#").unwrap_or(name);
        self.0.insert(format!("::{name}"));
        if let Some(b) = before {
            let b = b.strip_prefix("r#").unwrap_or(b);
            self.0.insert(format!("{b}::{name}"));
        }
    }

    /// The path steps of a `use` tree (`io::{run, Scanner}` gives `io::run`, `io::Scanner`).
    fn add_use_steps(&mut self, tree: &UseTree, before: Option<&str>) {
        let step = |ids: &mut Self, name: &syn::Ident| {
            if let Some(b) = before {
                ids.add_path_step(Some(b), &name.to_string());
            }
        };
        match tree {
            UseTree::Path(p) => {
                step(self, &p.ident);
                self.add_use_steps(&p.tree, Some(&p.ident.to_string()));
            }
            UseTree::Name(n) => step(self, &n.ident),
            UseTree::Rename(r) => step(self, &r.ident),
            UseTree::Glob(_) => {
                if let Some(b) = before {
                    self.0.insert(format!("{b}::*"));
                }
            }
            UseTree::Group(g) => {
                for t in &g.items {
                    self.add_use_steps(t, before);
                }
            }
        }
    }

    /// A number's type suffix (`5u8`, `1.5f64`) names its type as `u8` would.
    fn add_suffix(&mut self, literal: &str) {
        if literal.starts_with(|c: char| c.is_ascii_digit()) {
            if let Some(t) = PRIMITIVES.iter().find(|t| literal.ends_with(**t)) {
                self.add(t.to_string());
            }
        }
    }
}

impl<'ast> Visit<'ast> for Idents {
    fn visit_ident(&mut self, i: &'ast syn::Ident) {
        self.add(i.to_string());
    }

    fn visit_lit(&mut self, l: &'ast syn::Lit) {
        let suffix = match l {
            syn::Lit::Int(i) => i.suffix(),
            syn::Lit::Float(f) => f.suffix(),
            _ => "",
        };
        if !suffix.is_empty() {
            self.add(suffix.to_string());
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.scan(m.tokens.clone());
        syn::visit::visit_macro(self, m);
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let names: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        for pair in names.windows(2) {
            self.add_path_step(Some(&pair[0]), &pair[1]);
        }
        syn::visit::visit_path(self, p);
    }

    // `<T as Int>::MAX`, `<u8>::MAX`: every segment after the `>` is associated.
    fn visit_expr_path(&mut self, e: &'ast syn::ExprPath) {
        if let Some(q) = &e.qself {
            let first = e.path.segments.iter().nth(q.position);
            if let Some(s) = first {
                self.add_path_step(None, &s.ident.to_string());
            }
        }
        syn::visit::visit_expr_path(self, e);
    }

    fn visit_type_path(&mut self, t: &'ast syn::TypePath) {
        if let Some(q) = &t.qself {
            if let Some(s) = t.path.segments.iter().nth(q.position) {
                self.add_path_step(None, &s.ident.to_string());
            }
        }
        syn::visit::visit_type_path(self, t);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.add_use_steps(&u.tree, None);
        syn::visit::visit_item_use(self, u);
    }

    // `x.next()` names a method with no argument besides `x`, not every item
    // called `next` (`Scanner::next` takes one): `.next/0`.
    fn visit_expr_method_call(&mut self, e: &'ast syn::ExprMethodCall) {
        self.visit_attributes(&e.attrs);
        self.visit_expr(&e.receiver);
        if let Some(t) = &e.turbofish {
            self.visit_angle_bracketed_generic_arguments(t);
        }
        for a in &e.args {
            self.visit_expr(a);
        }
        self.0
            .insert(format!(".{}/{}", bare(&e.method), e.args.len()));
    }

    // A field's name is not an item's (`self.line` does not keep a method `line`).
    fn visit_expr_field(&mut self, e: &'ast syn::ExprField) {
        self.visit_attributes(&e.attrs);
        self.visit_expr(&e.base);
    }

    fn visit_field_value(&mut self, f: &'ast syn::FieldValue) {
        self.visit_attributes(&f.attrs);
        self.visit_expr(&f.expr);
    }

    // A field's declaration names no item either.
    fn visit_field(&mut self, f: &'ast syn::Field) {
        self.visit_attributes(&f.attrs);
        self.visit_type(&f.ty);
    }

    // `Error::Input { line, message }` binds locals named after fields: no item is named.
    fn visit_field_pat(&mut self, f: &'ast syn::FieldPat) {
        self.visit_attributes(&f.attrs);
        if f.colon_token.is_some() {
            self.visit_pat(&f.pat);
        }
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
    /// A trait: kept when its name or one of its members' keys is mentioned.
    Trait(String, Vec<String>),
    /// A trait impl's head (generics, trait, self type): kept when the trait (if
    /// games-core's) is kept, the self type allows it and, for a std trait
    /// in [`STD_TRAITS_CALLED_AS`], one of the names it is used through is
    /// mentioned.
    TraitImpl(Option<String>, Vec<String>, &'static [&'static str]),
    /// A member of a trait, of a trait impl, or of an impl written in a
    /// `macro_rules!` body: kept when the unit `head` (the trait, the impl,
    /// the macro) is kept and, if it has keys (a games-core trait's
    /// member, see [`member_keys`]), one of them is mentioned elsewhere.
    Part {
        head: usize,
        keys: Option<Vec<String>>,
    },
    /// An inherent impl member: kept when one of its keys is mentioned and the self type allows it.
    Member(Vec<String>, Vec<String>),
    /// An inherent impl member without a name (a macro call): kept with its type.
    Unnamed(Vec<String>),
    /// A local macro's call: kept when the macro's body names a kept trait or
    /// type and, if its arguments are all primitive types (`u8, u64`), one of them is mentioned.
    MacroCall(BTreeSet<String>, Vec<String>),
    /// A `use` leaf at the top of a games-core module: kept when that
    /// module's kept items name it (or call a member of it, a kept games-core
    /// trait, or it is a std trait whose methods they may call), or, if it
    /// is `pub`, when a path goes through it (`io::Scanner`, `io::*`).
    UseLeaf {
        name: String,
        public: bool,
        core: bool,
    },
    /// A `use` leaf deeper down (in a nested module): kept when the name is
    /// mentioned anywhere or is a kept trait.
    NestedUseLeaf(String),
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
    /// A games-core trait member's name → its keys (see [`fn_keys`]), for
    /// the impls a macro writes.
    members: std::collections::BTreeMap<String, Vec<String>>,
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
                for member in &t.items {
                    let name = match member {
                        syn::TraitItem::Fn(f) => bare(&f.sig.ident),
                        syn::TraitItem::Const(c) => bare(&c.ident),
                        syn::TraitItem::Type(t) => bare(&t.ident),
                        _ => continue,
                    };
                    let keys = trait_item_keys(member).unwrap_or_default();
                    d.members.entry(name).or_default().extend(keys);
                }
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

/// The mentions that reach a function member: its name (a path,
/// `Scanner::next`) and, with a receiver, a method call with as many
/// arguments (`.next/1`; `it.next()` is `.next/0` and does not reach it).
fn fn_keys(sig: &syn::Signature) -> Vec<String> {
    let name = bare(&sig.ident);
    match sig.receiver() {
        Some(_) => vec![format!(".{name}/{}", sig.inputs.len() - 1), name],
        None => vec![name],
    }
}

/// An associated constant is only ever named after a `::` (`T::MAX`,
/// `Self::MAX`, `<u8>::MAX`): a plain `MAX` is some other item.
fn const_keys(ident: &syn::Ident) -> Vec<String> {
    vec![format!("::{}", bare(ident))]
}

/// A trait member's keys (`None` for a macro call among the members).
fn trait_item_keys(item: &syn::TraitItem) -> Option<Vec<String>> {
    match item {
        syn::TraitItem::Fn(f) => Some(fn_keys(&f.sig)),
        syn::TraitItem::Const(c) => Some(const_keys(&c.ident)),
        syn::TraitItem::Type(t) => Some(vec![bare(&t.ident)]),
        _ => None,
    }
}

/// An impl member's keys (`None` for a macro call among the members).
fn impl_item_keys(item: &ImplItem) -> Option<Vec<String>> {
    match item {
        ImplItem::Fn(f) => Some(fn_keys(&f.sig)),
        ImplItem::Const(c) => Some(const_keys(&c.ident)),
        ImplItem::Type(t) => Some(vec![bare(&t.ident)]),
        _ => None,
    }
}

/// Std traits whose impls are used only through these names (as mentions:
/// `.parse/0` is a call `x.parse()`): an impl of one is kept only when one
/// of them is mentioned (`FromStr` is reached by `str::parse`, called or
/// named, or by `from_str`), whereas another std trait's impl of a kept type
/// is always kept (`Display` is used by any `{}`).
const STD_TRAITS_CALLED_AS: &[(&str, &[&str])] = &[("FromStr", &[".parse/0", "parse", "from_str"])];

/// Std traits a module may import only for their methods (`write!` needs
/// `Write`, `.read(…)` needs `Read`): such a `use` leaf is kept although
/// nothing names it. Any other std name goes when nothing in its module names it.
const STD_TRAITS: &[&str] = &[
    "Read",
    "Write",
    "BufRead",
    "Seek",
    "IsTerminal",
    "Iterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Extend",
    "FromIterator",
    "FromStr",
    "Hash",
    "Hasher",
    "BuildHasher",
    "Borrow",
    "BorrowMut",
    "AsRef",
    "AsMut",
    "TryFrom",
    "TryInto",
    "ToString",
    "ToOwned",
    "Any",
    "Sum",
    "Product",
    "Ord",
    "PartialOrd",
    "PartialEq",
    "Eq",
    "Clone",
    "Default",
    "Display",
    "Debug",
    "Error",
    "Deref",
    "DerefMut",
    "Index",
    "IndexMut",
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Rem",
    "Neg",
    "Not",
    "BitAnd",
    "BitOr",
    "BitXor",
    "Shl",
    "Shr",
    "AddAssign",
    "SubAssign",
    "MulAssign",
    "DivAssign",
    "RemAssign",
    "BitAndAssign",
    "BitOrAssign",
    "BitXorAssign",
    "ShlAssign",
    "ShrAssign",
    "Step",
    "SliceIndex",
    "Pattern",
    "RangeBounds",
];

/// Primitive types a macro call may be given, one impl each (`impl_int!(u8, u64)`).
const PRIMITIVES: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char",
];

/// The arguments of a macro call when they are only primitive types separated by commas.
fn primitive_args(tokens: &TokenStream) -> Option<Vec<String>> {
    let mut types = Vec::new();
    for (i, t) in tokens.clone().into_iter().enumerate() {
        match t {
            TokenTree::Ident(id) if i % 2 == 0 && PRIMITIVES.contains(&id.to_string().as_str()) => {
                types.push(id.to_string())
            }
            TokenTree::Punct(p) if i % 2 == 1 && p.as_char() == ',' => {}
            _ => return None,
        }
    }
    (!types.is_empty()).then_some(types)
}

/// `tokens` (a `macro_rules!` body) with each member of an `impl T for …`
/// of a trait `T` in `traits` kept only when `keep(name, member tokens)` says
/// so. Members are seen in source order: a `const`, `type` or `fn` item with
/// its attributes, up to its `;` or its body.
fn rewrite_impl_members(
    tokens: TokenStream,
    traits: &BTreeSet<String>,
    keep: &mut dyn FnMut(&str, &TokenStream) -> bool,
) -> TokenStream {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    // After `impl`: `Some(true)` once `Trait for` named a games-core trait.
    let mut in_impl: Option<bool> = None;
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Ident(id) if id == "impl" => in_impl = Some(false),
            TokenTree::Ident(id)
                if in_impl.is_some()
                    && traits.contains(&bare(id))
                    && matches!(tokens.get(i + 1), Some(TokenTree::Ident(f)) if f == "for") =>
            {
                in_impl = Some(true)
            }
            TokenTree::Group(g) => {
                let inner = if g.delimiter() == Delimiter::Brace && in_impl == Some(true) {
                    members_kept(g.stream(), keep)
                } else {
                    rewrite_impl_members(g.stream(), traits, keep)
                };
                if g.delimiter() == Delimiter::Brace {
                    in_impl = None;
                }
                let mut group = Group::new(g.delimiter(), inner);
                group.set_span(g.span());
                out.push(TokenTree::Group(group));
                continue;
            }
            _ => {}
        }
        out.push(t.clone());
    }
    out.into_iter().collect()
}

/// An impl body's tokens with the members `keep` refuses left out.
fn members_kept(
    body: TokenStream,
    keep: &mut dyn FnMut(&str, &TokenStream) -> bool,
) -> TokenStream {
    let mut out: Vec<TokenTree> = Vec::new();
    let mut member: Vec<TokenTree> = Vec::new();
    let mut kind: Option<String> = None;
    let mut name: Option<String> = None;
    for t in body {
        let ends = match &t {
            TokenTree::Punct(p) => p.as_char() == ';',
            TokenTree::Group(g) => {
                g.delimiter() == Delimiter::Brace && kind.as_deref() == Some("fn")
            }
            TokenTree::Ident(id) => {
                let word = id.to_string();
                match kind.as_deref() {
                    None if matches!(word.as_str(), "fn" | "const" | "type") => kind = Some(word),
                    Some("const") if word == "fn" => kind = Some(word),
                    Some(_) if name.is_none() => name = Some(bare(id)),
                    _ => {}
                }
                false
            }
            TokenTree::Literal(_) => false,
        };
        member.push(t);
        if ends {
            let tokens: TokenStream = member.drain(..).collect();
            if name.as_deref().is_none_or(|n| keep(n, &tokens)) {
                out.extend(tokens);
            }
            kind = None;
            name = None;
        }
    }
    out.extend(member);
    out.into_iter().collect()
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
            });
            out.len() - 1
        };
        match item {
            Item::Fn(f) => _ = push(address, Rule::Named(bare(&f.sig.ident)), mentions()),
            Item::Const(c) => _ = push(address, Rule::Named(bare(&c.ident)), mentions()),
            Item::Static(s) => _ = push(address, Rule::Named(bare(&s.ident)), mentions()),
            Item::Struct(s) => _ = push(address, Rule::Named(bare(&s.ident)), mentions()),
            Item::Enum(e) => _ = push(address, Rule::Named(bare(&e.ident)), mentions()),
            Item::Union(u) => _ = push(address, Rule::Named(bare(&u.ident)), mentions()),
            Item::Type(t) => _ = push(address, Rule::Named(bare(&t.ident)), mentions()),
            Item::TraitAlias(t) => _ = push(address, Rule::Named(bare(&t.ident)), mentions()),
            Item::Trait(t) => {
                let names: Vec<Option<Vec<String>>> = t.items.iter().map(trait_item_keys).collect();
                let members = names.iter().flatten().flatten().cloned().collect();
                // The head: the trait's name, generics, supertraits and attributes.
                let mut bare_trait = t.clone();
                bare_trait.items.clear();
                let head_mentions = idents_of(|ids| ids.visit_item_trait(&bare_trait));
                let head = push(
                    address.clone(),
                    Rule::Trait(bare(&t.ident), members),
                    head_mentions,
                );
                for (j, (member, keys)) in t.items.iter().zip(names).enumerate() {
                    let mut address = address.clone();
                    address.push(j);
                    let mentions = idents_of(|ids| ids.visit_trait_item(member));
                    push(address, Rule::Part { head, keys }, mentions);
                }
            }
            Item::Macro(m) => match &m.ident {
                Some(name) => {
                    // A `macro_rules!` body: the members of the games-core trait
                    // impls it writes are parts, kept like a real impl's.
                    let mut parts = Vec::new();
                    let stripped = rewrite_impl_members(
                        m.mac.tokens.clone(),
                        &defined.traits,
                        &mut |name, tokens| {
                            parts.push((name.to_string(), tokens.clone()));
                            false
                        },
                    );
                    let mut mentions = idents_of(|ids| ids.scan(stripped));
                    mentions.insert(bare(name));
                    let head = push(address.clone(), Rule::Named(bare(name)), mentions);
                    for (k, (name, tokens)) in parts.into_iter().enumerate() {
                        let mut address = address.clone();
                        address.push(k);
                        let mentions = idents_of(|ids| ids.scan(tokens));
                        let keys = defined.members.get(&name).cloned();
                        let keys = Some(keys.unwrap_or_else(|| vec![name]));
                        push(address, Rule::Part { head, keys }, mentions);
                    }
                }
                None => {
                    let called = m.mac.path.segments.last().map(|s| bare(&s.ident));
                    let body = called.and_then(|c| {
                        defined
                            .macros
                            .iter()
                            .find(|(n, _)| *n == c)
                            .map(|(_, b)| b.clone())
                    });
                    // Primitive type arguments are not mentions: they are what the call may drop.
                    let types = primitive_args(&m.mac.tokens).unwrap_or_default();
                    let mut mentions = mentions();
                    mentions.retain(|n| !types.contains(n));
                    let rule = match body {
                        Some(body) => Rule::MacroCall(body, types),
                        None => Rule::Always,
                    };
                    push(address, rule, mentions);
                }
            },
            Item::Impl(imp) => {
                let self_names = self_type_names(&imp.self_ty, defined);
                if let Some((_, path, _)) = &imp.trait_ {
                    let name = path.segments.last().map(|s| bare(&s.ident));
                    let local = name.clone().filter(|n| defined.traits.contains(n));
                    let mut bare_impl = imp.clone();
                    bare_impl.items.clear();
                    let head_mentions = idents_of(|ids| ids.visit_item_impl(&bare_impl));
                    let is_local = local.is_some();
                    let called_as = match &name {
                        Some(n) if !is_local => STD_TRAITS_CALLED_AS
                            .iter()
                            .find(|(t, _)| t == n)
                            .map_or(&[][..], |(_, via)| via),
                        _ => &[],
                    };
                    let head = push(
                        address.clone(),
                        Rule::TraitImpl(local, self_names, called_as),
                        head_mentions,
                    );
                    // A games-core trait's impl keeps the members the trait keeps;
                    // another trait's (std's) impl is kept whole.
                    for (j, member) in imp.items.iter().enumerate() {
                        let mut address = address.clone();
                        address.push(j);
                        let keys = impl_item_keys(member).filter(|_| is_local);
                        let mentions = idents_of(|ids| ids.visit_impl_item(member));
                        push(address, Rule::Part { head, keys }, mentions);
                    }
                    continue;
                }
                // The impl's own generics and self type come with each member.
                let head = idents_of(|ids| {
                    ids.visit_generics(&imp.generics);
                    ids.visit_type(&imp.self_ty);
                    ids.visit_attributes(&imp.attrs);
                });
                for (j, member) in imp.items.iter().enumerate() {
                    let mut address = address.clone();
                    address.push(j);
                    let mut mentions = idents_of(|ids| ids.visit_impl_item(member));
                    mentions.extend(head.iter().cloned());
                    let rule = match impl_item_keys(member) {
                        Some(keys) => Rule::Member(keys, self_names.clone()),
                        None => Rule::Unnamed(self_names.clone()),
                    };
                    push(address, rule, mentions);
                }
            }
            Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
                let public = !matches!(u.vis, syn::Visibility::Inherited);
                for (j, (name, path, glob)) in leaves.into_iter().enumerate() {
                    let mut address = address.clone();
                    address.push(j);
                    let core = matches!(path.first().map(String::as_str), Some("super" | "self"));
                    // `use std::io::{self, …}` brings in `io`.
                    let name = match name.as_str() {
                        "self" if path.len() >= 2 => path[path.len() - 2].clone(),
                        _ => name,
                    };
                    let rule = match () {
                        _ if glob || name == "_" || name == "self" => Rule::Always,
                        // A std trait keeps its leaf under any name (`Write as FmtWrite`).
                        _ if at.is_empty()
                            && !core
                            && path
                                .last()
                                .is_some_and(|t| STD_TRAITS.contains(&t.as_str())) =>
                        {
                            Rule::Always
                        }
                        _ if at.is_empty() => Rule::UseLeaf { name, public, core },
                        _ if core => Rule::NestedUseLeaf(name),
                        _ => Rule::Always,
                    };
                    push(address, rule, path.into_iter().collect());
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    units_of(inner, module, &address, defined, out);
                }
            }
            _ => _ = push(address, Rule::Always, mentions()),
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
    // What each module's kept units mention.
    let mut here: Vec<BTreeSet<String>> = vec![BTreeSet::new(); modules.len()];
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
                Rule::TraitImpl(tr, self_names, called_as) => {
                    tr.as_ref()
                        .is_none_or(|t| kept_trait(t, &mentioned, &units))
                        && type_ok(self_names, &mentioned)
                        && (called_as.is_empty()
                            || called_as.iter().any(|n| mentioned.contains(*n)))
                }
                Rule::Member(keys, self_names) => {
                    keys.iter().any(|k| mentioned.contains(k)) && type_ok(self_names, &mentioned)
                }
                Rule::Unnamed(self_names) => type_ok(self_names, &mentioned),
                Rule::MacroCall(body, types) => {
                    body.iter().any(|n| {
                        (defined.types.contains(n) && mentioned.contains(n))
                            || (defined.traits.contains(n) && kept_trait(n, &mentioned, &units))
                    }) && (types.is_empty() || types.iter().any(|t| mentioned.contains(t)))
                }
                Rule::Part { head, keys } => {
                    units[*head].kept
                        && keys
                            .as_ref()
                            .is_none_or(|ks| ks.iter().any(|k| mentioned.contains(k)))
                }
                Rule::UseLeaf { name, public, core } => {
                    let m = units[i].module;
                    let named_here =
                        here[m].contains(name) || (*core && kept_trait(name, &here[m], &units));
                    let through = [
                        format!("{}::{name}", modules[m].0),
                        format!("{}::*", modules[m].0),
                    ];
                    named_here || (*public && through.iter().any(|t| mentioned.contains(t)))
                }
                Rule::NestedUseLeaf(n) => {
                    mentioned.contains(n) || kept_trait(n, &mentioned, &units)
                }
            };
            if keep {
                units[i].kept = true;
                let more = std::mem::take(&mut units[i].mentions);
                here[units[i].module].extend(more.iter().cloned());
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
        retain_items(
            &mut file.items,
            &Vec::new(),
            &kept,
            &mentioned,
            &defined.traits,
        );
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
    traits: &BTreeSet<String>,
) {
    let old = std::mem::take(items);
    for (i, mut item) in old.into_iter().enumerate() {
        let mut address = at.clone();
        address.push(i);
        let part = |j: usize| {
            let mut a = address.clone();
            a.push(j);
            kept.contains(&a)
        };
        // A trait, a trait impl or a macro goes with its head; an inherent impl with its last member.
        let headed = matches!(&item, Item::Trait(_) | Item::Macro(_))
            || matches!(&item, Item::Impl(imp) if imp.trait_.is_some());
        let keep = match &mut item {
            _ if headed && !kept.contains(&address) => false,
            Item::Impl(imp) if imp.trait_.is_some() => {
                let members = std::mem::take(&mut imp.items);
                imp.items = (members.into_iter().enumerate())
                    .filter_map(|(j, m)| part(j).then_some(m))
                    .collect();
                true
            }
            Item::Trait(t) => {
                let members = std::mem::take(&mut t.items);
                t.items = (members.into_iter().enumerate())
                    .filter_map(|(j, m)| part(j).then_some(m))
                    .collect();
                true
            }
            Item::Macro(m) if m.ident.is_some() => {
                let mut k = 0;
                m.mac.tokens = rewrite_impl_members(m.mac.tokens.clone(), traits, &mut |_, _| {
                    k += 1;
                    part(k - 1)
                });
                true
            }
            Item::Macro(m) => {
                if let Some(types) = primitive_args(&m.mac.tokens) {
                    let used: Vec<&String> =
                        types.iter().filter(|t| mentioned.contains(*t)).collect();
                    m.mac.tokens = used
                        .iter()
                        .map(|t| t.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                        .parse()
                        .expect("primitive type names are tokens");
                }
                true
            }
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
                    retain_items(inner, &address, kept, mentioned, traits);
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
    use super::*;
    use crate::bundle::source::bundle;
    use crate::bundle::source::tests::{compile_and_run, scratch, write_all};

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

    /// Checks that no item named in `gone` is left in the bundle `text`.
    #[track_caller]
    fn assert_none_kept(text: &str, gone: &[&str]) {
        for g in gone {
            assert!(!text.contains(g), "{g} kept in\n{text}");
        }
    }

    /// The bundle of [`MAIN`] with [`CORE`], in a scratch folder: [`built_from`].
    fn built(tag: &str) -> (crate::Scratch, String, Vec<String>) {
        built_from(tag, CORE, MAIN)
    }

    /// Writes the games-core `core` and the binary `main` to a scratch folder
    /// and bundles them: the folder, the bundle's text and its core modules.
    fn built_from(
        tag: &str,
        core: &[(&str, &str)],
        main: &str,
    ) -> (crate::Scratch, String, Vec<String>) {
        let dir = scratch(tag);
        write_all(&dir, core);
        write_all(&dir, &[("bin/main.rs", main)]);
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
        assert_none_kept(
            &text,
            &[
                "NOBODY",
                "never_called",
                "Ghost",
                "Lonely",
                "impl_lonely",
                "orphan",
                "Corner",
                "nothing",
            ],
        );
        assert_eq!(modules, ["board", "shapes"]);
    }

    #[test]
    fn a_pruned_bundle_still_compiles_and_runs() {
        let (dir, text, _) = built("prune-run");
        let ran = compile_and_run(&dir, &text);
        assert!(!ran.rustc.contains("warning"), "{}", ran.rustc);
        assert_eq!(ran.stdout, "# 6 9 10\n");
    }

    /// A type with std `FromStr` and `Display` impls, the parsing helper only
    /// `from_str` calls, and the error type only it names.
    const TEXT: &[(&str, &str)] = &[
        ("core/lib.rs", "pub mod cell;\n"),
        (
            "core/cell.rs",
            "//! A cell.\nuse std::fmt;\n\n\
             pub struct Cell(pub u8);\n\
             pub struct BadCell;\n\n\
             fn read_cell(s: &str) -> Result<Cell, BadCell> { s.bytes().next().map(Cell).ok_or(BadCell) }\n\n\
             impl std::str::FromStr for Cell {\n    type Err = BadCell;\n    \
             fn from_str(s: &str) -> Result<Cell, BadCell> { read_cell(s) }\n}\n\n\
             impl fmt::Display for Cell {\n    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {\n        \
             write!(f, \"{}\", self.0)\n    }\n}\n",
        ),
    ];

    #[test]
    fn a_from_str_impl_stays_only_when_something_parses() {
        let main = "use games_core::cell::Cell;\nfn main() {\n    println!(\"{}\", Cell(7));\n}\n";
        let (dir, text, _) = built_from("prune-from-str", TEXT, main);
        assert!(text.contains("impl fmt::Display for Cell"), "{text}");
        assert_none_kept(&text, &["FromStr", "read_cell", "BadCell"]);
        let ran = compile_and_run(&dir, &text);
        assert_eq!(ran.stdout, "7\n");
        for main in [
            "use games_core::cell::Cell;\nfn main() {\n    let c: Cell = \"x\".parse().ok().unwrap();\n    println!(\"{c}\");\n}\n",
            "use games_core::cell::Cell;\nuse std::str::FromStr;\nfn main() {\n    println!(\"{}\", Cell::from_str(\"x\").ok().unwrap());\n}\n",
        ] {
            let (dir, text, _) = built_from("prune-from-str-kept", TEXT, main);
            assert!(text.contains("FromStr for Cell") && text.contains("fn read_cell"), "{text}");
            let ran = compile_and_run(&dir, &text);
            assert_eq!(ran.stdout, "120\n");
        }
    }

    /// Items a name-based pruning could keep by accident (a trait's members
    /// nobody calls, a macro's impls for types nobody uses, a method named
    /// like a field), next to the ones the binary does use.
    const NUM: &[(&str, &str)] = &[
        ("core/lib.rs", "pub mod num;\n"),
        (
            "core/num.rs",
            "//! Numbers.\n\
             pub trait Parse: Copy {\n    const ZERO: Self;\n    const UNUSED_CONST: Self;\n    \
             fn parse(s: &str) -> Option<Self>;\n    fn unused_method(self) -> Self;\n    \
             fn with_default(self) -> u64 { 7 }\n    fn unused_default(self) -> u64 { gone_helper() }\n}\n\n\
             macro_rules! impl_parse {\n    ($($t:ty),*) => {$(\n        impl Parse for $t {\n            \
             const ZERO: Self = 0;\n            const UNUSED_CONST: Self = 1;\n            \
             #[inline]\n            fn parse(s: &str) -> Option<Self> { s.parse().ok() }\n            \
             fn unused_method(self) -> Self { self }\n        }\n    )*};\n}\n\
             impl_parse!(u8, u16, u64, i32);\n\n\
             macro_rules! impl_parse_wide {\n    ($($t:ty),*) => {$(\n        impl Parse for $t {\n            \
             const ZERO: Self = 0;\n            const UNUSED_CONST: Self = 1;\n            \
             fn parse(s: &str) -> Option<Self> { s.parse().ok() }\n            \
             fn unused_method(self) -> Self { self }\n        }\n    )*};\n}\n\
             impl_parse_wide!(i128, u128);\n\n\
             #[derive(Clone, Copy)]\npub struct Meter(pub u64);\n\
             impl Parse for Meter {\n    const ZERO: Self = Meter(0);\n    const UNUSED_CONST: Self = Meter(1);\n    \
             fn parse(s: &str) -> Option<Self> { s.parse().ok().map(Meter) }\n    \
             fn unused_method(self) -> Self { Meter(gone_helper()) }\n}\n\n\
             fn gone_helper() -> u64 { 0 }\n\n\
             pub struct Counter { line: u64 }\n\
             impl Counter {\n    pub fn new() -> Self { Counter { line: 1 } }\n    \
             pub fn bump(&mut self) -> u64 {\n        self.line += 1;\n        self.line\n    }\n    \
             pub fn show(&self) -> String {\n        let Counter { line } = self;\n        format!(\"at {line}\")\n    }\n    \
             pub fn line(&self) -> u64 { self.line }\n}\n",
        ),
    ];

    const NUM_MAIN: &str = "use games_core::num::{Counter, Meter, Parse};\n\
        fn main() {\n    let a = u64::parse(\"5\").unwrap();\n    let m = Meter::parse(\"3\").unwrap();\n    \
        let mut c = Counter::new();\n    \
        let b = c.bump();\n    \
        println!(\"{} {} {} {b} {}\", a + u64::ZERO, m.0 + Meter::ZERO.0, 1u8.with_default(), c.show());\n}\n";

    #[test]
    fn unused_trait_members_and_impl_types_go_and_the_bundle_still_runs() {
        let (dir, text, _) = built_from("prune-members", NUM, NUM_MAIN);
        let has = |s: &str| text.contains(s);
        // Members called through a type, a path or a method call stay, in the
        // trait, in the real impl and in the macro's impls.
        assert_eq!(text.matches("const ZERO").count(), 3, "{text}");
        assert_eq!(text.matches("fn parse").count(), 3, "{text}");
        assert!(has("fn with_default"), "{text}");
        // The macro is called for the types the code names (`1u8` names u8).
        assert!(has("impl_parse!(u8, u64)"), "{text}");
        assert_none_kept(
            &text,
            &[
                "UNUSED_CONST",
                "unused_method",
                "unused_default",
                "gone_helper",
                "u16",
                "i32",
                "impl_parse_wide",
                "i128",
                "fn line",
            ],
        );

        let ran = compile_and_run(&dir, &text);
        assert_eq!(ran.stdout, "5 3 7 2 at 2\n");
    }

    /// A reader with methods and associated constants whose names the binary
    /// also uses for other things (an iterator's `next`, its own `MAX`), and
    /// a re-export module like `io`.
    const READER: &[(&str, &str)] = &[
        ("core/lib.rs", "pub mod io;\npub mod num;\npub mod reader;\n"),
        (
            "core/io.rs",
            "//! Re-exports.\npub use super::num::{Num, Spare};\npub use super::reader::{Reader, LIMIT};\n",
        ),
        (
            "core/num.rs",
            "//! Numbers.\n\
             pub trait Num: Copy {\n    const MIN: Self;\n    const MAX: Self;\n    \
             fn from_u64(v: u64) -> Self;\n    fn halve(self, by: u8) -> Self { self }\n}\n\
             macro_rules! impl_num {\n    ($($t:ty),*) => {$(impl Num for $t {\n        \
             const MIN: Self = <$t>::MIN;\n        const MAX: Self = <$t>::MAX;\n        \
             fn from_u64(v: u64) -> Self { v as $t }\n    })*};\n}\n\
             impl_num!(u64);\n\
             pub struct Spare;\n",
        ),
        (
            "core/reader.rs",
            "//! A reader.\nuse super::num::{Num, Spare};\nuse std::fmt::Write as FmtWrite;\n\
             use std::ops::RangeInclusive;\nuse std::collections::HashMap;\n\n\
             pub const LIMIT: u64 = 10;\n\
             pub struct Reader { values: Vec<u64>, at: usize }\n\
             impl Reader {\n    pub fn new(values: Vec<u64>) -> Self { Reader { values, at: 0 } }\n    \
             pub fn next_in<T: Num>(&mut self) -> T { self.at += 1; T::from_u64(self.values[self.at - 1]) }\n    \
             pub fn next<T: Num>(&mut self, range: RangeInclusive<T>) -> T { let _ = (T::MIN, T::MAX); let _ = range; self.next_in() }\n    \
             pub fn show(&self) -> String { let mut s = String::new(); write!(s, \"{}\", self.at).unwrap(); s }\n    \
             pub fn spare(&self) -> Option<Spare> { let _: HashMap<u8, u8> = HashMap::new(); None }\n}\n",
        ),
    ];

    const READER_MAIN: &str = "use games_core::io::Reader;\n\
        const MAX: u64 = 3;\n\
        fn main() {\n    let mut r = Reader::new(vec![7, 8]);\n    \
        let mut it = [1u64, 2].into_iter();\n    let a: u64 = r.next_in();\n    \
        let first = it.next();\n    println!(\"{} {} {} {:?}\", a, r.show(), MAX, first);\n}\n";

    #[test]
    fn members_consts_reexports_and_imports_go_when_only_their_names_are_used_otherwise() {
        let (dir, text, _) = built_from("prune-keys", READER, READER_MAIN);
        let has = |s: &str| text.contains(s);
        // `it.next()` (no argument) does not reach `Reader::next` (one), nor does
        // the binary's own `MAX` reach `Num::MAX`; `next_in` and `show` are called.
        assert!(has("fn next_in") && has("fn show"), "{text}");
        assert!(has("fn from_u64") && has("trait Num"), "{text}");
        // `io` keeps only what the binary takes through it (`Num` is used by
        // `reader` through its own `use`), `Spare` and `LIMIT` go.
        assert!(has("pub use super::reader::Reader;"), "{text}");
        assert!(!has("pub use super::num"), "{text}");
        // `reader` keeps the std trait `write!` needs (under any name), drops
        // the std names it no longer uses.
        assert!(has("use std::fmt::Write as FmtWrite;"), "{text}");
        assert_none_kept(
            &text,
            &[
                "fn next<",
                "fn next(",
                "const MIN",
                "const MAX: Self",
                "<u64>::MAX",
                "fn halve",
                "LIMIT",
                "Spare",
                "RangeInclusive",
                "HashMap",
                "fn spare",
            ],
        );
        let ran = compile_and_run(&dir, &text);
        assert!(!ran.rustc.contains("warning"), "{}", ran.rustc);
        assert_eq!(ran.stdout, "7 1 3 Some(1)\n");
    }

    #[test]
    fn members_are_reached_by_their_paths_and_calls_of_their_arity() {
        let main = "use games_core::io::{Num, Reader, LIMIT};\n\
            fn main() {\n    let mut r = Reader::new(vec![7, 8]);\n    \
            let b: u64 = r.next(0..=9);\n    let halve = <u64 as Num>::halve;\n    \
            println!(\"{b} {} {}\", halve(u64::MAX, 1) == <u64>::MAX, LIMIT);\n}\n";
        let (dir, text, _) = built_from("prune-keys-reached", READER, main);
        let has = |s: &str| text.contains(s);
        // `r.next(…)` has one argument; `next` names `T::MIN` and `T::MAX`.
        assert!(has("fn next<T: Num>") && has("fn next_in"), "{text}");
        assert!(has("const MIN: Self;") && has("const MAX: Self;"), "{text}");
        assert!(has("fn halve"), "{text}");
        assert!(has("pub use super::reader::{Reader, LIMIT};"), "{text}");
        // Inside `reader`, `next` names `RangeInclusive`.
        assert!(has("use std::ops::RangeInclusive;"), "{text}");
        let ran = compile_and_run(&dir, &text);
        assert_eq!(ran.stdout, "7 true 10\n");
    }

    #[test]
    fn impl_members_in_macro_bodies_are_found_in_order() {
        let traits: BTreeSet<String> = ["Parse".to_string()].into();
        let body: TokenStream = "($t:ty) => { impl Parse for $t { #[inline] const A: u8 = 1; \
             const fn b() -> u8 { 2 } fn c(&self) where Self: Sized { let _ = 3; } type D = u8; } \
             impl Other for $t { fn e() {} } }"
            .parse()
            .unwrap();
        let mut seen = Vec::new();
        let kept = rewrite_impl_members(body, &traits, &mut |name, _| {
            seen.push(name.to_string());
            name != "c"
        })
        .to_string();
        assert_eq!(seen, ["A", "b", "c", "D"]);
        assert!(kept.contains("# [inline] const A"), "{kept}");
        assert!(!kept.contains("fn c") && kept.contains("type D"), "{kept}");
        assert!(kept.contains("fn e"), "{kept}");
        let args = |s: &str| primitive_args(&s.parse().unwrap());
        assert_eq!(
            args("u8, i64"),
            Some(vec!["u8".to_string(), "i64".to_string()])
        );
        assert_eq!(args("u8, Meter"), None);
        assert_eq!(args("u8 i64"), None);
    }
}
