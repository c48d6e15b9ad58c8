//! The parsed `mpi` clauses. Spans are byte offsets in the original file.

use crate::source::Span;

/// `name(params) = body;` in a `begin regions` or `begin region` annotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Def {
    /// `nummsg`, `region`, ..., or `g#x` for a universal of a collective `g`.
    pub name: String,
    pub name_span: Span,
    pub params: Vec<(String, Span)>,
    /// The ACSL term.
    pub body: Span,
    /// The whole definition, `;` included.
    pub span: Span,
}

impl Def {
    /// For `g#x`: (`g`, `x`).
    pub(crate) fn universal_of(&self) -> Option<(&str, &str)> {
        self.name.split_once('#')
    }
}

/// A statement annotation made of one `mpi` clause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum StmtAnnot {
    BeginRegions {
        defs: Vec<Def>,
    },
    BeginRegion {
        id: u32,
        id_span: Span,
        defs: Vec<Def>,
    },
    EndRegions,
    EndRegion {
        id: Option<(u32, Span)>,
    },
}

impl StmtAnnot {
    pub(crate) fn describe(&self) -> String {
        match self {
            StmtAnnot::BeginRegions { .. } => "mpi begin regions".into(),
            StmtAnnot::BeginRegion { id, .. } => format!("mpi begin region {id}"),
            StmtAnnot::EndRegions => "mpi end regions".into(),
            StmtAnnot::EndRegion { id: Some((id, _)) } => format!("mpi end region {id}"),
            StmtAnnot::EndRegion { id: None } => "mpi end region".into(),
        }
    }
}

/// `a` or `a[lo .. hi]` in an `mpi universal` clause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Tset {
    pub name: String,
    pub name_span: Span,
    pub range: Option<(Span, Span)>,
}

/// One clause of a function contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ContractClause {
    Collective {
        span: Span,
    },
    Universal {
        span: Span,
        tsets: Vec<Tset>,
    },
    /// A clause starting with `mpi` that is not one of the above.
    MpiMalformed {
        span: Span,
    },
    /// An ordinary ACSL clause; `keyword` is its first word.
    Acsl {
        span: Span,
        keyword: String,
    },
}

impl ContractClause {
    pub(crate) fn span(&self) -> &Span {
        match self {
            ContractClause::Collective { span }
            | ContractClause::Universal { span, .. }
            | ContractClause::MpiMalformed { span }
            | ContractClause::Acsl { span, .. } => span,
        }
    }
}
