#!/usr/bin/env bash
# Fuzz the type-encoding parser and signature construction with libFuzzer, for a bounded time.
#
#   .ci/fuzz.sh            build the harness (the package in Tests/Fuzz, through SwiftPM), then
#                          1. run every input kept in Tests/Fuzz/Crashes/ (regressions),
#                          2. the cache-memory check: FUZZ_CACHE_INPUTS distinct small encodings
#                             that each expand to a large libffi struct, built in one process
#                             under an RSS limit of FUZZ_CACHE_RSS_MB (what the signature cache
#                             keeps must stay under it),
#                          3. fuzz for FUZZ_SECONDS on a copy of Tests/Fuzz/Corpus;
#                          exits non-zero if the build or any stage fails (crash, property
#                          violation, leak, timeout, out-of-memory).
#   .ci/fuzz.sh FILE...    build, then run the harness once on each FILE (reproduce a finding).
#
# Environment (CI uses the defaults):
#   FUZZ_SECONDS       fuzzing time in seconds (default 60; 0 only builds)
#   FUZZ_RSS_MB        libFuzzer's -rss_limit_mb and -malloc_limit_mb (default 2048)
#   FUZZ_MAX_LEN       longest input in bytes (default 4096)
#   FUZZ_CACHE_INPUTS  inputs of the cache-memory check (default 1500; 0 skips it)
#   FUZZ_CACHE_RSS_MB  the cache-memory check's RSS limit (default 1024)
#   FUZZ_SEED          libFuzzer's seed (default: random, printed in the log)
#   FUZZ_KEEP_CORPUS   a directory to copy the grown corpus into (by default it is thrown away;
#                      nothing is ever written into the repository)
# Needs Swift 6.3 (swift on PATH, with the toolchain's clang, lld and libFuzzer) and libffi-dev.
# Everything is built and run under .build-fuzz/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=${FUZZ_SECONDS:-60}
rss_mb=${FUZZ_RSS_MB:-2048}
max_len=${FUZZ_MAX_LEN:-4096}
cache_inputs=${FUZZ_CACHE_INPUTS:-1500}
cache_rss_mb=${FUZZ_CACHE_RSS_MB:-1024}

# The harness is the package in Tests/Fuzz (it depends on this one by path, so it builds the library
# as Package.swift declares it), instrumented for libFuzzer and AddressSanitizer: the Swift modules
# with -sanitize=fuzzer,address, the C targets (CShims) with the matching clang flags; testable, so
# that the harness reaches the library's internal declarations.
build=$root/.build-fuzz
swift_build=(
  swift build --package-path Tests/Fuzz --scratch-path "$build" -c release --product fuzz-type-encoding
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -g -Xswiftc -use-ld=lld
  -Xcc -fsanitize=fuzzer-no-link,address
)
echo "fuzz: building the harness with $(swift --version 2>&1 | head -n 1)"
start=$(date +%s)
"${swift_build[@]}" || { echo "fuzz: the harness did not build (libffi-dev installed?)" >&2; exit 1; }
binary=$("${swift_build[@]}" --show-bin-path)/fuzz-type-encoding
echo "fuzz: built $binary in $(($(date +%s) - start)) s"

# Let libFuzzer and ASan report a trap (fatalError, a failed precondition) rather than Swift's
# backtracer, which would inspect the process from a second thread under ASan.
export SWIFT_BACKTRACE=enable=no
# Leaks: libFuzzer re-runs every input that finds new coverage and, if that second run allocates
# more than it frees, runs LeakSanitizer and fails. LeakSanitizer's own check at exit is off: Swift
# keeps an indirect enum's case in the top bits of its box pointer (a `TypeEncoding.structure` in
# the signature cache is 0x8000…), which LeakSanitizer does not take for a pointer, so at exit
# everything the caches hold would read as leaked (Tests/Fuzz/README.md shows it).
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}leak_check_at_exit=0

options=(
  -max_len="$max_len" -timeout=5 -rss_limit_mb="$rss_mb" -malloc_limit_mb="$rss_mb"
  -dict="$root/Tests/Fuzz/encodings.dict" -print_final_stats=1
)
[[ -n ${FUZZ_SEED:-} ]] && options+=(-seed="$FUZZ_SEED")

if (($#)); then
  echo "fuzz: running the harness on $# input(s)"
  exec "$binary" "${options[@]}" -artifact_prefix="$build/" "$@"
fi
((seconds > 0)) || exit 0

run=$(mktemp -d "$build/run.XXXXXX")
mkdir -p "$run/corpus" "$run/artifacts" "$run/cache-inputs"
failed=()

# 1. Regressions: every input that once found a bug, each run once.
mapfile -t crashes < <(find Tests/Fuzz/Crashes -type f 2>/dev/null | sort)
if ((${#crashes[@]})); then
  echo "fuzz: 1. running ${#crashes[@]} kept finding(s) from Tests/Fuzz/Crashes"
  if ! "$binary" "${options[@]}" -artifact_prefix="$run/artifacts/" "${crashes[@]}" >"$run/crashes.log" 2>&1
  then
    grep -E '^(Running:|Executed)|Fatal error|ERROR|SUMMARY' "$run/crashes.log" | tail -n 20 >&2
    failed+=("kept findings (log: $run/crashes.log)")
  fi
fi

# 2. The signature cache in bytes: each input is ~17 bytes but describes a struct of ~20,000
# fields, ~1 MB of libffi types. The harness only builds each one (FUZZ_CACHE_ONLY); unless the
# cache bounds its memory, all stay cached up to MethodSignature.cacheLimit entries (~4 GB).
if ((cache_inputs > 0)); then
  echo "fuzz: 2. cache-memory check: $cache_inputs expanding encodings in one process" \
    "(limit $cache_rss_mb MB)"
  for ((i = 0; i < cache_inputs; i++)); do
    printf 'v{A=[%d{B=c}]}' $((21844 - i)) >"$run/cache-inputs/$i"
  done
  cache_start=$(date +%s)
  if FUZZ_CACHE_ONLY=1 "$binary" "${options[@]}" -rss_limit_mb="$cache_rss_mb" \
    -malloc_limit_mb="$cache_rss_mb" -artifact_prefix="$run/artifacts/" "$run/cache-inputs"/* \
    >"$run/cache.log" 2>&1
  then
    echo "fuzz: cache-memory check passed in $(($(date +%s) - cache_start)) s," \
      "peak RSS $(sed -n 's/^stat::peak_rss_mb: *//p' "$run/cache.log") MB"
  else
    grep -E 'ERROR|out-of-memory|Live Heap|^ +#[0-9] ' "$run/cache.log" | head -n 12 >&2
    echo "fuzz: the signature cache holds more than $cache_rss_mb MB (Tests/Fuzz/README.md, \"Findings\")" >&2
    failed+=("cache-memory check, after $(grep -c '^Executed' "$run/cache.log" || true) inputs (log: $run/cache.log)")
  fi
fi

# 3. Fuzzing, on a copy of the corpus.
cp Tests/Fuzz/Corpus/* "$run/corpus/"
echo "fuzz: 3. fuzzing for $seconds s on a copy of $(find "$run/corpus" -type f | wc -l) corpus inputs"
status=0
fuzz_start=$(date +%s)
"$binary" "${options[@]}" -max_total_time="$seconds" -artifact_prefix="$run/artifacts/" \
  "$run/corpus" >"$run/fuzz.log" 2>&1 || status=$?
elapsed=$(($(date +%s) - fuzz_start))
# The last progress lines and libFuzzer's final statistics.
grep -E '^#[0-9]+[[:space:]]+(pulse|NEW|REDUCE|DONE|INITED)' "$run/fuzz.log" | tail -n 3 || true
grep -E '^(stat::|Done )' "$run/fuzz.log" || true
if [[ -n ${FUZZ_KEEP_CORPUS:-} ]]; then
  mkdir -p "$FUZZ_KEEP_CORPUS"
  cp "$run/corpus"/* "$FUZZ_KEEP_CORPUS/"
fi
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/fuzz.log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$run/fuzz.log" | tail -n 1)
peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$run/fuzz.log" | tail -n 1)
coverage=$(grep -E '^#[0-9]+' "$run/fuzz.log" | tail -n 1 | grep -oE 'cov: [0-9]+ ft: [0-9]+' || true)
findings=$(find "$run/artifacts" -type f | wc -l)
echo "fuzz: ${executions:-?} executions in ${elapsed} s (${rate:-?} exec/s), ${coverage:-no coverage line}," \
  "peak RSS ${peak:-?} MB, libFuzzer exit status ${status}"
if ((status != 0)); then
  grep -vE '^(#[0-9]+[[:space:]]|"|###### |stat::)' "$run/fuzz.log" | tail -n 60 >&2
  failed+=("fuzzing (log: $run/fuzz.log)")
fi

if ((${#failed[@]})); then
  echo "fuzz: FAILED: ${failed[*]}" >&2
  if ((findings)); then
    echo "fuzz: inputs saved by libFuzzer:" >&2
    find "$run/artifacts" -type f >&2
  fi
  echo "fuzz: reproduce with .ci/fuzz.sh <input>; keep a real finding under Tests/Fuzz/Crashes/" >&2
  exit 1
fi
echo "fuzz: passed"
rm -rf "$run"
