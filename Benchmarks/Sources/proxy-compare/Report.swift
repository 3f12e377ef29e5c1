import BenchmarkCases
import Foundation

/// One measured case.
struct Row {
  let benchCase: BenchCase
  let results: [Approach: Result]
}

private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let count = text.count
  guard count < width else { return text }
  let padding = String(repeating: " ", count: width - count)
  return left ? text + padding : padding + text
}

private func nanoseconds(_ value: Double?) -> String {
  guard let value, value.isFinite else { return "—" }
  return value >= 1_000 ? String(format: "%.0f", value) : String(format: "%.1f", value)
}

private func allocations(_ value: Double) -> String {
  value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
}

private func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
  guard let numerator, let denominator, denominator > 0 else { return "—" }
  return String(format: "%.2f", numerator / denominator)
}

/// A column of ns per call: its header, its approach, and its line in the legend.
private struct TimeColumn {
  let header: String
  let approach: Approach
  let legend: String
  /// Whether the default table shows it (the others need `--all`).
  let main: Bool
}

/// A column of ratios: numerator ÷ denominator of the same row.
private struct RatioColumn {
  let header: String
  let numerator: Approach
  let denominator: Approach
  let main: Bool
}

private let timeColumns: [TimeColumn] = [
  TimeColumn(
    header: "direct", approach: .direct, legend: "the parent calls its real delegate: no proxy", main: true),
  TimeColumn(
    header: "tbl-dyn", approach: .tableDynamic,
    legend: "table-dynamic: a closure-table proxy as people write it, subscribers looked up by name per call",
    main: true),
  TimeColumn(
    header: "tbl-res", approach: .tableResolved,
    legend: "table-resolved: the same, its lookups resolved ahead",
    main: true),
  TimeColumn(
    header: "tbl-exp", approach: .tableExpert,
    legend: "table-expert: the closure table as an expert writes it, [Any] subscribers", main: true),
  TimeColumn(
    header: "tbl-typ", approach: .tableTyped, legend: "table-typed: the expert's table, typed subscribers",
    main: true),
  TimeColumn(
    header: "libffi", approach: .libffi,
    legend: "libffi: DelegateProxy, [Any] subscribers (RxCocoa's events)",
    main: true),
  TimeColumn(
    header: "mth", approach: .libffiMethods,
    legend: "libffi-methods: libffi, its protocol described by Swift types (structs as themselves)",
    main: false),
  TimeColumn(
    header: "gen", approach: .libffiGeneric,
    legend: "libffi-generic: libffi with its forwarding fast paths off (every forward through ffi_call)",
    main: false),
  TimeColumn(
    header: "send", approach: .send,
    legend: "send: libffi, the parent calling DelegateObject.send (boxed arguments)",
    main: false),
  TimeColumn(
    header: "typed", approach: .typed,
    legend: "typed: DelegateProxy with typed methods and typed subscribers",
    main: true),
  TimeColumn(
    header: "swp", approach: .swiftProtocol,
    legend: "swift-protocol: the generated proxy of a Swift protocol, typed subscribers", main: true),
  TimeColumn(
    header: "swp-any", approach: .swiftProtocolAny, legend: "swift-protocol-any: the same, [Any] subscribers",
    main: false),
  TimeColumn(
    header: "gs-dir", approach: .gnustepDirect,
    legend: "gnustep-direct: the GNUstep peer's parent calling its Objective-C delegate", main: false),
  TimeColumn(
    header: "gnustep", approach: .gnustep,
    legend:
      "gnustep: RxCocoa's forwardInvocation: proxy on GNUstep (when built: Benchmarks/GNUstep/build.sh)",
    main: true),
]

private let ratioColumns: [RatioColumn] = [
  RatioColumn(header: "ffi/dir", numerator: .libffi, denominator: .direct, main: false),
  RatioColumn(header: "ffi/tdyn", numerator: .libffi, denominator: .tableDynamic, main: false),
  RatioColumn(header: "ffi/tres", numerator: .libffi, denominator: .tableResolved, main: false),
  RatioColumn(header: "ffi/texp", numerator: .libffi, denominator: .tableExpert, main: true),
  RatioColumn(header: "typ/ttyp", numerator: .typed, denominator: .tableTyped, main: true),
  RatioColumn(header: "snd/tdyn", numerator: .send, denominator: .tableDynamic, main: false),
  RatioColumn(header: "typ/tres", numerator: .typed, denominator: .tableResolved, main: false),
  RatioColumn(header: "swp/ttyp", numerator: .swiftProtocol, denominator: .tableTyped, main: false),
  RatioColumn(header: "spa/texp", numerator: .swiftProtocolAny, denominator: .tableExpert, main: false),
  RatioColumn(header: "gnu/ffi", numerator: .gnustep, denominator: .libffi, main: false),
]

/// The width of the case column (a label as wide is followed by a cell that starts with a space).
private let labelWidth = 21
/// The width of a column of times (a value, and its allocations: `3190[18]`).
private let timeWidth = 9
/// The width of a column of ratios.
private let ratioWidth = 9

/// The header of a group of rows: its name and its unit.
private func groupHeading(_ group: CaseGroup) -> String {
  switch group {
  case .calls: "calls: ns per call; subscribers read the arguments"
  case .counting: "calls with subscribers that only count: ns per call"
  case .paths:
    "unobserved void call, libffi by each path (forward delegate, target) vs a C function pointer: ns"
  case .scaling: "protocol size and subscriber count: ns per call"
  case .setup: "setup, 10-method protocol: ns per proxy"
  case .floors: "libffi floors, written in C: ns per call"
  case .contention:
    "contention, 2 threads calling one parent while a third subscribes and disposes: ns per call"
  case .threads:
    "threads, each on its own parent: calls/s at "
      + threadCounts.filter { $0 > 1 }.map(String.init).joined(separator: " and ")
      + " threads ÷ calls/s at 1"
  }
}

/// The table: ns per call per approach (median of rounds), allocations per call beside each time,
/// ratios; the main approaches, or all of them with `all`. Then the legend of what is shown.
func printTable(_ rows: [Row], all: Bool, options: Options) {
  let times = timeColumns.filter { all || $0.main }
  let ratios = ratioColumns.filter { all || $0.main }
  let header =
    pad("case", labelWidth, left: true) + times.map { pad($0.header, timeWidth) }.joined()
    + ratios.map { pad($0.header, ratioWidth) }.joined()
  print(header)
  var group: CaseGroup?
  for row in rows {
    if row.benchCase.group != group {
      group = row.benchCase.group
      print(String(repeating: "-", count: header.count))
      print(groupHeading(row.benchCase.group))
    }
    if row.benchCase.group == .threads {
      printThreadsRows(row, times, ratios)
      continue
    }
    var line = pad(row.benchCase.displayName, labelWidth, left: true)
    for column in times {
      guard let result = row.results[column.approach] else {
        line += pad("—", timeWidth)
        continue
      }
      // A set-up takes microseconds: whole ns. The contention case's allocations are the churning
      // thread's, not the callers': none shown.
      var cell =
        row.benchCase.group == .setup
        ? String(format: "%.0f", result.nsPerCall) : nanoseconds(result.nsPerCall)
      if row.benchCase.group != .contention && result.allocsPerCall.isFinite && result.allocsPerCall >= 0.005
      {
        cell += "[\(allocations(result.allocsPerCall))]"
      }
      line += pad(cell, timeWidth)
    }
    for column in ratios {
      line += pad(
        ratio(row.results[column.numerator]?.nsPerCall, row.results[column.denominator]?.nsPerCall),
        ratioWidth)
    }
    print(line)
  }
  print(String(repeating: "-", count: header.count))
  printLegend(times, ratios, rows: rows, options: options)
}

/// A threads case: one row per number of threads above one, each approach's speedup.
private func printThreadsRows(_ row: Row, _ times: [TimeColumn], _ ratios: [RatioColumn]) {
  let counts = threadCounts.filter { $0 > 1 }
  for threads in counts {
    let label = row.benchCase.displayName + (counts.count > 1 ? " ×\(threads)" : "")
    var line = pad(label, labelWidth, left: true)
    for column in times {
      guard let result = row.results[column.approach], let speedup = result.speedups[threads],
        speedup.isFinite
      else {
        line += pad("—", timeWidth)
        continue
      }
      line += pad(String(format: "%.2f×", speedup) + (result.disturbed ? "*" : ""), timeWidth)
    }
    line += String(repeating: " ", count: ratios.count * ratioWidth)
    print(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
  }
}

/// The legend: every column shown, the marks, the case names. Every line fits 120 columns.
private func printLegend(_ times: [TimeColumn], _ ratios: [RatioColumn], rows: [Row], options: Options) {
  let clock = options.wallClock ? "the wall clock" : "the calling thread's CPU time"
  var lines = [
    "Times: ns per call (setup: per proxy), the median of \(options.repeats) rounds, timed with \(clock)",
    "(contention and threads: the wall clock). [n] after a time: n allocations per call (per proxy in setup);",
    "no mark: none. —: not measured.",
  ]
  let width = max(times.map(\.header.count).max() ?? 8, ratios.map(\.header.count).max() ?? 8)
  for column in times {
    lines.append("  " + pad(column.header, width, left: true) + "  " + column.legend)
  }
  if times.count < timeColumns.count {
    // The targets may name them.
    lines += [
      "  only with --all: mth = libffi-methods (libffi, protocol by Swift types),",
      "  gen = libffi-generic (libffi, fast paths off), send (libffi called through DelegateObject.send),",
      "  swp-any = swift-protocol-any ([Any] subscribers), gs-dir = gnustep-direct (the GNUstep peer's direct call).",
    ]
  }
  for column in ratios {
    let name = { (approach: Approach) in
      times.first { $0.approach == approach }?.header ?? approach.rawValue
    }
    lines.append(
      "  " + pad(column.header, width, left: true)
        + "  \(name(column.numerator)) ÷ \(name(column.denominator)) "
        + "(below 1: \(name(column.numerator)) is faster)")
  }
  lines += [
    "Cases: a method shape, then its subscribers: 0+fwd none (the proxy forwards to the real delegate), 1+1 one",
    "  sentMessage and one methodInvoked subscriber, 4+4 four of each. Shapes: void v@; mixed(@dd) v@dd; int64 v@q;",
    "  ret int q@, ret Bool B@, ret object @@; struct16/24/32 a struct of 16, 24 or 32 bytes by value; struct ptr a",
    "  pointer to one. lookup/resolved: the target found by selector or pre-resolved; weak/retained: how the proxy",
    "  holds its forward delegate. Floors: ffi_call calls a C function, entry enters a libffi closure whose handler",
    "  does nothing, entry+call forwards from one with ffi_call; direct there is the C function called directly.",
  ]
  if rows.contains(where: { $0.benchCase.group == .threads }) {
    lines += [
      "  Threads: each approach's calls/s with N threads over its calls/s with one; N × 1.00 is perfect scaling.",
      "  *: in every round a thread waited for a core another process held: the figure measures that load.",
    ]
  }
  for line in lines { print(line) }
}

private func jsonString(_ text: String) -> String {
  var escaped = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    default:
      if scalar.value < 0x20 {
        escaped += String(format: "\\u%04x", scalar.value)
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
  }
  return escaped + "\""
}

private func jsonNumber(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return "null" }
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return String(format: "%.\(decimals)f", value)
}

/// One JSON object per line:
/// `{"case": …, "approach": …, "ns_per_call": …, "allocs_per_call": …, "group": …}` (the group as the
/// table heads it: "calls", "scaling", …; ns per proxy for "setup"). A threads case adds
/// `"speedup": {"2": …}`, calls/s at N threads over calls/s at one by N (and `"disturbed": true` when
/// other processes held the cores in every round of some N); its `ns_per_call` is the wall time per
/// call on one thread.
func printJSON(_ row: Row) {
  for approach in Approach.allCases {
    guard let result = row.results[approach] else { continue }
    var line =
      "{\"case\": \(jsonString(row.benchCase.name)), \"approach\": \(jsonString(approach.rawValue)), "
      + "\"ns_per_call\": \(jsonNumber(result.nsPerCall, decimals: 1)), "
      + "\"allocs_per_call\": \(jsonNumber(result.allocsPerCall, decimals: 3)), "
      + "\"group\": \(jsonString(row.benchCase.group.rawValue))"
    if !result.speedups.isEmpty {
      line +=
        ", \"speedup\": {"
        + result.speedups.sorted { $0.key < $1.key }.map {
          "\"\($0.key)\": \(jsonNumber($0.value, decimals: 3))"
        }
        .joined(separator: ", ") + "}"
    }
    if result.disturbed { line += ", \"disturbed\": true" }
    print(line + "}")
  }
  fflush(nil)
}
