import BenchmarkCases
import Foundation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
var cases = Catalog.all
if let filter = options.filter {
  cases = cases.filter { $0.name.localizedCaseInsensitiveContains(filter) }
}
if options.list {
  for benchCase in cases { print(benchCase.name) }
  exit(0)
}
guard !cases.isEmpty else { fail("no case matches the filter") }
if options.wallClock { timedClock = now }

func note(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

guard Allocations.interposed() else {
  note("proxy-compare: malloc is not interposed: allocation counts would be wrong")
  exit(1)
}

if options.verify {
  let failures = verify(cases)
  guard failures.isEmpty else {
    for failure in failures { note("proxy-compare: not the same work: \(failure)") }
    exit(1)
  }
  note("verified: every approach of every case runs the real delegate, returns and delivers the same")
}

let started = now()
// The GNUstep peer runs first, on its own: its figures join the rows of the same cases.
let gnustep = GNUstepPeer.measure(options: options, note: note) ?? [:]
var rows: [Row] = []
for (index, benchCase) in cases.enumerated() {
  if !options.json {
    note("[\(index + 1)/\(cases.count)] \(benchCase.name)")
  }
  var results =
    benchCase.group == .contention
    ? measureContention(benchCase, options: options) : measure(benchCase, options: options)
  for (approach, nanoseconds) in gnustep[benchCase.name] ?? [:] {
    results[approach] = Result(nsPerCall: nanoseconds, allocsPerCall: .nan, samples: [])
  }
  let row = Row(benchCase: benchCase, results: results)
  rows.append(row)
  if options.json { printJSON(row) }
}
if !options.json {
  printTable(rows)
  print("")
  printTargets(rows)
  print("")
  let clock = options.wallClock ? "the wall clock" : "the calling thread's CPU time (contention: wall clock)"
  print(
    "\(rows.count) cases, \(options.repeats) rounds each (median), timed with \(clock), "
      + String(format: "%.1f s. ", Double(now() - started) / 1e9)
      + "allocs/call: malloc calls counted by the interposer.")
}
