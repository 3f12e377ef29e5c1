#!/usr/bin/env bash
# The whole package on Linux arm64: built for aarch64 with Debian sid's Swift (the `swiftlang`
# package, the oldest Swift the package supports) and its whole test suite run under qemu-aarch64.
#
#   bash .ci/arm64.sh                         # as root; .ci/run runs it
#   bash .ci/arm64.sh --prepare               # steps 1 and 2, and the tree copied: no build
#   bash .ci/arm64.sh --in-chroot COMMAND     # the same, then COMMAND in the copy, in the chroot
#
# What it does, each step timed:
#   1. a Debian sid chroot (mmdebstrap, amd64 and arm64): sid's swiftlang, the amd64 compiler,
#      needs sid's glibc; the arm64 C libraries the package and its tests link (libffi, SQLite,
#      zlib, expat) and those of the arm64 Swift runtime;
#   2. the arm64 Swift resources (stdlib, Foundation, Testing: swiftlang:arm64 and
#      libswiftlang:arm64, extracted, not installed: they conflict with the amd64 ones) and a
#      Swift SDK bundle over them, whose sysroot is symlinks into the chroot's multiarch folders;
#   3. the package and its tests built for aarch64-unknown-linux-gnu (`--traits Combine`), from a
#      copy of the working tree with the dependencies the host resolved (the chroot needs nothing
#      but the Debian mirror);
#   4. the test binary run under sid's qemu-aarch64 (a static build, registered with binfmt_misc
#      for the exit tests, which start the binary again), printing the run's summary line.
#
# Pins: swiftlang and qemu-user are asked for at the versions below. sid drops a version as soon as
# a new one is uploaded: the script then says which version it had to take instead, and goes on.
# The arm64 libgcc/libstdc++ follow the gcc that sid's swiftlang pulls in (libgcc-N-dev), and the
# runtime libraries follow libswiftlang's own dependencies, so a renamed library (libxml2-16,
# libcurl4t64) is followed, and named. The mirror is the host's own (its apt sources).
#
# Where it can not run — not root, not an x86-64 Debian host, no binfmt_misc, no mmdebstrap, the
# mirror unreachable, a package sid no longer has — it says why and exits 0, as the C harness's
# aarch64 half does. A build or test failure fails.
#
# Time budget: ARM64_BUDGET seconds (default 900), enforced with `timeout`. A run with nothing
# cached took 565 s on 2 cores: 105 s for the chroot and the SDK, 325 s to build, 135 s of tests. ARM64_WORK (default .build-arm64, ignored by git) keeps the chroot
# and the downloaded packages (1.3 GB downloaded, 5.6 GB on disk with the build), so that a
# second run in the same tree spends its time on the build and the tests; `rm -rf .build-arm64`
# (nothing is mounted there between runs) starts again from nothing.
set -euo pipefail
script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
cd "$(dirname "$0")/.."
mode=${1:-}
command=${2:-}
case $mode in
  "" | --prepare) ;;
  --in-chroot) [[ -n $command ]] || { echo "usage: $0 [--prepare | --in-chroot COMMAND]" >&2; exit 2; } ;;
  *) echo "usage: $0 [--prepare | --in-chroot COMMAND]" >&2; exit 2 ;;
esac

swiftlang_pin=6.2.3-1+b1
qemu_pin=1:11.1.3+ds-1
budget=${ARM64_BUDGET:-900}
work=${ARM64_WORK:-$PWD/.build-arm64}
[[ $work == /* ]] || work=$PWD/$work

say() { echo "ci: arm64: $*"; }
skip() {
  say "skipped: $*"
  exit 0
}

# The budget: the script runs itself again under `timeout`, which stops the whole process group.
if [[ -z ${ARM64_UNDER_TIMEOUT:-} ]]; then
  started=$SECONDS
  status=0
  ARM64_UNDER_TIMEOUT=1 timeout --kill-after=60 "$budget" bash "$script" "$@" || status=$?
  if [[ $status == 124 || $status == 137 ]]; then
    say "stopped: over its budget of $budget s" >&2
    exit 1
  fi
  say "took $((SECONDS - started)) s (budget $budget s)"
  exit "$status"
fi

step() { echo "ci: arm64: $* (+${SECONDS} s)"; }

[[ $(uname -s)/$(uname -m) == Linux/x86_64 ]] || skip "the cross-build needs an x86-64 Linux host"
[[ $(id -u) == 0 ]] || skip "needs root (a chroot, mounts, binfmt_misc)"
command -v apt-get >/dev/null && command -v dpkg >/dev/null || skip "no apt-get or dpkg here"
if ! mountpoint -q /proc/sys/fs/binfmt_misc; then
  mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc 2>/dev/null ||
    skip "binfmt_misc can not be mounted here: the exit tests could not start the test binary"
fi
[[ -w /proc/sys/fs/binfmt_misc/register ]] || skip "binfmt_misc is read-only here"
bash .ci/apt-install.sh "ci: arm64" mmdebstrap >/dev/null 2>&1 || skip "mmdebstrap could not be installed"

mirror=${ARM64_MIRROR:-}
if [[ -z $mirror ]]; then
  mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  [[ -n $mirror ]] || mirror=$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
fi
[[ -n $mirror ]] || skip "no Debian mirror in the host's apt sources (set ARM64_MIRROR)"

root=$work/sid
cache=$work/debs
resources=/opt/swift-arm64/usr/libexec/swift/lib/swift # in the chroot
project=/work/DynamicProxy                              # in the chroot
mkdir -p "$cache"

# Everything mounted or registered here is undone on the way out (a timeout included).
cleanup() {
  [[ -e /proc/sys/fs/binfmt_misc/dynamicproxy-aarch64 ]] &&
    echo -1 >/proc/sys/fs/binfmt_misc/dynamicproxy-aarch64
  for mounted in var/cache/apt/archives dev proc; do
    mountpoint -q "$root/$mounted" && umount -R "$root/$mounted"
  done
  return 0
}
trap cleanup EXIT
trap 'exit 143' TERM INT
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }
apt_root() { in_root apt-get -q -o Acquire::Check-Valid-Until=false -o APT::Install-Recommends=false "$@"; }

# 1. The chroot. A first phase with the C libraries only (mmdebstrap's cache hooks keep the
# packages in $cache), then swiftlang at its pin inside it, where apt says what sid has.
arm64_dev=(libc6-dev:arm64 libffi-dev:arm64 libsqlite3-dev:arm64 zlib1g-dev:arm64 libexpat1-dev:arm64)
if [[ ! -e $root/.dynamicproxy-ready ]]; then
  step "sid chroot ($mirror)"
  cleanup # nothing of a run that stopped half-way may stay mounted in what is removed
  rm -rf --one-file-system "$root"
  packages=$(IFS=,; echo "libc6-dev,git,pkgconf,${arm64_dev[*]}")
  if ! mmdebstrap --mode=root --variant=apt --architectures=amd64,arm64 --skip=essential/unlink \
    --aptopt='APT::Install-Recommends "false"' --aptopt='Acquire::Check-Valid-Until "false"' \
    --setup-hook='mkdir -p "$1"/var/cache/apt/archives/' \
    --setup-hook="sync-in $cache /var/cache/apt/archives/" \
    --customize-hook="sync-out /var/cache/apt/archives $cache" \
    --include="$packages" sid "$root" "$mirror" >"$work/mmdebstrap.log" 2>&1; then
    tail -5 "$work/mmdebstrap.log"
    skip "mmdebstrap could not make the sid chroot (log: $work/mmdebstrap.log)"
  fi
fi
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
if ! mountpoint -q "$root/dev"; then
  mount --rbind /dev "$root/dev"
  mount --make-rslave "$root/dev"
fi
mountpoint -q "$root/var/cache/apt/archives" || mount --bind "$cache" "$root/var/cache/apt/archives"

# The version sid has of each pinned package: the pin while sid still has it, else sid's, said.
pinned() {
  local package=$1 pin=$2 available
  available=$(in_root apt-cache madison "$package" | awk -F' [|] ' '{ print $2 }')
  [[ -n $available ]] || { echo "sid has no $package any more" >&2; return 1; }
  if grep -qxF -- "$pin" <<<"$available"; then
    echo "$pin"
  else
    echo "ci: arm64: $package $pin is gone from sid, which has $(head -1 <<<"$available"):" \
      "taking it (update the pin in .ci/arm64.sh)" >&2
    head -1 <<<"$available"
  fi
}

if [[ ! -e $root/.dynamicproxy-ready ]]; then
  step "swiftlang and the arm64 libraries"
  apt_root update >/dev/null || skip "apt-get update failed in the chroot"
  swiftlang=$(pinned swiftlang "$swiftlang_pin") || skip "sid has no swiftlang"
  apt_root install -y "swiftlang=$swiftlang" >"$work/apt.log" 2>&1 ||
    { tail -5 "$work/apt.log"; skip "swiftlang $swiftlang could not be installed"; }
  # The arm64 twins of the gcc sid's swiftlang pulled in (crt files, libgcc, libstdc++), and what
  # the arm64 Swift runtime links (libswiftlang's own dependencies, whatever sid calls them now).
  gcc=$(in_root dpkg-query -W -f '${Version}\n' gcc 2>/dev/null | head -1)
  gcc_major=$(in_root sh -c 'ls /usr/lib/gcc/x86_64-linux-gnu' | sort -n | tail -1)
  runtime=$(in_root apt-cache depends "libswiftlang:arm64=$swiftlang" | awk '$1 == "Depends:" && $2 !~ /^</ { print $2 }')
  [[ -n $gcc_major && -n $runtime ]] || skip "could not tell the gcc or runtime libraries of swiftlang $swiftlang"
  say "swiftlang $swiftlang; gcc $gcc (libgcc-$gcc_major-dev); runtime: $(echo $runtime)"
  apt_root install -y "libgcc-$gcc_major-dev:arm64" "libstdc++-$gcc_major-dev:arm64" $runtime \
    >>"$work/apt.log" 2>&1 || { tail -5 "$work/apt.log"; skip "the arm64 libraries could not be installed"; }

  step "arm64 Swift resources and qemu-user"
  qemu=$(pinned qemu-user "$qemu_pin") || skip "sid has no qemu-user"
  in_root sh -c "cd /var/cache/apt/archives && apt-get -q -o Acquire::Check-Valid-Until=false \
    download swiftlang:arm64=$swiftlang libswiftlang:arm64=$swiftlang qemu-user=$qemu" >>"$work/apt.log" 2>&1 ||
    { tail -5 "$work/apt.log"; skip "swiftlang:arm64 $swiftlang or qemu-user $qemu could not be downloaded"; }
  deb() { ls "$cache"/"$1"_"${2/:/%3a}"_"$3".deb; }
  rm -rf "$root/opt/swift-arm64" && mkdir -p "$root/opt/swift-arm64"
  # The arm64 stdlib, Foundation and Testing, and clang's arm64 headers; not the host tools.
  dpkg-deb --fsys-tarfile "$(deb swiftlang "$swiftlang" arm64)" |
    tar -x -C "$root/opt/swift-arm64" --exclude='./usr/libexec/swift/lib/swift/host' \
      --exclude='./usr/libexec/swift/lib/swift/embedded' \
      ./usr/libexec/swift/lib/swift ./usr/libexec/swift/lib/clang
  dpkg-deb -x "$(deb libswiftlang "$swiftlang" arm64)" "$root/opt/swift-arm64"
  dpkg-deb --fsys-tarfile "$(deb qemu-user "$qemu" amd64)" | tar -xO ./usr/bin/qemu-aarch64 >"$work/qemu-aarch64"
  chmod +x "$work/qemu-aarch64"
  echo "swiftlang $swiftlang, qemu-user $qemu" >"$root/.dynamicproxy-ready"
fi
say "$(cat "$root/.dynamicproxy-ready"); $("$work/qemu-aarch64" --version | head -1)"

# 2. The Swift SDK: a sysroot of symlinks into the chroot's multiarch folders, the arm64 resources
# as the SDK's (a plain -resource-dir would reach the host tools SwiftPM builds for the plugin).
step "Swift SDK bundle"
sysroot=$root/opt/sysroot-arm64
mkdir -p "$sysroot/usr/lib" "$sysroot/usr/share"
ln -sfn /usr/include "$sysroot/usr/include"
for folder in aarch64-linux-gnu gcc ld-linux-aarch64.so.1; do ln -sfn "/usr/lib/$folder" "$sysroot/usr/lib/$folder"; done
ln -sfn /usr/lib/aarch64-linux-gnu/pkgconfig "$sysroot/usr/lib/pkgconfig"
ln -sfn /usr/share/pkgconfig "$sysroot/usr/share/pkgconfig"
ln -sfn "$resources" "$sysroot/usr/lib/swift"
ln -sfn "${resources}_static" "$sysroot/usr/lib/swift_static"
ln -sfn /opt/swift-arm64/usr/libexec/swift/lib/clang "$sysroot/usr/lib/clang"
ln -sfn usr/lib "$sysroot/lib"
bundle=$root/opt/sdk/debian-sid-arm64.artifactbundle
mkdir -p "$bundle/sdk"
cat >"$bundle/info.json" <<'JSON'
{"schemaVersion": "1.0", "artifacts": {"debian-sid-arm64": {"type": "swiftSDK", "version": "1",
  "variants": [{"path": "sdk"}]}}}
JSON
cat >"$bundle/sdk/swift-sdk.json" <<JSON
{"schemaVersion": "4.0", "targetTriples": {"aarch64-unknown-linux-gnu": {
  "sdkRootPath": "/opt/sysroot-arm64", "swiftResourcesPath": "$resources",
  "swiftStaticResourcesPath": "${resources}_static", "toolsetPaths": ["toolset.json"]}}}
JSON
echo '{"schemaVersion": "1.0", "swiftCompiler": {"extraCLIOptions": ["-use-ld=lld"]}}' >"$bundle/sdk/toolset.json"
# Debian's swiftlang ships _Testing_Foundation.swiftmodule without its library: an empty one links.
if [[ -e $root$resources/linux/_Testing_Foundation.swiftmodule && ! -e $root$resources/linux/lib_Testing_Foundation.so ]]; then
  say "lib_Testing_Foundation.so is missing from swiftlang:arm64: an empty one stands in"
  echo >"$root/tmp/empty.c"
  in_root /usr/libexec/swift/bin/clang --target=aarch64-linux-gnu -shared -nostdlib -fuse-ld=lld \
    -o "$resources/linux/lib_Testing_Foundation.so" /tmp/empty.c
fi
in_root swift sdk list 2>/dev/null | grep -qx debian-sid-arm64 ||
  in_root swift sdk install /opt/sdk/debian-sid-arm64.artifactbundle >/dev/null

# 3. A copy of the working tree (tracked and new files; the .build folders kept between runs: the
# builds), with the dependencies the host resolved, for the package and for Benchmarks when the
# host resolved that too (Benchmarks/Scripts/qemu-count.sh builds there).
step "the working tree, copied into the chroot"
swift package --traits Combine resolve >/dev/null
copy=$root$project
mkdir -p "$copy"
git ls-files --cached --others --exclude-standard | sort >"$work/tree.files"
(cd "$copy" && find . -name .build -prune -o -type f -print | sed 's|^\./||' | sort) >"$work/copy.files"
comm -23 "$work/copy.files" "$work/tree.files" | (cd "$copy" && xargs -r -d '\n' rm -f --)
git ls-files -z --cached --others --exclude-standard | tar -c --null -T - | tar -x -C "$copy"
for package in . Benchmarks; do
  [[ -d $package/.build/checkouts && -e $package/Package.resolved ]] || continue
  mkdir -p "$copy/$package/.build"
  rm -rf "$copy/$package/.build/checkouts" "$copy/$package/.build/repositories"
  cp -a "$package/.build/checkouts" "$package/.build/repositories" "$package/.build/workspace-state.json" \
    "$copy/$package/.build/"
  cp -p "$package/Package.resolved" "$copy/$package/"
done
if [[ $mode == --prepare ]]; then
  say "prepared: the chroot ($root), the Swift SDK debian-sid-arm64, the tree in $project"
  exit 0
elif [[ $mode == --in-chroot ]]; then
  in_root sh -c "cd $project && $command"
  exit
fi

step "swift build --build-tests for aarch64 ($(in_root swift --version 2>/dev/null | head -1))"
# Without debug information (-gnone, -g0): on 2 cores with nothing cached, 325 s instead of 424 s,
# and the test run, whose exit tests start the binary again under qemu, 133 s instead of 213 s.
in_root sh -c "cd $project && swift build --traits Combine --build-tests --swift-sdk debian-sid-arm64 -j $(nproc) \
  -Xswiftc -gnone -Xcc -g0 \
  --pkg-config-path /usr/lib/aarch64-linux-gnu/pkgconfig --pkg-config-path /usr/share/pkgconfig" \
  >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; say "the aarch64 build failed (log: $work/build.log)" >&2; exit 1; }
grep -E 'warning:' "$work/build.log" | sort -u || true

# 4. The tests. binfmt_misc starts sid's static qemu-aarch64 for every aarch64 binary while the
# entry exists (flag F: opened now, so it also runs inside the chroot). The lifetime and stress
# suites run fewer rounds than natively (qemu is 10 to 20 times slower); the resident-memory checks
# see the emulator's memory, so they weigh the heap instead (DYNAMICPROXY_EMULATOR).
step "the test suite under qemu-aarch64"
magic='\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\xb7\x00'
mask='\xff\xff\xff\xff\xff\xff\xff\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff'
[[ -e /proc/sys/fs/binfmt_misc/dynamicproxy-aarch64 ]] ||
  printf '%s' ":dynamicproxy-aarch64:M::$magic:$mask:$work/qemu-aarch64:POF" >/proc/sys/fs/binfmt_misc/register
ulimit -c 0 # qemu writes a core file for each exit test that ends in a signal
status=0
in_root sh -c "cd $project && LD_LIBRARY_PATH=$resources/linux DYNAMICPROXY_EMULATOR=qemu-aarch64 \
  DYNAMICPROXY_LIFETIME_ITERATIONS=${ARM64_LIFETIME_ITERATIONS:-2000} \
  DYNAMICPROXY_STRESS_ITERATIONS=${ARM64_STRESS_ITERATIONS:-20000} \
  .build/aarch64-unknown-linux-gnu/debug/DynamicProxyPackageTests.xctest --testing-library swift-testing" \
  >"$work/tests.log" 2>&1 || status=$?
grep -aE '^.{0,12}✘ (Test|Suite) .*(recorded an issue|failed after)' "$work/tests.log" || true
summary=$(grep -aE 'Test run with [0-9]+ tests?' "$work/tests.log" | tail -1 | sed 's/\x1b\[[0-9;]*m//g')
[[ -n $summary ]] || { tail -20 "$work/tests.log"; summary="no summary line (log: $work/tests.log)"; }
say "aarch64: $summary"
exit "$status"
