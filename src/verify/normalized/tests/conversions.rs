//! Hunts 42 and 43: conversions of floating values to 64-bit integers and
//! enumerated types, a dereferenced 64-bit integer converted to `float`,
//! real literals of annotations that Frama-C misreads, and conversions of
//! reals to integers in annotations (also those nested in ghost code).

use super::super::*;

fn found(printed: &str, kind: &Kind) -> Vec<String> {
    (check(printed).errors.into_iter())
        .filter(|f| &f.what == kind)
        .map(|f| f.names.unwrap_or_default())
        .collect()
}

fn kinds(printed: &str) -> Vec<Kind> {
    (check(printed).errors.into_iter())
        .map(|f| f.what)
        .collect()
}

/// Frama-C 25's `-print` of a function that converts to 64-bit integers
/// (`long`, a typedef of it, `size_t`) values of every kind: the floating
/// ones are found (`d`; `floor`'s result through `tmp`; `(double)q +
/// 5e18`; `c += 1.5`), the integer ones are not (an `int`, `(int)` of a
/// floating value, members of integer type, `sizeof`).
#[test]
fn floating_values_converted_to_64_bit_integers_are_found() {
    let printed = r#"#include "math.h"
struct S {
   int n ;
   double d ;
};
typedef long L;
enum E { A = 1, B };
long /* vid:2044 */h(double /* vid:2052, lvid:2052 */d,
                     int /* vid:2053, lvid:2053 */i,
                     size_t /* vid:2054, lvid:2054 */z,
                     struct S */* vid:2055, lvid:2055 */p,
                     struct S /* vid:2056, lvid:2056 */s,
                     int64_t /* vid:2057, lvid:2057 */q)
{
  long /* vid:2722, lvid:2722 */__retres;
  double /* vid:2067 */tmp;
  long /* vid:2061 */a = (long)/* vid:2053, lvid:2053 */i;
  long /* vid:2062 */b = (long)((int)(/* vid:2052, lvid:2052 */d / 2.0));
  long /* vid:2063 */c = (long)/* vid:2052, lvid:2052 */d;
  L /* vid:2065 */f =
    (L)(/* vid:2055, lvid:2055 */p->n + /* vid:2056, lvid:2056 */s.n);
  /* vid:2067 */tmp = /* vid:885 */floor(/* vid:2052, lvid:2052 */d);
  L /* vid:2066 */g = (L)/* vid:2067 */tmp;
  long long /* vid:2070 */m =
    (long long)((double)/* vid:2057, lvid:2057 */q + 5e18);
  /* vid:2063 */c = (long)((double)/* vid:2063 */c + 1.5);
  long /* vid:2071 */k = (long)/* vid:2055, lvid:2055 */p->d;
  size_t /* vid:2072 */e = (size_t)A + (unsigned long)sizeof(double);
  long /* vid:2073 */r = (long)(-2.5e9) + (long)5e18 + (long)-5e18f;
  /* vid:2722, lvid:2722 */__retres = (long)(((unsigned long)(/* vid:2061 */a + /* vid:2062 */b) + /* vid:2065 */f) + (unsigned long)/* vid:2066 */g);
  return /* vid:2722, lvid:2722 */__retres;
}
"#;
    assert_eq!(
        found(printed, &Kind::FloatToWide),
        ["d", "tmp", "q", "c", "p", "5e18", "5e18f"]
    );
}

/// Hunt 42: `(float)*p` of a `long long *p` (the operand is `*p`, not
/// `*`), and not of an `int *`.
#[test]
fn dereferenced_wide_integers_converted_to_float_are_found() {
    let printed = r#"float /* vid:23 */f(long long */* vid:26 */p, int */* vid:27 */k)
{
  float /* vid:31, lvid:31 */__retres;
  /* vid:31, lvid:31 */__retres = (float)*/* vid:26 */p + (float)*/* vid:27 */k;
  return /* vid:31, lvid:31 */__retres;
}
"#;
    assert_eq!(found(printed, &Kind::WideToFloat), ["p"]);
}

/// Hunt 42: Wp reads `1e3` as 1.3; `1.0e3`, `0x1p3` and the code's
/// literals are read right.
#[test]
fn exponents_without_a_point_are_found_in_annotations() {
    let printed = r#"/*@ ensures \result != 1e3;
    ensures \result > 1E+3 - 1.0e3 + 0x1e3;
    ensures \result < 1.e3 + 0x1p3; */
int /* vid:23 */h(void)
{
  double /* vid:24 */x = 1e3;
  /*@ assert x == 10e2; */
  return 1000;
}
"#;
    let expected = ["1e3", "1E+3", "10e2"].map(|l| Kind::MisreadLiteral(l.to_string()));
    assert_eq!(kinds(printed), expected);
}

/// Hunt 43: a floating value converted to an enumerated type (Frama-C
/// checks no such conversion, and one with values beyond `int` is 64-bit),
/// whatever the constant; an integer converted to one is fine.
#[test]
fn floating_values_converted_to_enumerated_types_are_found() {
    let printed = r#"enum E {
    BIG = 0x100000000,
    NEG = -1
};
typedef enum E T;
int /* vid:23 */h(double /* vid:24 */d, int /* vid:25 */i)
{
  enum E /* vid:26 */x = (enum E)/* vid:24 */d;
  T /* vid:27 */y = (T)3e9;
  enum E /* vid:28 */z = (enum E)/* vid:25 */i + (T)NEG;
  return (int)(/* vid:26 */x + /* vid:27 */y);
}
"#;
    assert_eq!(found(printed, &Kind::FloatToWide), ["d", "3e9"]);
}

/// Hunt 43: in annotations, `\floor`, `\ceil`, `\truncate` (Frama-C's
/// print of `(integer)r`) and integer casts of what may be real are
/// found, also in annotations nested in ghost code; casts of C integer
/// variables and of literals are not; ghost code is C (its casts are read
/// with the code's).
#[test]
fn conversions_of_reals_to_integers_in_annotations_are_found() {
    let printed = r#"/*@ ensures (long)\result < 0;
    ensures \floor(\result) < 0 ∧ \truncate(\result) < 0;
    ensures (long)/* vid:24, lvid:24 */n * (long)100 > (long)2.5e9;
    ensures \ceil(\result) ≥ 0;
 */
double /* vid:23 */h(int /* vid:24, lvid:24 */n)
{
  /*@ ghost long /* vid:26 */g = (long)/* vid:24 */n; */
  /*@ ghost double /* vid:27, lvid:27 */x = 5.0e18; */
  /*@ ghost
    if (/* vid:24 */n == 0)
      /@ assert \round(/* vid:27, lvid:27 */x) < 0; @/
      ;
  */
  return 5e18;
}
"#;
    let expected = ["(long)", "\\floor", "\\truncate", "\\ceil", "\\round"]
        .map(|c| Kind::LogicConversion(c.to_string()));
    assert_eq!(kinds(printed), expected);
}
