//! From the pest parse of one annotation comment to the clause IR, with
//! absolute spans; malformed clauses become diagnostics.

use super::comments::AcslComment;
use super::grammar::{MpiParser, Rule};
use super::ir::{ContractClause, Def, StmtAnnot, Tset};
use crate::diag::Diagnostic;
use pest::iterators::Pair;
use pest::Parser;

fn rule_name(r: &Rule) -> String {
    match r {
        Rule::definition => "a definition `name(params) = term;`",
        Rule::def_name => "a definition name",
        Rule::params => "a parameter list",
        Rule::term => "an ACSL term",
        Rule::region_id => "a region number",
        Rule::ident => "an identifier",
        Rule::tset => "a location (`x` or `a[lo .. hi]`)",
        Rule::range_lo | Rule::range_hi => "a range bound",
        Rule::EOI => "the end of the annotation",
        other => return format!("{other:?}"),
    }
    .to_string()
}

/// Turn a pest error into a diagnostic at the absolute position.
fn pest_error(e: pest::error::Error<Rule>, base: usize, what: &str) -> Diagnostic {
    let pos = match e.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    };
    let expected = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } if !positives.is_empty() => {
            let names: Vec<String> = positives.iter().map(rule_name).collect();
            format!(": expected {}", names.join(" or "))
        }
        _ => String::new(),
    };
    Diagnostic::error(
        base + pos..base + pos + 1,
        format!("malformed `{what}` annotation{expected}"),
    )
}

fn span(p: &Pair<Rule>, base: usize) -> std::ops::Range<usize> {
    base + p.as_span().start()..base + p.as_span().end()
}

fn definition(p: Pair<Rule>, base: usize) -> Def {
    let whole = span(&p, base);
    let mut name = String::new();
    let mut name_span = whole.clone();
    let mut params = Vec::new();
    let mut body = whole.clone();
    for part in p.into_inner() {
        match part.as_rule() {
            Rule::def_name => {
                name = part.as_str().to_string();
                name_span = span(&part, base);
            }
            Rule::params => {
                params = part
                    .into_inner()
                    .map(|i| (i.as_str().to_string(), span(&i, base)))
                    .collect();
            }
            Rule::term => body = trimmed(&part, base),
            _ => {}
        }
    }
    Def {
        name,
        name_span,
        params,
        body,
        span: whole,
    }
}

/// Span of a raw text rule without its trailing whitespace.
fn trimmed(p: &Pair<Rule>, base: usize) -> std::ops::Range<usize> {
    let s = span(p, base);
    let text = p.as_str();
    s.start..s.start + text.trim_end().len()
}

/// Parse a comment of kind `MpiStatement`.
pub(crate) fn statement_annotation(c: &AcslComment) -> Result<StmtAnnot, Diagnostic> {
    let base = c.content_start;
    let what = {
        let t = c.content.trim_start();
        let words: Vec<&str> = t.split_whitespace().take(3).collect();
        words.join(" ").trim_end_matches([':', ';']).to_string()
    };
    let mut pairs = MpiParser::parse(Rule::statement_annotation, &c.content)
        .map_err(|e| pest_error(e, base, &what))?;
    let top = pairs
        .next()
        .and_then(|p| p.into_inner().next())
        .expect("statement_annotation has one child");
    let rule = top.as_rule();
    let mut defs = Vec::new();
    let mut id = None;
    for part in top.into_inner() {
        match part.as_rule() {
            Rule::definition => defs.push(definition(part, base)),
            Rule::region_id => {
                let sp = span(&part, base);
                // At most INT_MAX: the generated code holds it in an
                // `int` (a larger one could never be proved, hunt 87).
                let n: u32 = (part.as_str().parse().ok())
                    .filter(|&n: &u32| n <= i32::MAX as u32)
                    .ok_or_else(|| {
                        Diagnostic::error(
                            sp.clone(),
                            "region number out of range (at most 2147483647)",
                        )
                    })?;
                id = Some((n, sp));
            }
            _ => {}
        }
    }
    Ok(match rule {
        Rule::begin_regions => StmtAnnot::BeginRegions { defs },
        Rule::begin_region => {
            let (id, id_span) = id.expect("grammar requires a region id");
            if id == 0 {
                return Err(Diagnostic::error(
                    id_span,
                    "region numbers must be positive (0 means `no region`)",
                ));
            }
            StmtAnnot::BeginRegion { id, id_span, defs }
        }
        Rule::end_regions => StmtAnnot::EndRegions,
        _ => StmtAnnot::EndRegion { id },
    })
}

/// Parse a comment of kind `Contract` into clauses.
pub(crate) fn contract(c: &AcslComment) -> Result<Vec<ContractClause>, Diagnostic> {
    contract_text(&c.content, c.content_start)
}

/// Parse contract clauses from an annotation text (`@` blanked) at `base`.
pub(crate) fn contract_text(content: &str, base: usize) -> Result<Vec<ContractClause>, Diagnostic> {
    let mut pairs =
        MpiParser::parse(Rule::contract, content).map_err(|e| pest_error(e, base, "contract"))?;
    let mut out = Vec::new();
    for p in pairs.next().expect("contract").into_inner() {
        let sp = span(&p, base);
        match p.as_rule() {
            Rule::collective => out.push(ContractClause::Collective { span: sp }),
            Rule::universal => {
                let tsets = p
                    .into_inner()
                    .filter(|t| t.as_rule() == Rule::tset)
                    .map(|t| {
                        let mut it = t.into_inner();
                        let name = it.next().expect("tset name");
                        let range = match (it.next(), it.next()) {
                            (Some(lo), Some(hi)) => Some((trimmed(&lo, base), trimmed(&hi, base))),
                            _ => None,
                        };
                        Tset {
                            name: name.as_str().to_string(),
                            name_span: span(&name, base),
                            range,
                        }
                    })
                    .collect();
                out.push(ContractClause::Universal { span: sp, tsets });
            }
            Rule::mpi_other => out.push(ContractClause::MpiMalformed { span: sp }),
            Rule::acsl_clause | Rule::acsl_tail => {
                let keyword = p
                    .as_str()
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '\\'))
                    .next()
                    .unwrap_or("")
                    .to_string();
                out.push(ContractClause::Acsl { span: sp, keyword });
            }
            _ => {}
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfront::lexer::lex;

    fn comment(src: &str) -> AcslComment {
        AcslComment::from_token(src, 0, &lex(src)[0]).unwrap()
    }

    #[test]
    fn begin_region_with_binders() {
        let src = "/*@ mpi begin region 3:\n  nummsg(s,d) = (d == 0 ? 1 : 0);\n  msginv(s,d,k,buf,count,dt) =\n   \\forall integer i; 0 <= i < count ==> buf[i] == A[i];\n  slevel(s, d, k) = \\let x = k; x + 1; */";
        let c = comment(src);
        let StmtAnnot::BeginRegion { id, defs, .. } = statement_annotation(&c).unwrap() else {
            panic!()
        };
        assert_eq!(id, 3);
        assert_eq!(defs.len(), 3);
        assert_eq!(defs[1].name, "msginv");
        assert_eq!(defs[1].params.len(), 6);
        assert_eq!(
            &src[defs[1].body.clone()],
            "\\forall integer i; 0 <= i < count ==> buf[i] == A[i]"
        );
        assert_eq!(&src[defs[2].body.clone()], "\\let x = k; x + 1");
        assert_eq!(&src[defs[0].params[1].1.clone()], "d");
    }

    #[test]
    fn begin_regions_and_ends() {
        let c = comment(
            "/*@ mpi begin regions: nregions = N; region(i) = exchange; exchange#A(i,j) = j; */",
        );
        let StmtAnnot::BeginRegions { defs } = statement_annotation(&c).unwrap() else {
            panic!()
        };
        assert_eq!(
            defs.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
            ["nregions", "region", "exchange#A"]
        );
        assert!(defs[0].params.is_empty());
        assert_eq!(defs[2].universal_of(), Some(("exchange", "A")));
        assert_eq!(
            statement_annotation(&comment("//@ mpi end regions;")).unwrap(),
            StmtAnnot::EndRegions
        );
        assert_eq!(
            statement_annotation(&comment("//@ mpi end region;")).unwrap(),
            StmtAnnot::EndRegion { id: None }
        );
        assert!(matches!(
            statement_annotation(&comment("//@ mpi end region 2;")).unwrap(),
            StmtAnnot::EndRegion { id: Some((2, _)) }
        ));
        // The generated code holds a region number in an `int` (hunt 87).
        let too_big = statement_annotation(&comment("//@ mpi end region 2147483648;")).unwrap_err();
        assert!(
            too_big.message.contains("out of range"),
            "{}",
            too_big.message
        );
        assert!(statement_annotation(&comment("//@ mpi end region 2147483647;")).is_ok());
    }

    #[test]
    fn malformed_statement_annotations() {
        for bad in [
            "//@ mpi end region x;",
            "/*@ mpi begin region 1: nummsg(s,d) = 1 */",
            "/*@ mpi begin region 0: */",
            "/*@ mpi begin region 1: nummsg(s,d) = (1; */",
            "/*@ mpi begin regions nregions = 1; */",
        ] {
            let e = statement_annotation(&comment(bad)).unwrap_err();
            assert!(
                e.message.contains("malformed") || e.message.contains("positive"),
                "{bad}: {}",
                e.message
            );
        }
    }

    #[test]
    fn contract_clauses() {
        let src = "/*@ mpi collective;\n  mpi universal count, A[0 .. count-1], root;\n  requires \\forall integer k; 0 <= k ==> A[k] == 0;\n  ensures \\result == 1; */";
        let cl = contract(&comment(src)).unwrap();
        assert_eq!(cl.len(), 4);
        let ContractClause::Universal { tsets, .. } = &cl[1] else {
            panic!()
        };
        assert_eq!(tsets.len(), 3);
        let (lo, hi) = tsets[1].range.clone().unwrap();
        assert_eq!((&src[lo], &src[hi]), ("0", "count-1"));
        assert!(matches!(&cl[2], ContractClause::Acsl { keyword, .. } if keyword == "requires"));
        let cl = contract(&comment("/*@ mpi universe x; requires y; */")).unwrap();
        assert!(matches!(cl[0], ContractClause::MpiMalformed { .. }));
    }
}
