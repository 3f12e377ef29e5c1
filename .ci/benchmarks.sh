#!/usr/bin/env bash
# Benchmarks' CI: builds the benchmark package (Benchmarks/, package-benchmark 1.38.1) in release,
# checks that its generated Swift-protocol proxy is up to date
# (Benchmarks/Scripts/generate-swift-protocol-proxy.sh --check), and checks every benchmark's
# allocation count against the committed thresholds (Benchmarks/Thresholds/*.p90.json,
# mallocCountTotal only).
#
# Allocation counts are deterministic per call (an iteration is 1 000 calls, or 100 set-up cycles),
# and each benchmark tolerates 20 allocations per iteration, so a failure is a real change of at
# least 0.02 allocations per call (0.2 per set-up cycle), never timing noise. Times are not checked:
# on a shared 2-core machine they measure the neighbours as much as us.
#
# Extra arguments go to the check (for example `--filter "void_1\+1.*"`).
#
# Exit status: 0 when every count equals its threshold (within the tolerance); 1 when a count grew (a
# regression) or shrank (an improvement: record it, so that it can not silently regress later) —
# the message says which and how to update the thresholds — or when the run failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

bash .ci/apt-install.sh benchmarks libffi-dev pkg-config

start=$SECONDS
echo "benchmarks: swift build -c release --package-path Benchmarks"
swift build -c release --package-path Benchmarks
echo "benchmarks: built in $((SECONDS - start)) s"

# The generated proxy of the benchmark's Swift protocol is up to date (the generator's output for the
# module this build made; only dynamicproxy-generate is built, into the same bin path).
start=$SECONDS
echo "benchmarks: generate-swift-protocol-proxy.sh --check"
BENCHMARKS_BIN="$(swift build -c release --package-path Benchmarks --show-bin-path)" \
  bash Benchmarks/Scripts/generate-swift-protocol-proxy.sh --check
echo "benchmarks: checked the generated proxy in $((SECONDS - start)) s"

start=$SECONDS
echo "benchmarks: thresholds check (mallocCountTotal)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
swift package --package-path Benchmarks benchmark thresholds check \
  --path "$root/Benchmarks/Thresholds" --no-progress "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
echo "benchmarks: checked in $((SECONDS - start)) s"

# SwiftPM reports the tool's exit codes 2 (worse) and 4 (better) as a plugin failure (1): read the
# verdict from the output instead.
update="(cd Benchmarks && swift package --allow-writing-to-package-directory benchmark thresholds update)"
if grep -q "is WORSE than the defined thresholds" "$log"; then
  echo "benchmarks: FAILED: allocations per call grew (see 'Deviations worse than threshold' above)" >&2
  exit 1
elif grep -q "is BETTER than the defined thresholds" "$log"; then
  echo "benchmarks: FAILED: allocations per call shrank (see 'Deviations better than threshold' above)." >&2
  echo "  An improvement is real: record it, so that it can not regress unnoticed:" >&2
  echo "    $update" >&2
  echo "    python3 Benchmarks/Scripts/keep-malloc-thresholds.py" >&2
  exit 1
elif ((status != 0)) || ! grep -q "is EQUAL to the defined thresholds" "$log"; then
  echo "benchmarks: FAILED: the benchmark run itself failed (status $status)" >&2
  exit 1
fi
echo "benchmarks: every allocation count equals its threshold"
