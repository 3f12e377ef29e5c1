#!/usr/bin/env python3
"""Draws proxy-compare's results: ns per call, per approach, per case, as a PNG.

    swift run -c release --package-path Benchmarks proxy-compare --json > /tmp/run.json
    python3 Benchmarks/Scripts/chart.py /tmp/run.json              # writes Benchmarks/comparison.png
    swift run -c release --package-path Benchmarks proxy-compare --json \\
      | python3 Benchmarks/Scripts/chart.py - -o /tmp/comparison.png

Input: proxy-compare's JSON lines, one object per case and approach ({"case", "approach",
"ns_per_call", "allocs_per_call", "group"}), from a file or from standard input ("-", or no file
with standard input not a terminal). Lines that are not JSON objects are skipped.

The chart is a dot plot on a logarithmic time axis (the approaches span three orders of magnitude,
from a few ns to a few µs): one row per method shape, one panel per configuration (0+fwd: no
subscriber and a forward delegate; 1+1 and 4+4: sentMessage + methodInvoked subscribers), one
marker per approach, the approaches of a row set slightly apart so that close values stay visible.
--group picks another group of cases ("scaling", "unobserved paths", "libffi floors", "setup"):
then one row per case, in one panel.

Needs matplotlib: python3 -m pip install matplotlib
"""

import argparse
import json
import os
import re
import sys

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.ticker import LogLocator, NullFormatter
except ImportError:
    sys.exit(
        "chart.py: matplotlib is not installed; install it with\n"
        "    python3 -m pip install matplotlib\n"
        "and run this script again."
    )

# The approaches in legend order: label, colour, marker, filled. The baselines first, then the
# closure tables, then the libffi proxy's columns (the generated Swift-protocol proxy with them), then
# RxCocoa's technique on GNUstep.
APPROACHES = {
    "direct": ("direct (Swift protocol call)", "#222222", "o", True),
    "gnustep-direct": ("gnustep-direct (Objective-C message)", "#888888", "o", False),
    "table-dynamic": ("table-dynamic (closure table, keyed per call)", "#e08214", "s", True),
    "table-resolved": ("table-resolved (closure table, resolved ahead)", "#b35806", "s", False),
    "table-expert": ("table-expert (an expert's closure table, [Any])", "#8c510a", "h", True),
    "table-typed": ("table-typed (an expert's closure table, typed)", "#8c510a", "h", False),
    "typed": ("typed (DelegateProxy, typed methods)", "#1a9850", "^", True),
    "swift-protocol": ("swift-protocol (generated proxy, typed subscribers)", "#66bd63", "P", True),
    "swift-protocol-any": ("swift-protocol-any (generated proxy, [Any] subscribers)", "#66bd63", "P", False),
    "libffi": ("libffi (DelegateProxy)", "#2166ac", "D", True),
    "libffi-generic": ("libffi-generic (fast paths off)", "#67a9cf", "d", False),
    "send": ("send (DelegateObject.send)", "#7b3294", "v", True),
    "gnustep": ("gnustep (RxCocoa's forwardInvocation:)", "#d7191c", "X", True),
}
CONFIGURATIONS = ["0+fwd", "1+1", "4+4"]
CONFIGURATION_TITLES = {
    "0+fwd": "0+fwd: no subscriber, forward delegate",
    "1+1": "1+1: one sentMessage + one methodInvoked subscriber",
    "4+4": "4+4: four of each",
}
CALLS_NAME = re.compile(r"^(?P<shape>.+) (?P<configuration>0\+fwd|1\+1|4\+4)$")
DEFAULT_OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "comparison.png")


def read_results(stream):
    """The JSON lines of `stream`: [(group, case, approach, ns)] in order of appearance."""
    results = []
    for line in stream:
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        nanoseconds = record.get("ns_per_call")
        if nanoseconds is None or record.get("approach") not in APPROACHES:
            continue
        name = record["case"]
        group = record.get("group")
        if group is None:  # proxy-compare before the group field: the calls group by its names
            group = "calls" if CALLS_NAME.match(name) and not name.startswith("protocol of") else "other"
        results.append((group, name, record["approach"], float(nanoseconds)))
    return results


def panels_for(results, group):
    """[(title, [row label], {(row label, approach): ns})] for the group's cases."""
    chosen = [r for r in results if r[0] == group]
    if group == "calls":
        # The same rows (shapes) in every panel, in the order of the input.
        shapes, values = [], {configuration: {} for configuration in CONFIGURATIONS}
        for _, name, approach, nanoseconds in chosen:
            match = CALLS_NAME.match(name)
            if not match:
                continue
            if match["shape"] not in shapes:
                shapes.append(match["shape"])
            values[match["configuration"]][(match["shape"], approach)] = nanoseconds
        return [(CONFIGURATION_TITLES[c], shapes, values[c]) for c in CONFIGURATIONS if values[c]]
    rows, values = [], {}
    for _, name, approach, nanoseconds in chosen:
        if name not in rows:
            rows.append(name)
        values[(name, approach)] = nanoseconds
    return [(group, rows, values)] if rows else []


def draw(panels, group, title, output):
    present = [a for a in APPROACHES if any((r, a) in v for _, rows, v in panels for r in rows)]
    row_count = max(len(rows) for _, rows, _ in panels)
    label_width = max(len(r) for _, rows, _ in panels for r in rows)
    figure, axes = plt.subplots(
        1,
        len(panels),
        figsize=(max(9.5, 5.2 * len(panels) + 0.09 * label_width), 0.55 * row_count + 2.6),
        sharey=True,
        squeeze=False,
    )
    axes = axes[0]
    low = min(n for _, _, v in panels for n in v.values() if n > 0)
    high = max(n for _, _, v in panels for n in v.values())
    spread = 0.72  # of a row's height, shared by the approaches present
    for axis, (panel_title, rows, values) in zip(axes, panels):
        for index in range(row_count):
            if index % 2 == 0:
                axis.axhspan(index - 0.5, index + 0.5, color="#f2f2f2", zorder=0)
        for position, approach in enumerate(present):
            label, colour, marker, filled = APPROACHES[approach]
            offset = (position - (len(present) - 1) / 2) * spread / max(1, len(present) - 1)
            points = [(values[(r, approach)], i + offset) for i, r in enumerate(rows) if (r, approach) in values]
            if not points:
                continue
            axis.scatter(
                [x for x, _ in points],
                [y for _, y in points],
                s=34,
                marker=marker,
                facecolors=colour if filled else "white",
                edgecolors=colour,
                linewidths=1.3,
                zorder=3,
            )
        axis.set_xscale("log")
        axis.set_xlim(low / 1.6, high * 1.6)
        axis.xaxis.set_minor_locator(LogLocator(base=10, subs=(2, 5)))
        axis.xaxis.set_minor_formatter(NullFormatter())
        axis.xaxis.set_major_formatter(plt.FuncFormatter(lambda x, _: f"{x:g}"))
        axis.grid(axis="x", which="major", color="#bbbbbb", linewidth=0.8)
        axis.grid(axis="x", which="minor", color="#dddddd", linewidth=0.5)
        axis.set_axisbelow(True)
        axis.set_title(panel_title, fontsize=10)
        unit = "ns per proxy" if group == "setup" else "ns per call"
        axis.set_xlabel(f"{unit} (median, log scale; lower is better)", fontsize=9)
        axis.tick_params(axis="y", length=0)
    axes[0].set_yticks(range(row_count))
    axes[0].set_yticklabels(panels[0][1], fontsize=9)
    axes[0].set_ylim(row_count - 0.5, -0.5)
    handles = [
        Line2D(
            [],
            [],
            linestyle="none",
            marker=APPROACHES[a][2],
            markersize=7,
            markerfacecolor=APPROACHES[a][1] if APPROACHES[a][3] else "white",
            markeredgecolor=APPROACHES[a][1],
            markeredgewidth=1.3,
            label=APPROACHES[a][0],
        )
        for a in present
    ]
    columns = min(3 if len(panels) > 1 else 2, len(handles))
    figure.legend(handles=handles, loc="lower center", ncol=columns, fontsize=9, frameon=False)
    figure.suptitle(title, fontsize=12)
    legend_rows = (len(handles) + columns - 1) // columns
    figure.tight_layout(rect=(0, 0.035 * legend_rows + 0.02, 1, 0.97))
    figure.savefig(output, dpi=110)
    print(f"chart.py: wrote {os.path.normpath(output)} ({', '.join(present)})", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(
        description="Draws proxy-compare --json's results (ns per call per approach per case) as a PNG.",
        epilog="Needs matplotlib: python3 -m pip install matplotlib",
    )
    parser.add_argument("input", nargs="?", help="proxy-compare --json output ('-' or none: standard input)")
    parser.add_argument(
        "-o", "--output", default=DEFAULT_OUTPUT, help="the PNG to write (default: Benchmarks/comparison.png)"
    )
    parser.add_argument("--group", default="calls", help="the group of cases to draw (default: calls)")
    parser.add_argument(
        "--title",
        default="DynamicProxy's proxy-compare: one call through each approach",
        help="the chart's title",
    )
    arguments = parser.parse_args()
    if arguments.input in (None, "-"):
        if arguments.input is None and sys.stdin.isatty():
            parser.error("no input: give proxy-compare --json's output as a file, or pipe it in")
        results = read_results(sys.stdin)
    else:
        with open(arguments.input, encoding="utf-8") as stream:
            results = read_results(stream)
    if not results:
        sys.exit("chart.py: no proxy-compare --json lines in the input")
    panels = panels_for(results, arguments.group)
    if not panels:
        groups = sorted({r[0] for r in results})
        sys.exit(f"chart.py: no case of group '{arguments.group}' in the input (it has: {', '.join(groups)})")
    draw(panels, arguments.group, arguments.title, arguments.output)


if __name__ == "__main__":
    main()
