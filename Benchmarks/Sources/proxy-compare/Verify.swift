import BenchmarkCases

/// The declared arguments a subscriber receives for each call of `shape`.
func declaredArgumentCount(_ shape: Shape) -> Int {
  switch shape {
  case .mixed: 3
  case .int64, .struct16, .struct24, .struct32, .structPointer: 2
  case .void, .returnsInt, .returnsBool, .returnsObject: 1
  }
}

/// What the real delegate adds to its tally for one call of `shape` from `sender`.
func expectedDelegateValue(_ shape: Shape, senderBits: UInt64) -> UInt64 {
  switch shape {
  case .void, .returnsInt, .returnsBool, .returnsObject: senderBits
  case .mixed: (1.0 + 2.0).bitPattern
  case .int64: 42
  case .struct16: (1.0 + 2.0).bitPattern
  case .struct24: (1.0 + 3.0).bitPattern
  case .struct32: (1.0 + 4.0).bitPattern
  case .structPointer: (1.0).bitPattern
  }
}

/// Checks that every approach of every case does the same observable work: the real delegate runs
/// once per call with the right arguments, the parent gets the right results, and every proxy's
/// subscribers get each call's declared arguments (or, where they only count, each call). The
/// threads cases set up what the calls cases do and are checked there. Returns the failures.
func verify(_ cases: [BenchCase]) -> [String] {
  let calls = 10
  var failures: [String] = []
  for benchCase in cases where benchCase.group != .contention && benchCase.group != .threads {
    guard let shape = benchCase.shape else { continue }
    for approach in benchCase.approaches {
      let deliveries = Tally()
      let fixture = benchCase.make(
        approach, benchCase.countingSubscribers ? .counting(deliveries) : .verifying(deliveries))
      fixture.run(calls)
      let label = "\(benchCase.name) [\(approach.rawValue)]"
      if let tally = fixture.delegateTally {
        let (sum, count) = tally.value
        let expected = expectedDelegateValue(shape, senderBits: fixture.senderBits) &* UInt64(calls)
        if count != calls || sum != expected {
          failures.append(
            "\(label): the real delegate ran \(count) times (sum \(sum)), not \(calls) (sum \(expected))")
        }
      }
      if let results = fixture.resultTally, shape == .returnsObject {
        // The object is the delegate's own: one per call, whatever its address.
        let (_, count) = results.value
        if count != calls {
          failures.append("\(label): the parent got \(count) objects, not \(calls)")
        }
      }
      if let results = fixture.resultTally, shape == .returnsInt || shape == .returnsBool {
        let (sum, count) = results.value
        let expected = UInt64(calls) * (shape == .returnsInt ? 7 : 1)
        if count != calls || sum != expected {
          failures.append(
            "\(label): the parent got \(count) results (sum \(sum)), not \(calls) (sum \(expected))")
        }
      }
      let (arguments, received) = deliveries.value
      let subscribers = approach == .direct ? 0 : benchCase.counts.sent + benchCase.counts.invoked
      let expectedDeliveries = calls * subscribers
      // A counting subscriber adds 1 a call, a verifying one the call's argument count.
      let argumentsPerCall = benchCase.countingSubscribers ? 1 : declaredArgumentCount(shape)
      let expectedArguments = UInt64(expectedDeliveries * argumentsPerCall)
      if received != expectedDeliveries || arguments != expectedArguments {
        failures.append(
          "\(label): subscribers got \(received) calls (\(arguments) arguments), not \(expectedDeliveries) "
            + "(\(expectedArguments))")
      }
    }
  }
  return failures
}
