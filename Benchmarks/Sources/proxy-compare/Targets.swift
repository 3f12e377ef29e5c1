import BenchmarkCases
import Foundation

/// One target: a bound on a value (a ratio of two approaches' times, a time, a count) that every
/// row it covers must meet. It is met when its worst row meets it, and it is judged on the value as
/// printed (rounded to `decimals`), so that a line never reads as its own contradiction.
struct Target {
  /// What is bounded, with the bound: `libffi observed ≤ 1.00× table-dynamic`.
  let description: String
  /// The bound.
  let bound: Double
  /// Whether the value must be at most the bound (or at least).
  let atMost: Bool
  /// The decimals the value is printed and judged with.
  let decimals: Int
  /// What follows the value: `×`, ` ns`, ….
  let unit: String
  /// The value of every row the target covers, with the row's name.
  let rows: [(row: String, value: Double)]
  /// Rows left out of the judgement because the machine disturbed them (threads: other processes
  /// preempted every round).
  var unjudged = 0

  /// `value` as printed.
  func rounded(_ value: Double) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }

  /// The row that decides: the largest value for an upper bound, the smallest for a lower one.
  var worst: (row: String, value: Double)? {
    rows.filter { $0.value.isFinite }.max { first, second in
      atMost ? rounded(first.value) < rounded(second.value) : rounded(first.value) > rounded(second.value)
    }
  }

  /// Whether the worst row meets the bound (nil when no row was measured).
  var met: Bool? {
    guard let worst else { return nil }
    return atMost ? rounded(worst.value) <= bound : rounded(worst.value) >= bound
  }

  /// The worst value as printed.
  var worstText: String {
    guard let worst else { return "—" }
    return String(format: "%.\(decimals)f", rounded(worst.value)) + unit
  }
}

/// The project's targets, evaluated on the rows of this run.
func targets(_ rows: [Row]) -> [Target] {
  let byName = Dictionary(
    rows.map { ($0.benchCase.name, $0.results) }, uniquingKeysWith: { first, _ in first })
  func time(_ name: String, _ approach: Approach) -> Double? { byName[name]?[approach]?.nsPerCall }
  func allocs(_ name: String, _ approach: Approach) -> Double? { byName[name]?[approach]?.allocsPerCall }

  let shapes = Shape.allCases.map(\.label)
  let observed = shapes.flatMap { ["\($0) 1+1", "\($0) 4+4"] }
  let unobserved = shapes.map { "\($0) 0+fwd" }
  let sendRows = shapes.flatMap { ["\($0) 0+fwd", "\($0) 1+1"] }
  let counting = shapes.map { "\($0) 1+1 counting" }

  /// `approach ÷ baseline` on each of `names`; each row named by its case (or `rowName`), and by its
  /// approach when there are several.
  func ratios(
    _ names: [String], _ approaches: [Approach], _ baseline: (String) -> Double?, rowName: String?
  ) -> [(row: String, value: Double)] {
    names.flatMap { name in
      approaches.compactMap { approach -> (row: String, value: Double)? in
        guard let value = time(name, approach), let base = baseline(name), base > 0 else { return nil }
        let row = rowName ?? name
        return (approaches.count > 1 ? "\(approach.rawValue), \(row)" : row, value / base)
      }
    }
  }
  func against(_ baseline: Approach) -> (String) -> Double? { { time($0, baseline) } }
  func bestTable(_ name: String) -> Double? {
    [time(name, .tableDynamic), time(name, .tableResolved), time(name, .tableExpert)].compactMap { $0 }.min()
  }
  func ratio(
    _ description: String, _ bound: Double, _ names: [String], _ approaches: [Approach],
    _ baseline: @escaping (String) -> Double?, atMost: Bool = true, decimals: Int = 2, rowName: String? = nil
  ) -> Target {
    Target(
      description: description, bound: bound, atMost: atMost, decimals: decimals, unit: "×",
      rows: ratios(names, approaches, baseline, rowName: rowName))
  }

  var list: [Target] = [
    ratio("libffi observed ≤ 1.00× table-dynamic", 1.0, observed, [.libffi], against(.tableDynamic)),
    ratio("libffi observed ≤ 1.25× table-resolved", 1.25, observed, [.libffi], against(.tableResolved)),
    ratio(
      "libffi, libffi-methods 1+1 counting ≤ 2.00× table-expert", 2.0, counting, [.libffi, .libffiMethods],
      against(.tableExpert)),
    // Three bounds of 1.00× table-resolved in one line: libffi unobserved, typed observed and unobserved.
    Target(
      description: "typed (all), libffi unobserved ≤ 1.00× table-resolved", bound: 1.0, atMost: true,
      decimals: 2,
      unit: "×",
      rows: ratios(unobserved, [.libffi, .typed], against(.tableResolved), rowName: nil)
        + ratios(observed, [.typed], against(.tableResolved), rowName: nil).map {
          ("typed, \($0.row)", $0.value)
        }),
    ratio("typed 1+1 counting ≤ 1.25× table-typed", 1.25, counting, [.typed], against(.tableTyped)),
    ratio(
      "libffi and typed unobserved ≤ 1.10× table-expert", 1.1, unobserved, [.libffi, .typed],
      against(.tableExpert)),
    ratio("send (0+fwd, 1+1) ≤ 2.00× table-dynamic", 2.0, sendRows, [.send], against(.tableDynamic)),
    ratio("send (0+fwd, 1+1) ≤ 2.50× table-expert", 2.5, sendRows, [.send], against(.tableExpert)),
    ratio("swift-protocol unobserved ≤ 1.05× the best table", 1.05, unobserved, [.swiftProtocol], bestTable),
    ratio(
      "swift-protocol observed ≤ 1.10× table-typed", 1.1, observed, [.swiftProtocol], against(.tableTyped)),
    ratio(
      "swift-protocol-any observed ≤ 1.25× the best table", 1.25, observed, [.swiftProtocolAny], bestTable),
    Target(
      description: "observed: 0 allocations (libffi, typed, swift-protocol)", bound: 0, atMost: true,
      decimals: 2, unit: " allocs",
      rows: observed.flatMap { name in
        [Approach.libffi, .typed, .swiftProtocol].compactMap { approach in
          allocs(name, approach).map { ("\(approach.rawValue), \(name)", $0) }
        }
      }),
    ratio(
      "GNUstep peer (0+fwd, 1+1) ≥ 10× libffi's time", 10, sendRows, [.gnustep], against(.libffi),
      atMost: false,
      decimals: 1),
  ]

  var perSubscriber: [(row: String, value: Double)] = []
  if let one = time("void 0+1 subscribers", .libffi), let hundred = time("void 0+100 subscribers", .libffi) {
    perSubscriber.append(("void 0+1 → 0+100 subscribers", (hundred - one) / 99))
  }
  list.append(
    Target(
      description: "libffi: each extra subscriber ≤ 10 ns", bound: 10, atMost: true, decimals: 2, unit: " ns",
      rows: perSubscriber))

  list.append(
    ratio(
      "libffi, 100-method protocol ≤ 1.15× 1-method", 1.15, ["0+fwd", "1+1"].map { "protocol of 100 \($0)" },
      [.libffi], { time($0.replacingOccurrences(of: "of 100", with: "of 1"), .libffi) }))

  let setup = "setup: create proxy + subscribe (10 methods)"
  let setupTime = time(setup, .libffi).map { [(row: "libffi", value: $0 / 1_000)] } ?? []
  list.append(
    Target(
      description: "setup (create + subscribe) ≤ 3.00 µs", bound: 3, atMost: true, decimals: 2,
      unit: " µs", rows: setupTime))
  list.append(
    ratio(
      "setup (create + subscribe) ≤ 5.0× table-dynamic", 5, [setup], [.libffi], against(.tableDynamic),
      decimals: 1, rowName: "libffi"))
  list.append(
    Target(
      description: "setup (create + subscribe) ≤ 20 allocations", bound: 20, atMost: true, decimals: 0,
      unit: " allocs", rows: allocs(setup, .libffi).map { [(row: "libffi", value: $0)] } ?? []
    ))
  list.append(
    ratio(
      "contention (2 callers + churn) ≤ 1.00× table-dynamic", 1.0,
      ["contention: 2 callers + subscribe/dispose"],
      [.libffi], against(.tableDynamic), rowName: "libffi"))

  var twoThreads: [(row: String, value: Double)] = []
  var disturbed = 0
  for row in rows where row.benchCase.group == .threads {
    for approach in row.benchCase.approaches {
      guard let result = row.results[approach], let speedup = result.speedups[2] else { continue }
      if result.disturbed {
        disturbed += 1
      } else {
        twoThreads.append(("\(approach.rawValue), \(row.benchCase.displayName)", speedup))
      }
    }
  }
  list.append(
    Target(
      description: "2 threads ≥ 1.60× the calls/s of 1, every approach", bound: 1.6, atMost: false,
      decimals: 2,
      unit: "×", rows: twoThreads, unjudged: disturbed))
  return list.filter { $0.met != nil || $0.unjudged > 0 }
}

/// The widest line the report prints (outside `--all`'s table).
let reportWidth = 120

/// The run's verdict, the report's first lines: how many targets were met and missed, then each
/// missed one with its worst value and row, in lines of at most `reportWidth` columns.
func verdictLines(_ targets: [Target]) -> [String] {
  let missed = targets.filter { $0.met == false }
  let met = targets.filter { $0.met == true }.count
  let unjudged = targets.count - met - missed.count
  guard !targets.isEmpty else { return ["Verdict: no target covers the cases of this run."] }
  var text =
    missed.isEmpty
    ? "Verdict: every target judged is met (\(met) of \(targets.count))"
    : "Verdict: \(missed.count) of \(targets.count) targets missed, \(met) met"
  if unjudged > 0 { text += ", \(unjudged) not judged (other processes held the cores)" }
  text +=
    missed.isEmpty ? "; each on its worst row, listed under the table." : "; missed, on their worst rows:"
  var lines = wrapped(text, first: "", indent: "  ")
  for target in missed {
    lines += wrapped(
      "\(target.description): \(target.worstText)" + (target.worst.map { " (\($0.row))" } ?? ""),
      first: "  ", indent: "    ")
  }
  return lines
}

/// `text` cut at spaces into lines of at most `reportWidth` columns (a longer word stands alone),
/// the first line after `first`, the others after `indent`.
func wrapped(_ text: String, first: String, indent: String) -> [String] {
  var lines: [String] = []
  var line = first
  var empty = true  // whether `line` has no word yet
  for word in text.split(separator: " ") {
    if !empty && line.count + 1 + word.count > reportWidth {
      lines.append(line)
      line = indent
      empty = true
    }
    line += (empty ? "" : " ") + word
    empty = false
  }
  if !empty { lines.append(line) }
  return lines
}

/// Prints the targets of this run: each one once, its worst row, met or missed; a line that would
/// be wider than `reportWidth` has its row on the next line. Returns how many were missed.
@discardableResult
func printTargets(_ targets: [Target], to output: (String) -> Void = { print($0) }) -> Int {
  let missed = targets.filter { $0.met == false }.count
  let met = targets.filter { $0.met == true }.count
  let unjudged = targets.count - met - missed
  output(
    "Targets (observed: the 1+1 and 4+4 rows, unobserved: 0+fwd), each judged on its worst row: \(met) met, "
      + "\(missed) missed" + (unjudged > 0 ? ", \(unjudged) not judged" : ""))
  let width = targets.map(\.description.count).max() ?? 40
  for target in targets {
    let verdict = target.met.map { $0 ? "met   " : "MISSED" } ?? "—     "
    var line =
      "  " + verdict + "  " + pad(target.description, width) + "  " + pad(target.worstText, 11, right: true)
    if let worst = target.worst {
      // When every row has the worst value (no allocation anywhere), no row is worse than another.
      let same =
        target.rows.count > 1
        && target.rows.allSatisfy { target.rounded($0.value) == target.rounded(worst.value) }
      let row = same ? "every row" : worst.row
      if line.count + 2 + row.count <= reportWidth {
        line += "  " + row
      } else {
        output(line)
        line = String(repeating: " ", count: 10) + "worst row: " + row
      }
    }
    output(line)
    if target.unjudged > 0 {
      output(
        String(repeating: " ", count: 10)
          + "\(target.unjudged) of \(target.unjudged + target.rows.count) rows "
          + "not judged: other processes held the cores (* in the table)")
    }
  }
  return missed
}

private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let count = text.count
  guard count < width else { return text }
  let padding = String(repeating: " ", count: width - count)
  return right ? padding + text : text + padding
}
