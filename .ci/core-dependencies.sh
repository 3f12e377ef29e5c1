#!/usr/bin/env bash
# A user of the core product does not resolve OpenCombine: only the "Combine" trait brings it in.
# Nor GRDB or SwiftNIO: only the stories' own package (Tests/Stories) depends on them.
#
# Two throw-away packages under .build-dependencies/ depend on this repository by path: one with
# the default traits (DynamicProxy's product only), one with `traits: ["Combine"]` (the Combine
# product). `swift package show-dependencies` resolves each; the first must not list OpenCombine,
# the second must.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
scratch=$repo/.build-dependencies

consumer() {
  local name=$1 traits=$2 product=$3
  local dir=$scratch/$name
  rm -rf "$dir"
  mkdir -p "$dir/Sources/App"
  cat >"$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$name",
  dependencies: [.package(name: "DynamicProxy", path: "$repo"$traits)],
  targets: [
    .executableTarget(
      name: "App", dependencies: [.product(name: "$product", package: "DynamicProxy")])
  ]
)
MANIFEST
  echo "import $product" >"$dir/Sources/App/main.swift"
  (cd "$dir" && swift package show-dependencies --format flatlist)
}

core=$(consumer CoreUser "" DynamicProxy)
if grep -qiE 'opencombine|grdb|swift-nio' <<<"$core"; then
  echo "core-dependencies: a user of DynamicProxy alone resolves OpenCombine, GRDB or SwiftNIO:" >&2
  echo "$core" >&2
  exit 1
fi
combine=$(consumer CombineUser ', traits: ["Combine"]' DynamicProxyCombine)
if ! grep -qi opencombine <<<"$combine"; then
  echo "core-dependencies: the Combine trait does not bring in OpenCombine:" >&2
  echo "$combine" >&2
  exit 1
fi
echo "core-dependencies: DynamicProxy alone resolves no OpenCombine, GRDB or SwiftNIO; the Combine trait" \
  "brings in OpenCombine"
