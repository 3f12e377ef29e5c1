#!/usr/bin/env bash
# Every hand-written file of code is 500 lines or fewer, C included: a longer one is split by what
# it holds. A generated file (its first three lines say "GENERATED" or "DO NOT EDIT", and its
# generator's --check runs in .ci/run) may be longer. Lists the files over the limit and exits 1.
#
#   bash .ci/file-lengths.sh
set -euo pipefail
cd "$(dirname "$0")/.."
limit=500
over=0
while IFS= read -r -d '' file; do
  lines=$(wc -l <"$file")
  ((lines > limit)) || continue
  if head -n 3 "$file" | grep -qiE 'generated|do not edit'; then continue; fi
  echo "file-lengths: $file has $lines lines (the limit is $limit): split it by what it holds" >&2
  over=1
done < <(git ls-files -z -- '*.swift' '*.c' '*.h' '*.S' '*.py' '*.sh')
((over == 0)) && echo "file-lengths: every hand-written file of code has $limit lines or fewer"
exit "$over"
