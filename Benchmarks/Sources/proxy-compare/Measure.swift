import BenchmarkCases
import Dispatch
import Foundation
import MallocInterposerSwift
import Synchronization

/// Monotonic nanoseconds.
@inline(__always)
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The calling thread's CPU time in nanoseconds: unlike the wall clock, it does not count the time
/// the thread spends descheduled, so that other processes on a shared machine inflate it far less.
@inline(__always)
func threadCPUTime() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The clock single-threaded cases are timed with (see `--clock`).
nonisolated(unsafe) var timedClock: () -> UInt64 = threadCPUTime

/// What was measured for one approach of one case.
struct Result {
  var nsPerCall: Double
  var allocsPerCall: Double
  /// The per-repeat samples, for the spread.
  var samples: [Double]
  /// Threads cases: calls per second at N threads over calls per second at one, by N (N > 1).
  var speedups: [Int: Double] = [:]
  /// Threads cases: whether other processes preempted the threads in every round of some thread
  /// count, so that the speedup measures the machine's load rather than the approach.
  var disturbed = false
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Allocation counting through the malloc interposer package-benchmark itself uses.
enum Allocations {
  /// Whether `malloc` is interposed in this process (it is when the interposer's library is linked
  /// ahead of libc, or preloaded).
  static func interposed() -> Bool {
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.hook()
    let pointer = malloc(24)
    opaqueSink(pointer)
    free(pointer)
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount > 0
  }

  /// The number of allocations `body` makes (all threads).
  static func count(_ body: () -> Void) -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
  }
}

/// Runs one timed batch: untimed prepare, timed run, untimed finish. Returns nanoseconds.
func timedBatch(_ fixture: Fixture, _ count: Int) -> UInt64 {
  fixture.prepare?(count)
  let clock = timedClock
  let start = clock()
  fixture.run(count)
  let elapsed = clock() - start
  fixture.finish?()
  return elapsed
}

/// The batch size that makes one batch last about `targetNanoseconds`.
func calibrate(_ fixture: Fixture, targetNanoseconds: UInt64, maximum: Int) -> Int {
  var count = 8
  while count < maximum {
    let elapsed = timedBatch(fixture, count)
    if elapsed >= targetNanoseconds / 2 {
      let scaled = Double(count) * Double(targetNanoseconds) / Double(max(elapsed, 1))
      return max(1, min(maximum, Int(scaled)))
    }
    count *= 4
  }
  return maximum
}

/// Measures every approach of a per-call or set-up case: warm-up, calibration, then `repeats`
/// rounds that run each approach once, alternating the order, and an allocation-counting pass.
func measure(_ benchCase: BenchCase, options: Options) -> [Approach: Result] {
  let fixtures = benchCase.approaches.map { ($0, benchCase.timedFixture($0)) }
  let maximum = benchCase.perCall ? 10_000_000 : 2_000
  // Warm-up: caches, lazily made trampolines, metadata, branch predictors.
  for (_, fixture) in fixtures { _ = timedBatch(fixture, benchCase.perCall ? 2_000 : 20) }
  let counts = fixtures.map { calibrate($0.1, targetNanoseconds: options.batchNanoseconds, maximum: maximum) }
  var samples = Array(repeating: [Double](), count: fixtures.count)
  for round in 0..<options.repeats {
    for offset in 0..<fixtures.count {
      // Alternate: each round starts with the next approach, and odd rounds run backwards.
      var index = (round + offset) % fixtures.count
      if round % 2 == 1 { index = fixtures.count - 1 - index }
      let elapsed = timedBatch(fixtures[index].1, counts[index])
      samples[index].append(Double(elapsed) / Double(counts[index]))
    }
  }
  var results: [Approach: Result] = [:]
  for (index, (approach, fixture)) in fixtures.enumerated() {
    let calls = benchCase.perCall ? 1_000 : 100
    fixture.prepare?(calls)
    let allocations = Allocations.count { fixture.run(calls) }
    fixture.finish?()
    results[approach] = Result(
      nsPerCall: median(samples[index]), allocsPerCall: Double(allocations) / Double(calls),
      samples: samples[index])
  }
  return results
}

/// A flag the caller threads poll.
final class StopFlag: Sendable {
  private let value = Atomic<Bool>(false)
  func set() { value.store(true, ordering: .releasing) }
  var isSet: Bool { value.load(ordering: .acquiring) }
}

/// Two threads make `count` calls each on one fixture while a third churns subscriptions; returns
/// the wall time divided by `count` (the time per call of each caller) and the allocations.
func contend(_ fixture: Fixture, count: Int) -> (nanoseconds: Double, allocations: Int) {
  let start = DispatchSemaphore(value: 0)
  let done = DispatchGroup()
  let stop = StopFlag()
  var elapsed: UInt64 = 0
  let allocations = Allocations.count {
    for _ in 0..<2 {
      done.enter()
      Thread {
        start.wait()
        fixture.run(count)
        done.leave()
      }.start()
    }
    let churner = DispatchGroup()
    if let churn = fixture.churn {
      churner.enter()
      Thread {
        while !stop.isSet { churn() }
        churner.leave()
      }.start()
    }
    let begin = now()
    start.signal()
    start.signal()
    done.wait()
    elapsed = now() - begin
    stop.set()
    churner.wait()
  }
  return (Double(elapsed) / Double(count), allocations)
}

/// Measures the contention case: per approach, `repeats` runs, median.
func measureContention(_ benchCase: BenchCase, options: Options) -> [Approach: Result] {
  let fixtures = benchCase.approaches.map { ($0, benchCase.timedFixture($0)) }
  let count = options.quick ? 20_000 : 100_000
  var samples = Array(repeating: [Double](), count: fixtures.count)
  var allocations = Array(repeating: 0, count: fixtures.count)
  for (_, fixture) in fixtures { _ = contend(fixture, count: 2_000) }
  for round in 0..<max(3, options.repeats / 3) {
    for offset in 0..<fixtures.count {
      let index = (round + offset) % fixtures.count
      let (nanoseconds, allocated) = contend(fixtures[index].1, count: count)
      samples[index].append(nanoseconds)
      allocations[index] += allocated
    }
  }
  var results: [Approach: Result] = [:]
  for (index, (approach, _)) in fixtures.enumerated() {
    let calls = Double(2 * count * samples[index].count)
    results[approach] = Result(
      nsPerCall: median(samples[index]), allocsPerCall: Double(allocations[index]) / calls,
      samples: samples[index])
  }
  return results
}

/// The numbers of threads a threads case runs: 1, 2 and the machine's cores
/// (`ProcessInfo.activeProcessorCount`), each once.
let threadCounts: [Int] = Array(Set([1, 2, ProcessInfo.processInfo.activeProcessorCount])).sorted()

/// How many times the calling thread has blocked so far (its voluntary context switches: waiting
/// for a lock, for instance).
func voluntarySwitches() -> Int {
  var usage = rusage()
  // RUSAGE_THREAD (1), which the Glibc module does not import by name.
  guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
  return usage.ru_nvcsw
}

/// Runs `fixtures` at once, the first on the calling thread and each other on a thread of its own,
/// `count` calls each. Returns the wall time from the start to the last one's end, and whether
/// every thread had a core of its own: it ran (its CPU time) for at least 90% of the time from the
/// start to its end, unless it blocked by itself (a lock of the approach's: the approach's cost, not
/// the machine's). A thread that waited for a core, to start or after a preemption, fails the test;
/// a preemption too short to matter does not.
///
/// The other threads wait for the start spinning, each on a core: a start that woke sleeping
/// threads could find them put on one core by the scheduler, and they would share it until it
/// moved one (milliseconds, a batch's length).
func runTogether(_ fixtures: ArraySlice<Fixture>, count: Int) -> (nanoseconds: UInt64, undisturbed: Bool) {
  let ready = Atomic<Int>(0)
  let go = Atomic<Bool>(false)
  let done = DispatchGroup()
  let disturbed = Atomic<Bool>(false)
  let begin = Atomic<UInt64>(0)
  let work = { @Sendable (fixture: Fixture) in
    let switches = voluntarySwitches()
    let cpu = threadCPUTime()
    fixture.run(count)
    let ran = threadCPUTime() - cpu
    let end = now()
    let blocked = voluntarySwitches() > switches
    let span = end - begin.load(ordering: .acquiring)
    if !blocked && Double(ran) < 0.9 * Double(span) {
      disturbed.store(true, ordering: .relaxed)
    }
  }
  for fixture in fixtures.dropFirst() {
    done.enter()
    Thread {
      ready.add(1, ordering: .releasing)
      while !go.load(ordering: .acquiring) {}
      work(fixture)
      done.leave()
    }.start()
  }
  // Every other thread started and spinning: the timed part is the calls, not thread start-up.
  while ready.load(ordering: .acquiring) < fixtures.count - 1 { sched_yield() }
  begin.store(now(), ordering: .releasing)
  go.store(true, ordering: .releasing)
  if let first = fixtures.first { work(first) }
  done.wait()
  return (now() - begin.load(ordering: .relaxed), !disturbed.load(ordering: .relaxed))
}

/// Makes `count` fixtures, each on a thread of its own, the threads alive together: each thread
/// allocates from a malloc arena of its own, so that no cache line holds objects of two threads'
/// fixtures. Made one after the other on one thread, two fixtures' objects (side tables, tallies)
/// can be neighbours, and two threads writing their own neighbouring objects contend as if they
/// shared them: the harness's cost (false sharing), not the approach's.
func makeApart(_ count: Int, _ make: @escaping @Sendable () -> Fixture) -> [Fixture] {
  let made = Mutex<[Int: Fixture]>([:])
  let allMade = DispatchGroup()
  let release = DispatchSemaphore(value: 0)
  let exited = DispatchGroup()
  for index in 0..<count {
    allMade.enter()
    exited.enter()
    Thread {
      let fixture = make()
      made.withLock { $0[index] = fixture }
      allMade.leave()
      // Alive until every fixture is made, so that no two threads share an arena.
      release.wait()
      exited.leave()
    }.start()
  }
  allMade.wait()
  for _ in 0..<count { release.signal() }
  exited.wait()
  return made.withLock { fixtures in (0..<count).map { fixtures[$0]! } }
}

/// Measures a threads case: per approach, one fixture per thread (its own parent, proxy and
/// subscribers), a batch calibrated to `--batch-ms` on one thread, then rounds that run the batch on
/// 1, 2, … threads at once (wall clock). A round in which a thread did not have a core of its own
/// (another process held it: see `runTogether`) measures the machine's load, not the approach: it is
/// run again (up to three times as many rounds in all), and when every round of a thread count was
/// disturbed, the approach's result is marked `disturbed`. Reports the wall time per call on one
/// thread and, for each N > 1, the speedup: N × (fastest time at 1) / (fastest time at N), that is
/// calls/s at N over calls/s at 1. Allocations are not counted here (starting threads allocates):
/// the calls cases count them.
func measureThreads(_ benchCase: BenchCase, options: Options) -> [Approach: Result] {
  let most = threadCounts.last ?? 1
  let rounds = max(3, options.repeats / 5)
  var results: [Approach: Result] = [:]
  for approach in benchCase.approaches {
    let fixtures = makeApart(most) { benchCase.timedFixture(approach) }
    for fixture in fixtures { fixture.run(2_000) }
    let count = calibrate(fixtures[0], targetNanoseconds: options.batchNanoseconds, maximum: 10_000_000)
    var clean: [Int: [Double]] = [:]
    var preempted: [Int: [Double]] = [:]
    for attempt in 0..<(3 * rounds) {
      let wanted = threadCounts.filter { (clean[$0]?.count ?? 0) < rounds }
      if wanted.isEmpty { break }
      // Alternate the order of the thread counts from round to round.
      for threads in attempt % 2 == 0 ? wanted : wanted.reversed() {
        let (elapsed, undisturbed) = runTogether(fixtures.prefix(threads), count: count)
        let perCall = Double(elapsed) / Double(count)
        if undisturbed {
          clean[threads, default: []].append(perCall)
        } else {
          preempted[threads, default: []].append(perCall)
        }
      }
    }
    let disturbed = threadCounts.contains { clean[$0]?.isEmpty ?? true }
    let samples = { (threads: Int) in
      let undisturbed = clean[threads] ?? []
      return undisturbed.isEmpty ? preempted[threads] ?? [] : undisturbed
    }
    // The fastest round of each thread count: other processes only ever add time, and what the
    // threads cost each other (a shared cache line, a lock) is in every round.
    let fastest = { (threads: Int) in samples(threads).min() ?? .nan }
    let one = fastest(1)
    var speedups: [Int: Double] = [:]
    for threads in threadCounts where threads > 1 {
      speedups[threads] = Double(threads) * one / fastest(threads)
    }
    results[approach] = Result(
      nsPerCall: one, allocsPerCall: .nan, samples: samples(1), speedups: speedups, disturbed: disturbed)
  }
  return results
}
