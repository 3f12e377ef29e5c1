import CExpat
import DynamicProxySupport
import Synchronization

@testable import DynamicProxy

// Expat, a real C library that copies its handler pointers once: `XML_SetElementHandler` and
// `XML_SetCharacterDataHandler` store them in the parser, which calls them for every chunk parsed
// after. The parent hands expat its delegate's `callbackFunction(for:)` each time the delegate is
// set — also when the proxy re-installs itself after a slot change.

extension DelegateProtocol {
  /// Expat's content handlers: `void (*)(void *, const XML_Char *, const XML_Char **)`,
  /// `void (*)(void *, const XML_Char *)` and `void (*)(void *, const XML_Char *, int)` (the
  /// character data is not NUL-terminated: a pointer, not a C string).
  static let expatHandlers = try! DelegateProtocol(
    "ExpatHandlers", convention: .function,
    methods: [
      .optional("startElement", "v^v*^*"),
      .optional("endElement", "v^v*"),
      .optional("characterData", "v^v^ci"),
    ])
}

/// What a set of handlers saw.
struct XMLCounts: Equatable, Sendable, CustomStringConvertible {
  var started: [String] = []
  var ended = 0
  var attributes = 0
  var textCalls = 0
  var textBytes = 0

  var description: String {
    "\(started.count) started (\(started.suffix(3))…), \(ended) ended, \(attributes) attributes, "
      + "\(textCalls) text calls, \(textBytes) text bytes"
  }

  /// What happened after `earlier`.
  func since(_ earlier: XMLCounts) -> XMLCounts {
    XMLCounts(
      started: Array(started.dropFirst(earlier.started.count)), ended: ended - earlier.ended,
      attributes: attributes - earlier.attributes, textCalls: textCalls - earlier.textCalls,
      textBytes: textBytes - earlier.textBytes)
  }
}

/// The counts of a set of handlers, shared with them.
final class XMLRecorder: Sendable {
  let counts = Lock(XMLCounts())

  var snapshot: XMLCounts { counts.withLock { $0 } }

  /// Counts the attributes of a NULL-terminated name/value array.
  static func attributeCount(_ attributes: UnsafeRawPointer?) -> Int {
    guard let attributes else { return 0 }
    let pairs = attributes.assumingMemoryBound(to: UnsafePointer<CChar>?.self)
    var count = 0
    while pairs[count * 2] != nil { count += 1 }
    return count
  }

  func start(_ name: String, attributes: UnsafeRawPointer?) {
    let count = Self.attributeCount(attributes)
    counts.withLock {
      $0.started.append(name)
      $0.attributes += count
    }
  }

  func end() { counts.withLock { $0.ended += 1 } }

  func text(_ length: Int32) {
    counts.withLock {
      $0.textCalls += 1
      $0.textBytes += Int(length)
    }
  }

  var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  static func from(_ userData: UnsafeMutableRawPointer?) -> XMLRecorder {
    Unmanaged<XMLRecorder>.fromOpaque(userData!).takeUnretainedValue()
  }
}

/// Plain C handlers (no proxy, no delegate object) that record into the user data's recorder.
enum PlainExpatHandlers {
  static let start: XML_StartElementHandler = { userData, name, attributes in
    XMLRecorder.from(userData).start(String(cString: name!), attributes: UnsafeRawPointer(attributes))
  }
  static let end: XML_EndElementHandler = { userData, _ in XMLRecorder.from(userData).end() }
  static let text: XML_CharacterDataHandler = { userData, _, length in XMLRecorder.from(userData).text(length)
  }
}

/// An expat parser fed in chunks, whose handlers are a delegate's.
///
/// Strategy: re-installation. Expat copies handler pointers, so setting ``handlers`` (what the
/// proxy's `setCurrentDelegate(_:to:)` does, also when it re-installs itself) hands expat the
/// delegate's current ``DelegateObject/callbackFunction(for:)``s again.
final class ExpatParser: HasDelegateProxyStorage, @unchecked Sendable {  // used by one thread at a time
  let parser: XML_Parser
  let delegateProxyStorage = DelegateProxyStorage()
  /// How many times the handlers were handed to expat.
  private(set) var installations = 0

  /// The handlers delegate (held weakly); setting it hands its functions to expat.
  weak var handlers: DelegateObject? {
    didSet { install() }
  }

  /// A parser whose handlers receive `userData`.
  init(userData: UnsafeMutableRawPointer?) {
    guard let parser = XML_ParserCreate(nil) else { preconditionFailure("XML_ParserCreate failed") }
    self.parser = parser
    XML_SetUserData(parser, userData)
  }

  deinit {
    XML_ParserFree(parser)
  }

  private func install() {
    installations += 1
    let start = handlers?.callbackFunction(for: "startElement")
    let end = handlers?.callbackFunction(for: "endElement")
    let text = handlers?.callbackFunction(for: "characterData")
    XML_SetElementHandler(
      parser, unsafeBitCast(start, to: XML_StartElementHandler.self),
      unsafeBitCast(end, to: XML_EndElementHandler.self))
    XML_SetCharacterDataHandler(parser, unsafeBitCast(text, to: XML_CharacterDataHandler.self))
  }

  /// Parses the next chunk of the document; returns whether expat accepted it.
  @discardableResult
  func parse(_ chunk: String, isFinal: Bool = false) -> Bool {
    XML_Parse(parser, chunk, Int32(chunk.utf8.count), isFinal ? 1 : 0) == XML_STATUS_OK
  }

  /// Parses `chunks` with plain C handlers and no proxy; returns the counts after each chunk.
  static func plainRun(_ chunks: [String]) -> [XMLCounts] {
    let recorder = XMLRecorder()
    guard let parser = XML_ParserCreate(nil) else { preconditionFailure("XML_ParserCreate failed") }
    defer { XML_ParserFree(parser) }
    XML_SetUserData(parser, recorder.userData)
    XML_SetElementHandler(parser, PlainExpatHandlers.start, PlainExpatHandlers.end)
    XML_SetCharacterDataHandler(parser, PlainExpatHandlers.text)
    return chunks.enumerated().map { index, chunk in
      let status = XML_Parse(parser, chunk, Int32(chunk.utf8.count), index == chunks.count - 1 ? 1 : 0)
      precondition(status == XML_STATUS_OK, "expat refused chunk \(index)")
      return recorder.snapshot
    }
  }
}

/// The handlers proxy of an ``ExpatParser``.
final class ExpatHandlersProxy: DelegateProxy<ExpatParser, DelegateObject>, DelegateProxyType,
  @unchecked Sendable  // no state beyond DelegateProxy's
{
  static let delegateProtocol = DelegateProtocol.expatHandlers

  init(parser: ExpatParser) {
    super.init(parentObject: parser, delegateProxy: ExpatHandlersProxy.self)
  }

  static func registerKnownImplementations() {
    register { ExpatHandlersProxy(parser: $0) }
  }

  static func currentDelegate(for object: ExpatParser) -> DelegateObject? { object.handlers }

  /// Hands the delegate's current functions to expat.
  static func setCurrentDelegate(_ delegate: DelegateObject?, to object: ExpatParser) {
    object.handlers = delegate
  }
}

/// A handlers delegate of typed Swift closures (trampolines) recording into `recorder`.
func makeSwiftExpatHandlers(recording recorder: XMLRecorder) throws -> DelegateObject {
  let delegate = DelegateObject(delegateProtocol: .expatHandlers)
  try delegate.implement("startElement") {
    (_: UnsafeMutableRawPointer?, name: String, attributes: UnsafeRawPointer?) in
    recorder.start(name, attributes: attributes)
  }
  try delegate.implement("endElement") { (_: UnsafeMutableRawPointer?, _: String) in recorder.end() }
  try delegate.implement("characterData") {
    (_: UnsafeMutableRawPointer?, _: UnsafeRawPointer?, length: Int32) in recorder.text(length)
  }
  return delegate
}
