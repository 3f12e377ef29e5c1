#!/usr/bin/env bash
# Builds the GNUstep peer of proxy-compare (RxCocoa's forwardInvocation: technique on GNUstep's
# Objective-C runtime) with the system compiler: gcc's Objective-C and GNUstep Base, from Debian's
# packages (installed here when missing, with .ci/apt-install.sh: gobjc, gnustep-make,
# libgnustep-base-dev). Not part of the Swift package graph.
#
#   bash Benchmarks/GNUstep/build.sh        # writes Benchmarks/GNUstep/.build/gnustep-peer
#
# proxy-compare runs the binary when it exists and shows its figures as the `gnustep` column.
set -euo pipefail
cd "$(dirname "$0")"
bash ../../.ci/apt-install.sh gnustep gobjc gnustep-make libgnustep-base-dev
mkdir -p .build
# shellcheck disable=SC2046 # gnustep-config prints flags to split
gcc $(gnustep-config --objc-flags) -std=gnu11 -O2 -Wall -Werror -o .build/gnustep-peer peer.m \
  $(gnustep-config --base-libs)
echo "gnustep: built Benchmarks/GNUstep/.build/gnustep-peer ($(gcc --version | head -1); GNUstep Base $(dpkg-query -W -f '${Version}' libgnustep-base-dev))"
