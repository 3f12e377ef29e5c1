/// One event of a sequence: an element, an error, or completion; RxSwift's `Event`.
///
/// A sequence sends any number of `.next` events followed by at most one terminal event
/// (`.error` or `.completed`), after which it sends nothing (the Rx grammar
/// `next* (error | completed)?`).
public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence failed with an error; no event follows.
  case error(any Error)
  /// The sequence finished; no event follows.
  case completed

  /// The element of a `.next` event, otherwise `nil`.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self {
      return element
    }
    return nil
  }

  /// The error of an `.error` event, otherwise `nil`.
  @inlinable
  public var error: (any Error)? {
    if case .error(let error) = self {
      return error
    }
    return nil
  }

  /// Whether this event is `.completed`.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self {
      return true
    }
    return false
  }

  /// Whether this event ends the sequence (`.error` or `.completed`).
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self {
      return false
    }
    return true
  }

  /// Returns this event with its element transformed; terminal events pass unchanged. If
  /// `transform` throws, the result is an `.error` event with that error.
  ///
  /// - Parameter transform: The transformation of a `.next` event's element.
  /// - Returns: The transformed event.
  @inlinable
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do {
        return .next(try transform(element))
      } catch {
        return .error(error)
      }
    case .error(let error):
      return .error(error)
    case .completed:
      return .completed
    }
  }
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
  /// A textual description of the event, such as `next(1)`, `error(…)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element):
      return "next(\(element))"
    case .error(let error):
      return "error(\(error))"
    case .completed:
      return "completed"
    }
  }
}
