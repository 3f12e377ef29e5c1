#!/usr/bin/env bash
# The package's functions each path of a call passes, counted by the machine: LifeOfACall.md's
# "N functions in M files" come from here, and CI fails when they drift.
#
#   bash Benchmarks/Scripts/call-paths.sh [--check | --write]
#
# For each path of LifeOfACall.md, its proxy-profile case runs twice under callgrind (warm-up + N
# and warm-up + 11 N calls, as callgrind.sh does), on a copy of the binary stripped of its debug
# info (valgrind can not read Swift's DWARF 5), with --dump-instr=yes: the executed instructions of
# proxy-profile and how often each ran. An instruction that ran at least once every two calls more
# in the large run than in the small one is the path's (start-up, set-up and warm-up cancel out).
# Callgrind reports an instruction of the executable by its address in the ELF file (the PIE's load
# base taken off); the script checks this on the functions of the binary's symbol table that ran
# (at least 95% must have every instruction inside their symbol: valgrind names the few stretches
# no symbol covers after a neighbour) before it trusts an address. Each address is then mapped, in
# the unstripped release binary (built with debug info, as `swift build -c release` does on Linux),
# by the toolchain's `llvm-symbolizer --inlines` to the whole chain of functions inlined there,
# each with the file that declares it (DW_AT_decl_file).
#
# A function of the package that the compiler inlined or specialized into another module (an
# @inlinable or generic one: the typed call, the generated proxy's routes, a Support helper inlined
# into the proxy module) is named in the debug info without its file, and nothing it inlined is
# there at all: its file is read from its own module's declaration (llvm-dwarfdump), and the
# path's counts are marked "≥", lower bounds.
#
# Counted: every function, method, closure, initializer and accessor of this package, inlined or
# not, whose declaring file is in Sources/ (any module) or CShims/ (the C of the register-frame
# entry and call, libffi's closure entry: the article counts them), or is a proxy written by
# dynamicproxy-generate (the Swift-protocol paths' generated method; the benchmark's copy, in
# Benchmarks/Sources/BenchmarkCases/Generated). A function is its demangled name without the
# compiler's "specialized" and "merged" prefixes (a specialization is the same source function):
# closures and the compiler's thunks of a package function ("partial apply for …") are functions
# of their own. Not counted: the standard library's and the toolchain's code (even specialized for
# the package's types: its file is not the package's), libffi, the benchmark's parents, forward
# delegates and subscribers' handlers.
#
# Prints, per path, its functions grouped by file, then the table. --check compares the table with
# the one in LifeOfACall.md (between its `call-paths` markers) and exits 1 when they differ;
# --write rewrites that table. Needs valgrind, llvm-dwarfdump (Debian's llvm) and python3; takes
# about a minute and a half once proxy-profile is built. The counts are deterministic: callgrind
# counts instructions, not time.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(cd .. && pwd)
mode=${1:-}
case $mode in
  "" | --check | --write) ;;
  *)
    echo "usage: bash Benchmarks/Scripts/call-paths.sh [--check | --write]" >&2
    exit 64
    ;;
esac
command -v valgrind >/dev/null || { echo "call-paths.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
symbolizer=$toolchain/llvm-symbolizer
demangler=$toolchain/swift-demangle
[[ -x $symbolizer ]] || symbolizer=$(command -v llvm-symbolizer)
[[ -x $demangler ]] || demangler=$(command -v swift-demangle)
dwarfdump=$(command -v llvm-dwarfdump || true)
[[ -n $dwarfdump ]] || { echo "call-paths.sh: llvm-dwarfdump is not installed (apt-get install llvm)" >&2; exit 1; }

swift build -c release --product proxy-profile >/dev/null
binary=$(swift build -c release --show-bin-path)/proxy-profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/proxy-profile" "$binary"

python3 - "$mode" "$root" "$binary" "$work" "$symbolizer" "$demangler" "$dwarfdump" <<'PYTHON'
import collections
import concurrent.futures
import json
import os
import pathlib
import re
import subprocess
import sys

mode, root, binary, work, symbolizer, demangler, dwarfdump = sys.argv[1:]
root = pathlib.Path(root)
stripped = os.path.join(work, "proxy-profile")
article = root / "Sources/DynamicProxy/DynamicProxy.docc/LifeOfACall.md"

# The paths of LifeOfACall.md: (its name in the table, proxy-profile's case and approach).
PATHS = [
    ("From C, observed by `[Any]` subscribers", "void 1+1", "libffi"),
    ("From C, fast paths off (arm64's path)", "void 1+1", "libffi-generic"),
    ("From C, unobserved, target looked up by selector", "void 0+fwd", "libffi"),
    ("Typed call, observed", "void 1+1", "typed"),
    ("Typed call, unobserved", "void 0+fwd", "typed"),
    ("Generated Swift-protocol proxy, unobserved", "void 0+fwd", "swift-protocol"),
    ("Generated Swift-protocol proxy, typed subscribers", "void 1+1", "swift-protocol"),
    ("Generated Swift-protocol proxy, `[Any]` subscribers", "void 1+1", "swift-protocol-any"),
    ("`send`, observed by `[Any]` subscribers", "void 1+1", "send"),
]
CALLS = 100  # the small run: warm-up + CALLS calls; the large one: warm-up + 11 CALLS
BUDGET = (12, 6)


def callgrind(case, approach, calls, out):
    """The instructions of proxy-profile that ran, {address in the ELF file: times}, and each
    function of the symbol table that ran with the addresses callgrind gave it."""
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--dump-instr=yes",
         "--dump-line=no", "--compress-strings=no", "--compress-pos=no", "--demangle=no",
         stripped, case, approach, str(calls)],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    counts = collections.Counter()
    functions = collections.defaultdict(set)
    ours, function, skip = False, None, False
    with open(out) as f:
        for line in f:
            if skip:  # the inclusive cost of the call above, not this instruction's
                skip = False
                continue
            if line.startswith("ob="):
                ours = line[3:].strip() == stripped
            elif line.startswith("fn="):
                function = line[3:].strip()
            elif line.startswith("calls="):
                skip = True
            elif ours and line.startswith("0x"):
                address, cost = line.split()[:2]
                counts[int(address, 16)] += int(cost)
                functions[function].add(int(address, 16))
    return counts, functions


def symbol_table():
    """{name: (start, size)} of the executable's defined functions."""
    table = {}
    out = subprocess.run(["nm", "-S", "--defined-only", binary], check=True, capture_output=True, text=True)
    for line in out.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW" and int(parts[1], 16) > 0:
            table[parts[3]] = (int(parts[0], 16), int(parts[1], 16))
    return table


def check_mapping(functions, table):
    """Callgrind's addresses are the ELF file's: the instructions callgrind gives a function of the
    symbol table lie inside that symbol. (Valgrind names an instruction of a stretch no symbol
    covers after a symbol near it: a few functions are not checked.) Returns how many functions
    were checked and how many agreed."""
    agreed = checked = 0
    for name, addresses in functions.items():
        if name not in table:
            continue
        start, size = table[name]
        checked += 1
        agreed += all(start <= a < start + size for a in addresses)
    if checked < 100 or agreed < 0.95 * checked:
        sys.exit(f"call-paths: of {checked} functions of the symbol table that ran, the instructions "
                 f"of only {agreed} lie inside their symbols: callgrind's addresses are not the ELF "
                 "file's (a load base this script does not take off?)")
    return checked, agreed


def profile(index):
    _, case, approach = PATHS[index]
    small = callgrind(case, approach, CALLS, os.path.join(work, f"{index}.small"))
    large = callgrind(case, approach, 11 * CALLS, os.path.join(work, f"{index}.large"))
    per_call = {a for a, n in large[0].items() if 2 * (n - small[0].get(a, 0)) >= 10 * CALLS}
    return per_call, large[1]


table = symbol_table()
with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
    profiles = list(pool.map(profile, range(len(PATHS))))
checks = [check_mapping(functions, table) for _, functions in profiles]
checked, agreed = (sum(c[i] for c in checks) for i in (0, 1))

# Every executed address, mapped to its chain of inlined frames.
addresses = sorted(set().union(*(per_call for per_call, _ in profiles)))
out = subprocess.run(
    [symbolizer, f"--obj={binary}", "--inlines", "--output-style=JSON", "--functions=linkage", "--no-demangle"],
    input="".join(f"{a:#x}\n" for a in addresses), check=True, capture_output=True, text=True)
frames = {}
for line, address in zip(out.stdout.splitlines(), addresses):
    entry = json.loads(line)
    assert int(entry["Address"], 16) == address, (entry["Address"], address)
    # The declaring file (DW_AT_decl_file), never the line's: code inlined from a module without
    # debug info (the standard library's) carries its caller's lines.
    frames[address] = [(s["FunctionName"], s["StartFileName"]) for s in entry["Symbol"]]


def generated_proxy(path):
    """A Swift file that dynamicproxy-generate wrote."""
    try:
        with open(path) as f:
            return f.readline().startswith("// Generated by dynamicproxy-generate")
    except OSError:
        return False


def package_file(path):
    """The file's path in the repository when it is the package's code, else None."""
    try:
        relative = pathlib.Path(path).resolve().relative_to(root)
    except ValueError:
        return None
    if relative.parts[0] in ("Sources", "CShims") or generated_proxy(path):
        return str(relative)
    return None


# Where each function of the package is declared: llvm-dwarfdump's DIEs (an abstract or out-of-line
# definition, in its own module's compile unit, has its DW_AT_decl_file; a copy the compiler made in
# another module, inlined or specialized there, has none).
declared = collections.defaultdict(set)
DIE = re.compile(r"0x[0-9a-f]+:\s+DW_TAG_")
die_name = die_file = None
dump = subprocess.run([dwarfdump, "--debug-info", binary], check=True, capture_output=True, text=True).stdout
for line in dump.splitlines() + ["0x0: DW_TAG_end"]:
    stripped_line = line.strip()
    if DIE.match(stripped_line) or stripped_line == "NULL":
        if die_name and die_file and package_file(die_file):
            declared[die_name].add(package_file(die_file))
        die_name = die_file = None
    elif stripped_line.startswith("DW_AT_linkage_name"):
        die_name = stripped_line.split('("', 1)[1].rsplit('")', 1)[0]
    elif stripped_line.startswith("DW_AT_decl_file"):
        die_file = stripped_line.split('("', 1)[1].rsplit('")', 1)[0]
del dump

names = sorted({name for chain in frames.values() for name, _ in chain} | set(declared))


def demangle(arguments):
    out = subprocess.run([demangler, *arguments], input="".join(n + "\n" for n in names),
                         check=True, capture_output=True, text=True).stdout.splitlines()
    assert len(out) == len(names)
    return dict(zip(names, out))


simplified, full = demangle(["--simplified"]), demangle([])
SPECIALIZATION = re.compile(r"(generic |function signature |generic not re-abstracted |generic partial |)"
                            r"specialization <")


def original(text):
    """A specialized or merged function's own name: the compiler's copy is the same source function."""
    while True:
        if text.startswith("merged "):
            text = text[len("merged "):]
            continue
        if text.startswith("specialized "):
            text = text[len("specialized "):]
            continue
        match = SPECIALIZATION.match(text)
        if not match:
            return text
        depth, i = 0, match.end() - 1
        while i < len(text):
            if text[i] == "<":
                depth += 1
            elif text[i] == ">" and text[i - 1] != "-":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        assert text[i + 1:i + 5] == " of ", text
        text = text[i + 5:]


files_of, files_of_simplified = collections.defaultdict(set), collections.defaultdict(set)
for name, paths in declared.items():
    files_of[original(full[name])] |= paths
    files_of_simplified[original(simplified[name])] |= paths
ENCLOSED = re.compile(r"^(?:partial apply for |\$defer #\d+ \(\) in |(?:implicit )?closure #\d+ in )")


def declaring_files(name):
    """The files that declare a function copied into another module: its own name (fully, then
    simplified), else the function its closure or thunk is in."""
    found = files_of.get(original(full[name]))
    text = original(simplified[name])
    while not found and text:
        found = files_of_simplified.get(text)
        shorter = ENCLOSED.sub("", text, count=1)
        text = shorter if shorter != text else ""
    return found
modules = {p.name for p in (root / "Sources").iterdir() if p.is_dir()}
MODULE = re.compile(r"(?:^|in |extension in )([A-Za-z_][A-Za-z0-9_]*)[.:)]")


def module_file(identity):
    """For a function of the package no debug info declares: its module, as a file of its own."""
    match = MODULE.search(identity)
    if match and match.group(1) in modules:
        return f"Sources/{match.group(1)}/? (declared in no debug info)"
    return None


rows, listing = [], []
for (title, case, approach), (per_call, _) in zip(PATHS, profiles):
    found, folded = set(), set()
    for address in per_call:
        for name, path in frames[address]:
            identity = original(full[name])
            relative = package_file(path) if path else None
            if relative is None:
                candidates = declaring_files(name) or {module_file(identity)} - {None}
                if not candidates:
                    continue
                relative = sorted(candidates)[0]
                folded.add(original(simplified[name]))  # a copy in another module: its callees untraced
            found.add((relative, original(simplified[name]), identity))
    files = sorted({f for f, _, _ in found})
    count = len({(f, i) for f, _, i in found})
    over = count > BUDGET[0] or len(files) > BUDGET[1]
    bound = "at least " if folded else ""
    listing.append(f"{title} ({case}, {approach}): {bound}{count} functions in {bound}{len(files)} files"
                   + (" — over budget" if over else ""))
    if folded:
        listing.append("  (at least: the functions marked \"copied into the caller's module\" were inlined or"
                       " specialized there, and the debug info keeps none of the functions they inline)")
    for file in files:
        listing.append(f"  {file}")
        listing.extend(f"    {shown}" + (" (copied into the caller's module)" if shown in folded else "")
                       for shown in sorted({s for f, s, _ in found if f == file}))
    mark = "≥ " if folded else ""
    verdict = "over" if over else "unknown" if folded else "within"
    rows.append(f"| {title} | `{case}` `{approach}` | {mark}{count} | {mark}{len(files)} | {verdict} |")

print("\n".join(listing))
print(f"\n(callgrind's addresses: inside their symbols for {agreed} of {checked} functions; "
      f"{len(addresses)} instructions mapped)\n")
table_text = "\n".join(
    ["| path | proxy-profile case | functions | files | budget (12 in 6) |",
     "|---|---|---:|---:|---|"] + rows)
print(table_text)

# The counts in the article's prose: "(<path's name>): N functions in M files", wherever the
# lines break.
prose = []
for (title, _, _), row in zip(PATHS, rows):
    counts = row.split(" | ")[2:4]
    pattern = re.compile(r"(\(" + r"\s+".join(map(re.escape, title.split())) +
                         r"\):\s+)(?:≥\s+)?\d+(\s+functions\s+in\s+)(?:≥\s+)?\d+(\s+files)")
    prose.append((title, pattern, f"({title}): {counts[0]} functions in {counts[1]} files", counts))

begin, end = "<!-- call-paths: begin (bash Benchmarks/Scripts/call-paths.sh --write) -->", "<!-- call-paths: end -->"
text = article.read_text()
if begin not in text or end not in text:
    if mode:
        print(f"call-paths: {article} has no {begin} … {end} section", file=sys.stderr)
        sys.exit(1)
    sys.exit(0)
head, rest = text.split(begin, 1)
current, tail = rest.split(end, 1)
if mode == "--write":
    text = f"{head}{begin}\n{table_text}\n{end}{tail}"
    for title, pattern, _, counts in prose:
        text, replaced = pattern.subn(  # the new counts, the lines broken where they were
            lambda m, c=counts: f"{m.group(1)}{c[0]}{m.group(2)}{c[1]}{m.group(3)}", text)
        if not replaced:
            print(f"call-paths: no count of \"{title}\" in {article}'s prose", file=sys.stderr)
    article.write_text(text)
elif mode == "--check":
    drift = current.strip() != table_text.strip()
    if drift:
        print(f"call-paths: {article}'s table is not the machine's count; now:\n{table_text}\n"
              f"the article:\n{current.strip()}", file=sys.stderr)
    for title, pattern, sentence, _ in prose:
        found = [" ".join(m.group(0).split()) for m in pattern.finditer(text)]
        if found != [sentence]:
            drift = True
            print(f"call-paths: the article's prose says {found or 'nothing'} of \"{title}\": the machine, "
                  f"\"{sentence}\"", file=sys.stderr)
    if drift:
        print("(bash Benchmarks/Scripts/call-paths.sh --write)", file=sys.stderr)
        sys.exit(1)
PYTHON
