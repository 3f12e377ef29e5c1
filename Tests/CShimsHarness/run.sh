#!/usr/bin/env bash
# Builds the CShims harness (Tests/CShimsHarness/*.c: CShims' C tested from C, no Swift) and runs
# it, natively and for aarch64 under user-mode emulation, each time twice: with the package's
# closure allocator (the W^X double mapping) and with libffi's (DYNAMICPROXY_TRAMPOLINES=libffi).
#
#   bash Tests/CShimsHarness/run.sh [native] [aarch64]    # both when none is named
#
# The harness is compiled from the sources themselves: CShims/*.c, the C fixtures of the Swift
# suites (Tests/CFixtures: the C matrix, the 520 random signatures, the long double structs, the
# callback library) and the AAPCS64 batch (Generated/aapcs64_signatures.c, written by
# Tests/Scripts/generate_random_signatures.py), with clang -Wall -Wextra -Werror.
#
# aarch64 needs clang (the Swift toolchain's), the cross toolchain and libffi for arm64, and
# qemu-user: on Debian 12, `dpkg --add-architecture arm64`, then gcc-aarch64-linux-gnu,
# libc6-dev-arm64-cross, libffi-dev:arm64 and qemu-user (.ci/run installs them). Where one is
# missing, that architecture is skipped with a line saying why, and the script does not fail.
#
# The harness links against the cross toolchain's C library (libc6-dev-arm64-cross) and runs on
# the arm64 one that libffi-dev:arm64 brings in (libc6:arm64, in /lib/aarch64-linux-gnu), with
# that package's own loader: `qemu-aarch64 -L /`. Not `-L /usr/aarch64-linux-gnu`: that takes the
# cross package's loader (Debian 12: glibc 2.36-8cross1), which then loads libc.so.6 from
# /lib/aarch64-linux-gnu (2.36-9+deb12u14 and later), and with a loader and a libc of two builds
# pthread_create never returns.
#
# Environment: HARNESS_CC (a clang, which builds for both targets; default clang), HARNESS_BUILD
# (default .build-harness, ignored by git), HARNESS_FLAGS (more harness arguments, e.g. -v).
set -euo pipefail
cd "$(dirname "$0")/../.."

cc=${HARNESS_CC:-clang}
build=${HARNESS_BUILD:-.build-harness}
sources=(
  CShims/*.c
  Tests/CFixtures/matrix.c Tests/CFixtures/x87.c Tests/CFixtures/callback_library.c
  Tests/CFixtures/Generated/random_signatures.c
  Tests/CShimsHarness/harness.c Tests/CShimsHarness/encoding.c Tests/CShimsHarness/matrix_cases.c
  Tests/CShimsHarness/signatures.c Tests/CShimsHarness/closure_memory.c
  Tests/CShimsHarness/callbacks.c
  Tests/CShimsHarness/Generated/aapcs64_signatures.c
)
flags=(
  -std=gnu11 -g -Wall -Wextra -Werror -pthread
  -ICShims/include -ICShims -ITests/CFixtures/include -ITests/CFixtures -ITests/CShimsHarness
)
read -r -a extra <<<"${HARNESS_FLAGS:-}"

# Compiles every source for `target` into $build/$target and links the harness there. The generated
# fixtures are compiled without optimization (seconds instead of tens: their calls are the same
# calls at any level), the rest with -O2, as a release build compiles CShims.
build_for() {
  local target=$1 directory=$build/$1 objects=() source object level
  mkdir -p "$directory"
  for source in "${sources[@]}"; do
    object=$directory/$(echo "${source%.c}" | tr / _).o
    level=-O2
    [[ $source == */Generated/* ]] && level=-O0
    "$cc" --target="$target" "${flags[@]}" "$level" -c "$source" -o "$object"
    objects+=("$object")
  done
  "$cc" --target="$target" -pthread "${objects[@]}" -lffi -o "$directory/harness"
}

# Runs the harness (after a command prefix: the emulator) on both closure allocators.
run_both() {
  local label=$1 start
  shift
  start=$(date +%s%N)
  echo "harness ($label): the package's closure allocator"
  "$@" "${extra[@]}"
  echo "harness ($label): libffi's closure allocator (DYNAMICPROXY_TRAMPOLINES=libffi)"
  DYNAMICPROXY_TRAMPOLINES=libffi "$@" "${extra[@]}"
  echo "harness ($label): passed, both runs in $((($(date +%s%N) - start) / 1000000)) ms"
}

native() {
  if ! command -v "$cc" >/dev/null; then
    echo "harness: skipping native: no $cc on PATH (the Swift toolchain has one)"
    return
  fi
  local target
  target=$("$cc" -dumpmachine)
  build_for "$target"
  run_both "$(uname -m), native" "$build/$target/harness"
}

aarch64() {
  local missing=()
  command -v "$cc" >/dev/null || missing+=("$cc")
  command -v aarch64-linux-gnu-ld >/dev/null || missing+=("gcc-aarch64-linux-gnu (its linker)")
  [[ -e /usr/aarch64-linux-gnu/lib/crt1.o ]] || missing+=(libc6-dev-arm64-cross)
  [[ -e /usr/include/aarch64-linux-gnu/ffi.h && -e /lib/ld-linux-aarch64.so.1 ]] ||
    missing+=("libffi-dev:arm64")
  command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
  if ((${#missing[@]})); then
    echo "harness: skipping aarch64: missing ${missing[*]}"
    return
  fi
  build_for aarch64-linux-gnu
  # libffi writes closures through one view and they run from another: the instruction cache must
  # be cleaned in between (closure_alloc.c). qemu does not model that cache, so check the call is
  # there at all.
  local allocator=$build/aarch64-linux-gnu/CShims_closure_alloc.o
  if ! aarch64-linux-gnu-nm "$allocator" | grep -q ' U __clear_cache$'; then
    echo "harness: CShims/closure_alloc.c does not clean the instruction cache on aarch64" >&2
    exit 1
  fi
  CSHIMS_HARNESS_EMULATED=1 run_both "aarch64, qemu-aarch64" \
    qemu-aarch64 -L / "$build/aarch64-linux-gnu/harness"
}

(($#)) || set -- native aarch64
for architecture in "$@"; do
  case $architecture in
    native) native ;;
    aarch64) aarch64 ;;
    *) echo "usage: $0 [native] [aarch64]" >&2; exit 2 ;;
  esac
done
