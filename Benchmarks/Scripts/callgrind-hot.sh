#!/usr/bin/env bash
# Instructions per call of the hot cases (callgrind; see callgrind.sh), as Benchmarks/README.md's table.
#
#   bash Benchmarks/Scripts/callgrind-hot.sh
set -euo pipefail
cd "$(dirname "$0")"
runs=(
  "void 0+fwd weak+lookup vs fn ptr|direct"
  "void 0+fwd weak+lookup vs fn ptr|libffi"
  "void 0+fwd weak+resolved vs fn ptr|libffi"
  "void 0+fwd retained+lookup vs fn ptr|libffi"
  "void 0+fwd retained+resolved vs fn ptr|libffi"
  "void 0+fwd|direct"
  "void 0+fwd|table-dynamic"
  "void 0+fwd|table-resolved"
  "void 0+fwd|libffi"
  "void 0+fwd|libffi-generic"
  "void 0+fwd|send"
  "void 0+fwd|typed"
  "void 0+fwd|swift-protocol"
  "void 1+1|table-dynamic"
  "void 1+1|table-resolved"
  "void 1+1|libffi"
  "void 1+1|libffi-generic"
  "void 1+1|send"
  "void 1+1|typed"
  "void 1+1|swift-protocol"
  "void 1+1|swift-protocol-any"
  "void 1+1|table-expert"
  "void 1+1|table-typed"
  "void 1+1 counting|table-expert"
  "void 1+1 counting|table-typed"
  "void 1+1 counting|libffi"
  "void 1+1 counting|typed"
  "void 4+4|libffi"
  "void 4+4|typed"
  "mixed(@dd) 1+1|table-dynamic"
  "mixed(@dd) 1+1|table-resolved"
  "mixed(@dd) 1+1|libffi"
  "mixed(@dd) 1+1|typed"
  "void 0+1 subscribers|table-dynamic"
  "void 0+100 subscribers|table-dynamic"
  "void 0+1 subscribers|libffi"
  "void 0+10 subscribers|libffi"
  "void 0+100 subscribers|libffi"
  "floor ffi_call: void|libffi"
  "floor closure entry: void|libffi"
  "floor closure → ffi_call: void|libffi"
)
for run in "${runs[@]}"; do
  bash ./callgrind.sh "${run%|*}" "${run#*|}" 1000
done
