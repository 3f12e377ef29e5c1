#!/usr/bin/env bash
# README examples: every ```swift block of README.md must compile, warning-free, as written, and run
# without crashing.
#
# How: each block becomes the main.swift of its own executable target (its own module) in one
# temporary package under .build-readme/ (git-ignored by `.build-*/`) that depends on this
# repository by path. The package is built once, with `-Xswiftc -warnings-as-errors` (the library
# is built with it too), then each executable is run and must exit with status 0 within
# README_EXAMPLE_TIMEOUT seconds (default 60). Diagnostics point at README.md's own lines
# (`#sourceLocation`).
#
# A block runs from a line that is ```swift (at the start of the line; trailing spaces allowed) to
# the next line that is ```. Each is a whole program: it imports what it uses (`import
# DynamicProxy`; `import DynamicProxyCombine`, `DynamicProxyFoundation`, `DynamicProxyRx` or
# `DynamicProxyRuntime` adds that product to its target). Besides the
# package's products and what the toolchain ships (Glibc, Foundation, …), an example may import the
# system library modules of Tests/SystemLibraries (`import CSQLite3`): the generated package gets a
# copy of that module map as a system library target, as a user wrapping the C library would write
# one. The C fixtures (CFixtures) are not available.
#
# An HTML comment on the line right before a block's opening fence — invisible on the rendered
# page — changes that:
#
#   <!-- readme-example: continues -->   the block continues the program of the block before it
#                                        (same main.swift, same module): for a block that uses
#                                        what an earlier one declared. Chains: a third block can
#                                        continue the second.
#   <!-- readme-example: build-only -->  compile the block (and the blocks that continue it) but
#                                        do not run it: for a program that needs what CI does not
#                                        have, or does not end. Put it on the first block of the
#                                        program.
#
# Other fences (```sh, ```text, …) are not checked. Run from anywhere: `bash .ci/readme-examples.sh`;
# the generated package stays in .build-readme/package for a look (it is rewritten at each run).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
readme=$repo/README.md
scratch=$repo/.build-readme
package=$scratch/package
timeout_seconds=${README_EXAMPLE_TIMEOUT:-60}

rm -rf "$package"
mkdir -p "$package/Sources"

# Split README.md into programs: Sources/ExampleNN/main.swift, one per block or chain of blocks;
# a list of "target<TAB>first line<TAB>mode<TAB>products" lines on stdout.
manifest_lines=$(
  awk -v package="$package" -v readme="$readme" '
    function finish() {
      if (target != "") {
        printf "%s\t%d\t%s\t%s\n", target, first_line, mode, products
      }
    }
    {
      line = $0
      if (!inside && line ~ /^```swift[[:space:]]*$/) {
        inside = 1
        if (previous ~ /^<!-- readme-example: continues -->[[:space:]]*$/) {
          if (target == "") {
            printf "README.md:%d: a block marked continues has no block before it\n", NR > "/dev/stderr"
            exit 1
          }
        } else {
          finish()
          count += 1
          target = sprintf("Example%02d", count)
          first_line = NR + 1
          mode = previous ~ /^<!-- readme-example: build-only -->[[:space:]]*$/ ? "build-only" : "run"
          products = "DynamicProxy"
          file = package "/Sources/" target "/main.swift"
          system("mkdir -p \"" package "/Sources/" target "\"")
          printf "" > file
          close(file)
        }
        printf "#sourceLocation(file: \"%s\", line: %d)\n", readme, NR + 1 >> file
        previous = line
        next
      }
      if (inside && line ~ /^```[[:space:]]*$/) {
        inside = 0
        printf "#sourceLocation()\n" >> file
        close(file)
        previous = line
        next
      }
      if (inside) {
        print line >> file
        if (match(line, /^[[:space:]]*import[[:space:]]+DynamicProxy(Combine|Foundation|Rx|Runtime)([[:space:]]|$)/)) {
          product = line
          sub(/^[[:space:]]*import[[:space:]]+/, "", product)
          sub(/[^A-Za-z0-9].*$/, "", product)
          if (index("," products ",", "," product ",") == 0) {
            products = products "," product
          }
        }
        if (match(line, /^[[:space:]]*import[[:space:]]+C[A-Za-z0-9]+/)) {
          module = line
          sub(/^[[:space:]]*import[[:space:]]+/, "", module)
          sub(/[^A-Za-z0-9].*$/, "", module)
          if (system("test -d \"" repo_systems "/" module "\"") == 0 && index("," products ",", "," module ",") == 0) {
            products = products "," module
          }
        }
      }
      previous = line
    }
    END {
      if (inside) {
        print "README.md: a ```swift block is not closed" > "/dev/stderr"
        exit 1
      }
      finish()
    }
  ' repo_systems="$repo/Tests/SystemLibraries" "$readme"
)
if [[ -z "$manifest_lines" ]]; then
  echo "readme-examples: README.md has no \`\`\`swift block" >&2
  exit 1
fi

# The package: one executable target per program.
{
  echo "// swift-tools-version: 6.1"
  echo "// Generated by .ci/readme-examples.sh from README.md; not committed."
  echo "import PackageDescription"
  echo
  echo "let package = Package("
  echo "  name: \"ReadmeExamples\","
  # The Combine product is built with the package's "Combine" trait, as a user enables it.
  traits=""
  if grep -q "DynamicProxyCombine" <<<"$manifest_lines"; then traits=", traits: [\"Combine\"]"; fi
  echo "  dependencies: [.package(name: \"DynamicProxy\", path: \"$repo\"$traits)],"
  echo "  targets: ["
  declare -A systems=()
  while IFS=$'\t' read -r target _ _ products; do
    dependencies=""
    IFS=, read -ra names <<<"$products"
    for name in "${names[@]}"; do
      if [[ -d $repo/Tests/SystemLibraries/$name ]]; then
        dependencies+="\"$name\", "
        systems[$name]=1
      else
        dependencies+=".product(name: \"$name\", package: \"DynamicProxy\"), "
      fi
    done
    echo "    .executableTarget(name: \"$target\", dependencies: [${dependencies%, }]),"
  done <<<"$manifest_lines"
  for name in "${!systems[@]}"; do
    mkdir -p "$package/Sources/$name"
    cp "$repo/Tests/SystemLibraries/$name"/* "$package/Sources/$name/"
    echo "    .systemLibrary(name: \"$name\"),"
  done
  echo "  ],"
  echo "  swiftLanguageModes: [.v6]"
  echo ")"
} >"$package/Package.swift"

echo "readme-examples: $(wc -l <<<"$manifest_lines") programs from README.md; building"
swift build --package-path "$package" --scratch-path "$scratch/build" -Xswiftc -warnings-as-errors

bin=$(swift build --package-path "$package" --scratch-path "$scratch/build" --show-bin-path)
failures=0
while IFS=$'\t' read -r target first_line mode _; do
  if [[ $mode == build-only ]]; then
    echo "readme-examples: $target (README.md line $first_line) builds; not run (build-only)"
    continue
  fi
  echo "readme-examples: running $target (README.md line $first_line)"
  status=0
  timeout "$timeout_seconds" "$bin/$target" </dev/null 2>&1 | sed 's/^/    /' || status=${PIPESTATUS[0]}
  if ((status != 0)); then
    echo "readme-examples: $target (README.md line $first_line) failed with status $status" >&2
    failures=$((failures + 1))
  fi
done <<<"$manifest_lines"

if ((failures)); then
  echo "readme-examples: $failures example(s) failed" >&2
  exit 1
fi
echo "readme-examples: every example builds without warnings and runs"
