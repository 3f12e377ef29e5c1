#!/usr/bin/env bash
# Regenerates the stories' proxies, written by dynamicproxy-generate from the symbol graphs of the
# real libraries this package depends on:
#   Sources/GRDBProxies/Generated/TransactionObserverProxy.swift             GRDB's TransactionObserver
#   Sources/NIOSSHProxies/Generated/NIOSSHClientUserAuthenticationDelegateProxy.swift
#   Sources/NIOSSHProxies/Generated/NIOSSHClientServerAuthenticationDelegateProxy.swift
#   Sources/NIOSSHProxies/Generated/NIOSSHServerUserAuthenticationDelegateProxy.swift
#                                                                            swift-nio-ssh's delegates
# All are standalone proxies (no --parent): GRDB takes its observers in a list
# (`db.add(transactionObserver:)`) and NIOSSHHandler its delegates at init, by value.
#
# Usage: bash Tests/Stories/Scripts/generate.sh [--check]
#   --check  writes into a temporary directory and compares with the committed files (`diff -u`);
#            exits 1 on any difference (CI runs it, .ci/stories.sh).
# Environment: SWIFT (default `swift`), SWIFT_BUILD_FLAGS (extra `swift build` flags, e.g.
#   -Xswiftc -warnings-as-errors: .ci/stories.sh passes its own, so that its tests reuse the build).
#
# The symbol graphs of modules that import C modules: `swift symbolgraph-extract` loads the built
# .swiftmodule (-I the build's Modules), and with it every C module it imports, each found through
# its module map — which the compiler got from SwiftPM, and the extractor must be given by hand, or
# it stops with "missing required module '…'". A C target's module map is either the package's own
# (a folder to -I) or, for a target with an include/ folder and no map, one SwiftPM writes into the
# build folder (a file to -Xcc -fmodule-map-file=). For these versions:
#   GRDB    GRDBSQLite, GRDB's system library: -I <checkouts>/GRDB.swift/Sources/GRDBSQLite
#   NIOSSH  _AtomicsShims (swift-atomics):      -I <checkouts>/swift-atomics/Sources/_AtomicsShims/include
#           CNIOAtomics, CNIOLinux (swift-nio): -Xcc -fmodule-map-file=<bin>/CNIO….build/module.modulemap
# (swift-crypto's C modules are imported by its modules' implementation only: not needed.) A new
# version that imports another C module fails here with its name: add its map the same way.
set -euo pipefail

STORIES="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$STORIES"

CHECK=0
case "${1:-}" in
  "") ;;
  --check) CHECK=1 ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

SWIFT="${SWIFT:-swift}"
read -r -a BUILD_FLAGS <<< "${SWIFT_BUILD_FLAGS:-}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
GRAPHS="$WORK/graphs"
mkdir -p "$GRAPHS"

TRIPLE="$("$SWIFT" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"

echo "== building GRDB, NIOSSH and the generator"
"$SWIFT" build "${BUILD_FLAGS[@]}" --target GRDB
"$SWIFT" build "${BUILD_FLAGS[@]}" --target NIOSSH
"$SWIFT" build "${BUILD_FLAGS[@]}" --product dynamicproxy-generate
BIN="$("$SWIFT" build "${BUILD_FLAGS[@]}" --show-bin-path)"
CHECKOUTS="$STORIES/.build/checkouts"
GENERATE="$BIN/dynamicproxy-generate"

extract() { # module, then the C modules' flags
  local module=$1
  shift
  "$SWIFT" symbolgraph-extract -module-name "$module" -target "$TRIPLE" -I "$BIN/Modules" "$@" \
    -minimum-access-level public -output-dir "$GRAPHS"
}

echo "== symbol graphs of GRDB and NIOSSH"
extract GRDB -I "$CHECKOUTS/GRDB.swift/Sources/GRDBSQLite"
extract NIOSSH -I "$CHECKOUTS/swift-atomics/Sources/_AtomicsShims/include" \
  -Xcc "-fmodule-map-file=$BIN/CNIOAtomics.build/module.modulemap" \
  -Xcc "-fmodule-map-file=$BIN/CNIOLinux.build/module.modulemap"

if [[ $CHECK == 1 ]]; then OUT="$WORK/out"; else OUT="$STORIES"; fi
GRDB_OUT="Sources/GRDBProxies/Generated"
NIOSSH_OUT="Sources/NIOSSHProxies/Generated"
mkdir -p "$OUT/$GRDB_OUT" "$OUT/$NIOSSH_OUT"
FILES=("$GRDB_OUT/TransactionObserverProxy.swift")

echo "== generating"
"$GENERATE" --symbol-graph "$GRAPHS/GRDB.symbols.json" --module GRDB --protocol TransactionObserver \
  --import GRDB --access public --output "$OUT/$GRDB_OUT/TransactionObserverProxy.swift"
for PROTOCOL in NIOSSHClientUserAuthenticationDelegate NIOSSHClientServerAuthenticationDelegate \
  NIOSSHServerUserAuthenticationDelegate; do
  "$GENERATE" --symbol-graph "$GRAPHS/NIOSSH.symbols.json" --module NIOSSH --protocol "$PROTOCOL" \
    --import NIOSSH --access public --output "$OUT/$NIOSSH_OUT/${PROTOCOL}Proxy.swift"
  FILES+=("$NIOSSH_OUT/${PROTOCOL}Proxy.swift")
done
# Formatted as the rest of the repository (.swift-format), so that the lint holds for them too.
"$SWIFT" format format -i --configuration "$STORIES/../../.swift-format" "${FILES[@]/#/$OUT/}"

if [[ $CHECK == 1 ]]; then
  STATUS=0
  for FILE in "${FILES[@]}"; do
    if [[ ! -e "$STORIES/$FILE" ]]; then
      echo "missing: Tests/Stories/$FILE" >&2
      STATUS=1
    elif ! diff -u "$STORIES/$FILE" "$OUT/$FILE"; then
      STATUS=1
    fi
  done
  if [[ $STATUS != 0 ]]; then
    echo "The stories' generated proxies are out of date: run \`bash Tests/Stories/Scripts/generate.sh\`" \
      "and commit the result." >&2
    exit 1
  fi
  echo "== the stories' generated proxies are up to date"
else
  echo "== wrote ${FILES[*]/#/Tests/Stories/}"
fi
