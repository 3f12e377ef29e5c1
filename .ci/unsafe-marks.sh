#!/usr/bin/env bash
# Unsafe marks, counted by the machine: every target in Sources builds under strict memory safety
# (SE-0458; Package.swift), so each unsafe use is acknowledged where it stands. This counts, per
# module, the `unsafe` expressions (and `for unsafe` loops), the `@unsafe` and `@safe` attributes and
# the `unowned(unsafe)` references in the code — comments and string literals blanked — and splits
# each module into its funnel (the files whose whole job is one unsafe idiom, each with its rule
# written once: FUNNEL below) and the rest.
#
# Prints the table; with --check, compares it with the one in LifeOfACall.md (between its
# `unsafe-marks` markers) and exits 1 when they differ, printing both, and checks that every Swift
# target in Sources has the manifest's strict-memory-safety settings (a target without them would
# not be checked at all). `--write` rewrites the table. Run from anywhere:
# `bash .ci/unsafe-marks.sh [--check|--write]`.
set -euo pipefail
cd "$(dirname "$0")/.."

manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
if [[ ${1:-} == --check ]]; then swift package dump-package >"$manifest"; fi

python3 - "${1:-}" "$manifest" <<'PYTHON'
import json
import pathlib
import re
import sys

mode = sys.argv[1]
if mode == "--check":
    # Every Swift target of Sources (a regular or executable target at its default path, or a path
    # under Sources) builds with `.strictMemorySafety()` and its diagnostics as errors.
    unchecked = []
    for target in json.load(open(sys.argv[2]))["targets"]:
        path = target.get("path")
        if target["type"] not in ("regular", "executable") or not (path is None or path.startswith("Sources/")):
            continue
        kinds = [setting["kind"] for setting in target.get("settings", [])]
        strict = any("strictMemorySafety" in kind for kind in kinds)
        errors = any(kind.get("treatWarning", {}).get("_0") == "StrictMemorySafety"
                     and kind["treatWarning"].get("_1") == "error" for kind in kinds)
        if not (strict and errors):
            unchecked.append(target["name"])
    if unchecked:
        print("unsafe-marks: targets of Sources without swiftSettings: strictMemorySafety "
              f"(Package.swift): {', '.join(unchecked)}", file=sys.stderr)
        sys.exit(1)
article = pathlib.Path("Sources/DynamicProxy/DynamicProxy.docc/LifeOfACall.md")
# The files whose whole job is one unsafe idiom, the idiom's rule written once in each.
FUNNEL = {
    "Sources/DynamicProxySupport/Unretained.swift",
    "Sources/DynamicProxySupport/RetainedPointer.swift",
    "Sources/DynamicProxySupport/SameRepresentation.swift",
    "Sources/DynamicProxySupport/PublishedObject.swift",
    "Sources/DynamicProxy/Proxy/KeptObjectPointer.swift",
}


def blank(text):
    """The code alone: comments (nested block comments too) and string literals become spaces."""
    out = []
    i, n, depth = 0, len(text), 0
    while i < n:
        c = text[i]
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            depth = 1
            i += 2
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:end]))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def count(path):
    code = blank(path.read_text())
    unowned = len(re.findall(r"\bunowned\(unsafe\)", code))
    attributes = len(re.findall(r"@unsafe\b", code))
    safe = len(re.findall(r"@safe\b", code))
    words = len(re.findall(r"(?<![@(\w])unsafe\b(?!\))", code))
    return {"expressions": words, "@unsafe": attributes, "@safe": safe, "unowned(unsafe)": unowned}


rows = []
for module in sorted(p for p in pathlib.Path("Sources").iterdir() if p.is_dir()):
    files = sorted(module.rglob("*.swift"))
    if not files:
        continue
    totals = {"funnel": None, "rest": None}
    for kind in totals:
        chosen = [f for f in files if (str(f) in FUNNEL) == (kind == "funnel")]
        sums = {"files": len(chosen), "expressions": 0, "@unsafe": 0, "@safe": 0, "unowned(unsafe)": 0}
        for f in chosen:
            for key, value in count(f).items():
                sums[key] += value
        totals[kind] = sums
    rest, funnel = totals["rest"], totals["funnel"]
    rows.append(
        f"| `{module.name}` | {rest['expressions']} | {rest['@unsafe']} | {rest['@safe']} "
        f"| {rest['unowned(unsafe)']} | {funnel['expressions'] if funnel['files'] else '–'} |")

table = "\n".join(
    ["| module | `unsafe` expressions | `@unsafe` | `@safe` | `unowned(unsafe)` | in its funnel files |",
     "|---|---:|---:|---:|---:|---:|"] + rows)
print(table)

begin, end = "<!-- unsafe-marks: begin (bash .ci/unsafe-marks.sh --write) -->", "<!-- unsafe-marks: end -->"
text = article.read_text()
if begin not in text or end not in text:
    if mode:
        print(f"unsafe-marks: {article} has no {begin} … {end} section", file=sys.stderr)
        sys.exit(1)
    sys.exit(0)
head, rest = text.split(begin, 1)
current, tail = rest.split(end, 1)
if mode == "--write":
    article.write_text(f"{head}{begin}\n{table}\n{end}{tail}")
elif mode == "--check" and current.strip() != table.strip():
    print(f"unsafe-marks: {article}'s table is not the count of the code; now:\n{table}\n"
          f"the article:\n{current.strip()}\n(bash .ci/unsafe-marks.sh --write)", file=sys.stderr)
    sys.exit(1)
PYTHON
