#!/usr/bin/env bash
# Article examples: every ```swift block of the DocC catalogs' articles and landing pages
# (Sources/*/*.docc/*.md) must compile, warning-free, with the imports it shows, and run without
# crashing — as .ci/readme-examples.sh does for README.md, whose mechanism this extends.
#
# How: each block becomes the main.swift of its own executable target (its own module) in one
# temporary package under .build-articles/ (git-ignored by `.build-*/`) that depends on this
# repository by path; `import DynamicProxyFoundation` (…Rx, …Runtime, …Combine) adds that product
# to its target, `import OpenCombine` the OpenCombine package, `import CSQLite3` (any module of
# Tests/SystemLibraries) a copy of that system library target. The package is built once with
# `-Xswiftc -warnings-as-errors`, then each program runs and must exit with status 0 within
# ARTICLE_EXAMPLE_TIMEOUT seconds (default 60). Diagnostics point at the articles' own lines.
# A block whose first line is `// swift-tools-version…` is a package manifest: it is checked on
# its own with `swift package dump-package` (which compiles it and checks its package identities)
# and is not part of the package.
#
# An HTML comment right before a block's opening fence — DocC does not show it — changes that.
# It starts with `<!-- example:` and a comma-separated list of these words, and ends with `-->` on
# the same line, or, for `context`, on a line of its own after the hidden code:
#
#   continues             the block continues the program of the article's block before it
#                         (same main.swift, same module): for a block that uses what an earlier
#                         one declared. Chains.
#   build-only            compile the program but do not run it: it needs what CI does not have
#                         (a server), or does not end. Put it on the program's first block.
#   target NAME           name the program's target NAME (default: the article's name and a
#                         number), for a shell step that writes a file into Sources/NAME.
#   module NAME           the block is the source of a library module NAME (not run), which the
#                         article's programs may import.
#   context               Swift code, on the comment's next lines, that the page does not show:
#                         the block goes where a line `<sample>` is (else after the code). For a
#                         fragment — a method of a class shown earlier, a value the prose names —
#                         so that it compiles as written, in the context the prose gives it.
#   not-compiled: REASON  the block is not compiled; REASON says why (it must say one).
#   shell                 (on a ```sh block) run its commands with bash, in the examples'
#                         package folder, in order, before the package is built: commands the
#                         article tells the reader to run (the generator's), run as written.
#   file PATH             (on a block of any language) the block is the whole text of the file
#                         PATH (from the repository's root) of a package to copy, kept under
#                         Tests/Fixtures: it must equal the file byte for byte (a diff says where
#                         not), and is not compiled with the other examples. The package (the
#                         nearest folder above PATH with a Package.swift) must be shown whole:
#                         each of its files by a block of the articles. After the examples, each
#                         such package is built as it is (`swift build`, warnings as errors;
#                         its .build under .build-articles/packages) and each executable of it
#                         runs, as a program does.
#
# Other fences (```sh without `shell`, ```text, …) are not checked. Run from anywhere:
# `bash .ci/article-examples.sh` (`ARTICLES="Sources/…/GettingStarted.md …"` checks only those);
# the generated package stays in .build-articles/package for a look (its sources are rewritten at
# each run; its .build is kept, so a second run is quick).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
scratch=$repo/.build-articles
package=$scratch/package
timeout_seconds=${ARTICLE_EXAMPLE_TIMEOUT:-60}

rm -rf "$package/Sources" "$package/Package.swift" "$scratch/manifests" "$scratch/steps.sh"
mkdir -p "$package/Sources" "$scratch/manifests"

# Split the articles into programs, modules, manifests and shell steps; prints the plan:
# "kind<TAB>name<TAB>where<TAB>mode" lines, kind being program, module or manifest.
plan=$(
  python3 - "$repo" "$package" "$scratch" "${ARTICLES:-}" <<'PYTHON'
import difflib
import pathlib
import re
import sys

repo, package, scratch = (pathlib.Path(argument) for argument in sys.argv[1:4])
products = {"DynamicProxy", "DynamicProxyCombine", "DynamicProxyFoundation", "DynamicProxyRx", "DynamicProxyRuntime"}
systems = {path.name for path in (repo / "Tests/SystemLibraries").iterdir() if path.is_dir()}
words = {"continues", "build-only", "target", "module", "context", "not-compiled", "shell", "file"}
failures = []
shown_files = []  # (where, path, body): the blocks that are a package's files


def fail(where, message):
    failures.append(f"{where}: {message}")


class Unit:
    """A program (an executable target) or a module (a library target): its pieces of source."""

    def __init__(self, kind, name, where, mode):
        self.kind, self.name, self.where, self.mode = kind, name, where, mode
        self.pieces = []  # (first line, lines) with #sourceLocation
        self.imports = set()


units = []
manifests = []
steps = []
chosen = sys.argv[4].split() if len(sys.argv) > 4 else []
articles = [repo / path for path in chosen] or sorted(repo.glob("Sources/*/*.docc/*.md"))
for article in articles:
    relative = article.relative_to(repo)
    lines = article.read_text(encoding="utf-8").splitlines()
    count = 0
    current = None  # the article's last unit, which `continues` extends
    number = 0
    while number < len(lines):
        line = lines[number]
        fence = re.match(r"^```(\w*)\s*$", line)
        if not fence:
            number += 1
            continue
        language = fence.group(1)
        # The marker: an HTML comment that ends on the line before the fence.
        options, context, context_line = {}, None, 0
        if number > 0 and lines[number - 1].strip().endswith("-->"):
            end = number - 1
            start = end
            while start >= 0 and not lines[start].lstrip().startswith("<!--"):
                start -= 1
            opening = lines[start].strip() if start >= 0 else ""
            if opening.startswith("<!-- example:"):
                head = opening[len("<!-- example:"):].removesuffix("-->").strip()
                for word in [part.strip() for part in head.split(",") if part.strip()]:
                    key, _, value = word.partition(":") if word.startswith("not-compiled") else word.partition(" ")
                    if key not in words:
                        fail(f"{relative}:{start + 1}", f"unknown example option {key!r}")
                    options[key] = value.strip()
                if start < end:
                    context = lines[start + 1:end]
                    context_line = start + 2
        # The block's body.
        body_start = number + 1
        close = body_start
        while close < len(lines) and not re.match(r"^```\s*$", lines[close]):
            close += 1
        if close == len(lines):
            fail(f"{relative}:{number + 1}", "a code block is not closed")
            break
        body = lines[body_start:close]
        where = f"{relative}:{body_start}"
        number = close + 1
        if "file" in options:
            if not options["file"]:
                fail(where, "file needs the file's path: `file Tests/Fixtures/…`")
            else:
                shown_files.append((where, options["file"], body))
            continue
        if language == "sh" and "shell" in options:
            steps.append((where, body))
            continue
        if language != "swift":
            continue
        if "not-compiled" in options:
            if not options["not-compiled"]:
                fail(where, "not-compiled needs a reason: `not-compiled: why`")
            continue
        if body and body[0].startswith("// swift-tools-version"):
            manifests.append((f"{article.stem}Manifest{len(manifests) + 1:02d}", where, body))
            continue
        if "continues" in options:
            if current is None:
                fail(where, "a block marked continues has no block before it")
                continue
            unit = current
        else:
            count += 1
            if "module" in options:
                unit = Unit("module", options["module"], where, "build-only")
            else:
                name = options.get("target") or f"{article.stem}{count:02d}"
                unit = Unit("program", name, where, "build-only" if "build-only" in options else "run")
            units.append(unit)
            current = unit
        source = [f'#sourceLocation(file: "{article}", line: {body_start + 1})', *body, "#sourceLocation()"]
        if context is not None:
            if "context" not in options:
                fail(where, "hidden code in the marker needs the option `context`")
            located = []
            inserted = False
            for offset, text in enumerate(context):
                if text.strip() == "<sample>":
                    located += source
                    inserted = True
                    located.append(f'#sourceLocation(file: "{article}", line: {context_line + offset + 1})')
                else:
                    if not located:
                        located.append(f'#sourceLocation(file: "{article}", line: {context_line + offset})')
                    located.append(text)
            if not inserted:
                located += source
            source = located + ["#sourceLocation()"]
        unit.pieces.append(source)
        for text in body + (context or []):
            found = re.match(r"^\s*(?:@testable\s+)?import\s+(\w+)", text)
            if found:
                unit.imports.add(found.group(1))

names = [unit.name for unit in units]
for name in set(names):
    if names.count(name) > 1:
        fail("articles", f"two examples are named {name}")
modules = {unit.name for unit in units if unit.kind == "module"}

# Packages shown whole: each block equal to its file, each file of the package shown.
packages = {}  # package folder -> (where first shown, the files shown)
for where, path, body in shown_files:
    file = repo / path
    if not file.is_file():
        fail(where, f"the block names {path}, which is not a file of the repository")
        continue
    text = "\n".join(body) + "\n"
    actual = file.read_text(encoding="utf-8")
    if actual != text:
        diff = difflib.unified_diff(
            actual.splitlines(), body, fromfile=path, tofile=f"the block at {where}", lineterm="")
        fail(where, f"the block differs from {path}:\n" + "\n".join(diff))
    root = next((folder for folder in file.parents if (folder / "Package.swift").is_file()), None)
    if root is None or root == repo:
        fail(where, f"{path} is in no package of its own (a folder with a Package.swift below the root)")
        continue
    packages.setdefault(root, (where, set()))[1].add(file)
for root, (where, shown) in packages.items():
    for file in sorted(root.rglob("*")):
        parts = file.relative_to(root).parts
        if file.is_file() and file not in shown and not any(part.startswith(".") for part in parts):
            if file.name != "Package.resolved":
                fail(where, f"{file.relative_to(repo)} is not shown: a package to copy is shown whole")
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)

# Sources.
for unit in units:
    folder = package / "Sources" / unit.name
    folder.mkdir(parents=True, exist_ok=True)
    file = folder / ("main.swift" if unit.kind == "program" else f"{unit.name}.swift")
    file.write_text("\n".join(line for piece in unit.pieces for line in piece) + "\n", encoding="utf-8")

# The package.
uses_combine = any("DynamicProxyCombine" in unit.imports for unit in units)
uses_open_combine = any("OpenCombine" in unit.imports for unit in units)
used_systems = sorted({name for unit in units for name in unit.imports & systems})
manifest = [
    "// swift-tools-version: 6.1",
    "// Generated by .ci/article-examples.sh from the DocC articles; not committed.",
    "import PackageDescription",
    "",
    "let package = Package(",
    '  name: "ArticleExamples",',
    "  dependencies: [",
    f'    .package(name: "DynamicProxy", path: "{repo}"' + (', traits: ["Combine"]' if uses_combine else "") + "),",
]
if uses_open_combine:
    manifest.append('    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),')
manifest += ["  ],", "  targets: ["]
for unit in units:
    # A program gets DynamicProxy (as a README example does); a module, what it imports.
    dependencies = ['.product(name: "DynamicProxy", package: "DynamicProxy")'] if unit.kind == "program" else []
    for name in sorted(unit.imports):
        if name in products and (name != "DynamicProxy" or unit.kind == "module"):
            dependencies.append(f'.product(name: "{name}", package: "DynamicProxy")')
        elif name == "OpenCombine":
            dependencies.append('.product(name: "OpenCombine", package: "OpenCombine")')
        elif name in systems or (name in modules and name != unit.name):
            dependencies.append(f'"{name}"')
    kind = "executableTarget" if unit.kind == "program" else "target"
    manifest.append(f'    .{kind}(name: "{unit.name}", dependencies: [{", ".join(dependencies)}]),')
for name in used_systems:
    folder = package / "Sources" / name
    folder.mkdir(parents=True, exist_ok=True)
    for source in (repo / "Tests/SystemLibraries" / name).iterdir():
        (folder / source.name).write_bytes(source.read_bytes())
    manifest.append(f'    .systemLibrary(name: "{name}"),')
manifest += ["  ],", "  swiftLanguageModes: [.v6]", ")"]
(package / "Package.swift").write_text("\n".join(manifest) + "\n", encoding="utf-8")

# Manifests, each in a folder of its own.
for name, where, body in manifests:
    folder = scratch / "manifests" / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Package.swift").write_text("\n".join(body) + "\n", encoding="utf-8")
    print(f"manifest\t{name}\t{where}\tcheck")

# Shell steps, in the articles' order.
script = ["set -euo pipefail"]
for where, body in steps:
    script += [f"echo '== {where}'", "set -x", *body, "{ set +x; } 2>/dev/null"]
(scratch / "steps.sh").write_text("\n".join(script) + "\n", encoding="utf-8")
for unit in units:
    print(f"{unit.kind}\t{unit.name}\t{unit.where}\t{unit.mode}")
for root, (where, _) in packages.items():
    print(f"package\t{root.relative_to(repo)}\t{where}\trun")
PYTHON
)

failures=0
count() { grep -c "^$1	" <<<"$plan" || true; }
echo "article-examples: $(count program) programs, $(count module) modules, $(count manifest) manifests" \
  "and $(count package) packages shown whole from $(ls Sources/*/*.docc/*.md | wc -l) articles"

# Manifests: compiled and their identities checked, without resolving anything.
while IFS=$'\t' read -r kind name where _; do
  [[ $kind == manifest ]] || continue
  if swift package dump-package --package-path "$scratch/manifests/$name" >/dev/null; then
    echo "article-examples: the manifest at $where is valid"
  else
    echo "article-examples: the manifest at $where is not valid" >&2
    failures=$((failures + 1))
  fi
done <<<"$plan"

# Shell steps: the commands the articles tell the reader to run, in the package's folder.
if grep -q "^echo '== " "$scratch/steps.sh"; then
  echo "article-examples: running the articles' shell steps in $package"
  if ! (cd "$package" && bash "$scratch/steps.sh") 2>&1 | sed 's/^/    /'; then
    echo "article-examples: a shell step failed (its article and line are the last '== ' line above)" >&2
    exit 1
  fi
fi

echo "article-examples: building"
swift build --package-path "$package" -Xswiftc -warnings-as-errors

bin=$(swift build --package-path "$package" --show-bin-path)
while IFS=$'\t' read -r kind name where mode; do
  [[ $kind == program ]] || continue
  if [[ $mode == build-only ]]; then
    echo "article-examples: $name ($where) builds; not run (build-only)"
    continue
  fi
  echo "article-examples: running $name ($where)"
  status=0
  timeout "$timeout_seconds" "$bin/$name" </dev/null 2>&1 | sed 's/^/    /' || status=${PIPESTATUS[0]}
  if ((status != 0)); then
    echo "article-examples: $name ($where) failed with status $status" >&2
    failures=$((failures + 1))
  fi
done <<<"$plan"

# Packages shown whole: built as they are, in their own scratch folders, their executables run.
while IFS=$'\t' read -r kind name where _; do
  [[ $kind == package ]] || continue
  build=$scratch/packages/$(basename "$name")
  echo "article-examples: building the package $name (shown whole from $where)"
  if ! swift build --package-path "$repo/$name" --scratch-path "$build" -Xswiftc -warnings-as-errors; then
    echo "article-examples: the package $name (shown from $where) does not build" >&2
    failures=$((failures + 1))
    continue
  fi
  package_bin=$(swift build --package-path "$repo/$name" --scratch-path "$build" --show-bin-path)
  executables=$(swift package --package-path "$repo/$name" --scratch-path "$build" dump-package |
    python3 -c 'import json, sys; print("\n".join(t["name"] for t in json.load(sys.stdin)["targets"] if t["type"] == "executable"))')
  for executable in $executables; do
    echo "article-examples: running $executable of $name"
    status=0
    timeout "$timeout_seconds" "$package_bin/$executable" </dev/null 2>&1 | sed 's/^/    /' || status=${PIPESTATUS[0]}
    if ((status != 0)); then
      echo "article-examples: $executable of $name (shown from $where) failed with status $status" >&2
      failures=$((failures + 1))
    fi
  done
done <<<"$plan"

if ((failures)); then
  echo "article-examples: $failures example(s) failed" >&2
  exit 1
fi
echo "article-examples: every article example builds without warnings and runs"
