import DynamicProxyRx
import Testing
import Uploads
import UploadsRx

/// The app's retry policy.
final class RetryPolicy: UploadRetryDelegate {
  var finished = 0
  func upload(_ upload: Upload, shouldRetryAfter failures: Int) -> Bool { failures < 3 }
  func uploadDidFinish(_ upload: Upload) { finished += 1 }
}

/// The app's encoder: each chunk's byte count.
final class ByteCounter: UploadEncoder {
  var announced: [Int] = []
  func willEncode(_ count: Int) { announced.append(count) }
  func encode(_ chunk: [UInt8]) -> Int { chunk.count }
  func uploadDidFinish(_ upload: Upload) {}
}

/// Proxies whose streams share a name, generated into one module (UploadsRx), which builds: two
/// plain ones (`didFinish` of UploadDelegateProxy and UploadRetryDelegateProxy), a generic one
/// and a plain one (`uploadDidFinish` of UploadEncoderProxy and UploadObserverProxy).
@Suite struct ClashingProxiesTests {
  @Test func twoPlainProxiesStreamsOfOneNameEachSeeTheirOwnCalls() {
    let upload = Upload()
    let policy = RetryPolicy()
    upload.retryDelegate = policy
    let delegateProxy = UploadDelegateProxy.proxy(for: upload)
    let retryProxy = UploadRetryDelegateProxy.proxy(for: upload)
    var finished: [String] = []
    let bag = DisposeBag()
    delegateProxy.rx.didFinish.subscribe(onNext: { finished.append("delegate") }).disposed(by: bag)
    retryProxy.rx.didFinish.subscribe(onNext: { finished.append("retry") }).disposed(by: bag)
    upload.run([[1]])
    #expect(finished == ["delegate", "retry"])
    #expect(policy.finished == 1)
  }

  @Test func aGenericAndAPlainProxysStreamsOfOneName() {
    let upload = Upload()
    let encoderProxy = UploadEncoderProxy<ByteCounter>()
    let counter = ByteCounter()
    encoderProxy.setForwardToDelegate(counter, retainDelegate: false)
    let observerProxy = UploadObserverProxy()
    upload.add(observer: observerProxy)
    var finished: [String] = []
    var encoded: [[UInt8]] = []
    var announced: [Int] = []
    let bag = DisposeBag()
    // The underscored protocol's method, which the plugin found in Uploads' internal graph.
    encoderProxy.rx.willEncode.subscribe(onNext: { announced.append($0) }).disposed(by: bag)
    encoderProxy.rx.encode.subscribe(onNext: { encoded.append($0) }).disposed(by: bag)
    encoderProxy.rx.uploadDidFinish.subscribe(onNext: { _ in finished.append("encoder") }).disposed(by: bag)
    observerProxy.rx.uploadDidFinish.subscribe(onNext: { _ in finished.append("observer") }).disposed(by: bag)
    #expect(upload.encode([[1, 2], [3]], with: encoderProxy) == [2, 1])
    upload.run([[4]])
    #expect(encoded == [[1, 2], [3]])
    #expect(announced == [2] && counter.announced == [2])
    #expect(finished == ["encoder", "observer"])
    withExtendedLifetime(counter) {}
  }
}
