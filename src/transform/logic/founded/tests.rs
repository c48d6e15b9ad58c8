//! Unit tests of `founded`: which recursions end, and which vmfc states the induction for.
use super::super::Logic;

fn rejected(src: &str) -> Vec<String> {
    Logic::scan(&[src])
        .ill_founded()
        .into_iter()
        .map(|(n, _)| n)
        .collect()
}

#[test]
fn only_recursions_that_end_pass() {
    let ok = "/*@ logic integer Sum{L}(int *a, integer n) = n <= 0 ? 0 : Sum(a, n - 1) + a[n - 1];
        logic integer Range{L}(int *a, integer lo, integer hi) = hi <= lo ? 0 : Range(a, lo, hi - 1) + a[hi - 1];
        logic real U(integer t, integer j, integer nx) = (t <= 0 || j <= 0 || j > nx) ? 0.0
          : (U(t - 1, j - 1, nx) + 2 * U(t - 1, j, nx) + U(t - 1, j + 1, nx)) / 4;
        logic integer Twice(integer n) = 2 * n;
        logic integer pw(integer r) = r <= 0 ? 1 : 2 * pw(r - 1);
        logic integer cnt(integer n) = n <= 0 ? 0 : cnt(n - 1) + pw(n - 1); */";
    assert!(rejected(ok).is_empty(), "{:?}", rejected(ok));
    let bad = "/*@ logic integer F(integer n) = F(n) + 1;
        logic integer G(integer n) = n <= 0 ? G(n) : 0;
        logic integer H(integer n) = n <= 0 ? 0 : H(n + 1);
        logic integer K(integer n, integer m) = n <= m ? 0 : K(n - 1, m + 1);
        logic integer P(integer n) = n <= 0 ? 0 : Q(n - 1);
        logic integer Q(integer n) = n <= 0 ? 0 : P(n - 1);
        logic integer S(integer n) = n <= 0 ? 0 : (\\let n = n + 1; S(n - 1) + 1);
        logic integer T(integer n) = n <= 0 ? 0 : \\sum(0, 1, \\lambda integer n; T(n - 1));
        logic integer V(integer n) = n <= 0 ? 0 : W(n - 1) + pw(n);
        logic integer W(integer n) = V(n);
        logic integer pw(integer r) = r <= 0 ? 1 : 2 * pw(r - 1); */";
    assert_eq!(
        rejected(bad),
        ["F", "G", "H", "K", "P", "Q", "S", "T", "V", "W"]
    );
}

/// The decreasing parameter is an integer, and its bound has no built-in
/// (hunt 56: a pointer, and `t <= \NaN`, which never holds).
#[test]
fn decreasing_integers_down_to_plain_bounds() {
    let ok = "/*@ logic integer A(int n, int b) = n <= b ? 0 : A(n - 1, b) + 1;
        logic integer B(unsigned long n) = n <= 2 * 3 - 1 ? 0 : B(n - 2) + 1; */";
    assert!(rejected(ok).is_empty(), "{:?}", rejected(ok));
    let bad = "/*@ logic integer P(int *p, int *q) = p <= q ? 0 : P(p - 1, q) + 1;
        logic integer N(real t) = t <= \\NaN ? 0 : N(t - 1) + 1;
        logic integer M(integer t) = t <= \\minus_infinity ? 0 : M(t - 1) + 1;
        logic integer R(real t) = t <= 0 ? 0 : R(t - 1) + 1; */";
    assert_eq!(rejected(bad), ["M", "N", "P", "R"]);
}

#[test]
fn recursions_vmfc_states_the_induction_for() {
    let l = Logic::scan(&["/*@ logic integer Sum{L}(int *a, integer n) = n <= 0 ? 0 : Sum(a, n - 1) + a[n - 1];
        logic integer Range{L}(int *a, integer lo, integer hi) = hi <= lo ? 0 : Range(a, lo, hi - 2) + a[hi - 1];
        logic real U(integer t, integer j, integer nx) = (t <= 0 || j <= 0 || j > nx) ? 0.0
          : (U(t - 1, j - 1, nx) + U(t - 1, j + 1, nx)) / 2;
        logic integer Two{L1,L2}(int *a, integer n) = n <= 0 ? 0 : Two{L1,L2}(a, n - 1);
        axiomatic X { logic integer Peek{L}(int *a); logic integer Pure(integer n); }
        logic integer upto(integer n) = n <= 0 ? 0 : upto(n - 1) + n;
        logic integer Deref(integer n) = n <= 0 ? 0 : Deref(n - 1) + *(int *)n;
        logic integer Partner(integer t, integer p) = t % 2 == p % 2 ? p + 1 : p - 1;
        logic integer V{L}(int *a, integer t, integer p) = t <= 0 ? a[p] : V(a, t - 1, Partner(t - 1, p)) + 1;
        logic integer Read{L}(int *a, integer t, integer p) = t <= 0 ? 0 : Read(a, t - 1, a[p]);
        logic integer Global{L}(int *a, integer t, integer p) = t <= 0 ? 0 : Global(a, t - 1, p + G);
        logic integer Shift{L}(int *a, integer t) = t <= 0 ? a[0] : Shift(a + 1, t - 1);
        logic integer Peeks{L}(int *a, integer t, integer p) = t <= 0 ? 0 : Peeks(a, t - 1, Peek(a));
        logic integer Bound{L}(int *a, integer t, integer p) = t <= p ? 0 : Bound(a, t - 1, p + 1); */"]);
    let sum = l.recursion("Sum").unwrap();
    assert_eq!(
        (sum.x, sum.steps.as_slice(), sum.base.as_str()),
        (1, &[1][..], "n <= 0")
    );
    assert_eq!(sum.params[0], ("int *".to_string(), "a".to_string()));
    let range = l.recursion("Range").unwrap();
    assert_eq!(
        (range.x, range.steps.as_slice(), range.base.as_str()),
        (2, &[2][..], "hi <= lo")
    );
    assert_eq!(sum.changed, Vec::<usize>::new());
    // A parameter of numbers that the calls compute without reading
    // memory: `j` in U, `p` through a memory-free `Partner` in V.
    let u = l.recursion("U").unwrap();
    assert_eq!((u.x, u.changed.as_slice()), (0, &[1][..]));
    assert_eq!(u.calls[0], ["t - 1", "j - 1", "nx"]);
    let v = l.recursion("V").unwrap();
    assert_eq!((v.x, v.changed.as_slice()), (1, &[2][..]));
    assert_eq!(v.calls, [["a", "t - 1", "Partner(t - 1, p)"]]);
    // Changed by reading memory (an array, a global, a symbol that
    // reads), a pointer changed, a bound the calls change; two
    // labels; no definition.
    for n in ["Read", "Global", "Shift", "Peeks", "Bound", "Two", "Peek"] {
        assert!(l.recursion(n).is_err(), "{n}");
    }
    assert!(l.recursion("Peek").is_err());
    // Memory-free: no label, scalar parameters, a body that reads nothing.
    assert!(l.memory_free("U") && l.memory_free("Pure") && l.memory_free("upto"));
    for n in ["Sum", "Range", "Two", "Peek", "Deref"] {
        assert!(!l.memory_free(n), "{n}");
    }
}
