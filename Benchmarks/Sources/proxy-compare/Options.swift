import ArgumentParser
import BenchmarkCases

/// The runner's command: its options, help and the run (`compare(_:)`, in main.swift).
struct ProxyCompare: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "proxy-compare",
    abstract: "Times every approach of every comparison case side by side and prints one table.",
    discussion: """
      The approaches: a direct call to the real delegate (no proxy), the hand-written closure-table \
      proxy keyed per call (table-dynamic) and resolved ahead of time (table-resolved), the libffi \
      DelegateProxy (libffi), the same with its forwarding fast paths off (libffi-generic), called \
      through DelegateObject.send (send) and with typed methods (typed), and, when it is built \
      (bash Benchmarks/GNUstep/build.sh), RxCocoa's forwardInvocation: technique on GNUstep \
      (gnustep, gnustep-direct).

      Before timing, every approach of every case is checked to do the same observable work. Then, \
      per case: a warm-up, batches calibrated to --batch-ms, and --repeats rounds that run every \
      approach once each, alternating the order; the median is reported, with the allocations per \
      call counted by the malloc interposer. The table is followed by the fast-path issue's \
      targets, evaluated on the run.

      Progress ([12/70] void 1+1) goes to standard error, so that standard output holds only the \
      table, or with --json only the JSON lines:

        swift run -c release --package-path Benchmarks proxy-compare
        swift run -c release --package-path Benchmarks proxy-compare --json > run.json
      """
  )

  @OptionGroup var options: Options

  func validate() throws {
    if options.matchingCases.isEmpty {
      throw ValidationError(
        "No case matches --filter '\(options.filter ?? "")' (--list prints the case names).")
    }
  }

  func run() throws {
    try compare(options)
  }
}

/// The clock single-threaded cases are timed with.
enum TimingClock: String, ExpressibleByArgument, CaseIterable {
  case cpu
  case wall
}

/// The runner's command line.
struct Options: ParsableArguments {
  @Flag(help: "Print one JSON object per line per case and approach, and nothing else, on standard output.")
  var json = false

  @Flag(help: "Fewer and shorter rounds (5 rounds of 1 ms batches unless given): a few seconds.")
  var quick = false

  @Option(
    name: .customLong("repeats"),
    help: ArgumentHelp(
      "Timed rounds per case; the median is reported. (default: 15, 5 with --quick)", valueName: "n"))
  var repeatsOption: Int?

  @Option(
    name: .customLong("batch-ms"),
    help: ArgumentHelp(
      "Length of one timed batch per approach, in milliseconds. (default: 4, 1 with --quick)",
      valueName: "ms"))
  var batchMilliseconds: Double?

  @Option(help: ArgumentHelp("Only the cases whose name contains this text (any case).", valueName: "text"))
  var filter: String?

  @Option(
    help: ArgumentHelp(
      "Time single-threaded cases with the calling thread's CPU time (cpu), which other processes "
        + "barely disturb, or the wall clock (wall). The contention case always uses the wall clock.",
      valueName: "clock"))
  var clock: TimingClock = .cpu

  @Flag(
    name: .customLong("no-verify"), help: "Skip the check that every approach does the same observable work.")
  var skipVerification = false

  @Flag(help: "Print the names of the cases (those --filter selects) and exit.")
  var list = false

  func validate() throws {
    if let repeatsOption, repeatsOption <= 0 {
      throw ValidationError("--repeats takes a positive integer, not \(repeatsOption).")
    }
    if let batchMilliseconds, !(batchMilliseconds > 0 && batchMilliseconds <= 60_000) {
      throw ValidationError("--batch-ms takes a positive number of milliseconds (at most 60000).")
    }
  }

  /// Timed rounds per case.
  var repeats: Int { repeatsOption ?? (quick ? 5 : 15) }

  /// Length of one timed batch, in nanoseconds.
  var batchNanoseconds: UInt64 { UInt64((batchMilliseconds ?? (quick ? 1 : 4)) * 1_000_000) }

  /// Whether every approach is checked to do the same work before timing.
  var verify: Bool { !skipVerification }

  /// Whether single-threaded cases are timed with the wall clock.
  var wallClock: Bool { clock == .wall }

  /// The cases `--filter` selects, in catalog order.
  var matchingCases: [BenchCase] {
    guard let filter else { return Catalog.all }
    return Catalog.all.filter { $0.name.localizedCaseInsensitiveContains(filter) }
  }
}
