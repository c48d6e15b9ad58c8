#!/usr/bin/env bash
# Time `vmfc transform` (preprocessing included) on every example and write
# the table to bench/transform.md. Usage: bench/transform.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
cargo build --release --locked -q
bin=target/release/vmfc
out=bench/transform.md
{
  echo "# vmfc transform: time per example"
  echo
  echo "Mean wall-clock time of \`vmfc transform FILE --stdout\` over $runs runs"
  echo "(gcc preprocessing and lang-c parsing included), measured by \`bench/transform.sh\`"
  echo "on $(nproc) cores, $(date -u +%Y-%m-%d)."
  echo
  echo "| example | input lines | output lines | generated checks | mean (ms) | max (ms) |"
  echo "|---|---:|---:|---:|---:|---:|"
  for dir in examples/*/; do
    name=$(basename "$dir")
    file="$dir$name.c"
    [ -f "$file" ] || continue
    total=0; max=0
    for _ in $(seq "$runs"); do
      t0=$(date +%s%N)
      "$bin" transform "$file" --stdout > /tmp/vmfc-bench.out 2>/dev/null
      t1=$(date +%s%N)
      dt=$(( (t1 - t0) / 1000 ))
      total=$((total + dt)); [ $dt -gt $max ] && max=$dt
    done
    checks=$(grep -c 'assert VM_' /tmp/vmfc-bench.out || true)
    printf '| %s | %d | %d | %d | %d.%d | %d.%d |\n' "$name" "$(wc -l < "$file")" "$(wc -l < /tmp/vmfc-bench.out)" \
      "$checks" $((total / runs / 1000)) $((total / runs % 1000 / 100)) $((max / 1000)) $((max % 1000 / 100))
  done
} > "$out"
cat "$out"
