#!/usr/bin/env python3
"""Seeded bugs side by side with the proved program (issue: a seeded bug must
cost at most twice the proved program's run). For each examples/*/bugs.txt
entry: the proved example and the mutated one, both `vmfc verify FILE --fct
FN` cold (empty caches), default options; the time until the first failure
is printed on stderr, the total, and whether the expected check failed at
the expected line. Writes bench/seeded.md. Usage: bench/seeded.py [example...]
"""
import json, os, re, subprocess, sys, tempfile, time
from pathlib import Path

root = Path(__file__).resolve().parent.parent
vmfc = root / "target/release/vmfc"


def bugs(example):
    text = (root / "examples" / example / "bugs.txt").read_text()
    for entry in text.split("\n=== ")[1:]:
        head, rest = entry.split("--- replace\n", 1)
        replace, with_ = rest.split("--- with\n", 1)
        field = lambda k: next(l[len(k) + 2:] for l in head.splitlines() if l.startswith(k + ": "))
        yield {
            "name": head.splitlines()[0],
            "fct": field("fct"), "check": field("check"), "at": field("at"),
            "replace": replace.rstrip("\n"), "with": with_.rstrip("\n"),
        }


def run(path, fct, flags):
    """(total s, first line s or None, first failure s or None, failures
    [(line, text)]). The first line is the first goal shown on stderr, a
    final failure or a goal the first pass left to the retry pass."""
    cache = tempfile.mkdtemp()
    env = dict(os.environ, VMFC_CACHE_DIR=cache, NO_COLOR="1")
    start = time.monotonic()
    p = subprocess.Popen([str(vmfc), "verify", str(path), "--fct", fct, *flags],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
    shown, first, failures = None, None, []
    for line in p.stderr:
        m = re.match(r"vmfc: .*?:(\d+)(?::\d+)?: (.*)", line)
        if m:
            now = time.monotonic() - start
            shown = shown if shown is not None else now
            if "not proved by the first pass" in line:
                continue
            first = first if first is not None else now
            failures.append((int(m.group(1)), m.group(2)))
    p.wait()
    subprocess.run(["rm", "-rf", cache])
    return time.monotonic() - start, shown, first, failures


def main():
    subprocess.run(["cargo", "build", "--release", "--locked", "-q"], cwd=root, check=True)
    examples = sys.argv[1:] or sorted(p.parent.name for p in root.glob("examples/*/bugs.txt"))
    rows = []
    for ex in examples:
        src_path = root / "examples" / ex / f"{ex}.c"
        src = src_path.read_text()
        m = re.search(r"vmfc-flags: (.*?) \*/", src)
        flags = m.group(1).split() if m else []
        proved = {}
        for bug in bugs(ex):
            if bug["fct"] not in proved:
                proved[bug["fct"]] = run(src_path, bug["fct"], flags)[0]
            mutated = src.replace(bug["replace"], bug["with"], 1)
            line = next(i + 1 for i, l in enumerate(mutated.splitlines()) if bug["at"] in l)
            with tempfile.TemporaryDirectory() as d:
                path = Path(d) / f"{ex}.c"
                path.write_text(mutated)
                total, shown, first, failures = run(path, bug["fct"], flags)
            caught = any(l == line for l, _ in failures)
            base = proved[bug["fct"]]
            rows.append((ex, bug["name"], bug["check"], base, total, shown, first, caught))
            print(rows[-1], file=sys.stderr)
    with open(root / "bench/seeded.md", "w") as out:
        out.write("# vmfc verify: seeded bugs against the proved program\n\n")
        out.write(f"`bench/seeded.py` on {os.cpu_count()} cores, {time.strftime('%Y-%m-%d', time.gmtime())}. "
                  "Each row: `vmfc verify FILE --fct FN`, cold, default options, for the proved example "
                  "and for the example with the bug; *first line*: seconds until the first goal not proved "
                  "is printed on stderr (a final failure, or a goal the first pass leaves to the retry "
                  "pass); *first failure*: until the first final failure is; *caught*: a failure is "
                  "reported on the bug's line.\n\n")
        out.write("| example | bug | check | proved (s) | bug (s) | ratio | first line (s) | first failure (s) | caught |\n")
        out.write("|---|---|---|---:|---:|---:|---:|---:|---|\n")
        secs = lambda t: "-" if t is None else f"{t:.1f}"
        for ex, name, check, base, total, shown, first, caught in rows:
            out.write(f"| {ex} | {name} | {check} | {base:.1f} | {total:.1f} | {total / base:.2f} | {secs(shown)} | {secs(first)} | {'yes' if caught else 'NO'} |\n")
    print((root / "bench/seeded.md").read_text())


main()
