//! Memory labels in definitions: a definition is evaluated where universal
//! data has its entry values, so `Pre` and `Here` are the only labels it may
//! use; they are stripped before emission and every other label is an error.

use crate::annot::term;

/// `\at(e, Pre)`, `\at(e, Here)` and `\old(e)` replaced by `(e)`, and label
/// arguments `{Pre}`/`{Here}` removed: a definition is evaluated where the
/// universal data still has its entry values (checked at each evaluation
/// point, and the frame lemma shows it reads nothing else), so these are
/// the same. Other labels are rejected by `label_error` before emission.
pub(crate) fn strip_entry_labels(text: &str) -> String {
    let toks = term::lex(text, 0);
    let mut out = String::new();
    let mut pos = 0;
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        // `f{Pre}(...)`, `f{Here}(...)`: the label list goes.
        if t.text == "{" && i > 0 && toks[i - 1].kind == term::Tk::Ident {
            if let Some(close) = term::matching(&toks, i) {
                if entry_labels(&toks[i + 1..close]) {
                    out.push_str(&text[pos..t.span.start]);
                    pos = toks[close].span.end;
                    i = close + 1;
                    continue;
                }
            }
        }
        let is_at = t.text == "\\at" || t.text == "\\old";
        if is_at && toks.get(i + 1).is_some_and(|n| n.text == "(") {
            if let Some(close) = term::matching(&toks, i + 1) {
                let inner_end = if t.text == "\\at" {
                    top_level_comma(&toks, i + 1, close)
                        .map_or(toks[close].span.start, |c| toks[c].span.start)
                } else {
                    toks[close].span.start
                };
                out.push_str(&text[pos..t.span.start]);
                out.push('(');
                out.push_str(&strip_entry_labels(&text[toks[i + 1].span.end..inner_end]));
                out.push(')');
                pos = toks[close].span.end;
                i = close + 1;
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&text[pos..]);
    out
}

/// Whether `toks[k]` opens a label list: `{` after a name (`f{L}(...)`) or
/// after a builtin (`\valid{L}(...)`, hunt 66).
pub(crate) fn opens_labels(toks: &[term::TermTok], k: usize) -> bool {
    toks[k].text == "{"
        && k > 0
        && (toks[k - 1].kind == term::Tk::Ident || toks[k - 1].text.starts_with('\\'))
}

/// A label list made only of `Pre` and `Here`.
fn entry_labels(labels: &[term::TermTok]) -> bool {
    labels
        .iter()
        .all(|t| matches!(t.text.as_str(), "Pre" | "Here" | ","))
}

fn top_level_comma(toks: &[term::TermTok], open: usize, close: usize) -> Option<usize> {
    let mut depth = 0;
    let mut last = None;
    for (k, t) in toks.iter().enumerate().take(close).skip(open) {
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth -= 1,
            "," if depth == 1 => last = Some(k),
            _ => {}
        }
    }
    last
}

/// A label in a definition other than `Pre`/`Here` (in `\at` or as a label
/// argument `f{L}(...)`), `\result`, or a comment end `*/`: the offending
/// span and why.
pub(crate) fn label_error(text: &str, base: usize) -> Option<(std::ops::Range<usize>, String)> {
    if let Some(i) = text.find("*/") {
        return Some((
            base + i..base + i + 2,
            "`*/` cannot appear in a definition (it would end the generated annotation)".into(),
        ));
    }
    let toks = term::lex(text, base);
    for (i, t) in toks.iter().enumerate() {
        if t.text == "\\result" {
            return Some((
                t.span.clone(),
                "`\\result` has no meaning in a definition".into(),
            ));
        }
        let unbalanced = || {
            Some((
                t.span.clone(),
                "unbalanced brackets: vmfc cannot read the labels of this definition".to_string(),
            ))
        };
        if t.text == "\\old" {
            return Some((t.span.clone(), "`\\old` in a definition: write `\\at(e, Pre)` (a definition is read where universal data has its entry values)".into()));
        }
        if t.text == "\\at" && toks.get(i + 1).is_some_and(|n| n.text == "(") {
            let Some(close) = term::matching(&toks, i + 1) else {
                return unbalanced();
            };
            let Some(comma) = top_level_comma(&toks, i + 1, close) else {
                return Some((t.span.clone(), "`\\at` without a label".into()));
            };
            let label = toks[comma + 1..close]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<String>();
            if label != "Pre" && label != "Here" {
                return Some((toks[comma + 1].span.clone(), format!("label `{label}`: a definition may read memory only where it is evaluated (`\\at(e, Pre)` is allowed: universal data keeps its entry value)")));
            }
        }
        if opens_labels(&toks, i) {
            let Some(close) = term::matching(&toks, i) else {
                return unbalanced();
            };
            if !entry_labels(&toks[i + 1..close]) {
                return Some((toks[i + 1].span.clone(), "a definition may read memory only where it is evaluated: label arguments other than `Pre` and `Here` are not allowed".into()));
            }
        }
    }
    None
}

/// A label in a message invariant over its buffer `buf` (`\at(e, L)` or
/// `\old(e)` with `e` naming `buf`, or a label argument of a call whose
/// arguments name it): the message invariant is evaluated on the sender's
/// buffer at the send and on the receiver's at the receive, where `Pre` is
/// each one's own function entry, not universal data: the receiver would
/// assume its buffer's entry value to be the message. The span and why.
pub(crate) fn msginv_label(
    text: &str,
    base: usize,
    buf: &str,
) -> Option<(std::ops::Range<usize>, String)> {
    let toks = term::lex(text, base);
    let why = format!("a label on the message buffer `{buf}`: the message invariant speaks of the message when it is sent and received; at another label `{buf}` is each process's own memory (the receiver's buffer before the receive), which the sender never checked");
    // `\\let p = buf + 1;` makes `p` the buffer too.
    let lets: Vec<&str> = (toks.windows(2))
        .filter(|w| w[0].text == "\\let")
        .map(|w| w[1].text.as_str())
        .collect();
    let names_buf = |from: usize, to: usize| {
        toks[from..to]
            .iter()
            .any(|t| t.text == buf || lets.contains(&t.text.as_str()))
    };
    toks.iter().enumerate().find_map(|(i, t)| {
        let labelled = if (t.text == "\\at" || t.text == "\\old")
            && toks.get(i + 1).is_some_and(|n| n.text == "(")
        {
            term::matching(&toks, i + 1).map(|close| (i + 1, close))
        } else if t.text == "{" && i > 0 && toks[i - 1].kind == term::Tk::Ident {
            // `f{L}(args)`: the arguments.
            term::matching(&toks, i)
                .filter(|&c| toks.get(c + 1).is_some_and(|n| n.text == "("))
                .and_then(|c| term::matching(&toks, c + 1).map(|close| (c + 1, close)))
        } else {
            None
        };
        labelled
            .filter(|&(open, close)| names_buf(open, close))
            .map(|_| (t.span.clone(), why.clone()))
    })
}

#[cfg(test)]
mod msginv_tests {
    use super::msginv_label;

    /// Labels on the buffer (directly, through a `\let`, as a label
    /// argument) are errors; labels on universal data are not.
    #[test]
    fn labels_on_the_message_buffer_are_rejected() {
        for bad in [
            "buf[0] == \\at(buf[0], Pre)",
            "\\old(buf[1]) == 2",
            "\\let p = buf + 1; \\at(*p, Pre) == 0",
            "Same{Pre, Here}(buf, count)",
        ] {
            assert!(msginv_label(bad, 0, "buf").is_some(), "{bad}");
        }
        for ok in [
            "*buf == Sum{Pre}(A, VM_NP)",
            "buf[0] == \\at(A[s], Pre)",
            "*buf == s",
        ] {
            assert!(msginv_label(ok, 0, "buf").is_none(), "{ok}");
        }
    }
}
