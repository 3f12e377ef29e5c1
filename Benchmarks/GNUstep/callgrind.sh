#!/usr/bin/env bash
# Instructions per call of one case of the GNUstep peer, counted by callgrind, as
# Benchmarks/Scripts/callgrind.sh counts the Swift approaches: two runs (warm-up + N and warm-up +
# 11 N calls), the difference divided by 10 N, so that start-up and warm-up cancel out.
#
#   bash Benchmarks/GNUstep/callgrind.sh "void 1+1" gnustep [calls]
set -euo pipefail
cd "$(dirname "$0")"
case_name=$1
approach=$2
calls=${3:-2000}
[[ -x .build/gnustep-peer ]] || bash ./build.sh >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total() {
  valgrind --tool=callgrind --callgrind-out-file="$work/out.$2" .build/gnustep-peer --profile \
    "$case_name" "$approach" "$1" >/dev/null 2>"$work/log.$2"
  grep -E '^(summary|totals):' "$work/out.$2" | head -1 | awk '{print $2}'
}
small=$(total "$calls" small)
large=$(total "$((11 * calls))" large)
awk -v s="$small" -v l="$large" -v n="$calls" -v c="$case_name" -v a="$approach" \
  'BEGIN { printf "%-48s %-15s %8.1f instructions/call\n", c, a, (l - s) / (10 * n) }'
