import DynamicProxyRx
import DynamicProxySupport

// A stream of a selector that the proxy's protocol does not have (`proxy.sentMessage("noSuch:")`,
// a misspelt selector) fails with `unknownSelector`, which only an `onError:` handler sees:
// `subscribe(onNext:)` alone, the usual form, got nothing and nobody said why. In debug builds
// the subscription also says so on standard error, once per proxy type and selector, naming the
// protocol and its closest selectors; the error still goes to `onError:`, and nothing traps.

/// The report of a subscription to a selector outside the proxy's protocol (debug builds): to
/// standard error, or to a test's capture.
enum UnknownSelectorReport {
  /// A capture of the reports, for tests: the reporting proxy's identity and the message. Nil (the
  /// default): reports go to standard error.
  static let capture = Lock<(@Sendable (ObjectIdentifier, String) -> Void)?>(nil)

  /// The selectors already reported, by proxy type.
  private static let reported = Lock<Set<Key>>([])

  /// A proxy type and a selector's name.
  private struct Key: Hashable {
    var proxyType: ObjectIdentifier
    var selector: String
  }

  /// Reports, once per proxy type and selector, that `proxy` was subscribed to `selector`, which
  /// its protocol does not have; returns whether this call reported it.
  @discardableResult
  static func report(_ selector: Selector, of proxy: AnyObject, delegateProtocol: DelegateProtocol) -> Bool {
    let key = Key(proxyType: ObjectIdentifier(type(of: proxy)), selector: selector.name)
    guard reported.withLock({ $0.insert(key).inserted }) else { return false }
    let text = message(
      selector, proxyType: type(of: proxy), delegateProtocol: delegateProtocol)
    if let capture = capture.withLock({ $0 }) {
      capture(ObjectIdentifier(proxy), text)
    } else {
      ReplacedDelegateReport.send(text, about: proxy)
    }
    return true
  }

  /// The message: the protocol, the selector, the protocol's closest selectors and the fix.
  static func message(_ selector: Selector, proxyType: Any.Type, delegateProtocol: DelegateProtocol) -> String
  {
    let names = delegateProtocol.methods.map(\.selector.name)
    let closest = closestNames(to: selector.name, among: names).map { "\(Selector($0))" }
    let suggestion =
      closest.isEmpty
      ? "\(delegateProtocol.name) has no methods."
      : "The closest of its selectors: \(closest.joined(separator: ", "))."
    return
      "a subscription to \(selector) on a \(proxyType) gets no call: \(delegateProtocol.name) has no "
      + "method of that selector, so the stream fails at once with DelegateProxyError.unknownSelector, "
      + "which only an onError: handler sees. \(suggestion) A selector names the method's base name "
      + "and each argument label, each followed by a colon, as Objective-C spells it. (Reported once "
      + "per proxy type and selector, in debug builds.)"
  }

  /// The names of `candidates` closest to `name`, closest first: those that contain it or that it
  /// contains (ignoring case), then by edit distance; at most `limit`.
  static func closestNames(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
    let lowered = name.lowercased()
    var ranked: [(contains: Bool, distance: Int, name: String)] = []
    for candidate in Set(candidates) {
      let other = candidate.lowercased()
      let contains =
        !lowered.isEmpty && !other.isEmpty && (other.contains(lowered) || lowered.contains(other))
      ranked.append((contains, levenshtein(Array(lowered), Array(other)), candidate))
    }
    ranked.sort { a, b in
      if a.contains != b.contains { return a.contains }
      return (a.distance, a.name) < (b.distance, b.name)
    }
    return ranked.prefix(limit).map(\.name)
  }

  /// The edit distance (insertions, deletions, substitutions) between two strings' characters.
  static func levenshtein(_ source: [Character], _ target: [Character]) -> Int {
    // One row of the distance matrix at a time: row[j] is the distance from the source's first i
    // characters to the target's first j.
    var row = Array(0...target.count)
    for (i, character) in source.enumerated() {
      var diagonal = row[0]
      row[0] = i + 1
      for j in target.indices {
        let above = row[j + 1]
        row[j + 1] = Swift.min(above + 1, row[j] + 1, diagonal + (character == target[j] ? 0 : 1))
        diagonal = above
      }
    }
    return row[target.count]
  }
}

extension DelegateProxy {
  /// A stream that fails at once with `error`; in debug builds, a subscription to it reports an
  /// unknown selector (``DelegateProxyError/unknownSelector(_:protocol:)``,
  /// ``DelegateError/unknownSelector(_:protocol:)``) on standard error, once per proxy type and
  /// selector, with the protocol's closest selectors.
  @usableFromInline
  final func failingStream<Element>(_ error: any Error) -> Observable<Element> {
    #if DEBUG
      let selector: Selector
      switch error {
      case DelegateProxyError.unknownSelector(let unknown, _), DelegateError.unknownSelector(let unknown, _):
        selector = unknown
      default:
        return .error(error)
      }
      return Observable.create { [weak self] observer in
        if let self {
          UnknownSelectorReport.report(selector, of: self, delegateProtocol: self.delegateProtocol)
        }
        observer.on(.error(error))
        return Disposables.create()
      }
    #else
      return .error(error)
    #endif
  }
}
