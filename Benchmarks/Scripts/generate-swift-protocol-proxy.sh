#!/usr/bin/env bash
# Regenerates Benchmarks/Sources/BenchmarkCases/Generated/BenchDelegateProxy.swift, the proxy of the
# benchmark's Swift protocol `BenchDelegate` (the swift-protocol approaches), with dynamicproxy-generate
# from BenchmarkCases' symbol graph, as Tests/Scripts/generate-proxies.sh does for the library's.
#
# Usage: bash Benchmarks/Scripts/generate-swift-protocol-proxy.sh [--check]
#   --check  writes into a temporary directory and compares with the committed file (`diff -u`);
#            exits 1 on a difference (.ci/benchmarks.sh runs it after its release build).
# Environment:
#   SWIFT           the swift driver (default `swift`);
#   BENCHMARKS_BIN  the bin path of a build of the benchmark package that has BenchmarkCases'
#                   module (for example `swift build -c release --package-path Benchmarks
#                   --show-bin-path`): used as it is, BenchmarkCases is not built again. Without it,
#                   BenchmarkCases is built in release first. dynamicproxy-generate (the root
#                   package's executable, a few files) is built into the same bin path.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

CHECK=0
case "${1:-}" in
  "") ;;
  --check) CHECK=1 ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

SWIFT="${SWIFT:-swift}"
FILE="Benchmarks/Sources/BenchmarkCases/Generated/BenchDelegateProxy.swift"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

if [[ -n "${BENCHMARKS_BIN:-}" ]]; then
  BIN="$BENCHMARKS_BIN"
else
  echo "== building BenchmarkCases (release)"
  "$SWIFT" build -c release --package-path Benchmarks --target BenchmarkCases
  BIN="$("$SWIFT" build -c release --package-path Benchmarks --show-bin-path)"
fi
CONFIGURATION="$(basename "$BIN")"
# Always built (up to date, a few seconds): a generator older than the root package's sources would
# write another file than the one CI expects.
echo "== building dynamicproxy-generate ($CONFIGURATION)"
"$SWIFT" build -c "$CONFIGURATION" --package-path Benchmarks --product dynamicproxy-generate
# Swift 6.x puts the .swiftmodule files in Modules/ under the bin path; earlier versions in the bin path.
MODULES="$BIN/Modules"
[[ -e "$MODULES/BenchmarkCases.swiftmodule" ]] || MODULES="$BIN"
[[ -e "$MODULES/BenchmarkCases.swiftmodule" ]] || {
  echo "$0: no BenchmarkCases module in $BIN: build the benchmark package first" >&2
  exit 1
}

INFO="$("$SWIFT" -print-target-info)"
TRIPLE="$(printf '%s\n' "$INFO" | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"

echo "== symbol graph of BenchmarkCases"
# BenchDelegate and SwiftParent are internal: the graph takes internal declarations. The C modules
# BenchmarkCases and DynamicProxy import (CFloors, CShims, CFFI) by their module maps: SwiftPM's,
# in the bin path, and the system library's.
"$SWIFT" symbolgraph-extract -module-name BenchmarkCases -target "$TRIPLE" -I "$MODULES" \
  -Xcc -fmodule-map-file="$BIN/CFloors.build/module.modulemap" \
  -Xcc -fmodule-map-file="$BIN/CShims.build/module.modulemap" \
  -Xcc -fmodule-map-file="$ROOT/Sources/CFFI/module.modulemap" \
  -minimum-access-level internal -output-dir "$WORK"

if [[ $CHECK == 1 ]]; then OUT="$WORK/out"; else OUT="$ROOT"; fi
mkdir -p "$(dirname "$OUT/$FILE")"

echo "== generating"
"$BIN/dynamicproxy-generate" --symbol-graph "$WORK/BenchmarkCases.symbols.json" --module BenchmarkCases \
  --protocol BenchDelegate --parent SwiftParent --delegate-property delegate --import CFloors \
  --access internal --output "$OUT/$FILE"
# Formatted as the rest of the package (.swift-format), so that the lint holds for it too.
"$SWIFT" format format -i --configuration "$ROOT/.swift-format" "$OUT/$FILE"

if [[ $CHECK == 1 ]]; then
  if [[ ! -e "$ROOT/$FILE" ]]; then
    echo "missing: $FILE" >&2
    exit 1
  elif ! diff -u "$ROOT/$FILE" "$OUT/$FILE"; then
    echo "$FILE is out of date: run \`bash Benchmarks/Scripts/generate-swift-protocol-proxy.sh\`" \
      "and commit the result." >&2
    exit 1
  fi
  echo "== $FILE is up to date"
else
  echo "== wrote $FILE"
fi
