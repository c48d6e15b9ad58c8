//! Ghost text as the reader of declarations reads it: nested
//! annotations and comments blanked, digraphs as their tokens.

/// `text` with its nested annotations (`/@ ... @/`) and its comments
/// blanked, and its digraphs written as the tokens they are (hunt 107: a
/// declaration after a nested assertion or after `<% ... %>` was not
/// seen; hunt 115: a `/@` inside a string or a `//` comment blanked the
/// rest, and a `/* */` comment inside a declaration hid its name), each
/// line in its place. String and character literals are kept as written.
pub(super) fn plain(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    // Each byte in its place: a blanked character is as many spaces as
    // its bytes.
    let blank = |out: &mut String, cs: &[char]| {
        for &c in cs {
            if c == '\n' {
                out.push(c);
            } else {
                out.extend(std::iter::repeat_n(' ', c.len_utf8()));
            }
        }
    };
    let find = |from: usize, pat: &[char]| {
        (from..chars.len().saturating_sub(pat.len() - 1))
            .find(|&k| chars[k..k + pat.len()] == *pat)
            .map_or(chars.len(), |k| k + pat.len())
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match (c, next) {
            ('"' | '\'', _) => {
                let mut j = i + 1;
                while j < chars.len() && chars[j] != c && chars[j] != '\n' {
                    j += if chars[j] == '\\' { 2 } else { 1 };
                }
                let end = (j + 1).min(chars.len());
                out.extend(&chars[i..end]);
                i = end;
            }
            ('/', Some('/')) => {
                let end = (i..chars.len())
                    .find(|&k| chars[k] == '\n')
                    .unwrap_or(chars.len());
                blank(&mut out, &chars[i..end]);
                i = end;
            }
            ('/', Some(k @ ('*' | '@'))) => {
                let end = find(i + 2, &[k, '/']);
                blank(&mut out, &chars[i..end]);
                i = end;
            }
            _ => match DIGRAPHS
                .iter()
                .find(|(d, _)| c == d[0] && next == Some(d[1]))
            {
                Some((_, token)) => {
                    out.push_str(token);
                    i += 2;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            },
        }
    }
    out
}

/// C's digraphs and the tokens they are, padded to their width.
const DIGRAPHS: [([char; 2], &str); 4] = [
    (['<', '%'], " {"),
    (['%', '>'], "} "),
    (['<', ':'], " ["),
    ([':', '>'], "] "),
];
