//! Language features newer than Rust 1.75 that a bundle must not use.
//!
//! Only one toolchain is installed here, so the minimum Rust is checked in two
//! halves: clippy's `incompatible_msrv` lint covers standard-library APIs (see
//! `verify`), and this syntax scan covers language features, which no lint
//! knows the age of. The list is the stabilisations since 1.75 that can be
//! seen in syntax; semantic ones (trait upcasting, new const-fn powers) are
//! not caught here.

use syn::visit::Visit;

/// Every construct in `file` that needs a newer Rust than 1.75, as `what (Rust 1.NN)`.
pub fn newer_syntax(file: &syn::File) -> Vec<String> {
    let mut scan = Scan::default();
    scan.visit_file(file);
    scan.found.sort();
    scan.found.dedup();
    scan.found
}

#[derive(Default)]
struct Scan {
    found: Vec<String>,
}

impl Scan {
    fn flag(&mut self, what: &str, version: &str) {
        self.found.push(format!("{what} (Rust {version})"));
    }
}

fn is_let(e: &syn::Expr) -> bool {
    match e {
        syn::Expr::Let(_) => true,
        syn::Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
            is_let(&b.left) || is_let(&b.right)
        }
        _ => false,
    }
}

/// A `Visit` method that flags `what` (Rust `version`) when `when` holds, then walks the node.
macro_rules! flag_if {
    ($visit:ident($x:ident: $ty:ty) $when:expr => $what:expr, $version:expr) => {
        fn $visit(&mut self, $x: &'ast $ty) {
            if $when {
                self.flag($what, $version);
            }
            syn::visit::$visit(self, $x);
        }
    };
}

impl<'ast> Visit<'ast> for Scan {
    flag_if!(visit_expr_const(e: syn::ExprConst) true => "inline `const { … }` block", "1.79");
    flag_if!(visit_expr_raw_addr(e: syn::ExprRawAddr) true => "`&raw const` / `&raw mut`", "1.82");
    flag_if!(visit_lit(l: syn::Lit) matches!(l, syn::Lit::CStr(_))
        => "C string literal `c\"…\"`", "1.77");
    flag_if!(visit_item_foreign_mod(m: syn::ItemForeignMod) m.unsafety.is_some()
        => "`unsafe extern` block", "1.82");
    flag_if!(visit_type_param_bound(b: syn::TypeParamBound)
        matches!(b, syn::TypeParamBound::PreciseCapture(_))
        => "precise capturing `use<…>`", "1.82");
    flag_if!(visit_expr_closure(c: syn::ExprClosure) c.asyncness.is_some()
        => "async closure", "1.85");
    flag_if!(visit_generic_argument(a: syn::GenericArgument)
        matches!(a, syn::GenericArgument::Constraint(_))
        => "associated type bound `Trait<Assoc: Bound>`", "1.79");
    flag_if!(visit_macro(m: syn::Macro)
        m.path.segments.last().is_some_and(|s| s.ident == "offset_of")
        => "`offset_of!`", "1.77");
    flag_if!(visit_expr_binary(b: syn::ExprBinary)
        matches!(b.op, syn::BinOp::And(_)) && (is_let(&b.left) || is_let(&b.right))
        => "`let` chain", "1.88, edition 2024");
    flag_if!(visit_pat(p: syn::Pat)
        matches!(p, syn::Pat::Range(r) if r.start.is_some() && r.end.is_some()
            && matches!(r.limits, syn::RangeLimits::HalfOpen(_)))
        => "exclusive range pattern `a..b`", "1.80");

    fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
        let path = a.path();
        if path.is_ident("expect") {
            self.flag("`#[expect(…)]` lint attribute", "1.81");
        } else if path.is_ident("unsafe") {
            self.flag("`#[unsafe(…)]` attribute", "1.82");
        } else if path
            .segments
            .first()
            .is_some_and(|s| s.ident == "diagnostic")
        {
            self.flag("`#[diagnostic::…]` attribute", "1.78");
        }
        syn::visit::visit_attribute(self, a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(src: &str) -> Vec<String> {
        newer_syntax(&syn::parse_file(src).unwrap())
    }

    #[test]
    fn flags_post_1_75_syntax() {
        let found = scan(
            r#"
            #[expect(dead_code)]
            fn f(x: u32, v: Option<u32>) -> impl Iterator<Item: Copy> + use<> {
                let _ = const { 1 };
                let _ = c"hi";
                match x { 0..5 => {}, _ => {} }
                if let Some(a) = v && a > 1 {}
                std::iter::empty::<u8>()
            }
            "#,
        );
        let joined = found.join("\n");
        for what in [
            "inline `const",
            "C string",
            "exclusive range",
            "`let` chain",
            "#[expect",
            "use<",
            "associated type bound",
        ] {
            assert!(joined.contains(what), "missing {what} in {joined}");
        }
    }

    #[test]
    fn accepts_1_75_syntax() {
        let found = scan(
            r#"
            fn f(x: u32, v: Option<u32>) -> u32 {
                let Some(a) = v else { return 0 };
                match x { 0..=5 => a, 6.. => 1, _ => 2 }
            }
            "#,
        );
        assert!(found.is_empty(), "{found:?}");
    }
}
