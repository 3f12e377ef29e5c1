// package-benchmark suite: every case and approach of the comparison (but the C floors and the
// contention case), measured with wall clock, throughput and malloc counts. Only `mallocCountTotal`
// has committed thresholds (Thresholds/), checked by `.ci/benchmarks.sh`: allocation counts are
// deterministic per call, so a failed check is a real change, never timing noise. Times are for
// looking at (`swift package --package-path Benchmarks benchmark`); the side-by-side comparison is
// the `proxy-compare` runner.
import Benchmark
import BenchmarkCases

/// Calls (or set-up cycles) per benchmark iteration: the malloc count of an iteration is this many
/// times the allocations per call.
private let callsPerIteration = 1_000
private let cyclesPerIteration = 100

/// A regression of one allocation per call moves an iteration's count by 1 000 (100 for a set-up
/// case, one per cycle); a tolerance of 20 absorbs a stray allocation by the runtime (metadata made
/// lazily) and nothing a change of the proxy's code could cause.
private let allocationTolerance = 20

/// The cases with thresholds: the floors are libffi alone, the contention case is scheduling.
private let checkedGroups: Set<CaseGroup> = [.calls, .paths, .scaling, .setup]

/// A fixture made in the benchmark's setup and dropped in its teardown.
private final class FixtureBox: @unchecked Sendable {  // setup, runs and teardown on one thread
  var fixture: Fixture?
}

/// The benchmark's name: the case and the approach, in characters any file system keeps, and
/// without spaces: package-benchmark 1.38.1 writes a threshold file with spaces turned into `_` but
/// looks it up by the name as it is, so a name with a space never finds its thresholds.
private func benchmarkName(_ benchCase: BenchCase, _ approach: Approach) -> String {
  let name = benchCase.name
    .replacingOccurrences(of: ":", with: "")
    .replacingOccurrences(of: ",", with: "")
    .replacingOccurrences(of: "(", with: "")
    .replacingOccurrences(of: ")", with: "")
    .replacingOccurrences(of: "@", with: "")
    .replacingOccurrences(of: " ", with: "_")
  return "\(name)_[\(approach.rawValue)]"
}

let benchmarks: @Sendable () -> Void = {
  for benchCase in Catalog.all where checkedGroups.contains(benchCase.group) {
    for approach in benchCase.approaches {
      let box = FixtureBox()
      let perCall = benchCase.perCall
      let count = perCall ? callsPerIteration : cyclesPerIteration
      Benchmark(
        benchmarkName(benchCase, approach),
        configuration: .init(
          metrics: [.wallClock, .throughput, .mallocCountTotal],
          warmupIterations: 2,
          scalingFactor: perCall ? .kilo : .one,
          maxDuration: .milliseconds(150),
          maxIterations: 10,
          thresholds: [
            .mallocCountTotal: .init(relative: [:], absolute: [.p90: allocationTolerance])
          ]
        )
      ) { benchmark in
        guard let fixture = box.fixture else { return }
        fixture.prepare?(count)
        benchmark.startMeasurement()
        fixture.run(count)
        benchmark.stopMeasurement()
        fixture.finish?()
      } setup: {
        box.fixture = benchCase.timedFixture(approach)
      } teardown: {
        box.fixture = nil
      }
    }
  }
}
