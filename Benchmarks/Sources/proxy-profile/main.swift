// Runs one approach of one case for a given number of calls, and nothing else: the binary that
// `Scripts/callgrind.sh` counts instructions of (and that `perf record` can sample). It does not link
// the malloc interposer, so allocation-heavy paths are counted without its bookkeeping.
//
//   proxy-profile "<case name>" <approach: direct, table-dynamic, table-resolved, table-expert,
//                                table-typed, libffi, libffi-methods, libffi-generic, send, typed,
//                                swift-protocol, swift-protocol-any> <calls>
import BenchmarkCases
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let approach = Approach(rawValue: arguments[2]), let calls = Int(arguments[3])
else {
  FileHandle.standardError.write(
    Data(
      ("usage: proxy-profile \"<case name>\" <approach> <calls>\n  approaches: "
        + Approach.allCases.map(\.rawValue).joined(separator: ", ") + "\n").utf8))
  exit(2)
}
guard let benchCase = Catalog.all.first(where: { $0.name == arguments[1] }),
  benchCase.approaches.contains(approach)
else {
  FileHandle.standardError.write(
    Data("proxy-profile: no case \"\(arguments[1])\" with \(approach.rawValue)\n".utf8))
  exit(2)
}
let fixture = benchCase.timedFixture(approach)
// Warm-up: lazily made state (trampolines, metadata) is made before the counted calls.
fixture.prepare?(100)
fixture.run(100)
fixture.finish?()
fixture.prepare?(calls)
fixture.run(calls)
fixture.finish?()
