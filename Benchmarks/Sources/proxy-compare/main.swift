import ArgumentParser
import BenchmarkCases
import Foundation

ProxyCompare.main()

/// Runs the comparison `options` describe: the table (or the JSON lines) on standard output,
/// progress and notes on standard error.
func compare(_ options: Options) throws {
  let cases = options.matchingCases
  if options.list {
    for benchCase in cases { print(benchCase.name) }
    return
  }
  if options.wallClock { timedClock = now }
  var progress = Progress()

  guard Allocations.interposed() else {
    progress.note("proxy-compare: malloc is not interposed: allocation counts would be wrong")
    throw ExitCode.failure
  }

  if options.verify {
    progress.show("verifying \(cases.count) cases")
    let failures = verify(cases)
    guard failures.isEmpty else {
      for failure in failures { progress.note("proxy-compare: not the same work: \(failure)") }
      throw ExitCode.failure
    }
    progress.note(
      "verified: every approach of every case runs the real delegate, returns and delivers the same")
  }

  let started = now()
  // The GNUstep peer runs first, on its own: its figures join the rows of the same cases.
  if FileManager.default.isExecutableFile(atPath: GNUstepPeer.path) {
    progress.show("[gnustep] the GNUstep peer, in its own process")
  }
  let gnustep = GNUstepPeer.measure(options: options) { progress.note($0) } ?? [:]
  var rows: [Row] = []
  for (index, benchCase) in cases.enumerated() {
    progress.show("[\(index + 1)/\(cases.count)] \(benchCase.name)")
    var results: [Approach: Result]
    switch benchCase.group {
    case .contention: results = measureContention(benchCase, options: options)
    case .threads: results = measureThreads(benchCase, options: options)
    default: results = measure(benchCase, options: options)
    }
    for (approach, nanoseconds) in gnustep[benchCase.name] ?? [:] {
      results[approach] = Result(nsPerCall: nanoseconds, allocsPerCall: .nan, samples: [])
    }
    let row = Row(benchCase: benchCase, results: results)
    rows.append(row)
    if options.json { printJSON(row) }
  }
  progress.clear()
  let evaluated = targets(rows)
  var missed = 0
  if options.json {
    if options.check {
      let toStandardError = { (line: String) in FileHandle.standardError.write(Data((line + "\n").utf8)) }
      verdictLines(evaluated).forEach(toStandardError)
      missed = printTargets(evaluated, to: toStandardError)
    }
  } else {
    // The verdict first, then the table and its legend, then each target.
    for line in verdictLines(evaluated) { print(line) }
    if options.quick {
      print(
        "A quick run (--quick: \(options.repeats) rounds of short batches): rough figures; judge on a full run."
      )
    }
    print("")
    printTable(rows, all: options.all, options: options)
    print("")
    missed = printTargets(evaluated)
    print("")
    print(
      "\(rows.count) cases in "
        + String(format: "%.1f s", Double(now() - started) / 1e9)
        + "; allocations counted by the malloc interposer.")
  }
  if options.check && missed > 0 { throw ExitCode(2) }
}

/// What the runner is doing, on standard error. On a terminal, one status line rewritten in place
/// (cut to the terminal's width) and cleared at the end; otherwise (a log, a pipe) one plain line
/// per step, without carriage returns or escape sequences.
struct Progress {
  /// Whether standard error is a terminal that understands carriage returns and erasing a line.
  let interactive = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  /// Whether a status line is on the terminal now.
  private var showing = false

  /// Shows `status` as the current step.
  mutating func show(_ status: String) {
    guard interactive else {
      write(status + "\n")
      return
    }
    write("\r\u{1B}[K" + String(status.prefix(max(20, terminalWidth() - 1))))
    showing = true
  }

  /// Prints `message` on a line of its own, above the status line.
  mutating func note(_ message: String) {
    clear()
    write(message + "\n")
  }

  /// Erases the status line, if one is shown.
  mutating func clear() {
    guard showing else { return }
    write("\r\u{1B}[K")
    showing = false
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  private func terminalWidth() -> Int {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}
