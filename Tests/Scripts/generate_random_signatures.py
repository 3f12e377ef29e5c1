#!/usr/bin/env python3
"""Generates the random-signature C fixtures of the CFixtures test-support target.

Writes Tests/CFixtures/Generated/random_signatures.c and Tests/CFixtures/include/CFixturesRandom.h
(the header stays in include/, beside the umbrella header: SwiftPM takes no folder there): C
functions with random signatures (seeded, so the output is deterministic), each described by
an Objective-C type encoding, plus a table through which the Swift tests call every function
directly and through a trampoline, and compare. The structs the functions take and return are
declared in the header, so that Swift imports them; Tests/DynamicProxyTests/Generated/
RandomTypedCases.swift gives each case whose types Swift can write as a typed method of those
types (TypedRandomSignatureTests). Two batches, each with its own seed:

- 400 cases of scalars and structs without long doubles (random_0 to random_399);
- 120 cases with long doubles in structs (random_400 on): structs whose only scalar is one long
  double (alone, nested, as a one-element array), returned in %st0 and passed in memory, and
  larger structs with long doubles among other fields (MEMORY), as arguments and return values.

A third batch, with a seed of its own, is for the CShims harness only (it is C, built natively and
for aarch64, and run under qemu-aarch64 there): Tests/CShimsHarness/Generated/aapcs64_signatures.c,
240 cases (aapcs64_0 to aapcs64_239) for AAPCS64's own rules — homogeneous float aggregates of 1
to 4 floats or doubles, structs that look like one and are not, structs of every size from 1 to 64
bytes, more than eight integer or floating-point arguments, struct returns in x0/x1, v0-v3 and
through x8. Its statistics and the minimums it must meet are computed as AAPCS64 assigns
arguments (aapcs64_statistics, aapcs64_requirements).

The generator is the package beside this script (random_signatures/: the C types, the three
batches' generators, their statistics, the C and the Swift output); this script checks the batches
and writes the files.

Usage (from anywhere; paths are relative to this script):

    python3 Tests/Scripts/generate_random_signatures.py [--check]

--check writes nothing and exits 1 if the committed files (all four) differ from what would be
generated.
Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import os
import sys

# The package beside this script is imported from its folder (sys.path[0]); no bytecode is written
# into the repository.
sys.dont_write_bytecode = True

from random_signatures.generation import (
    CASE_COUNT,
    FLOAT_HEAVY,
    INT_HEAVY,
    MIN_HEAVY_CASES,
    generate,
)
from random_signatures.x87 import MIN_X87_CASES, generate_x87
from random_signatures.aapcs64 import aapcs64_requirements, aapcs64_statistics, generate_aapcs64
from random_signatures.statistics import (
    LONE_848,
    LONE_ARGUMENTS,
    LONE_RETURNS,
    MIXED_ARGUMENTS,
    MIXED_RETURNS,
    statistics,
    x87_statistics,
)
from random_signatures.c_output import emit_aapcs64_source, emit_header, emit_source
from random_signatures.swift_output import emit_swift

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
FIXTURES_DIR = os.path.normpath(os.path.join(SCRIPT_DIR, "..", "CFixtures"))
SOURCE_PATH = os.path.join(FIXTURES_DIR, "Generated", "random_signatures.c")
HEADER_PATH = os.path.join(FIXTURES_DIR, "include", "CFixturesRandom.h")
SWIFT_PATH = os.path.normpath(
    os.path.join(SCRIPT_DIR, "..", "DynamicProxyTests", "Generated", "RandomTypedCases.swift")
)
AAPCS64_PATH = os.path.normpath(
    os.path.join(SCRIPT_DIR, "..", "CShimsHarness", "Generated", "aapcs64_signatures.c")
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the files are up to date")
    options = parser.parse_args()

    cases = generate()
    stats = statistics(cases)
    for key in (INT_HEAVY, FLOAT_HEAVY):
        if stats[key] < MIN_HEAVY_CASES:
            print(f"error: only {stats[key]} cases with {key}", file=sys.stderr)
            return 1
    x87_cases = generate_x87(first_index=len(cases))
    x87_stats = x87_statistics(x87_cases)
    for key in (LONE_RETURNS, LONE_ARGUMENTS, MIXED_RETURNS, MIXED_ARGUMENTS):
        if x87_stats[key] < MIN_X87_CASES:
            print(f"error: only {x87_stats[key]} {key}", file=sys.stderr)
            return 1
    if x87_stats[LONE_848] == 0:
        print(f"error: no {LONE_848}", file=sys.stderr)
        return 1
    cases += x87_cases
    aapcs64_cases = generate_aapcs64()
    aapcs64_stats = aapcs64_statistics(aapcs64_cases)
    missing = aapcs64_requirements(aapcs64_stats)
    if missing:
        print("error: the AAPCS64 batch has " + "; ".join(missing), file=sys.stderr)
        return 1
    outputs = {
        SOURCE_PATH: emit_source(cases, stats, x87_stats),
        HEADER_PATH: emit_header(cases),
        SWIFT_PATH: emit_swift(cases),
        AAPCS64_PATH: emit_aapcs64_source(aapcs64_cases, aapcs64_stats),
    }

    stale = []
    for path, text in outputs.items():
        try:
            with open(path, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current == text:
            continue
        stale.append(path)
        if not options.check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
    if options.check:
        for path in stale:
            print(f"out of date: {os.path.relpath(path)}", file=sys.stderr)
        return 1 if stale else 0
    for key, value in stats.items():
        print(f"{key}: {value}")
    print(f"long double batch (random_{CASE_COUNT} on):")
    for key, value in x87_stats.items():
        print(f"  {key}: {value}")
    print("AAPCS64 batch (aapcs64_0 on, for the CShims harness):")
    for key, value in aapcs64_stats.items():
        print(f"  {key}: {value}")
    for path in outputs:
        print(("wrote " if path in stale else "unchanged ") + os.path.relpath(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
