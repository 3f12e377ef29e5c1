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
  guard let value, !value.isNaN else { return "—" }
  return value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
}

private func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
  guard let numerator, let denominator, denominator > 0 else { return "—" }
  return String(format: "%.2f", numerator / denominator)
}

/// The table: ns/call per approach (median of repeats), allocations per call, and the ratios.
///
/// `gen` is the libffi proxy with its forwarding fast paths off (every forward through `ffi_call`),
/// `send` the libffi proxy called through `DelegateObject.send`, `typed` the libffi proxy with
/// typed methods (typed call, typed delegate, typed subscribers); `swp` and `swp-any` the generated
/// proxy of the Swift protocol (swift-protocol: typed subscribers; swift-protocol-any: `[Any]`
/// subscribers); `tbl-exp` and `tbl-typ` the closure tables as an expert writes them (`[Any]` and
/// typed subscribers: table-expert, table-typed); `gs-dir` and `gnustep` are the GNUstep peer's
/// direct call and its RxCocoa-style `forwardInvocation:` proxy, `gnu/ffi` how many times the libffi
/// proxy is faster than that one.
func printTable(_ rows: [Row]) {
  let nameWidth = max(44, rows.map { $0.benchCase.name.count }.max() ?? 0)
  let header =
    pad("case", nameWidth, left: true) + pad("direct", 9) + pad("tbl-dyn", 9) + pad("tbl-res", 9)
    + pad("tbl-exp", 9) + pad("tbl-typ", 9) + pad("libffi", 9) + pad("gen", 9) + pad("send", 9)
    + pad("typed", 9) + pad("swp", 9)
    + pad("swp-any", 9) + pad("gs-dir", 9) + pad("gnustep", 9) + "   "
    + pad("allocs/call d/td/tr/te/tt/ffi/typ/swp/spa", 41, left: true) + pad("ffi/dir", 8)
    + pad("ffi/tdyn", 9) + pad("ffi/tres", 9) + pad("snd/tdyn", 9) + pad("typ/tres", 9) + pad("swp/tres", 9)
    + pad("spa/tres", 9) + pad("ffi/texp", 9) + pad("typ/ttyp", 9) + pad("swp/ttyp", 9) + pad("spa/texp", 9)
    + pad("gnu/ffi", 9)
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
    let allocs =
      ([.direct, .tableDynamic, .tableResolved, .tableExpert, .tableTyped, .libffi] as [Approach]
      + [.typed, .swiftProtocol, .swiftProtocolAny])
      .map { allocations(row.results[$0]?.allocsPerCall) }.joined(separator: "/")
    print(
      pad(row.benchCase.name, nameWidth, left: true) + pad(nanoseconds(value(.direct)), 9)
        + pad(nanoseconds(value(.tableDynamic)), 9) + pad(nanoseconds(value(.tableResolved)), 9)
        + pad(nanoseconds(value(.tableExpert)), 9) + pad(nanoseconds(value(.tableTyped)), 9)
        + pad(nanoseconds(value(.libffi)), 9) + pad(nanoseconds(value(.libffiGeneric)), 9)
        + pad(nanoseconds(value(.send)), 9) + pad(nanoseconds(value(.typed)), 9)
        + pad(nanoseconds(value(.swiftProtocol)), 9) + pad(nanoseconds(value(.swiftProtocolAny)), 9)
        + pad(nanoseconds(value(.gnustepDirect)), 9) + pad(nanoseconds(value(.gnustep)), 9) + "   "
        + pad(allocs, 41, left: true)
        + pad(ratio(value(.libffi), value(.direct)), 8)
        + pad(ratio(value(.libffi), value(.tableDynamic)), 9)
        + pad(ratio(value(.libffi), value(.tableResolved)), 9)
        + pad(ratio(value(.send), value(.tableDynamic)), 9)
        + pad(ratio(value(.typed), value(.tableResolved)), 9)
        + pad(ratio(value(.swiftProtocol), value(.tableResolved)), 9)
        + pad(ratio(value(.swiftProtocolAny), value(.tableResolved)), 9)
        + pad(ratio(value(.libffi), value(.tableExpert)), 9)
        + pad(ratio(value(.typed), value(.tableTyped)), 9)
        + pad(ratio(value(.swiftProtocol), value(.tableTyped)), 9)
        + pad(ratio(value(.swiftProtocolAny), value(.tableExpert)), 9)
        + pad(ratio(value(.gnustep), value(.libffi)), 9))
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

/// The targets of the fast-path, typed-methods, Swift-protocol (30) and expert-baseline (31) issues,
/// evaluated on this run (instruction targets are checked with `Scripts/callgrind.sh`, not here).
func printTargets(_ rows: [Row]) {
  let byName = Dictionary(
    rows.map { ($0.benchCase.name, $0.results) }, uniquingKeysWith: { first, _ in first })
  func value(_ name: String, _ approach: Approach) -> Double? { byName[name]?[approach]?.nsPerCall }
  func allocs(_ name: String, _ approach: Approach) -> Double? { byName[name]?[approach]?.allocsPerCall }
  var lines: [String] = []
  func check(_ ok: Bool, _ text: String) {
    lines.append("  \(ok ? "met   " : "MISSED") \(text)")
  }

  for shape in Shape.allCases {
    for configuration in ["1+1", "4+4"] {
      let name = "\(shape.label) \(configuration)"
      guard let libffi = value(name, .libffi), let dynamic = value(name, .tableDynamic),
        let resolved = value(name, .tableResolved)
      else { continue }
      let allocated = allocs(name, .libffi) ?? .infinity
      let tableAllocated = allocs(name, .tableDynamic) ?? 0
      check(
        libffi <= dynamic && libffi <= 1.25 * resolved && allocated <= tableAllocated,
        String(
          format: "observed %@: %.2f× table-dynamic (≤ 1.0), %.2f× table-resolved (≤ 1.25), %@ allocs (≤ %@)",
          name, libffi / dynamic, libffi / resolved, allocations(allocated), allocations(tableAllocated)))
    }
    for configuration in ["1+1", "4+4"] {
      let name = "\(shape.label) \(configuration)"
      guard let typed = value(name, .typed), let resolved = value(name, .tableResolved) else { continue }
      let allocated = allocs(name, .typed) ?? .infinity
      check(
        typed <= resolved && allocated == 0,
        String(
          format: "typed observed %@: %.2f× table-resolved (≤ 1.0), %@ allocs (0)", name, typed / resolved,
          allocations(allocated)))
    }
    let unobserved = "\(shape.label) 0+fwd"
    checkSwiftProtocol(shape, value: value, allocs: allocs, check: check)
    checkExpertTables(shape, value: value, allocs: allocs, check: check)
    if let typed = value(unobserved, .typed), let resolved = value(unobserved, .tableResolved) {
      check(
        typed <= resolved,
        String(format: "typed unobserved %@: %.2f× table-resolved (≤ 1.0)", unobserved, typed / resolved))
    }
    if let libffi = value(unobserved, .libffi), let resolved = value(unobserved, .tableResolved) {
      check(
        libffi <= resolved,
        String(format: "unobserved %@: %.2f× table-resolved (≤ 1.0)", unobserved, libffi / resolved))
    }
    for configuration in ["0+fwd", "1+1"] {
      let name = "\(shape.label) \(configuration)"
      if let gnustep = value(name, .gnustep), let libffi = value(name, .libffi) {
        check(
          gnustep >= 10 * libffi,
          String(format: "GNUstep peer %@: libffi %.1f× faster (≥ 10×)", name, gnustep / libffi))
      }
      if let send = value(name, .send), let dynamic = value(name, .tableDynamic) {
        check(
          send <= 2 * dynamic, String(format: "send %@: %.2f× table-dynamic (≤ 2.0)", name, send / dynamic))
      }
    }
  }
  if let one = value("void 0+1 subscribers", .libffi), let hundred = value("void 0+100 subscribers", .libffi)
  {
    let slope = (hundred - one) / 99
    check(slope <= 10, String(format: "each extra subscriber: %.2f ns (≤ 10 ns; 1 → 100 subscribers)", slope))
  }
  for configuration in ["0+fwd", "1+1"] {
    if let one = value("protocol of 1 \(configuration)", .libffi),
      let hundred = value("protocol of 100 \(configuration)", .libffi)
    {
      check(
        hundred <= one * 1.15 + 2,
        String(
          format: "flat per-call cost, %@: %.1f ns (1 method) → %.1f ns (100 methods), %.2f×", configuration,
          one, hundred, hundred / one))
    }
  }
  let setupName = "setup: create proxy + subscribe (10 methods)"
  if let setup = value(setupName, .libffi), let dynamic = value(setupName, .tableDynamic) {
    let allocated = allocs(setupName, .libffi) ?? .infinity
    check(
      setup <= 3_000 && setup <= 5 * dynamic && allocated <= 20,
      String(
        format:
          "proxy creation + first subscription: %.2f µs (≤ 3 µs), %.1f× table-dynamic (≤ 5), %@ allocs (≤ 20)",
        setup / 1_000, setup / dynamic, allocations(allocated)))
  }
  let contention = "contention: 2 callers + subscribe/dispose"
  if let libffi = value(contention, .libffi), let dynamic = value(contention, .tableDynamic) {
    check(
      libffi <= dynamic, String(format: "contention: %.2f× table-dynamic (≤ 1.0)", libffi / dynamic))
  }
  print("Targets (the fast-path, typed-methods, Swift-protocol and expert-baseline issues), from this run:")
  for line in lines { print(line) }
}

/// Issue 30's targets for the generated proxy of a Swift protocol, against the closure tables of the
/// same run: unobserved ≤ 1.05× the best table; observed with typed subscribers ≤ 1.1× the typed
/// closure table as an expert writes it (table-typed) and no allocation; observed with `[Any]`
/// subscribers ≤ 1.25× the best `[Any]` table (table-expert, as a rule).
private func checkSwiftProtocol(
  _ shape: Shape, value: (String, Approach) -> Double?, allocs: (String, Approach) -> Double?,
  check: (Bool, String) -> Void
) {
  func bestTable(_ name: String) -> Double? {
    let tables = [value(name, .tableDynamic), value(name, .tableResolved), value(name, .tableExpert)]
      .compactMap { $0 }
    return tables.min()
  }
  let unobserved = "\(shape.label) 0+fwd"
  if let proxy = value(unobserved, .swiftProtocol), let table = bestTable(unobserved) {
    check(
      proxy <= 1.05 * table,
      String(format: "swift-protocol unobserved %@: %.2f× the best table (≤ 1.05)", unobserved, proxy / table)
    )
  }
  for configuration in ["1+1", "4+4"] {
    let name = "\(shape.label) \(configuration)"
    if let proxy = value(name, .swiftProtocol), let typedTable = value(name, .tableTyped) {
      let allocated = allocs(name, .swiftProtocol) ?? .infinity
      check(
        proxy <= 1.1 * typedTable && allocated == 0,
        String(
          format: "swift-protocol typed observed %@: %.2f× table-typed (≤ 1.1), %@ allocs (0)", name,
          proxy / typedTable, allocations(allocated)))
    }
    if let proxy = value(name, .swiftProtocolAny), let table = bestTable(name) {
      check(
        proxy <= 1.25 * table,
        String(format: "swift-protocol [Any] observed %@: %.2f× the best table (≤ 1.25)", name, proxy / table)
      )
    }
  }
}

/// Issue 31's targets, against the closure tables as an expert writes them (table-expert: `[Any]`
/// subscribers; table-typed: typed subscribers) in the same run: the libffi proxy observed ≤ 1.5×
/// table-expert, typed observed ≤ 1.1× table-typed, both with no allocation per call; libffi and
/// typed unobserved ≤ 1.05× table-expert; `send` ≤ 2.5× table-expert.
private func checkExpertTables(
  _ shape: Shape, value: (String, Approach) -> Double?, allocs: (String, Approach) -> Double?,
  check: (Bool, String) -> Void
) {
  for configuration in ["1+1", "4+4"] {
    let name = "\(shape.label) \(configuration)"
    if let libffi = value(name, .libffi), let expert = value(name, .tableExpert) {
      let allocated = allocs(name, .libffi) ?? .infinity
      check(
        libffi <= 1.5 * expert && allocated == 0,
        String(
          format: "31: libffi [Any] observed %@: %.2f× table-expert (≤ 1.5), %@ allocs (0)", name,
          libffi / expert, allocations(allocated)))
    }
    if let typed = value(name, .typed), let table = value(name, .tableTyped) {
      let allocated = allocs(name, .typed) ?? .infinity
      check(
        typed <= 1.1 * table && allocated == 0,
        String(
          format: "31: typed observed %@: %.2f× table-typed (≤ 1.1), %@ allocs (0)", name, typed / table,
          allocations(allocated)))
    }
  }
  let unobserved = "\(shape.label) 0+fwd"
  for approach in [Approach.libffi, .typed] {
    if let proxy = value(unobserved, approach), let expert = value(unobserved, .tableExpert) {
      check(
        proxy <= 1.05 * expert,
        String(
          format: "31: %@ unobserved %@: %.2f× table-expert (≤ 1.05)", approach.rawValue, unobserved,
          proxy / expert))
    }
  }
  for configuration in ["0+fwd", "1+1"] {
    let name = "\(shape.label) \(configuration)"
    if let send = value(name, .send), let expert = value(name, .tableExpert) {
      check(
        send <= 2.5 * expert, String(format: "31: send %@: %.2f× table-expert (≤ 2.5)", name, send / expert))
    }
  }
}
