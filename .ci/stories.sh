#!/usr/bin/env bash
# The stories against real libraries (Tests/Stories, a package of its own so that the library's
# users never resolve GRDB or SwiftNIO): its generated proxies are checked against the generator
# (Tests/Stories/Scripts/generate.sh --check), then its tests run — GRDB's TransactionObserver on a
# real SQLite file, swift-nio-ssh's authentication delegates through a real in-process handshake.
#
# Built with -warnings-as-errors (SwiftPM silences the warnings of the remote packages, GRDB and
# NIO, so it applies to this repository's code and the stories'); the check builds with the same
# flags so that the tests reuse its build. The first build compiles GRDB, SwiftNIO, swift-nio-ssh
# and Swift Crypto (BoringSSL's C): minutes on 2 cores; each step prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

export SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors"
read -r -a flags <<<"$SWIFT_BUILD_FLAGS"

start=$SECONDS
bash Tests/Stories/Scripts/generate.sh --check
echo "stories: the generated proxies are checked ($((SECONDS - start)) s)"

start=$SECONDS
swift build --package-path Tests/Stories --build-tests "${flags[@]}"
echo "stories: built ($((SECONDS - start)) s)"

start=$SECONDS
swift test --package-path Tests/Stories --skip-build
echo "stories: tests passed ($((SECONDS - start)) s)"
