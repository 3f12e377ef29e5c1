#!/usr/bin/env python3
"""Keeps only mallocCountTotal in Benchmarks/Thresholds/*.p90.json.

`benchmark thresholds update` writes every metric of a benchmark; only allocation counts are
deterministic enough to check in CI, so the other metrics are dropped after each update:

    (cd Benchmarks && swift package --allow-writing-to-package-directory benchmark thresholds update)
    python3 Benchmarks/Scripts/keep-malloc-thresholds.py
"""
import glob
import json
import os

folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Thresholds")
for path in sorted(glob.glob(os.path.join(folder, "*.p90.json"))):
    with open(path) as file:
        thresholds = json.load(file)
    with open(path, "w") as file:
        json.dump({"mallocCountTotal": thresholds["mallocCountTotal"]}, file, indent=2)
        file.write("\n")
