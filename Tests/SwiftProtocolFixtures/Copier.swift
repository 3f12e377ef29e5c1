/// The delegate of a ``Copier``: overloads told apart by their labels and types, as Foundation's
/// `FileManagerDelegate` has them (the generator's fixture for naming them).
public protocol CopierDelegate: AnyObject {
  /// Whether to go on after `error` while copying the item at `path` to `destination`.
  func copier(
    _ copier: Copier, shouldProceedAfterError error: any Error, copyingItemAtPath path: String,
    toPath destination: String
  ) -> Bool
  /// Whether to go on after `error` while removing the item at `path`.
  func copier(
    _ copier: Copier, shouldProceedAfterError error: any Error, removingItemAtPath path: String
  ) -> Bool
  /// Whether to go on after `error` while copying the item at `url` to `destination`.
  func copier(
    _ copier: Copier, shouldProceedAfterError error: any Error, copyingItemAt url: CopierURL,
    to destination: CopierURL
  ) -> Bool
  /// Whether to go on after `error` while removing the item at `url`.
  func copier(
    _ copier: Copier, shouldProceedAfterError error: any Error, removingItemAt url: CopierURL
  ) -> Bool
  /// The copier finished a file, named by its path.
  func copier(_ copier: Copier, didFinish path: String)
  /// The copier finished a file, named by its URL.
  func copier(_ copier: Copier, didFinish url: CopierURL)
  /// The copier finished a file, named by its path; its copy is `copy`.
  func copier(_ copier: Copier, didFinish path: String, copy: String)
}

/// A file's location, as Foundation's `URL`.
public struct CopierURL: Sendable {
  /// The location's path.
  public var path: String
}

/// A parent whose delegate protocol has overloads.
public final class Copier: @unchecked Sendable {  // the tests use a copier on one thread
  /// The delegate, held weakly.
  public weak var delegate: (any CopierDelegate)?

  /// Creates a copier without a delegate.
  public init() {}
}
