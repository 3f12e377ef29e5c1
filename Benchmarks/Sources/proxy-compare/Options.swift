import Foundation

/// The runner's command line.
struct Options {
  var json = false
  var quick = false
  var verify = true
  var repeats = 15
  var batchNanoseconds: UInt64 = 4_000_000
  var filter: String?
  var list = false
  var wallClock = false

  static let usage = """
    USAGE: proxy-compare [--json] [--quick] [--repeats N] [--batch-ms MS] [--filter TEXT] [--clock cpu|wall]
                         [--no-verify] [--list]

    Runs every case of the comparison side by side (direct call, closure-table proxy keyed per call,
    closure-table proxy resolved ahead of time, libffi DelegateProxy) and prints one table.

      --json          one JSON object per line per case and approach, nothing else on stdout
      --quick         fewer and shorter rounds (a few seconds)
      --repeats N     timed rounds per case, median reported (default 15)
      --batch-ms MS   length of one timed batch per approach (default 4)
      --filter TEXT   only the cases whose name contains TEXT
      --clock wall    time single-threaded cases with the wall clock instead of the calling
                      thread's CPU time (the default, which other processes on the machine barely
                      disturb; the contention case always uses the wall clock)
      --no-verify     skip the check that every approach does the same observable work
      --list          print the case names and exit
    """

  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ flag: String) -> String {
      guard let value = iterator.next() else { fail("\(flag) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--json": options.json = true
      case "--quick":
        options.quick = true
        options.repeats = 5
        options.batchNanoseconds = 1_000_000
      case "--repeats":
        guard let repeats = Int(value(argument)), repeats > 0 else {
          fail("--repeats takes a positive integer")
        }
        options.repeats = repeats
      case "--batch-ms":
        guard let milliseconds = Double(value(argument)), milliseconds > 0 else {
          fail("--batch-ms takes a positive number")
        }
        options.batchNanoseconds = UInt64(milliseconds * 1_000_000)
      case "--filter": options.filter = value(argument)
      case "--clock":
        switch value(argument) {
        case "cpu": options.wallClock = false
        case "wall": options.wallClock = true
        default: fail("--clock takes cpu or wall")
        }
      case "--no-verify": options.verify = false
      case "--list": options.list = true
      case "-h", "--help":
        print(usage)
        exit(0)
      default: fail("unknown argument \(argument)")
      }
    }
    return options
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("proxy-compare: \(message)\n\n\(Options.usage)\n".utf8))
  exit(2)
}
