// delivery-churn: the churn of DeliveryChurnTests for as long as asked, release-built.
//
//   swift run -c release delivery-churn [--seconds N] [--callers N]
//
// Exits 1 when a delivery, forward or result was wrong (the first problems are printed).
import DeliveryChurn
import Foundation

var seconds = 60
var callers = 3
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--seconds": seconds = arguments.popFirst().flatMap { Int($0) } ?? -1
  case "--callers": callers = arguments.popFirst().flatMap { Int($0) } ?? -1
  case "-h", "--help":
    print("usage: delivery-churn [--seconds N (60)] [--callers N (3)]")
    exit(0)
  default:
    FileHandle.standardError.write(Data("delivery-churn: unknown argument \(argument) (see --help)\n".utf8))
    exit(2)
  }
}
guard seconds > 0, callers > 0 else {
  FileHandle.standardError.write(
    Data("delivery-churn: --seconds and --callers take a positive number\n".utf8))
  exit(2)
}
let report = try DeliveryChurn(duration: .seconds(seconds), callers: callers).run()
print("delivery-churn: \(report)")
for problem in report.problems { print("  \(problem)") }
exit(report.problemCount == 0 ? 0 : 1)
