import DeliveryChurn
import Testing

/// Seconds of calls through every entry while subscribers, forward delegates, answers and parents
/// change on other threads (``DeliveryChurn``): every `[Any]` delivery of a method a
/// `DelegateMethod` describes holds the Swift struct, with the call's own values, and every typed
/// delivery, forward and result is the call's own.
///
/// `DYNAMICPROXY_CHURN_SECONDS` sets the run's length (default 2; CI runs the default in the plain,
/// ASan and TSan runs). A run of minutes, release-built: `swift run -c release delivery-churn
/// --seconds 300`. Serialized: it wants the cores.
@Suite(.serialized) struct DeliveryChurnTests {
  static let seconds = stressEnvironmentInteger("DYNAMICPROXY_CHURN_SECONDS", default: 2)

  @Test func everyDeliveryHasItsMethodsFormAndTheCallsValuesUnderChurn() throws {
    let report = try DeliveryChurn(duration: .seconds(Self.seconds)).run()
    print("DeliveryChurnTests: \(report)")
    #expect(report.wrongForms == 0, "a struct delivered as another form than the Swift struct")
    #expect(report.problemCount == 0, "\(report.problems.joined(separator: "\n"))")
    // The run really exercised every entry, every stream and the churn.
    for entry in ChurnEntry.allCases {
      #expect((report.calls[entry] ?? 0) > 0, "calls through \(entry)")
    }
    #expect(report.deliveries > 0 && report.typedDeliveries > 0 && report.forwards > 0)
    #expect(report.subscriptions > 0 && report.forwardSwaps > 0 && report.answerSwaps > 0)
    #expect(report.parentsMade > 4, "parents made and dropped during the run")
  }
}
