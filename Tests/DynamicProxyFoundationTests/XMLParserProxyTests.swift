import DynamicProxy
import DynamicProxyFoundation
import DynamicProxyRx
import Foundation
import FoundationXML
import Synchronization
import Testing

/// The app's own XMLParserDelegate: records every call it receives, as text.
final class RecordingParserDelegate: NSObject, XMLParserDelegate,
  @unchecked Sendable  // parsing is synchronous, on the test's thread
{
  var events: [String] = []
  /// Called after each recorded event (the test's hook).
  var onEvent: ((Int) -> Void)?

  private func record(_ event: String) {
    events.append(event)
    onEvent?(events.count)
  }

  func parserDidStartDocument(_ parser: XMLParser) { record("startDocument") }
  func parserDidEndDocument(_ parser: XMLParser) { record("endDocument") }
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    record("start \(elementName) \(attributes.sorted { $0.key < $1.key })")
  }
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    record("end \(elementName)")
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { record("characters \(string)") }
  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    record("cdata \(String(decoding: CDATABlock, as: UTF8.self))")
  }
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { record("error") }
}

/// A document of several hundred elements, with attributes, text and CDATA (made anew for each
/// use: a static `Data` is reachable only through a tagged word, which LeakSanitizer reports).
private var catalog: Data {
  var xml = "<?xml version=\"1.0\"?>\n<catalog>"
  for index in 0..<300 {
    xml += "<book id=\"b\(index)\" lang=\"\(index % 2 == 0 ? "en" : "fr")\"><title>Title \(index)</title>"
    if index % 10 == 0 { xml += "<note><![CDATA[<raw> & \(index)]]></note>" }
    xml += "</book>"
  }
  xml += "</catalog>"
  return Data(xml.utf8)
}

/// The catalog's elements: itself, 300 books with a title each, and 30 notes.
private let catalogElements = 1 + 300 * 2 + 30

/// What a parser's own delegate receives without any proxy.
private func baselineEvents(_ data: Data) -> [String] {
  let parser = XMLParser(data: data)
  let delegate = RecordingParserDelegate()
  parser.delegate = delegate
  _ = parser.parse()
  return delegate.events
}

/// Parsers keep their proxies in the side table: each test releases those of its parsers when it
/// ends (a proxy alive at exit is reported by LeakSanitizer: its weak references' side table is
/// reachable only through a tagged word).
@Suite(.serialized) final class XMLParserProxyTests {
  deinit { DelegateProxyStorage.releaseProxiesOfDeallocatedParents() }

  @Test func theAppsDelegateReceivesExactlyTheCallsOfARunWithoutTheProxy() {
    let expected = baselineEvents(catalog)
    #expect(expected.count > 900)
    let parser = XMLParser(data: catalog)
    let delegate = RecordingParserDelegate()
    parser.delegate = delegate
    var started: [String] = []
    var ended: [String] = []
    var characters = ""
    let bag = DisposeBag()
    parser.rx.didStartElement.subscribe(onNext: { started.append($0.elementName) }).disposed(by: bag)
    parser.rx.didEndElement.subscribe(onNext: { ended.append($0.elementName) }).disposed(by: bag)
    parser.rx.foundCharacters.subscribe(onNext: { characters += $0 }).disposed(by: bag)
    #expect(parser.delegate === XMLParserDelegateProxy.proxy(for: parser))
    #expect(XMLParserDelegateProxy.proxy(for: parser).forwardToDelegate() === delegate)

    #expect(parser.parse())
    #expect(delegate.events == expected)
    let expectedStarts = expected.filter { $0.hasPrefix("start ") && $0 != "startDocument" }
      .map { String($0.dropFirst(6).prefix { $0 != " " }) }
    #expect(started == expectedStarts)
    #expect(ended == expected.filter { $0.hasPrefix("end ") }.map { String($0.dropFirst(4)) })
    #expect(characters.contains("Title 299"))
  }

  @Test func sentMessageComesBeforeTheForwardAndMethodInvokedAfter() {
    let parser = XMLParser(data: Data("<a><b x=\"1\"/></a>".utf8))
    let log = Mutex<[String]>([])
    let delegate = RecordingParserDelegate()
    delegate.onEvent = { _ in log.withLock { $0.append("forward") } }
    parser.delegate = delegate
    let proxy = XMLParserDelegateProxy.proxy(for: parser)
    let selector: Selector = "parser:didStartElement:namespaceURI:qualifiedName:attributes:"
    let bag = DisposeBag()
    proxy.sentMessage(selector).subscribe(onNext: { arguments in
      log.withLock { $0.append("sent \(arguments[1])") }
    }).disposed(by: bag)
    proxy.methodInvoked(selector).subscribe(onNext: { arguments in
      #expect(arguments[0] as AnyObject === parser)
      #expect((arguments[4] as? [String: String]) != nil)
      log.withLock { $0.append("invoked \(arguments[1])") }
    }).disposed(by: bag)
    proxy.methodInvoked(XMLParserDelegateProxy.Methods.didStartElement).subscribe(onNext: {
      _, name, _, _, attributes in
      log.withLock { $0.append("typed \(name) \(attributes)") }
    }).disposed(by: bag)
    #expect(parser.parse())
    let joined = log.withLock { $0 }.joined(separator: "|")
    #expect(
      joined.contains("sent a|forward|invoked a|typed a [:]|sent b|forward|invoked b|typed b [\"x\": \"1\"]"),
      "\(joined)")
  }

  /// `[Any]` subscribers of `sentMessage` and `methodInvoked` get the arguments boxed straight from
  /// the Swift values; `methodReturned`'s `[Any]` form reads the call as a frame, which lends the
  /// same boxes: a nil `String?` as `NullArgument`, a string as itself, the dictionary as itself.
  @Test func anyArgumentsBoxAlikeFromSwiftValuesAndFromAFrame() {
    let parser = XMLParser(data: Data("<a x=\"1\"><b/></a>".utf8))
    let proxy = XMLParserDelegateProxy.proxy(for: parser)
    let selector: Selector = "parser:didStartElement:namespaceURI:qualifiedName:attributes:"
    var direct: [String] = []
    var framed: [String] = []
    var namespaces: [Any] = []
    let bag = DisposeBag()
    proxy.methodInvoked(selector).subscribe(onNext: { arguments in
      direct.append("\(arguments.dropFirst())")
      namespaces.append(arguments[2])
    }).disposed(by: bag)
    proxy.methodReturned(selector).subscribe(onNext: { call in
      framed.append("\(call.arguments.dropFirst())")
    }).disposed(by: bag)
    #expect(parser.parse())
    #expect(direct.count == 2)
    #expect(direct == framed)
    #expect(namespaces.allSatisfy { $0 is NullArgument })
    #expect(direct.first?.contains("\"a\"") == true)
  }

  @Test func theProxyInstalledBeforeTheAppSetsItsDelegate() {
    let expected = baselineEvents(catalog)
    // installForwardDelegate: the app's delegate reaches the proxy, not the parser.
    let parser = XMLParser(data: catalog)
    let count = Mutex(0)
    let subscription = parser.rx.didStartElement.subscribe(onNext: { _ in count.withLock { $0 += 1 } })
    let delegate = RecordingParserDelegate()
    let installed = XMLParserDelegateProxy.installForwardDelegate(
      delegate, retainDelegate: false, onProxyForObject: parser)
    #expect(parser.parse())
    #expect(delegate.events == expected)
    #expect(count.withLock { $0 } == catalogElements)
    installed.dispose()
    subscription.dispose()

    // The app sets the parser's delegate itself, later: the next proxy(for:) takes it as the
    // forward delegate and installs the proxy again, as RxCocoa does (debug builds report the
    // replaced delegate on standard error: ReplacedParserDelegateTests checks the report).
    let second = XMLParser(data: catalog)
    let proxy = XMLParserDelegateProxy.proxy(for: second)
    let appDelegate = RecordingParserDelegate()
    second.delegate = appDelegate
    let asked: XMLParserDelegateProxy = second.rx.delegate
    #expect(asked === proxy)
    #expect(second.delegate === proxy)
    #expect(proxy.forwardToDelegate() === appDelegate)
    #expect(second.parse())
    #expect(appDelegate.events == expected)
  }

  @Test func theAppsDelegateReleasedMidParseStopsReceivingAndTheStreamsGoOn() {
    final class Holder: @unchecked Sendable {  // used on the test's thread only
      var delegate: RecordingParserDelegate?
    }
    let parser = XMLParser(data: catalog)
    let holder = Holder()
    holder.delegate = RecordingParserDelegate()
    weak let released = holder.delegate
    parser.delegate = holder.delegate
    var started = 0
    let subscription = parser.rx.didStartElement.subscribe(onNext: { _ in
      started += 1
      if started == 10 { holder.delegate = nil }  // the proxy holds it weakly: it goes now
    })
    #expect(parser.parse())
    #expect(released == nil)
    #expect(started == catalogElements, "every element observed, before and after")
    subscription.dispose()
  }

  @Test func aParseErrorIsForwardedAndObserved() {
    let malformed = Data("<a><b>text</a><c".utf8)
    let expected = baselineEvents(malformed)
    let expectedErrors = expected.filter { $0 == "error" }.count
    #expect(expectedErrors >= 1)
    let parser = XMLParser(data: malformed)
    let delegate = RecordingParserDelegate()
    parser.delegate = delegate
    var errors: [any Error] = []
    let subscription = parser.rx.parseErrorOccurred.subscribe(onNext: { errors.append($0) })
    _ = parser.parse()
    #expect(delegate.events == expected)
    #expect(errors.count == expectedErrors)
    subscription.dispose()
  }

  @Test func withoutAForwardDelegateTheProtocolsDefaultsAnswer() throws {
    let parser = XMLParser(data: catalog)
    var count = 0
    let subscription = parser.rx.didStartElement.subscribe(onNext: { _ in count += 1 })
    #expect(parser.parse())
    #expect(count == catalogElements)
    // A method with a result, unobserved and observed: the default's nil.
    let proxy = XMLParserDelegateProxy.proxy(for: parser)
    #expect(proxy.parser(parser, resolveExternalEntityName: "e", systemID: nil) == nil)
    var returned: [Data?] = []
    let returns = proxy.methodReturned(XMLParserDelegateProxy.Methods.resolveExternalEntityName)
      .subscribe(onNext: { returned.append($0.returnValue) })
    #expect(proxy.parser(parser, resolveExternalEntityName: "e", systemID: nil) == nil)
    #expect(returned.count == 1)
    // An answer wins over the default when there is no forward delegate.
    try proxy.answer(XMLParserDelegateProxy.Methods.resolveExternalEntityName) { _, name, _ in Data(name.utf8)
    }
    #expect(proxy.parser(parser, resolveExternalEntityName: "e", systemID: nil) == Data("e".utf8))
    returns.dispose()
    subscription.dispose()
  }

  @Test func theProxyGoesWithItsParserAndItsStreamsComplete() {
    weak var weakProxy: XMLParserDelegateProxy?
    var completed = false
    var subscription: (any Disposable)?
    do {
      let parser = XMLParser(data: catalog)
      weakProxy = XMLParserDelegateProxy.proxy(for: parser)
      subscription = parser.rx.didStartElement.subscribe(onCompleted: { completed = true })
      _ = parser.parse()
    }
    // No hook into the parser's deinit: the side table releases the proxy at its sweep.
    DelegateProxyStorage.releaseProxiesOfDeallocatedParents()
    #expect(completed)
    #expect(weakProxy == nil)
    subscription?.dispose()
  }
}

// The report of a replaced delegate is made in debug builds only: so are these tests.
#if DEBUG
  /// The first hour's silent mistake, as a user makes it: `parser.delegate = mine` after
  /// `parser.rx` was used. The next `.rx` access reports it on standard error, once, with the fix;
  /// when the delegate is set before the first `.rx` use, nothing is reported. Each runs in a process
  /// of its own, whose standard error is read.
  @Suite struct ReplacedParserDelegateTests {
    @Test func aDelegateSetAfterRxIsReportedOnceOnStandardError() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        let parser = XMLParser(data: Data("<a><b/></a>".utf8))
        let bag = DisposeBag()
        parser.rx.didStartElement.subscribe(onNext: { _ in }).disposed(by: bag)
        let mine = RecordingParserDelegate()
        parser.delegate = mine  // the mistake
        _ = parser.parse()
        parser.rx.didEndElement.subscribe(onNext: { _ in }).disposed(by: bag)
        parser.rx.didEndDocument.subscribe(onNext: { _ in }).disposed(by: bag)
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(output.components(separatedBy: "DynamicProxy: ").count == 2, "one report: \(output)")
      #expect(
        output.contains(
          "DynamicProxy: the XMLParser's delegate was replaced by a RecordingParserDelegate after its "
            + "XMLParserDelegateProxy was installed"))
      #expect(
        output.contains("XMLParserDelegateProxy.installForwardDelegate(_:retainDelegate:onProxyForObject:)"))
    }

    @Test func aDelegateSetBeforeRxIsNotReported() async {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        let parser = XMLParser(data: Data("<a><b/></a>".utf8))
        let mine = RecordingParserDelegate()
        parser.delegate = mine
        let bag = DisposeBag()
        parser.rx.didStartElement.subscribe(onNext: { _ in }).disposed(by: bag)
        _ = parser.parse()
        parser.rx.didEndElement.subscribe(onNext: { _ in }).disposed(by: bag)
        guard mine.events.count == 6 else { exit(1) }  // the document, a and b: each start and end
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(!output.contains("DynamicProxy: "), "\(output)")
    }
  }
#endif
