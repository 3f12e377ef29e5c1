// Finds memory that calls on different parents share and write: for each per-call case and
// approach, two fixtures (two parents, two proxies of the same protocol) are made; the reference-
// count writes of N calls through the first are recorded, then those of N calls through the second.
// An object written at least once per call in both recordings is shared state that every core
// calling its own parent would fight over (a cache line bouncing between them), so a call on 16
// threads would not scale as a closure table does.
//
//   swift run -c release --package-path Benchmarks shared-writes [--calls N] [--approach A]…
//
// Exits 1 when a DynamicProxy approach writes shared memory on any row; the closure tables and the
// direct call are reported for reference. Reference counts are what a call writes without saying
// so; the library's explicit atomics are per proxy or per method (their types say so).
import BenchmarkCases
import CRefCounts
import Foundation

/// The approaches whose rows must write nothing shared: every approach of DynamicProxy's.
let checked: Set<Approach> = [
  .libffi, .libffiMethods, .libffiGeneric, .send, .typed, .swiftProtocol, .swiftProtocolAny,
]

var calls = 200
var only: Set<Approach> = []
var traced: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--calls":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
      FileHandle.standardError.write(Data("shared-writes: --calls takes a positive number\n".utf8))
      exit(2)
    }
    calls = value
  case "--approach":
    guard let value = arguments.popFirst().flatMap(Approach.init(rawValue:)) else {
      FileHandle.standardError.write(
        Data(
          ("shared-writes: --approach takes one of "
            + Approach.allCases.map(\.rawValue).joined(separator: ", ") + "\n").utf8))
      exit(2)
    }
    only.insert(value)
  case "--trace":
    traced = arguments.popFirst()
  default:
    FileHandle.standardError.write(
      Data("usage: shared-writes [--calls N] [--approach NAME]… [--trace TYPE]\n".utf8))
    exit(2)
  }
}

/// The objects one recording wrote, with their writes and metadata.
func record(_ fixture: Fixture, calls: Int) -> [UInt: (metadata: UInt, writes: UInt64)] {
  fixture.prepare?(calls)
  CRefCounts_begin()
  fixture.run(calls)
  let count = CRefCounts_end()
  fixture.finish?()
  if CRefCounts_overflowed() {
    FileHandle.standardError.write(Data("shared-writes: the table overflowed; counts are partial\n".utf8))
  }
  var written: [UInt: (metadata: UInt, writes: UInt64)] = [:]
  for index in 0..<count {
    let entry = CRefCounts_entry(index)
    written[UInt(bitPattern: entry.object)] = (UInt(bitPattern: entry.metadata), entry.writes)
  }
  return written
}

/// A readable name for an object's metadata: the class's name, or the kind of heap object.
func typeName(metadata: UInt) -> String {
  guard let pointer = UnsafeRawPointer(bitPattern: metadata) else { return "?" }
  let kind = pointer.load(as: UInt.self)
  switch kind {
  case 0: return _typeName(unsafeBitCast(pointer, to: Any.Type.self), qualified: false)
  case 0x400: return "a heap box (a closure context, an indirect enum case or an existential's value)"
  default: return "a heap object of metadata kind 0x\(String(kind, radix: 16))"
  }
}

var failures = 0
var rows = 0
for benchCase in Catalog.all where benchCase.perCall && benchCase.group == .calls {
  // The kinds of object the expert closure table's row shares: what the benchmark's parent itself
  // passes (a constant argument boxed once, by the optimizer), which a library row may share too
  // without being the library's state.
  var tableKinds: Set<UInt> = []
  var approaches = benchCase.approaches.filter { only.isEmpty || only.contains($0) }
  if let table = approaches.firstIndex(of: .tableExpert) {
    approaches.insert(approaches.remove(at: table), at: 0)
  }
  for approach in approaches {
    let first = benchCase.make(approach, .sink)
    let second = benchCase.make(approach, .sink)
    // Warm-up: lazily made state (trampolines, spare arrays, metadata) exists before the count.
    for fixture in [first, second] {
      fixture.prepare?(100)
      fixture.run(100)
      fixture.finish?()
    }
    let a = record(first, calls: calls)
    // A call's temporaries are freed, and malloc hands the last freed chunk of a size to the next
    // allocation of that size: the second recording's temporaries would reuse the first's
    // addresses and seem shared. Chunks of every small size, held while it runs, move them.
    let held = (0..<8).flatMap { _ in
      stride(from: 16, through: 1024, by: 16).map {
        UnsafeMutableRawPointer.allocate(byteCount: $0, alignment: 16)
      }
    }
    let b = record(second, calls: calls)
    for chunk in held { chunk.deallocate() }
    var shared: [(object: UInt, metadata: UInt, writes: UInt64)] = []
    var statics: [(object: UInt, metadata: UInt, writes: UInt64)] = []
    for (object, entry) in a {
      guard entry.writes >= UInt64(calls), let other = b[object], other.writes >= UInt64(calls) else {
        continue
      }
      let row = (object, entry.metadata, min(entry.writes, other.writes))
      // A statically initialized object is the app's constant (a constant argument's box that
      // the optimizer made once): not state of the library, and not what a real caller passes.
      if CRefCounts_isStatic(UnsafeRawPointer(bitPattern: object)!) {
        statics.append(row)
      } else {
        shared.append(row)
      }
    }
    if let traced, let hit = shared.first(where: { typeName(metadata: $0.metadata).contains(traced) }) {
      CRefCounts_trace(UnsafeRawPointer(bitPattern: hit.metadata), 8)
      _ = record(first, calls: 1)
      CRefCounts_trace(nil, 0)
    }
    if approach == .tableExpert { tableKinds = Set(shared.map(\.metadata)) }
    var callers: [(object: UInt, metadata: UInt, writes: UInt64)] = []
    if approach != .tableExpert {
      callers = shared.filter { tableKinds.contains($0.metadata) }
      shared.removeAll { tableKinds.contains($0.metadata) }
    }
    rows += 1
    let verdict: String
    if shared.isEmpty {
      verdict = "none"
    } else {
      verdict = shared.map {
        "\(typeName(metadata: $0.metadata)) (\(Double($0.writes) / Double(calls)) per call)"
      }
      .sorted().joined(separator: "; ")
      if checked.contains(approach) { failures += 1 }
    }
    let label = "\(benchCase.name) \(approach.rawValue)".padding(toLength: 44, withPad: " ", startingAt: 0)
    let constants =
      statics.count + callers.count == 0
      ? ""
      : " (and \(statics.count + callers.count) of the benchmark parent's own, as the closure table's row)"
    print("\(label) shared writes: \(verdict)\(constants)")
    withExtendedLifetime((first, second)) {}
  }
}
print(
  "\(rows) rows; \(failures) of the checked approaches' (\(checked.map(\.rawValue).sorted().joined(separator: ", "))) "
    + "with shared writes")
exit(failures == 0 ? 0 : 1)
