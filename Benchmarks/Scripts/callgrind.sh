#!/usr/bin/env bash
# Instructions per call of one case and approach, counted by callgrind: stable on a noisy machine.
#
#   bash Benchmarks/Scripts/callgrind.sh "void 1+1" libffi [calls]
#
# Runs proxy-profile twice under callgrind (warm-up + N and warm-up + 11 N calls) and divides the
# difference of the totals by 10 N, so that start-up and warm-up cancel out. valgrind can not read
# the DWARF 5 debug info of Swift binaries: the binary is stripped first.
set -euo pipefail
cd "$(dirname "$0")/.."
case_name=$1
approach=$2
calls=${3:-2000}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product proxy-profile >/dev/null
binary=$(swift build -c release --show-bin-path)/proxy-profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/proxy-profile" "$binary"
total() {
  valgrind --tool=callgrind --callgrind-out-file="$work/out.$2" "$work/proxy-profile" "$case_name" "$approach" "$1" \
    >/dev/null 2>"$work/log.$2"
  grep -E '^(summary|totals):' "$work/out.$2" | head -1 | awk '{print $2}'
}
small=$(total "$calls" small)
large=$(total "$((11 * calls))" large)
awk -v s="$small" -v l="$large" -v n="$calls" -v c="$case_name" -v a="$approach" \
  'BEGIN { printf "%-48s %-15s %8.1f instructions/call\n", c, a, (l - s) / (10 * n) }'
