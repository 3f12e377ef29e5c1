import CChecksum  // not @_implementationOnly: a reader of this module's interface needs CChecksum's

/// What an upload tells its delegate.
public protocol UploadDelegate: AnyObject {
  /// The upload sent `bytes`; `checksum` is the Adler-32 of everything sent so far.
  func upload(_ upload: Upload, didSend bytes: [UInt8], checksum: UInt32)
  /// Whether the upload goes on after `count` bytes.
  func upload(_ upload: Upload, shouldContinueAfter count: Int) -> Bool
  /// The upload finished.
  func uploadDidFinish(_ upload: Upload)
}

extension UploadDelegate {
  /// Always: an upload goes on unless its delegate says otherwise.
  public func upload(_ upload: Upload, shouldContinueAfter count: Int) -> Bool { true }
  /// Nothing.
  public func uploadDidFinish(_ upload: Upload) {}
}

/// What an upload tells each of its observers: an observer list, with no delegate property.
public protocol UploadObserver: AnyObject {
  /// The upload finished after sending `count` bytes.
  func uploadDidFinish(_ upload: Upload, sent count: Int)
}

/// What an upload's retry policy hears, a second delegate of ``Upload``: its proxy and
/// UploadDelegate's both have a `didFinish` stream, in one module.
public protocol UploadRetryDelegate: AnyObject {
  /// Whether the upload tries again after `failures` failures.
  func upload(_ upload: Upload, shouldRetryAfter failures: Int) -> Bool
  /// The upload finished.
  func uploadDidFinish(_ upload: Upload)
}

/// What an encoder hears before it encodes, underscored as NIO's `_ChannelInboundHandler`: a
/// graph extracted at `public` names it in UploadEncoder's declaration without an identifier and
/// leaves it out, so the plugin reads it from this module's graph at `internal`.
public protocol _UploadEncoding: AnyObject {
  /// The encoder is about to encode `count` chunks.
  func willEncode(_ count: Int)
}

extension _UploadEncoding {
  /// Nothing.
  public func willEncode(_ count: Int) {}
}

/// What encodes an upload's chunks, generic over the encoding (as async-http-client's
/// `HTTPClientResponseDelegate` is over its `Response`), refining an underscored protocol (as
/// NIO's `ChannelInboundHandler` does): its proxy is generic and standalone, has
/// `willEncode(_:)`, and its `uploadDidFinish` stream has the name of UploadObserver's.
public protocol UploadEncoder: _UploadEncoding {
  /// What a chunk is encoded as.
  associatedtype Encoded
  /// The encoding of `chunk`.
  func encode(_ chunk: [UInt8]) -> Encoded
  /// The upload finished.
  func uploadDidFinish(_ upload: Upload)
}

/// Sends chunks of bytes, checksummed by CChecksum, and tells its delegate and its observers.
public final class Upload {
  /// The observers, held strongly until the upload goes.
  private var observers: [any UploadObserver] = []

  /// The delegate, held weakly.
  public weak var delegate: (any UploadDelegate)?
  /// The retry policy, held weakly.
  public weak var retryDelegate: (any UploadRetryDelegate)?
  /// The checksum of what was sent (CChecksum's Adler-32).
  public private(set) var checksum: UInt32 = 1

  /// An upload that has sent nothing.
  public init() {}

  /// Adds an observer, told when the upload finishes.
  public func add(observer: any UploadObserver) {
    observers.append(observer)
  }

  /// Sends each chunk while the delegate says to go on, then finishes.
  public func run(_ chunks: [[UInt8]]) {
    var sent = 0
    for chunk in chunks {
      checksum = chunk.withUnsafeBufferPointer { checksum_adler32(checksum, $0.baseAddress, $0.count) }
      sent += chunk.count
      delegate?.upload(self, didSend: chunk, checksum: checksum)
      if delegate?.upload(self, shouldContinueAfter: sent) == false { break }
    }
    delegate?.uploadDidFinish(self)
    retryDelegate?.uploadDidFinish(self)
    for observer in observers { observer.uploadDidFinish(self, sent: sent) }
  }

  /// Each chunk as `encoder` encodes it, then tells it the upload finished.
  public func encode<Encoder: UploadEncoder>(_ chunks: [[UInt8]], with encoder: Encoder) -> [Encoder.Encoded]
  {
    encoder.willEncode(chunks.count)
    defer { encoder.uploadDidFinish(self) }
    return chunks.map { encoder.encode($0) }
  }
}
