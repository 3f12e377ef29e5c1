#!/usr/bin/env bash
# Regenerates the delegate proxies written by dynamicproxy-generate from symbol graphs:
#   Sources/DynamicProxyFoundation/Generated/          XMLParserDelegate, URLSession{,Task,Data}Delegate
#   Tests/DynamicProxySwiftProtocolTests/Generated/    TransferDelegate, PanelDelegate, BeaconDelegate,
#                                                      LedgerDelegate, _LedgerObserver, MeterDelegate,
#                                                      HandshakeDelegate (standalone), DownloadDelegate (generic),
#                                                      FetcherDelegate (async)
#                                                      (SwiftProtocolFixtures)
#                                                      PipelineInboundHandler (PipelineFixtures: NIO's
#                                                      shape, from its public and internal graphs)
#   Tests/DynamicProxyGeneratorTests/Resources/        the fixture modules' symbol graphs, for the generator's
#                                                      tests (internal/: PipelineFixtures' at internal)
#
# Usage: bash Tests/Scripts/generate-proxies.sh [--check]
#   --check  writes into a temporary directory and compares with the committed files (`diff -u`);
#            exits 1 on any difference (CI runs it).
# Environment: SWIFT (default `swift`), SWIFT_BUILD_FLAGS (extra `swift build` flags, e.g. --scratch-path).
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
read -r -a BUILD_FLAGS <<< "${SWIFT_BUILD_FLAGS:-}"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
GRAPHS="$WORK/graphs"
mkdir -p "$GRAPHS"

# The target and the SDK's module directory, from the compiler.
INFO="$("$SWIFT" -print-target-info)"
TRIPLE="$(printf '%s\n' "$INFO" | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
RESOURCES="$(printf '%s\n' "$INFO" | sed -n 's/^ *"runtimeResourcePath": "\(.*\)"$/\1/p' | head -n 1)"
PLATFORM_MODULES="$RESOURCES/$(printf '%s\n' "$INFO" | sed -n 's/^ *"platform": "\(.*\)",$/\1/p' | head -n 1)"

extract() { # module, include directory[, minimum access level, output directory]
  "$SWIFT" symbolgraph-extract -module-name "$1" -target "$TRIPLE" -I "$2" \
    -minimum-access-level "${3:-public}" -pretty-print -output-dir "${4:-$GRAPHS}"
}

echo "== symbol graphs of FoundationXML and FoundationNetworking"
extract FoundationXML "$PLATFORM_MODULES"
extract FoundationNetworking "$PLATFORM_MODULES"

echo "== building SwiftProtocolFixtures, PipelineFixtures and the generator"
"$SWIFT" build "${BUILD_FLAGS[@]}" --target SwiftProtocolFixtures
"$SWIFT" build "${BUILD_FLAGS[@]}" --target PipelineFixtures
"$SWIFT" build "${BUILD_FLAGS[@]}" --product dynamicproxy-generate
BIN="$("$SWIFT" build "${BUILD_FLAGS[@]}" --show-bin-path)"
# Swift 6.x puts the .swiftmodule files in Modules/ under the bin path; earlier versions in the bin path.
FIXTURE_MODULES="$BIN/Modules"
[[ -e "$FIXTURE_MODULES/SwiftProtocolFixtures.swiftmodule" ]] || FIXTURE_MODULES="$BIN"
extract SwiftProtocolFixtures "$FIXTURE_MODULES"
# Underscored public protocols (`_LedgerObserver`) are in a graph extracted at `internal` only.
mkdir -p "$WORK/internal"
extract SwiftProtocolFixtures "$FIXTURE_MODULES" internal "$WORK/internal"
# NIO's shape: the public graph names the underscored protocols without identifiers; the internal
# graph declares them.
extract PipelineFixtures "$FIXTURE_MODULES"
extract PipelineFixtures "$FIXTURE_MODULES" internal "$WORK/internal"
# Source locations are absolute: make them relative to the package so the graph is the same everywhere.
sed -i "s#file://$ROOT/#file:///#g" "$GRAPHS/SwiftProtocolFixtures.symbols.json" \
  "$GRAPHS/PipelineFixtures.symbols.json" "$WORK/internal/PipelineFixtures.symbols.json"
GENERATE="$BIN/dynamicproxy-generate"

if [[ $CHECK == 1 ]]; then OUT="$WORK/out"; else OUT="$ROOT"; fi
FOUNDATION="Sources/DynamicProxyFoundation/Generated"
SWIFT_PROTOCOL="Tests/DynamicProxySwiftProtocolTests/Generated"
RESOURCE="Tests/DynamicProxyGeneratorTests/Resources/SwiftProtocolFixtures.symbols.json"
PIPELINE_RESOURCE="Tests/DynamicProxyGeneratorTests/Resources/PipelineFixtures.symbols.json"
PIPELINE_INTERNAL_RESOURCE="Tests/DynamicProxyGeneratorTests/Resources/internal/PipelineFixtures.symbols.json"
mkdir -p "$OUT/$FOUNDATION" "$OUT/$SWIFT_PROTOCOL" "$(dirname "$OUT/$RESOURCE")" \
  "$(dirname "$OUT/$PIPELINE_INTERNAL_RESOURCE")"

echo "== generating"
"$GENERATE" --symbol-graph "$GRAPHS/FoundationXML.symbols.json" --module FoundationXML \
  --protocol XMLParserDelegate --parent XMLParser --delegate-property delegate --parent-rx \
  --import FoundationXML --access public --output "$OUT/$FOUNDATION/XMLParserDelegateProxy.swift"
for PROTOCOL in URLSessionDelegate URLSessionTaskDelegate URLSessionDataDelegate; do
  RX=()
  [[ $PROTOCOL == URLSessionDataDelegate ]] && RX=(--parent-rx)
  "$GENERATE" --symbol-graph "$GRAPHS/FoundationNetworking.symbols.json" --module FoundationNetworking \
    --protocol "$PROTOCOL" --parent URLSession --delegate-property delegate --fixed-delegate "${RX[@]}" \
    --import FoundationNetworking --access public --output "$OUT/$FOUNDATION/${PROTOCOL}Proxy.swift"
done
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol TransferDelegate --parent Transfer --delegate-property delegate --parent-rx \
  --import SwiftProtocolFixtures --access public --output "$OUT/$SWIFT_PROTOCOL/TransferDelegateProxy.swift"
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol PanelDelegate --parent Panel --delegate-property delegate --parent-rx \
  --import SwiftProtocolFixtures --access public --output "$OUT/$SWIFT_PROTOCOL/PanelDelegateProxy.swift"
# Beacon's delegate has accessor methods (`delegate()`, `setDelegate(_:)`), found in the graph.
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol BeaconDelegate --parent Beacon --delegate-property delegate --parent-rx \
  --import SwiftProtocolFixtures --access public --output "$OUT/$SWIFT_PROTOCOL/BeaconDelegateProxy.swift"
# Defaults from a constrained extension and a refinement's are not the protocol's; a signature
# names a type of SwiftProtocolFixtureSupport, which the file imports without an --import.
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol LedgerDelegate --parent Ledger --import SwiftProtocolFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/LedgerDelegateProxy.swift"
"$GENERATE" --symbol-graph "$WORK/internal/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol _LedgerObserver --parent Ledger --delegate-property observer --import SwiftProtocolFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/_LedgerObserverProxy.swift"
# Not class-bound: the forward delegate may be a struct.
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol MeterDelegate --parent Meter --parent-rx --import SwiftProtocolFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/MeterDelegateProxy.swift"
# Standalone (no --parent): the handshake takes its delegate at init.
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol HandshakeDelegate --import SwiftProtocolFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/HandshakeDelegateProxy.swift"
# An associated type: generic over the forward delegate's type (standalone).
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol DownloadDelegate --import SwiftProtocolFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/DownloadDelegateProxy.swift"
# async, async throws, async throws(E) methods.
"$GENERATE" --symbol-graph "$GRAPHS/SwiftProtocolFixtures.symbols.json" --module SwiftProtocolFixtures \
  --protocol FetcherDelegate --parent Fetcher --import SwiftProtocolFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/FetcherDelegateProxy.swift"
# The public graph names _PipelineInboundHandler and _EmittingPipelineHandler without identifiers:
# the generator finds them by name in the internal graph (alone, it refuses).
"$GENERATE" --symbol-graph "$GRAPHS/PipelineFixtures.symbols.json" \
  --symbol-graph "$WORK/internal/PipelineFixtures.symbols.json" --module PipelineFixtures \
  --protocol PipelineInboundHandler --import PipelineFixtures --access public \
  --output "$OUT/$SWIFT_PROTOCOL/PipelineInboundHandlerProxy.swift"
cp "$GRAPHS/SwiftProtocolFixtures.symbols.json" "$OUT/$RESOURCE"
cp "$GRAPHS/PipelineFixtures.symbols.json" "$OUT/$PIPELINE_RESOURCE"
cp "$WORK/internal/PipelineFixtures.symbols.json" "$OUT/$PIPELINE_INTERNAL_RESOURCE"
# Formatted as the rest of the package (.swift-format), so that the lint holds for them too.
"$SWIFT" format format -i --configuration "$ROOT/.swift-format" "$OUT/$FOUNDATION"/*.swift \
  "$OUT/$SWIFT_PROTOCOL/TransferDelegateProxy.swift" "$OUT/$SWIFT_PROTOCOL/PanelDelegateProxy.swift" \
  "$OUT/$SWIFT_PROTOCOL/BeaconDelegateProxy.swift" "$OUT/$SWIFT_PROTOCOL/LedgerDelegateProxy.swift" \
  "$OUT/$SWIFT_PROTOCOL/_LedgerObserverProxy.swift" "$OUT/$SWIFT_PROTOCOL/MeterDelegateProxy.swift" \
  "$OUT/$SWIFT_PROTOCOL/HandshakeDelegateProxy.swift" "$OUT/$SWIFT_PROTOCOL/DownloadDelegateProxy.swift" \
  "$OUT/$SWIFT_PROTOCOL/FetcherDelegateProxy.swift" "$OUT/$SWIFT_PROTOCOL/PipelineInboundHandlerProxy.swift"

if [[ $CHECK == 1 ]]; then
  STATUS=0
  for FILE in "$FOUNDATION/XMLParserDelegateProxy.swift" "$FOUNDATION/URLSessionDelegateProxy.swift" \
    "$FOUNDATION/URLSessionTaskDelegateProxy.swift" "$FOUNDATION/URLSessionDataDelegateProxy.swift" \
    "$SWIFT_PROTOCOL/TransferDelegateProxy.swift" "$SWIFT_PROTOCOL/PanelDelegateProxy.swift" \
    "$SWIFT_PROTOCOL/BeaconDelegateProxy.swift" "$SWIFT_PROTOCOL/LedgerDelegateProxy.swift" \
    "$SWIFT_PROTOCOL/_LedgerObserverProxy.swift" "$SWIFT_PROTOCOL/MeterDelegateProxy.swift" \
    "$SWIFT_PROTOCOL/HandshakeDelegateProxy.swift" "$SWIFT_PROTOCOL/DownloadDelegateProxy.swift" \
    "$SWIFT_PROTOCOL/FetcherDelegateProxy.swift" "$SWIFT_PROTOCOL/PipelineInboundHandlerProxy.swift" \
    "$RESOURCE" "$PIPELINE_RESOURCE" "$PIPELINE_INTERNAL_RESOURCE"; do
    if [[ ! -e "$ROOT/$FILE" ]]; then
      echo "missing: $FILE" >&2
      STATUS=1
    elif ! diff -u "$ROOT/$FILE" "$OUT/$FILE"; then
      STATUS=1
    fi
  done
  if [[ $STATUS != 0 ]]; then
    echo "The generated proxies are out of date: run \`bash Tests/Scripts/generate-proxies.sh\` and commit the result." >&2
    exit 1
  fi
  echo "== the generated proxies are up to date"
else
  echo "== wrote $FOUNDATION/*.swift, $SWIFT_PROTOCOL/*.swift and the graphs in $(dirname "$RESOURCE")"
fi
