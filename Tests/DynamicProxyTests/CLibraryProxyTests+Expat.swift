import CSQLite3
import CZlib
import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

extension CLibraryProxyTests {
  // MARK: - Expat

  /// Expat copies its handlers once; the forward delegate is typed Swift closures (trampolines),
  /// held weakly. Fed in chunks across subscribe, dispose and the forward delegate's release, the
  /// counts match a plain-C run of the same chunks, and expat never calls a freed trampoline.
  @Suite struct Expat {
    /// The document, in chunks: a header, eight books, the footer.
    static let chunks: [String] =
      ["<?xml version=\"1.0\"?>\n<catalog kind=\"books\">\n"]
      + (0..<8).map { index in
        "  <book id=\"\(index)\" lang=\"en\"><title>Title \(index) &amp; more</title>"
          + "<price currency=\"EUR\">\(index).99</price><note/></book>\n"
      } + ["</catalog>\n"]

    /// Events the proxy's subscribers saw.
    final class Observed: @unchecked Sendable {  // delivered on the test's thread only
      var started: [String] = []
      var ended: [String] = []
      var textBytes = 0
    }

    @Test func aCopyOnceLibraryWithASwiftClosureForwardDelegateMatchesAPlainCRun() throws {
      let plain = ExpatParser.plainRun(Self.chunks)
      let total = try #require(plain.last)
      #expect(total.started.count == 1 + 8 * 4)
      #expect(total.ended == total.started.count)

      let userRecorder = XMLRecorder()
      let parser = ExpatParser(userData: userRecorder.userData)
      let forwardRecorder = XMLRecorder()
      var forward: DelegateObject? = try makeSwiftExpatHandlers(recording: forwardRecorder)
      weak let weakForward = forward
      parser.handlers = forward
      let proxy = ExpatHandlersProxy.proxy(for: parser)
      #expect(parser.handlers === proxy)
      // A weakly held delegate of closures: expat gets the proxy's own trampolines.
      let forwardStart = try #require(forward?.callbackFunction(for: "startElement"))
      #expect(proxy.callbackFunction(for: "startElement") != forwardStart)

      // Unobserved: chunks 0 and 1.
      #expect(parser.parse(Self.chunks[0]) && parser.parse(Self.chunks[1]))
      #expect(forwardRecorder.snapshot == plain[1])

      // Observed: chunks 2 and 3.
      let observed = Observed()
      var bag: DisposeBag? = DisposeBag()
      proxy.sentMessage("startElement")
        .subscribe(onNext: { observed.started.append($0[1] as! String) })
        .disposed(by: bag!)
      proxy.methodInvoked("endElement")
        .subscribe(onNext: { observed.ended.append($0[1] as! String) })
        .disposed(by: bag!)
      proxy.methodInvoked("characterData")
        .subscribe(onNext: { observed.textBytes += Int($0[2] as! Int32) })
        .disposed(by: bag!)
      #expect(parser.parse(Self.chunks[2]) && parser.parse(Self.chunks[3]))
      let whileObserved = plain[3].since(plain[1])
      #expect(observed.started == whileObserved.started)
      #expect(observed.ended.count == whileObserved.ended)
      #expect(observed.ended.sorted() == whileObserved.started.sorted())
      #expect(observed.textBytes == whileObserved.textBytes)
      #expect(forwardRecorder.snapshot == plain[3])

      // Disposed: chunk 4.
      bag = nil
      #expect(parser.parse(Self.chunks[4]))
      #expect(observed.started.count == whileObserved.started.count)
      #expect(forwardRecorder.snapshot == plain[4])

      // The forward delegate is released: its trampolines are freed; chunk 5 reaches nobody.
      forward = nil
      #expect(weakForward == nil)
      #expect(!proxy.responds(to: "startElement"))
      #expect(parser.parse(Self.chunks[5]))
      #expect(forwardRecorder.snapshot == plain[4])

      // Observed again, nobody to forward to: chunks 6 to the end.
      let again = Observed()
      bag = DisposeBag()
      proxy.sentMessage("startElement")
        .subscribe(onNext: { again.started.append($0[1] as! String) })
        .disposed(by: bag!)
      for (index, chunk) in Self.chunks.enumerated().dropFirst(6) {
        #expect(parser.parse(chunk, isFinal: index == Self.chunks.count - 1))
      }
      #expect(again.started == total.since(plain[5]).started)
      #expect(forwardRecorder.snapshot == plain[4])
      #expect(userRecorder.snapshot == XMLCounts(), "the user data passes through untouched")
      bag = nil
    }
  }
}
