#!/usr/bin/env bash
# Instructions per call of one case and approach on aarch64, counted under qemu-aarch64 by a TCG
# plugin (qemu-instructions.c): the arm64 twin of callgrind.sh, which can not run aarch64 binaries.
#
#   bash Benchmarks/Scripts/qemu-count.sh "void 1+1" libffi-generic [calls]
#   bash Benchmarks/Scripts/qemu-count.sh --hot          # the rows of Benchmarks/README.md's table
#
# proxy-profile is built for aarch64 in release, in .ci/arm64.sh's chroot with its Swift SDK
# (Debian sid's swiftlang; `.ci/arm64.sh --prepare` makes them the first time;
# QEMU_COUNT_REBUILD=1 builds again after a change), then run twice under qemu (warm-up + N and
# warm-up + 11 N calls): the difference of the totals divided by 10 N is the count per call,
# start-up and warm-up cancelled out, as callgrind.sh does.
# The plugin needs a qemu-aarch64 built with plugins: Debian 12's qemu-user (sid's static one has
# none). Counts are retired guest instructions: exact and repeatable, not a time (an emulator
# models no cache or pipeline). As root.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=${ARM64_WORK:-$PWD/.build-arm64}
[[ $work == /* ]] || work=$PWD/$work
root=$work/sid
project=/work/DynamicProxy
resources=/opt/swift-arm64/usr/libexec/swift/lib/swift

if [[ ${1:-} == --hot ]]; then
  rows=(
    "void 0+fwd|direct" "void 0+fwd|libffi" "void 0+fwd|libffi-generic" "void 0+fwd|typed"
    "void 1+1|table-expert" "void 1+1|table-typed" "void 1+1|libffi" "void 1+1|libffi-generic"
    "void 1+1|typed" "void 1+1|swift-protocol" "mixed(@dd) 1+1|libffi" "mixed(@dd) 1+1|libffi-generic"
    "struct16 1+1|libffi" "struct16 1+1|libffi-generic" "struct24 1+1|libffi"
    "struct24 1+1|libffi-generic" "floor ffi_call: void|libffi" "floor closure entry: void|libffi"
    "floor closure → ffi_call: void|libffi"
  )
  for row in "${rows[@]}"; do bash "$0" "${row%%|*}" "${row#*|}" "${2:-2000}"; done
  exit 0
fi
case_name=$1
approach=$2
calls=${3:-2000}
qemu=$(command -v qemu-aarch64) || { echo "qemu-count.sh: no qemu-aarch64 (apt-get install qemu-user)" >&2; exit 1; }
"$qemu" -h | grep -q -- '-plugin' || { echo "qemu-count.sh: $qemu has no plugin support" >&2; exit 1; }

plugin=$work/qemu-instructions.so
# proxy-profile from a package of its own over Benchmarks' sources (symlinked): the Benchmarks
# package does not resolve with Swift 6.2, whose manifest of package-benchmark 1.38.1
# (Package@swift-6.2.swift) lacks the MallocInterposer trait Benchmarks asks for, and
# proxy-profile needs none of it. It depends on the package by path, with its resolved
# dependencies.
counting=/work/proxy-profile-arm64
binary=$root$counting/.build/aarch64-unknown-linux-gnu/release/proxy-profile
if [[ ! -x $binary || -n ${QEMU_COUNT_REBUILD:-} ]]; then
  bash .ci/arm64.sh --prepare >&2
  mkdir -p "$root$counting/Sources" "$root$counting/.build"
  for target in CFloors BenchmarkCases proxy-profile; do
    ln -sfn "../../DynamicProxy/Benchmarks/Sources/$target" "$root$counting/Sources/$target"
  done
  cat >"$root$counting/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ProxyProfileArm64",
  dependencies: [.package(name: "DynamicProxy", path: "../DynamicProxy")],
  targets: [
    .target(name: "CFloors", linkerSettings: [.linkedLibrary("ffi")]),
    .target(
      name: "BenchmarkCases",
      dependencies: ["CFloors", "DynamicProxy", .product(name: "DynamicProxyRx", package: "DynamicProxy")]),
    .executableTarget(name: "proxy-profile", dependencies: ["BenchmarkCases"]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
  rm -rf "$root$counting/.build/checkouts" "$root$counting/.build/repositories"
  cp -a .build/checkouts .build/repositories .build/workspace-state.json "$root$counting/.build/"
  cp -p Package.resolved "$root$counting/"
  bash .ci/arm64.sh --in-chroot "cd $counting && swift build -c release --product proxy-profile \
    --swift-sdk debian-sid-arm64 --pkg-config-path /usr/lib/aarch64-linux-gnu/pkgconfig" >&2
fi
[[ $plugin -nt Benchmarks/Scripts/qemu-instructions.c ]] ||
  cc -shared -fPIC -O2 -Wall -Wextra -o "$plugin" Benchmarks/Scripts/qemu-instructions.c

total() {
  QEMU_LD_PREFIX=$root LD_LIBRARY_PATH=$resources/linux \
    "$qemu" -plugin "$plugin" "$binary" "$case_name" "$approach" "$1" 2>&1 >/dev/null |
    awk '/^qemu-instructions: / { print $2 }'
}
small=$(total "$calls")
large=$(total "$((11 * calls))")
[[ -n $small && -n $large ]] || { echo "qemu-count.sh: proxy-profile did not run under qemu" >&2; exit 1; }
awk -v s="$small" -v l="$large" -v n="$calls" -v c="$case_name" -v a="$approach" \
  'BEGIN { printf "%-48s %-15s %8.1f instructions/call (aarch64)\n", c, a, (l - s) / (10 * n) }'
