#!/usr/bin/env bash
# README examples: every ```swift block of README.md must compile, warning-free, as written, and run
# without crashing.
#
# How: each block becomes the main.swift of its own executable target (its own module) in one
# temporary package under .build-readme/ (git-ignored by `.build-*/`) that depends on this
# repository by path (the stories' blocks, in a second one: see `stories` below). The package is
# built once, with `-Xswiftc -warnings-as-errors` (the library
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
#   <!-- readme-example: stories -->     the block is one of the stories against real libraries
#                                        (Tests/Stories): it is built and run in a second package
#                                        that depends on Tests/Stories by path, so that the first
#                                        never resolves GRDB or SwiftNIO. There, `import GRDB`,
#                                        `NIOCore` or `NIOSSH` adds that library, and `import
#                                        GRDBProxies` or `NIOSSHProxies` the stories' generated
#                                        proxies (Tests/Stories/Sources). Its first build compiles
#                                        those libraries (about a minute for GRDB).
#
# Other fences (```sh, ```text, …) are not checked. Run from anywhere: `bash .ci/readme-examples.sh`;
# the generated packages stay in .build-readme/package/core and …/with-stories for a look (they are
# rewritten at each run).
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
        printf "%s\t%d\t%s\t%s\t%s\n", target, first_line, mode, products, where
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
          where = previous ~ /^<!-- readme-example: stories -->[[:space:]]*$/ ? "stories" : "core"
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
        if (where == "stories" && match(line, /^[[:space:]]*import[[:space:]]+(GRDB|GRDBProxies|NIOCore|NIOSSH|NIOSSHProxies)([[:space:]]|$)/)) {
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

# A package of programs: one executable target per program of $1's lines; in $2 (core or stories).
write_package() {
  local lines=$1 where=$2 dir=$3
  mkdir -p "$dir/Sources"
  {
    echo "// swift-tools-version: 6.1"
    echo "// Generated by .ci/readme-examples.sh from README.md; not committed."
    echo "import PackageDescription"
    echo
    echo "let package = Package("
    echo "  name: \"ReadmeExamples\","
    # The Combine product is built with the package's "Combine" trait, as a user enables it.
    traits=""
    if grep -q "DynamicProxyCombine" <<<"$lines"; then traits=", traits: [\"Combine\"]"; fi
    echo "  dependencies: ["
    echo "    .package(name: \"DynamicProxy\", path: \"$repo\"$traits),"
    if [[ $where == stories ]]; then
      # The stories' package, and the libraries it depends on that the programs import, at its
      # versions (a package no target uses would be warned about).
      echo "    .package(name: \"Stories\", path: \"$repo/Tests/Stories\"),"
      if grep -qE '(^|,)GRDB(,|$)' <<<"$(cut -f4 <<<"$lines")"; then
        echo "    .package(url: \"https://github.com/groue/GRDB.swift\", from: \"7.10.0\"),"
      fi
      if grep -qE '(^|,)NIOCore(,|$)' <<<"$(cut -f4 <<<"$lines")"; then
        echo "    .package(url: \"https://github.com/apple/swift-nio\", from: \"2.101.2\"),"
      fi
      if grep -qE '(^|,)NIOSSH(,|$)' <<<"$(cut -f4 <<<"$lines")"; then
        echo "    .package(url: \"https://github.com/apple/swift-nio-ssh\", from: \"0.15.1\"),"
      fi
    fi
    echo "  ],"
    echo "  targets: ["
    local -A systems=()
    local target products name owner dependencies names
    while IFS=$'\t' read -r target _ _ products _; do
      dependencies=""
      IFS=, read -ra names <<<"$products"
      for name in "${names[@]}"; do
        if [[ -d $repo/Tests/SystemLibraries/$name ]]; then
          dependencies+="\"$name\", "
          systems[$name]=1
        else
          case $name in
            GRDBProxies | NIOSSHProxies) owner=Stories ;;
            GRDB) owner=GRDB.swift ;;
            NIOCore) owner=swift-nio ;;
            NIOSSH) owner=swift-nio-ssh ;;
            *) owner=DynamicProxy ;;
          esac
          dependencies+=".product(name: \"$name\", package: \"$owner\"), "
        fi
      done
      echo "    .executableTarget(name: \"$target\", dependencies: [${dependencies%, }]),"
      mkdir -p "$dir/Sources/$target"
      mv "$package_sources/$target/main.swift" "$dir/Sources/$target/main.swift"
    done <<<"$lines"
    for name in "${!systems[@]}"; do
      mkdir -p "$dir/Sources/$name"
      cp "$repo/Tests/SystemLibraries/$name"/* "$dir/Sources/$name/"
      echo "    .systemLibrary(name: \"$name\"),"
    done
    echo "  ],"
    echo "  swiftLanguageModes: [.v6]"
    echo ")"
  } >"$dir/Package.swift"
}

# Builds the package in $1 (scratch folder $2) and runs its programs ($3's lines).
failures=0
build_and_run() {
  local dir=$1 build=$2 lines=$3
  swift build --package-path "$dir" --scratch-path "$build" -Xswiftc -warnings-as-errors
  local bin
  bin=$(swift build --package-path "$dir" --scratch-path "$build" --show-bin-path)
  while IFS=$'\t' read -r target first_line mode _ _; do
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
  done <<<"$lines"
}

core_lines=$(awk -F'\t' '$5 == "core"' <<<"$manifest_lines")
stories_lines=$(awk -F'\t' '$5 == "stories"' <<<"$manifest_lines")
package_sources=$package/Sources

echo "readme-examples: $(wc -l <<<"$core_lines") programs from README.md; building"
write_package "$core_lines" core "$package/core"
build_and_run "$package/core" "$scratch/build" "$core_lines"

if [[ -n $stories_lines ]]; then
  start=$SECONDS
  echo "readme-examples: $(wc -l <<<"$stories_lines") programs of the stories (Tests/Stories); building"
  write_package "$stories_lines" stories "$package/with-stories"
  build_and_run "$package/with-stories" "$scratch/build-stories" "$stories_lines"
  echo "readme-examples: the stories' programs took $((SECONDS - start)) s"
fi

if ((failures)); then
  echo "readme-examples: $failures example(s) failed" >&2
  exit 1
fi
echo "readme-examples: every example builds without warnings and runs"
