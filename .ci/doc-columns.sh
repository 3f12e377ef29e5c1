#!/usr/bin/env bash
# Documentation code columns: every line of a code sample must fit in 74 columns, where DocC's code
# column shows it without cutting it. Measured on the rendered pages (swift package
# generate-documentation, served, read by headless Chromium) at a window 1280 px wide with the
# sidebar open, as DocC opens it there: a code block's text is 675 px wide and a character of its
# monospaced font 9.03 px, 74 characters; a line of 79 loses its last `)` (an article's
# `delegate?.call(…, self, locations)` did). With the sidebar closed the column is wider.
#
# Scans the ```-fenced code blocks of the DocC catalogs' articles (Sources/*/*.docc/**/*.md) and
# the ```-fenced code blocks of `///` doc comments (the text after `/// `) in Sources/**/*.swift,
# generated files (Sources/**/Generated/**) excepted. Prints file:line: and the length of each code
# line longer than 74 characters (counted in Unicode characters, not bytes); exits 1 if there is
# one. Run from anywhere: `bash .ci/doc-columns.sh`; `DOC_COLUMNS=100` changes the limit.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "${DOC_COLUMNS:-74}" <<'PYTHON'
import pathlib
import re
import sys

limit = int(sys.argv[1])
fence = re.compile(r"^\s*(```|~~~)")
doc_comment = re.compile(r"^\s*///( ?)(.*)$")
over = 0


def report(path, number, line):
    global over
    over += 1
    print(f"{path}:{number}: {len(line)} columns (> {limit}): {line.strip()[:60]}")


def scan(path, lines):
    """Checks the fenced code lines of (number, text) pairs; a fence toggles, its own line is not code."""
    inside = False
    for number, text in lines:
        if fence.match(text):
            inside = not inside
            continue
        if inside and len(text.rstrip()) > limit:
            report(path, number, text.rstrip())


sources = pathlib.Path("Sources")
for article in sorted(sources.glob("*/*.docc/**/*.md")):
    text = article.read_text(encoding="utf-8").splitlines()
    scan(article, [(i + 1, line) for i, line in enumerate(text)])

for swift in sorted(sources.rglob("*.swift")):
    if "Generated" in swift.relative_to(sources).parts:
        continue
    comment = []  # the current run of consecutive `///` lines: (number, text after `/// `)
    runs = []
    for i, line in enumerate(swift.read_text(encoding="utf-8").splitlines()):
        match = doc_comment.match(line)
        if match:
            comment.append((i + 1, match.group(2)))
        elif comment:
            runs.append(comment)
            comment = []
    if comment:
        runs.append(comment)
    for run in runs:
        scan(swift, run)

if over:
    print(f"doc-columns: {over} code line(s) longer than {limit} columns", file=sys.stderr)
    sys.exit(1)
print(f"doc-columns: every documentation code line fits in {limit} columns")
PYTHON
