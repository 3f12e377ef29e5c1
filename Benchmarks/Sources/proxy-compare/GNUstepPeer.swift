import BenchmarkCases
import Foundation

/// The GNUstep peer (`Benchmarks/GNUstep`): RxCocoa's `forwardInvocation:` technique on GNUstep's
/// Objective-C runtime, built by `Benchmarks/GNUstep/build.sh` and run as a subprocess that times
/// itself the way this runner does (warm-up, calibrated batches, median of rounds, the calling
/// thread's CPU time). Its figures join the table as the `gnustep` and `gnustep-direct` approaches.
enum GNUstepPeer {
  /// Where the peer binary is: `DYNAMICPROXY_GNUSTEP_PEER`, or the build script's output beside
  /// this package's sources.
  static var path: String {
    if let path = ProcessInfo.processInfo.environment["DYNAMICPROXY_GNUSTEP_PEER"] { return path }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return sources.deletingLastPathComponent().appendingPathComponent("GNUstep/.build/gnustep-peer").path
  }

  /// Runs the peer with the runner's options; returns ns per call by case name and approach, or
  /// nil (with a note on stderr) when it is not built or fails.
  static func measure(options: Options, note: (String) -> Void) -> [String: [Approach: Double]]? {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      note(
        "proxy-compare: the GNUstep peer is not built, so the gnustep columns stay empty: build it with\n"
          + "  `bash Benchmarks/GNUstep/build.sh` (installs gobjc and GNUstep Base); it goes to\n  \(path)")
      return nil
    }
    // The effective rounds and batch length (those of --quick unless given), so that the peer is
    // timed exactly as the Swift approaches are.
    var arguments = [
      "--repeats", String(options.repeats), "--batch-ms", String(Double(options.batchNanoseconds) / 1e6),
    ]
    if let filter = options.filter { arguments += ["--filter", filter] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      note("proxy-compare: the GNUstep peer did not start: \(error)")
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      note("proxy-compare: the GNUstep peer failed (status \(process.terminationStatus))")
      return nil
    }
    var results: [String: [Approach: Double]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: "\t")
      guard fields.count == 3, let approach = Approach(rawValue: String(fields[1])),
        let nanoseconds = Double(fields[2])
      else { continue }
      results[String(fields[0]), default: [:]][approach] = nanoseconds
    }
    return results
  }
}
