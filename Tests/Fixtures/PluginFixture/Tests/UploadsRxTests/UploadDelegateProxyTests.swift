import DynamicProxyRx
import Testing
import Uploads

@testable import UploadsRx  // ProgressDelegateProxy: internal, as its protocol

/// The app's own delegate: a plain Swift class.
final class Recorder: UploadDelegate {
  var sent: [[UInt8]] = []
  func upload(_ upload: Upload, didSend bytes: [UInt8], checksum: UInt32) { sent.append(bytes) }
  func upload(_ upload: Upload, shouldContinueAfter count: Int) -> Bool { count < 4 }
}

@Suite(.serialized) struct UploadDelegateProxyTests {
  @Test func theGeneratedProxyObservesAndForwards() {
    let upload = Upload()
    let recorder = Recorder()
    upload.delegate = recorder
    let bag = DisposeBag()
    var checksums: [UInt32] = []
    var finished = 0
    upload.rx.didSend.subscribe(onNext: { checksums.append($0.checksum) }).disposed(by: bag)
    upload.rx.didFinish.subscribe(onNext: { finished += 1 }).disposed(by: bag)
    #expect(upload.delegate === UploadDelegateProxy.proxy(for: upload))

    upload.run([[1, 2], [3, 4], [5]])  // stops after 4 bytes: the app's delegate says so

    #expect(recorder.sent == [[1, 2], [3, 4]])
    #expect(checksums == [0x0006_0004, 0x0018_000b])  // CChecksum's Adler-32 of 1,2 and 1,2,3,4
    #expect(finished == 1)
  }

  @Test func theProtocolsDefaultAnswersWithoutAForwardDelegate() {
    let upload = Upload()
    let proxy = UploadDelegateProxy.proxy(for: upload)
    var sent = 0
    let bag = DisposeBag()
    proxy.methodInvoked("upload:didSend:checksum:").subscribe(onNext: { _ in sent += 1 }).disposed(by: bag)
    upload.run([[1], [2], [3]])  // the default: go on
    #expect(sent == 3)
  }
}

/// The proxy of a protocol internal to UploadsRx, written there by the plugin (internal too).
@Suite struct ProgressDelegateProxyTests {
  @Test func anInternalProtocolsProxyObservesItsCalls() {
    let reporter = ProgressReporter()
    let proxy = ProgressDelegateProxy.proxy(for: reporter)
    var fractions: [Double] = []
    let bag = DisposeBag()
    proxy.methodInvoked(ProgressDelegateProxy.Methods.didReach)
      .subscribe(onNext: { _, fraction in fractions.append(fraction) })
      .disposed(by: bag)
    reporter.report(0.5)
    reporter.report(1)
    #expect(fractions == [0.5, 1])
  }
}

/// The app's own observer.
final class FinishRecorder: UploadObserver {
  var sent: [Int] = []
  func uploadDidFinish(_ upload: Upload, sent count: Int) { sent.append(count) }
}

/// A standalone proxy (`--standalone`): the app adds it to the upload's observer list itself.
@Suite struct UploadObserverProxyTests {
  @Test func aStandaloneProxyInAnObserverListObservesAndForwards() {
    let upload = Upload()
    let proxy = UploadObserverProxy()
    let recorder = FinishRecorder()
    proxy.setForwardToDelegate(recorder, retainDelegate: false)
    upload.add(observer: proxy)
    var events: [[Any]] = []
    let bag = DisposeBag()
    proxy.methodInvoked("uploadDidFinish:sent:").subscribe(onNext: { events.append($0) }).disposed(by: bag)

    upload.run([[1, 2], [3]])

    #expect(recorder.sent == [3])
    #expect(events.count == 1)
    #expect(events.first?[0] as? Upload === upload)
    #expect(events.first?[1] as? Int == 3)
    withExtendedLifetime(recorder) {}
  }
}
