#!/usr/bin/env bash
# Verify every example cold (empty vmfc and Wp caches) and warm (second run),
# and write the table to bench/verify.md. Usage: bench/verify.sh [example...]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked -q
bin=$PWD/target/release/vmfc
examples=${*:-$(ls examples/*/*.c | xargs -n1 dirname | xargs -n1 basename)}
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
export VMFC_CACHE_DIR=$cache
out=bench/verify.md
now() { date +%s.%N; }
{
  echo "# vmfc verify: time per example"
  echo
  echo "\`bench/verify.sh\` on $(nproc) cores, $(date -u +%Y-%m-%d): $(frama-c -version), $(z3 --version | head -1), $(cvc5 --version | head -1 | sed 's/This is //')."
  echo "Default options (z3 + cvc5, 10 s per goal, retry pass on). *Cold*: empty vmfc and Wp caches;"
  echo "*warm*: the same command again (results replayed from vmfc's cache)."
  echo
  echo "| example | goals | proved | cold (s) | cold s/goal | warm (s) |"
  echo "|---|---:|---:|---:|---:|---:|"
  for e in $examples; do
    f=examples/$e/$e.c
    flags=$(sed -n 's/.*vmfc-flags: \(.*\) \*\/.*/\1/p' "$f")
    rm -rf "$cache"/*
    t0=$(now); "$bin" verify "$f" $flags --format json > /tmp/vmfc-bench.json 2>/dev/null || true; t1=$(now)
    "$bin" verify "$f" $flags > /dev/null 2>&1 || true; t2=$(now)
    read -r goals proved < <(python3 -c "import json; r=json.load(open('/tmp/vmfc-bench.json')); print(r['total'], r['proved'])")
    python3 -c "import sys; e,g,p,t0,t1,t2=sys.argv[1:]; g=int(g); c=float(t1)-float(t0); print('| %s | %d | %s | %.1f | %.2f | %.2f |' % (e, g, p, c, c / max(g, 1), float(t2)-float(t1)))" \
      "$e" "$goals" "$proved" "$t0" "$t1" "$t2"
  done
} > "$out"
cat "$out"
