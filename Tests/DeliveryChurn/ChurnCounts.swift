import DynamicProxy
import DynamicProxySupport
import Synchronization

/// One counter, shared by the run's threads.
final class ChurnCounter: Sendable {
  private let value = Atomic<Int>(0)
  func increment() { value.add(1, ordering: .relaxed) }
  var count: Int { value.load(ordering: .relaxed) }
}

/// A stream an `[Any]` delivery came through.
enum ChurnStream: Int, CaseIterable, CustomStringConvertible {
  case sentMessage, methodInvoked, methodReturned

  var description: String {
    switch self {
    case .sentMessage: "sentMessage"
    case .methodInvoked: "methodInvoked"
    case .methodReturned: "methodReturned"
    }
  }
}

/// What a run counts, and every problem it found: each delivery, forward and result is checked
/// where it arrives.
final class ChurnCounts: Sendable {
  let calls = ChurnEntry.allCases.map { _ in ChurnCounter() }
  let deliveries = ChurnStream.allCases.map { _ in ChurnCounter() }
  let typedDeliveries = ChurnCounter()
  let forwards = ChurnCounter()
  let subscriptions = ChurnCounter()
  let forwardSwaps = ChurnCounter()
  let answerSwaps = ChurnCounter()
  let parentsMade = ChurnCounter()
  /// Deliveries whose struct argument came in another form than the Swift struct.
  let wrongForms = ChurnCounter()
  /// Every problem's count, and the first few described.
  let problemCount = ChurnCounter()
  private let problems = Lock<[String]>([])
  static let keptProblems = 20

  func problem(_ description: @autoclosure () -> String) {
    problemCount.increment()
    let description = description()
    problems.withLock { if $0.count < Self.keptProblems { $0.append(description) } }
  }

  /// Checks an `[Any]` delivery: the parent, the struct as the method's Swift struct with the
  /// call's values, the call's number.
  func check(_ arguments: [Any], _ stream: ChurnStream) {
    deliveries[stream.rawValue].increment()
    guard arguments.count == 3, arguments[0] is ChurnParent, let sequence = arguments[2] as? Int else {
      problem("\(stream): arguments \(arguments)")
      return
    }
    let entry = ChurnEntry(sequence: sequence)
    let value = arguments[1]
    switch value {
    case let span as ChurnSpan:
      if span != ChurnSpan(sequence: sequence) {
        problem("\(stream) from \(entry): \(span) for call \(sequence)")
      }
    case let reading as ChurnReading:
      if reading != ChurnReading(sequence: sequence) {
        problem("\(stream) from \(entry): \(reading) for call \(sequence)")
      }
    default:
      wrongForms.increment()
      problem("\(stream) from \(entry): the struct argument is a \(type(of: value)), not the Swift struct")
    }
  }

  /// Checks a `methodReturned` delivery's return value: `2 * sequence` for `measure`.
  func checkReturn(_ returnValue: Any?, _ arguments: [Any]) {
    guard arguments.count == 3, arguments[1] is ChurnReading, let sequence = arguments[2] as? Int else {
      return
    }
    if returnValue as? Double != Double(2 * sequence) {
      problem("methodReturned from \(ChurnEntry(sequence: sequence)): returned \(returnValue ?? "nil")")
    }
  }

  func checkTyped(_ holds: Bool, _ sequence: Int, _ stream: String) {
    typedDeliveries.increment()
    if !holds {
      problem("\(stream) from \(ChurnEntry(sequence: sequence)): wrong values for call \(sequence)")
    }
  }

  /// A forward delegate's or an answer's call: some work (see ``DeliveryChurn/forwardWork``), then
  /// the check.
  func forwarded(_ holds: Bool, _ sequence: Int, _ method: String) {
    let end = ContinuousClock.now + DeliveryChurn.forwardWork
    while ContinuousClock.now < end {}
    forwards.increment()
    if !holds {
      problem("\(method) forwarded from \(ChurnEntry(sequence: sequence)): wrong values")
    }
  }

  func report(elapsed: Duration) -> ChurnReport {
    ChurnReport(
      elapsed: elapsed,
      calls: Dictionary(uniqueKeysWithValues: ChurnEntry.allCases.map { ($0, calls[$0.rawValue].count) }),
      deliveries: deliveries.map(\.count).reduce(0, +), typedDeliveries: typedDeliveries.count,
      forwards: forwards.count, subscriptions: subscriptions.count, forwardSwaps: forwardSwaps.count,
      answerSwaps: answerSwaps.count, parentsMade: parentsMade.count, wrongForms: wrongForms.count,
      problemCount: problemCount.count, problems: problems.withLock { $0 })
  }
}

/// What a run of ``DeliveryChurn`` checked, and what it found.
public struct ChurnReport: Sendable, CustomStringConvertible {
  /// How long the calls ran.
  public let elapsed: Duration
  /// Calls made, by entry.
  public let calls: [ChurnEntry: Int]
  /// `[Any]` deliveries checked, of all three streams.
  public let deliveries: Int
  /// Typed deliveries checked.
  public let typedDeliveries: Int
  /// Calls that reached a forward delegate or an answer, checked there.
  public let forwards: Int
  /// Subscriptions made (and disposed) by the churn.
  public let subscriptions: Int
  /// Forward-delegate and answer changes.
  public let forwardSwaps: Int
  /// Answers installed over the last one.
  public let answerSwaps: Int
  /// Parents made, each with its proxy (the churn drops one for each).
  public let parentsMade: Int
  /// Deliveries whose struct argument was not the Swift struct.
  public let wrongForms: Int
  /// Every problem found, wrong forms included.
  public let problemCount: Int
  /// The first problems, described.
  public let problems: [String]

  /// All calls made.
  public var totalCalls: Int { calls.values.reduce(0, +) }

  /// One line: the counts and what was found.
  public var description: String {
    let entries = ChurnEntry.allCases.map { "\($0) \(calls[$0] ?? 0)" }.joined(separator: ", ")
    return """
      \(totalCalls) calls in \(elapsed) (\(entries)); \(deliveries) [Any] and \(typedDeliveries) typed \
      deliveries checked, \(forwards) forwards; churn: \(subscriptions) subscriptions, \(forwardSwaps) \
      forward-delegate and answer changes (\(answerSwaps) answers), \(parentsMade) parents; \
      \(wrongForms) wrong forms, \(problemCount) problems
      """
  }
}
