import Foundation
import Testing

@testable import DynamicProxyGeneratorKit

@Suite("Selectors")
struct SelectorTests {
  @Test(
    "what Swift gives an @objc method",
    arguments: [
      (
        "parser", ["_", "didStartElement", "namespaceURI", "qualifiedName", "attributes"],
        "parser:didStartElement:namespaceURI:qualifiedName:attributes:"
      ),
      ("parserDidStartDocument", ["_"], "parserDidStartDocument:"),
      ("urlSession", ["_", "dataTask", "didReceive"], "urlSession:dataTask:didReceive:"),
      // The first label's first word is a preposition: no "With".
      (
        "urlSessionDidFinishEvents", ["forBackgroundURLSession"],
        "urlSessionDidFinishEventsForBackgroundURLSession:"
      ),
      ("databaseDidChange", ["with"], "databaseDidChangeWith:"),
      ("numberOfItems", ["in"], "numberOfItemsIn:"),
      ("item", ["at"], "itemAt:"),
      ("fetch", ["from"], "fetchFrom:"),
      ("move", ["to"], "moveTo:"),
      ("value", ["of"], "valueOf:"),
      ("scroll", ["by"], "scrollBy:"),
      ("didTap", ["on"], "didTapOn:"),
      ("cell", ["for", "at"], "cellFor:at:"),
      ("perform", ["withAnimation"], "performWithAnimation:"),
      ("run", ["within"], "runWithin:"),
      ("sort", ["using"], "sortUsing:"),
      ("send", ["via"], "sendVia:"),
      ("wait", ["until"], "waitUntil:"),
      ("show", ["as"], "showAs:"),
      ("insert", ["before", "after"], "insertBefore:after:"),
      ("open", ["given"], "openGiven:"),
      ("copy", ["including"], "copyIncluding:"),
      ("resize", ["By"], "resizeBy:"),
      // The base name's last word is a preposition: no "With" either.
      ("moveTo", ["point"], "moveToPoint:"),
      ("initWith", ["coder"], "initWithCoder:"),
      ("loadDataFor", ["request", "_"], "loadDataForRequest::"),
      // Neither: "With", then the label in sentence case.
      ("reload", ["data"], "reloadWithData:"),
      ("add", ["transactionObserver"], "addWithTransactionObserver:"),
      ("observes", ["eventsOfKind"], "observesWithEventsOfKind:"),
      ("validate", ["URL"], "validateWithURL:"),
      (
        "nextAuthenticationType", ["availableMethods", "nextChallengePromise"],
        "nextAuthenticationTypeWithAvailableMethods:nextChallengePromise:"
      ),
      ("doSomething", ["x", "y"], "doSomethingWithX:y:"),
      // Words that are prepositions in English but not in Swift's list.
      ("move", ["onto"], "moveWithOnto:"),
      ("go", ["through"], "goWithThrough:"),
      ("ask", ["about"], "askWithAbout:"),
      // No parameters, unlabeled ones.
      ("reload", [], "reload"),
      ("databaseWillCommit", [], "databaseWillCommit"),
      ("databaseDidCommit", ["_"], "databaseDidCommit:"),
      ("f", ["_", "_"], "f::"),
      ("setTitle", ["_", "for"], "setTitle:for:"),
    ])
  func selector(baseName: String, labels: [String], expected: String) {
    #expect(Naming.selector(baseName: baseName, labels: labels) == expected)
  }

  @Test("Swift's prepositions, ignoring case; nothing else")
  func prepositions() {
    #expect(Naming.isPreposition("with") && Naming.isPreposition("In") && Naming.isPreposition("FOR"))
    #expect(!Naming.isPreposition("onto") && !Naming.isPreposition("through"))
    #expect(!Naming.isPreposition("data"))
    #expect(Naming.prepositions.count == 30)
  }
}

@Suite("Declarations and names")
struct NamingTests {
  private func declaration(_ text: String) throws -> FunctionDeclaration {
    try FunctionDeclaration(parsing: text)
  }

  @Test("a declaration's parts")
  func parsing() throws {
    let parsed = try declaration(
      "func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge, "
        + "completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)"
    )
    #expect(parsed.baseName == "urlSession")
    #expect(parsed.parameters.map(\.label) == ["_", "task", "didReceive", "completionHandler"])
    #expect(parsed.parameters.map(\.internalName) == ["session", "task", "challenge", "completionHandler"])
    #expect(
      parsed.parameters[3].valueType
        == "@Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void")
    #expect(parsed.parameters[3].isClosure)
    #expect(parsed.resultType == nil)
    #expect(parsed.swiftName == "urlSession(_:task:didReceive:completionHandler:)")
    let throwing = try declaration("func f(_ x: [String : Int]) throws -> (any Error)?")
    #expect(throwing.isThrowing)
    #expect(throwing.parameters[0].valueType == "[String: Int]")
    #expect(throwing.resultType == "(any Error)?")
    #expect(try declaration("func g<T>(_ x: T)").hasGenericParameters)
    #expect(try declaration("func h() async -> Int").isAsync)
  }

  @Test(
    "rx names",
    arguments: [
      ("func parserDidStartDocument(_ parser: XMLParser)", "XMLParser", "didStartDocument"),
      (
        "func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?)",
        "XMLParser",
        "didStartElement"
      ),
      (
        "func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)",
        "URLSession",
        "dataTaskDidReceive"
      ),
      (
        "func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession)", "URLSession",
        "didFinishEvents"
      ),
      ("func transferShouldStart(_ transfer: Transfer) -> Bool", "Transfer", "shouldStart"),
      (
        "func urlSession(_ session: URLSession, task: URLSessionTask, needNewBodyStream completionHandler: "
          + "@escaping (InputStream?) -> Void)", "URLSession", "taskNeedNewBodyStream"
      ),
      ("func tableView(_ view: Table, didSelect row: Int)", "Table", "didSelect"),
      ("func reload(_ count: Int)", "Transfer", "reload"),
    ])
  func names(text: String, parent: String, expected: String) throws {
    #expect(Naming.methodName(try declaration(text), parentType: parent).name == expected)
  }

  @Test("words and lower camel case of type names")
  func words() {
    #expect(Naming.words(of: "URLSession") == ["URL", "Session"])
    #expect(Naming.words(of: "XMLParser") == ["XML", "Parser"])
    #expect(Naming.lowerCamel("URLSession") == "urlSession")
    #expect(Naming.strippingParentPrefix("parserDidEndDocument", parentType: "XMLParser") == "didEndDocument")
    #expect(Naming.strippingParentPrefix("parsed", parentType: "XMLParser") == nil)
  }

  @Test("collisions get the first label that differs, else the first type, then an index")
  func collisions() {
    typealias D = Naming.Distinguishers
    // FileManagerDelegate's shouldProceedAfterError overloads: their second labels differ.
    #expect(
      Naming.disambiguate(
        ["shouldProceedAfterError", "shouldProceedAfterError", "shouldProceedAfterError", "didFinish"],
        distinguishers: [
          D(labels: ["CopyingItemAtPath", "ToPath"], types: ["Error", "String", "String"]),
          D(labels: ["CopyingItemAt", "To"], types: ["Error", "URL", "URL"]),
          D(labels: ["RemovingItemAt"], types: ["Error", "URL"]),
          D(labels: [], types: []),
        ])
        == [
          "shouldProceedAfterErrorCopyingItemAtPath", "shouldProceedAfterErrorCopyingItemAt",
          "shouldProceedAfterErrorRemovingItemAt", "didFinish",
        ])
    // The same labels: the first type that differs.
    #expect(
      Naming.disambiguate(
        ["dataTaskDidReceive", "dataTaskDidReceive", "taskDidReceive"],
        distinguishers: [
          D(labels: [], types: ["URLSessionDataTask", "URLResponse"]),
          D(labels: [], types: ["URLSessionDataTask", "Data"]),
          D(labels: [], types: ["X"]),
        ])
        == ["dataTaskDidReceiveURLResponse", "dataTaskDidReceiveData", "taskDidReceive"])
    // Labels first, then types within what the labels left together; an index only when nothing
    // tells two apart.
    #expect(
      Naming.disambiguate(
        ["a", "a", "a", "a", "a"],
        distinguishers: [
          D(labels: [], types: ["Int"]), D(labels: [], types: ["String"]),
          D(labels: ["Copy"], types: ["Int"]),
          D(labels: ["Copy"], types: ["Int"]), D(labels: [], types: ["Int"]),
        ]) == ["aInt", "aString", "aCopy", "aCopy2", "aInt2"])
    #expect(Naming.typeSuffix("(any Error)?") == "Error")
    #expect(Naming.typeSuffix("URLSession.ResponseDisposition") == "ResponseDisposition")
  }

  @Test("overloads are named from the labels and types that tell them apart")
  func overloadNames() throws {
    let source = try generate("CopierDelegate", parent: "Copier", parentRx: false)
    let joined = source.replacingOccurrences(of: "\n      .", with: ".")
    for (name, selector) in [
      (
        "shouldProceedAfterErrorCopyingItemAtPath", "copier:shouldProceedAfterError:copyingItemAtPath:toPath:"
      ),
      ("shouldProceedAfterErrorRemovingItemAtPath", "copier:shouldProceedAfterError:removingItemAtPath:"),
      ("shouldProceedAfterErrorCopyingItemAt", "copier:shouldProceedAfterError:copyingItemAt:to:"),
      ("shouldProceedAfterErrorRemovingItemAt", "copier:shouldProceedAfterError:removingItemAt:"),
      ("didFinishString", "copier:didFinishString:"),
      ("didFinishCopierURL", "copier:didFinishCopierURL:"),
      ("didFinishCopy", "copier:didFinish:copy:"),
    ] {
      #expect(joined.contains("static let \(name) = "), "missing: \(name)")
      #expect(joined.contains(".optional(\"\(selector)\")") || joined.contains(".required(\"\(selector)\")"))
    }
    #expect(!source.contains("String2") && !source.contains("URL2") && !source.contains("Error2"))
  }

  @Test("closest names: containing first, then by edit distance, ignoring case")
  func closest() {
    #expect(Naming.editDistance("kitten", "sitting") == 3)
    #expect(Naming.editDistance("URLSession", "urlsession") == 0)
    #expect(Naming.editDistance("", "abc") == 3)
    #expect(
      Naming.closest(
        to: "ParserDelegate", among: ["XMLParserDelegate", "PortDelegate", "URLSessionDelegate", "Parser"])
        == ["XMLParserDelegate", "Parser", "PortDelegate"])
    #expect(Naming.closest(to: "Zebra", among: ["XMLParserDelegate", "URLSessionDelegate"]).isEmpty)
  }

  @Test("keywords are escaped")
  func keywords() {
    #expect(SwiftSource.escaped("default") == "`default`")
    #expect(SwiftSource.escaped("didReceive") == "didReceive")
  }
}
