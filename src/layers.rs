//! The layering of the library, checked: the top-level modules of `src/` (its folders and
//! files) use each other one way only, and no modules of one folder use each other in a
//! circle.
//!
//! The order is data (`LAYERS`, `LEAVES`). The test reads the sources as text: it strips
//! comments, strings and `#[cfg(test)]` items (unit tests may build their fixtures with the
//! operations), then follows every `crate::…` and `super::…` path, `use` groups included.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, highest first. A module may use the modules of the layers below its own, and
/// those of its own layer as long as no circle forms; never a module of a layer above.
const LAYERS: &[(&str, &[&str])] = &[
    ("fronts", &["cli", "http", "output", "manifest"]),
    ("operations", &["ops"]),
    ("tokens", &["token"]),
    ("events", &["events"]),
    ("store", &["store"]),
    ("records", &["model"]),
];

/// Small shared modules every layer may use; they use none of the layers (and no circle
/// forms among them).
const LEAVES: &[&str] = &["error", "limits", "util", "env", "password", "webauthn"];

/// Where a module may sit: a layer's index (0 is the highest), or a leaf.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Layer(usize),
    Leaf,
}

fn place(module: &str) -> Option<Place> {
    if LEAVES.contains(&module) {
        return Some(Place::Leaf);
    }
    LAYERS
        .iter()
        .position(|(_, members)| members.contains(&module))
        .map(Place::Layer)
}

/// One use of a module by another: where it is written (file and line).
type Uses = BTreeMap<String, BTreeMap<String, BTreeSet<(String, usize)>>>;

/// The source with comments, string and character literals blanked out (line breaks kept,
/// so that line numbers stay right).
fn strip(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    let keep_lines = |out: &mut String, s: &[u8]| {
        for &c in s {
            if c == b'\n' {
                out.push('\n');
            }
        }
    };
    while i < b.len() {
        let rest = &b[i..];
        let prev_ident = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if rest.starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if rest.starts_with(b"/*") {
            let start = i;
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            keep_lines(&mut out, &b[start..i.min(b.len())]);
        } else if !prev_ident
            && (rest.starts_with(b"r#") || rest.starts_with(b"r\"") || rest.starts_with(b"br"))
        {
            // A raw string: r"…", r#"…"#, br"…" (or an identifier that starts like one).
            let mut j = i + if rest.starts_with(b"br") { 2 } else { 1 };
            let mut hashes = 0;
            while j < b.len() && b[j] == b'#' {
                hashes += 1;
                j += 1;
            }
            if j < b.len() && b[j] == b'"' {
                let mut end = String::from("\"");
                end.push_str(&"#".repeat(hashes));
                let start = i;
                let body = &src[j + 1..];
                let close = body.find(&end).map_or(b.len(), |k| j + 1 + k + end.len());
                keep_lines(&mut out, &b[start..close]);
                out.push_str("\"\"");
                i = close;
            } else {
                out.push(b[i] as char);
                i += 1;
            }
        } else if b[i] == b'"' || (!prev_ident && rest.starts_with(b"b\"")) {
            let start = i;
            i += if b[i] == b'b' { 2 } else { 1 };
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            keep_lines(&mut out, &b[start..i.min(b.len())]);
            out.push_str("\"\"");
        } else if b[i] == b'\'' {
            // A character literal ('a', '\n', '\u{7f}', '"'); a lifetime ('a) has no closing quote.
            let lit = if rest.len() > 3 && rest[1] == b'\\' {
                rest[3..].iter().position(|&c| c == b'\'').map(|k| k + 4)
            } else {
                let ch = src[i + 1..].chars().next();
                ch.and_then(|c| {
                    let after = i + 1 + c.len_utf8();
                    (b.get(after) == Some(&b'\'')).then_some(after + 1 - i)
                })
            };
            match lit {
                Some(n) => {
                    out.push_str("' '");
                    i += n;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            let ch = src[i..].chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// The source without its `#[cfg(test)]` items (line breaks kept).
fn drop_test_items(src: &str) -> String {
    let mut s = src.to_string();
    while let Some(at) = s.find("#[cfg(test)]") {
        let after = at + "#[cfg(test)]".len();
        let semi = s[after..].find(';').map(|k| after + k);
        let brace = s[after..].find('{').map(|k| after + k);
        let end = match (semi, brace) {
            (Some(semi), Some(brace)) if semi < brace => semi + 1,
            (Some(semi), None) => semi + 1,
            (_, Some(brace)) => {
                let mut depth = 0;
                let mut end = s.len();
                for (k, c) in s[brace..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = brace + k + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (None, None) => s.len(),
        };
        let lines = s[at..end].matches('\n').count();
        s.replace_range(at..end, &"\n".repeat(lines));
    }
    s
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Path,
    Open,
    Close,
    Comma,
    Other,
}

/// Tokens with their line numbers: identifiers, `::`, braces, commas; `$crate` is left out.
fn tokens(src: &str) -> Vec<(Tok, usize)> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut chars = src.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\n' => line += 1,
            c if c.is_whitespace() => {}
            c if c.is_alphabetic() || c == '_' => {
                let mut end = i + c.len_utf8();
                while let Some(&(j, d)) = chars.peek() {
                    if d.is_alphanumeric() || d == '_' {
                        end = j + d.len_utf8();
                        chars.next();
                    } else {
                        break;
                    }
                }
                let word = &src[i..end];
                let dollar = i > 0 && src.as_bytes()[i - 1] == b'$';
                out.push((
                    if dollar {
                        Tok::Other
                    } else {
                        Tok::Ident(word.to_string())
                    },
                    line,
                ));
            }
            ':' if chars.peek().map(|&(_, d)| d) == Some(':') => {
                chars.next();
                out.push((Tok::Path, line));
            }
            '{' => out.push((Tok::Open, line)),
            '}' => out.push((Tok::Close, line)),
            ',' => out.push((Tok::Comma, line)),
            _ => out.push((Tok::Other, line)),
        }
    }
    out
}

/// The module path of a source file: `src/ops/apply/mod.rs` is `ops::apply`.
fn module_path(src_dir: &Path, file: &Path) -> Vec<String> {
    let rel = file
        .strip_prefix(src_dir)
        .unwrap_or(file)
        .with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// Every path a file names from the crate root, resolved (`crate::a::b`, `super::super::a`,
/// `use crate::{a, b::c}`), with its line.
fn paths(module: &[String], src: &str) -> Vec<(Vec<String>, usize)> {
    let toks = tokens(src);
    let mut found = Vec::new();
    // Inline modules (`mod exit { … }`) deepen `super`: (name, brace depth inside).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i].0 {
            Tok::Open => depth += 1,
            Tok::Close => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some((Tok::Ident(name), _)), Some((Tok::Open, _))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    inline.push((name.clone(), depth + 1));
                }
            }
            Tok::Ident(w) if w == "crate" || w == "super" => {
                let prev_path = i > 0 && toks[i - 1].0 == Tok::Path;
                if !prev_path && toks.get(i + 1).map(|t| &t.0) == Some(&Tok::Path) {
                    let mut base: Vec<String> = if w == "crate" {
                        Vec::new()
                    } else {
                        let mut here: Vec<String> = module.to_vec();
                        here.extend(inline.iter().map(|(n, _)| n.clone()));
                        here
                    };
                    let mut j = i;
                    if w == "super" {
                        while toks.get(j).map(|t| &t.0) == Some(&Tok::Ident("super".into()))
                            && toks.get(j + 1).map(|t| &t.0) == Some(&Tok::Path)
                        {
                            base.pop();
                            j += 2;
                        }
                    } else {
                        j += 2;
                    }
                    let line = toks[i].1;
                    let (more, next) = path_from(&toks, j);
                    for tail in more {
                        let mut p = base.clone();
                        p.extend(tail);
                        found.push((p, line));
                    }
                    i = next.max(i + 1);
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    found
}

/// The path segments from token `at` (`a::b::c`, or a group `{a, b::{c, d}}`): each full
/// path, and the index after them.
fn path_from(toks: &[(Tok, usize)], at: usize) -> (Vec<Vec<String>>, usize) {
    let mut segs = Vec::new();
    let mut i = at;
    loop {
        match toks.get(i).map(|t| &t.0) {
            Some(Tok::Ident(w)) => {
                segs.push(w.clone());
                i += 1;
                if toks.get(i).map(|t| &t.0) == Some(&Tok::Path) {
                    i += 1;
                    continue;
                }
                return (vec![segs], i);
            }
            Some(Tok::Open) => {
                let mut all = Vec::new();
                i += 1;
                loop {
                    match toks.get(i).map(|t| &t.0) {
                        Some(Tok::Close) => return (all, i + 1),
                        Some(Tok::Comma) => i += 1,
                        None => return (all, i),
                        _ => {
                            let (inner, next) = path_from(toks, i);
                            for tail in inner {
                                let mut p = segs.clone();
                                p.extend(tail);
                                all.push(p);
                            }
                            // Skip what is not a path (`self as x`, `*`).
                            i = next.max(i + 1);
                            while !matches!(
                                toks.get(i).map(|t| &t.0),
                                Some(Tok::Comma) | Some(Tok::Close) | None
                            ) {
                                i += 1;
                            }
                        }
                    }
                }
            }
            _ => return (if segs.is_empty() { vec![] } else { vec![segs] }, i),
        }
    }
}

/// The library's sources: every file under `src/` but the binary's, with its module path.
fn sources(src_dir: &Path) -> Vec<(PathBuf, Vec<String>)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            panic!("cannot read {}", dir.display())
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(src_dir, &mut files);
    files.sort();
    files
        .into_iter()
        .filter(|f| !f.ends_with("main.rs") || f.parent() != Some(src_dir))
        .map(|f| {
            let m = module_path(src_dir, &f);
            (f, m)
        })
        .collect()
}

/// The top-level modules `lib.rs` declares (test-only ones left out), and the names it
/// re-exports (`pub use error::{Error, Result}`) with their module.
fn roots(lib: &str) -> (BTreeSet<String>, BTreeMap<String, String>) {
    let text = drop_test_items(&strip(lib));
    let toks = tokens(&text);
    let mut modules = BTreeSet::new();
    let mut names = BTreeMap::new();
    for (i, (t, _)) in toks.iter().enumerate() {
        if *t == Tok::Ident("mod".into())
            && let Some((Tok::Ident(name), _)) = toks.get(i + 1)
        {
            modules.insert(name.clone());
        }
        if *t == Tok::Ident("use".into()) {
            let (all, _) = path_from(&toks, i + 1);
            for p in all {
                if let (Some(first), Some(last)) = (p.first(), p.last()) {
                    names.insert(last.clone(), first.clone());
                }
            }
        }
    }
    (modules, names)
}

/// Which module uses which, top-level (`cli` → `ops`) and inside each folder
/// (`http::authorize` → `http::pages`), from the sources under `src_dir`.
fn graph(src_dir: &Path) -> (BTreeSet<String>, Uses, BTreeMap<Vec<String>, Uses>) {
    let lib = std::fs::read_to_string(src_dir.join("lib.rs")).expect("src/lib.rs");
    let (modules, reexported) = roots(&lib);
    let files = sources(src_dir);
    // The child modules of every folder, to tell a module from an item of the parent.
    let mut children: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
    for (_, m) in &files {
        for k in 1..m.len() {
            children
                .entry(m[..k].to_vec())
                .or_default()
                .insert(m[k].clone());
        }
    }
    let mut top: Uses = BTreeMap::new();
    let mut inner: BTreeMap<Vec<String>, Uses> = BTreeMap::new();
    for (file, module) in &files {
        let Some(own) = module.first() else { continue };
        if !modules.contains(own) {
            continue; // lib.rs itself, or a test-only module
        }
        let text = std::fs::read_to_string(file).expect("a source file");
        let text = drop_test_items(&strip(&text));
        let rel = file
            .strip_prefix(src_dir)
            .unwrap_or(file)
            .display()
            .to_string();
        for (path, line) in paths(module, &text) {
            let Some(first) = path.first() else { continue };
            let target = reexported
                .get(first)
                .filter(|_| !modules.contains(first))
                .unwrap_or(first);
            if target != own {
                top.entry(own.clone())
                    .or_default()
                    .entry(target.clone())
                    .or_default()
                    .insert((format!("src/{rel}"), line));
                continue;
            }
            // Inside one top-level module: the first level where the two paths part.
            let k = module.iter().zip(&path).take_while(|(a, b)| a == b).count();
            if k < module.len()
                && k < path.len()
                && children
                    .get(&module[..k])
                    .is_some_and(|c| c.contains(&path[k]))
            {
                inner
                    .entry(module[..k].to_vec())
                    .or_default()
                    .entry(module[k].clone())
                    .or_default()
                    .entry(path[k].clone())
                    .or_default()
                    .insert((format!("src/{rel}"), line));
            }
        }
    }
    (modules, top, inner)
}

/// The circles of a graph (its strongly connected components of more than one module).
fn circles(g: &Uses) -> Vec<Vec<String>> {
    struct S<'a> {
        g: &'a Uses,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut S<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        let g = s.g;
        for w in g.get(v).into_iter().flat_map(|m| m.keys()) {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low[v];
                s.low.insert(v, lv.min(lw));
            } else if s.stack.contains(&w) {
                let iw = s.index[w];
                let lv = s.low[v];
                s.low.insert(v, lv.min(iw));
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = S {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    for v in g.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

fn first_uses(g: &Uses, from: &str, to: &str) -> String {
    let at: Vec<String> = g[from][to]
        .iter()
        .take(3)
        .map(|(file, line)| format!("{file}:{line}"))
        .collect();
    at.join(", ")
}

/// Every breach of the layering in the sources under `src_dir`, one sentence each.
fn breaches(src_dir: &Path) -> Vec<String> {
    let (modules, top, inner) = graph(src_dir);
    let mut out = Vec::new();
    for m in &modules {
        if place(m).is_none() {
            out.push(format!(
                "module {m} has no place in LAYERS or LEAVES (src/layers.rs): give it one"
            ));
        }
    }
    for name in LAYERS.iter().flat_map(|(_, m)| m.iter()).chain(LEAVES) {
        if !modules.contains(*name) {
            out.push(format!(
                "LAYERS or LEAVES name {name}, which lib.rs does not declare"
            ));
        }
    }
    for (from, targets) in &top {
        for to in targets.keys() {
            let (Some(a), Some(b)) = (place(from), place(to)) else {
                if place(from).is_some() && !modules.contains(to) {
                    out.push(format!(
                        "{from} names crate::{to}, which is no module lib.rs declares ({})",
                        first_uses(&top, from, to)
                    ));
                }
                continue;
            };
            let wrong = match (a, b) {
                (_, Place::Leaf) => None,
                (Place::Leaf, Place::Layer(_)) => Some("a shared leaf uses a layer"),
                (Place::Layer(x), Place::Layer(y)) if y < x => Some("a layer uses one above it"),
                _ => None,
            };
            if let Some(why) = wrong {
                out.push(format!(
                    "{why}: {from} → {to} ({})",
                    first_uses(&top, from, to)
                ));
            }
        }
    }
    for c in circles(&top) {
        let mut uses = Vec::new();
        for a in &c {
            for b in &c {
                if top.get(a).is_some_and(|t| t.contains_key(b)) {
                    uses.push(format!("{a} → {b} ({})", first_uses(&top, a, b)));
                }
            }
        }
        out.push(format!(
            "top-level modules in a circle: {}; {}",
            c.join(", "),
            uses.join("; ")
        ));
    }
    for (folder, g) in &inner {
        for c in circles(g) {
            let mut uses = Vec::new();
            for a in &c {
                for b in &c {
                    if g.get(a).is_some_and(|t| t.contains_key(b)) {
                        uses.push(format!("{a} → {b} ({})", first_uses(g, a, b)));
                    }
                }
            }
            out.push(format!(
                "modules of {} in a circle: {}; {}",
                folder.join("::"),
                c.join(", "),
                uses.join("; ")
            ));
        }
    }
    out
}

#[test]
fn layers_run_one_way_and_no_modules_use_each_other_in_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = breaches(&src);
    assert!(
        found.is_empty(),
        "the layering is broken:\n- {}",
        found.join("\n- ")
    );
}

/// The checker itself catches each kind of breach (so that a clean result means something).
#[test]
fn the_layering_check_catches_upward_uses_leaves_using_layers_and_circles() {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path();
    let write = |rel: &str, text: &str| {
        let p = src.join(rel);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).expect("mkdir");
        }
        std::fs::write(p, text).expect("write");
    };
    let all: Vec<&str> = LAYERS
        .iter()
        .flat_map(|(_, m)| m.iter().copied())
        .chain(LEAVES.iter().copied())
        .collect();
    let mut lib = String::from("#[cfg(test)]\nmod layers;\n");
    for m in &all {
        lib.push_str(&format!("pub mod {m};\n"));
        write(&format!("{m}.rs"), "");
    }
    lib.push_str("pub use error::{Error, Result};\n");
    write("lib.rs", &lib);
    // Clean: downward uses, leaves from anywhere, test code and comments ignored.
    write(
        "ops.rs",
        "use crate::store::Tx;\nuse crate::{Result, util};\n// crate::cli::x\nfn f() { let s = \"crate::http\"; }\n#[cfg(test)]\nmod tests { use crate::cli; }\n",
    );
    write(
        "store.rs",
        "pub fn g() -> crate::Result<()> { crate::model::h() }\n",
    );
    assert_eq!(breaches(src), Vec::<String>::new());
    // Upward, through a `use` group and through `super`.
    write("store.rs", "use crate::{model, token::keys};\n");
    write("model.rs", "fn f() { super::store::x(); }\n");
    // A leaf using a layer.
    write("util.rs", "use crate::store;\n");
    // A circle inside a folder: http::a → http::b → http::a.
    write("http/mod.rs", "mod a;\nmod b;\n");
    write("http/a.rs", "use super::b::x;\n");
    write("http/b.rs", "fn f() { crate::http::a::y(); }\n");
    std::fs::remove_file(src.join("http.rs")).expect("rm");
    let found = breaches(src).join("\n");
    for expected in [
        "a layer uses one above it: store → token (src/store.rs:1)",
        "a layer uses one above it: model → store (src/model.rs:1)",
        "a shared leaf uses a layer: util → store (src/util.rs:1)",
        "top-level modules in a circle: model, store",
        "modules of http in a circle: a, b",
    ] {
        assert!(found.contains(expected), "{expected} not in:\n{found}");
    }
    // A module with no place.
    write("lib.rs", &format!("{lib}pub mod extra;\n"));
    write("extra.rs", "");
    assert!(
        breaches(src)
            .join("\n")
            .contains("module extra has no place")
    );
}
