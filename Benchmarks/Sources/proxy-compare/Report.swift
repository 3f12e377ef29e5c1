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

private func allocations(_ value: Double?) -> String {
  guard let value else { return "—" }
  return value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
}

private func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
  guard let numerator, let denominator, denominator > 0 else { return "—" }
  return String(format: "%.2f", numerator / denominator)
}

/// The table: ns/call per approach (median of repeats), allocations per call, and the ratios.
func printTable(_ rows: [Row]) {
  let nameWidth = max(44, rows.map { $0.benchCase.name.count }.max() ?? 0)
  let header =
    pad("case", nameWidth, left: true) + pad("direct", 9) + pad("tbl-dyn", 9) + pad("tbl-res", 9)
    + pad("libffi", 9) + "   " + pad("allocs/call d/td/tr/ffi", 23, left: true) + pad("ffi/dir", 8)
    + pad("ffi/tdyn", 9) + pad("ffi/tres", 9)
  print(header)
  var group: CaseGroup?
  for row in rows {
    if row.benchCase.group != group {
      group = row.benchCase.group
      let unit = row.benchCase.perCall ? "ns per call" : "ns per proxy"
      print(String(repeating: "-", count: header.count))
      print("\(row.benchCase.group.rawValue) (\(unit))")
    }
    let value = { (approach: Approach) in row.results[approach]?.nsPerCall }
    let allocs = Approach.allCases.map { allocations(row.results[$0]?.allocsPerCall) }.joined(separator: "/")
    print(
      pad(row.benchCase.name, nameWidth, left: true) + pad(nanoseconds(value(.direct)), 9)
        + pad(nanoseconds(value(.tableDynamic)), 9) + pad(nanoseconds(value(.tableResolved)), 9)
        + pad(nanoseconds(value(.libffi)), 9) + "   " + pad(allocs, 23, left: true)
        + pad(ratio(value(.libffi), value(.direct)), 8)
        + pad(ratio(value(.libffi), value(.tableDynamic)), 9)
        + pad(ratio(value(.libffi), value(.tableResolved)), 9))
  }
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

/// One JSON object per line: `{"case": …, "approach": …, "ns_per_call": …, "allocs_per_call": …}`.
func printJSON(_ row: Row) {
  for approach in Approach.allCases {
    guard let result = row.results[approach] else { continue }
    print(
      "{\"case\": \(jsonString(row.benchCase.name)), \"approach\": \(jsonString(approach.rawValue)), "
        + "\"ns_per_call\": \(jsonNumber(result.nsPerCall, decimals: 1)), "
        + "\"allocs_per_call\": \(jsonNumber(result.allocsPerCall, decimals: 3))}")
  }
  fflush(nil)
}

/// The targets, evaluated on this run.
func printTargets(_ rows: [Row]) {
  let byName = Dictionary(
    rows.map { ($0.benchCase.name, $0.results) }, uniquingKeysWith: { first, _ in first })
  func value(_ name: String, _ approach: Approach) -> Double? { byName[name]?[approach]?.nsPerCall }
  func allocs(_ name: String, _ approach: Approach) -> Double? { byName[name]?[approach]?.allocsPerCall }
  var lines: [String] = []
  func check(_ ok: Bool?, _ text: String) {
    let verdict = ok.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
    lines.append("  \(verdict) \(text)")
  }

  for path in ["weak+lookup", "weak+resolved", "retained+lookup", "retained+resolved"] {
    let name = "void 0+fwd \(path) vs fn ptr"
    if let libffi = value(name, .libffi), let direct = value(name, .direct) {
      let ratio = libffi / direct
      check(
        ratio <= 1.5 && allocs(name, .libffi) == 0,
        String(
          format: "unobserved, %@: %.1f ns vs %.1f ns fn-ptr call = %.2f× (≤ 1.5×), %@ allocs (0)", path,
          libffi,
          direct, ratio, allocations(allocs(name, .libffi))))
    }
  }
  for shape in [Shape.void, .mixed, .int64, .returnsInt, .returnsBool, .returnsObject] {
    let name = "\(shape.label) 1+1"
    guard let libffi = value(name, .libffi), let dynamic = value(name, .tableDynamic),
      let resolved = value(name, .tableResolved)
    else { continue }
    let allocated = allocs(name, .libffi) ?? .infinity
    check(
      libffi <= dynamic && libffi <= 1.5 * resolved && allocated <= 1,
      String(
        format: "observed 1+1 %@: %.2f× table-dynamic (≤ 1.0), %.2f× table-resolved (≤ 1.5), %@ allocs (≤ 1)",
        shape.label, libffi / dynamic, libffi / resolved, allocations(allocated)))
  }
  if let one = value("void 0+1 subscribers", .libffi), let hundred = value("void 0+100 subscribers", .libffi)
  {
    let slope = (hundred - one) / 99
    check(slope <= 5, String(format: "each extra subscriber: %.2f ns (≤ 5 ns; 1 → 100 subscribers)", slope))
  }
  for configuration in ["0+fwd", "1+1"] {
    if let one = value("protocol of 1 \(configuration)", .libffi),
      let hundred = value("protocol of 100 \(configuration)", .libffi)
    {
      check(
        hundred <= one * 1.15 + 2,
        String(
          format: "flat per-call cost, %@: %.1f ns (1 method) → %.1f ns (100 methods), %.2f×", configuration,
          one,
          hundred, hundred / one))
    }
  }
  if let setup = value("setup: create proxy + subscribe (10 methods)", .libffi) {
    check(
      setup <= 10_000, String(format: "proxy creation + first subscription: %.2f µs (≤ 10 µs)", setup / 1_000)
    )
  }
  print("Targets (issue 4), from this run:")
  for line in lines { print(line) }
}
