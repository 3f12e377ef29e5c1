#!/usr/bin/env bash
# Installs the Debian packages named on the command line that are not installed yet (apt-get, with
# sudo when not root); prints what it installs. Used by .ci/run, .ci/benchmarks.sh and
# Benchmarks/GNUstep/build.sh.
#
#   bash .ci/apt-install.sh LABEL PACKAGE...     # LABEL prefixes the message ("ci", "benchmarks", …)
set -euo pipefail
label=$1
shift
missing=()
for package in "$@"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
((${#missing[@]})) || exit 0
echo "$label: installing ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then sudo=sudo; else sudo=; fi
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
