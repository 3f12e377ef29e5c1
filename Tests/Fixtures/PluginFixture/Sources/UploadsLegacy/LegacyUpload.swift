/// An older module's delegate protocol of the same name as Uploads': a target that depends on both
/// names the one to proxy with `--module`.
public protocol UploadDelegate: AnyObject {
  /// The legacy upload finished.
  func legacyUploadDidFinish()
}
