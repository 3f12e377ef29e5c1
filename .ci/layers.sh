#!/usr/bin/env bash
# The library's layers point one way: a module names only the modules below it.
#
#   DynamicProxySupport                 locks, the published-object rule, message quoting
#   DynamicProxyRuntime   (on CShims)   selectors, encodings, signatures, invocations, IMPs
#   DynamicProxyRx                      Observable, subjects, Disposable, `.rx`
#   DynamicProxy                        delegate objects and delegate proxies
#   DynamicProxyFoundation, DynamicProxyCombine
#
# Fails when a module (1) depends in Package.swift, (2) imports in a source file, or (3) links in
# a doc comment (``Name``) a module or a type it may not: a lower layer naming a higher one, or the
# runtime and the Rx layer naming each other. SwiftPM lets a target import a module it does not
# depend on when that module happens to be built already, so (2) is checked on the sources.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-package >"${TMPDIR:-/tmp}/layers-package.json"
python3 - "${TMPDIR:-/tmp}/layers-package.json" <<'EOF'
import json, os, re, sys

# What each library module may name (besides the system's modules and itself).
allowed = {
    "DynamicProxySupport": set(),
    "DynamicProxyRuntime": {"CShims", "DynamicProxySupport"},
    "DynamicProxyRx": {"DynamicProxySupport"},
    "DynamicProxy": {"CShims", "DynamicProxySupport", "DynamicProxyRuntime", "DynamicProxyRx"},
    "DynamicProxyFoundation": {"DynamicProxy", "DynamicProxyRuntime", "DynamicProxyRx"},
    "DynamicProxyCombine": {"DynamicProxy", "DynamicProxyRuntime", "DynamicProxyRx", "DynamicProxySupport"},
}
ours = set(allowed) | {"CShims", "CFFI"}
failures = []

package = json.load(open(sys.argv[1]))
targets = {target["name"]: target for target in package["targets"]}
for module, may in allowed.items():
    if module not in targets:
        failures.append(f"Package.swift: no target {module}")
        continue
    for dependency in targets[module].get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        name = value[0]
        if name in ours and name not in may:
            failures.append(f"Package.swift: {module} depends on {name}")

def sources(module):
    for root, _, files in os.walk(os.path.join("Sources", module)):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(root, name)

# The types each module declares at the top level, for (3).
declared = {}
declaration = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public |package |internal |open |final )*"
    r"(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)")
for module in allowed:
    for path in sources(module):
        for line in open(path, encoding="utf-8"):
            match = declaration.match(line)
            if match:
                declared.setdefault(match.group(1), module)

import_line = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(\w+)")
link = re.compile(r"``(\w+)[/`(]")
for module, may in allowed.items():
    for path in sources(module):
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            match = import_line.match(line)
            if match and match.group(1) in ours and match.group(1) != module and match.group(1) not in may:
                failures.append(f"{path}:{number}: {module} imports {match.group(1)}")
            if line.lstrip().startswith("///"):
                for name in link.findall(line):
                    owner = declared.get(name)
                    if owner and owner != module and owner not in may:
                        failures.append(f"{path}:{number}: {module} links ``{name}`` of {owner}")

if failures:
    print("layers: a module names one it may not (see .ci/layers.sh):", file=sys.stderr)
    for failure in failures:
        print("  " + failure, file=sys.stderr)
    sys.exit(1)
print(f"layers: {len(allowed)} modules, every dependency, import and doc link points down")
EOF
