/// Why a ``Fetcher`` stopped.
public struct FetchError: Error, Equatable {
  /// The reason's code.
  public var code: Int

  /// Creates an error of `code`.
  ///
  /// - Parameter code: The reason's code.
  public init(code: Int) {
    self.code = code
  }
}

/// The delegate of a ``Fetcher``: Swift-concurrency methods, `async`, `async throws` and
/// `async throws(E)` (the generator's fixture for them).
public protocol FetcherDelegate: AnyObject, Sendable {
  /// Whether to fetch `path` (default: yes).
  func fetcher(_ fetcher: Fetcher, shouldFetch path: String) async -> Bool
  /// The fetcher fetched `bytes`; throws to stop it (required).
  func fetcher(_ fetcher: Fetcher, didFetch bytes: [UInt8]) async throws
  /// The fetcher finished: the count to report, or the reason it failed (default: 0).
  func fetcherDidFinish(_ fetcher: Fetcher) async throws(FetchError) -> Int
}

extension FetcherDelegate {
  /// Yes.
  public func fetcher(_ fetcher: Fetcher, shouldFetch path: String) async -> Bool { true }
  /// 0.
  public func fetcherDidFinish(_ fetcher: Fetcher) async throws(FetchError) -> Int { 0 }
}

/// A fetcher whose delegate's methods are `async`.
public final class Fetcher: @unchecked Sendable {  // `delegate` set before a fetch, which only reads it
  /// The delegate, held weakly.
  public weak var delegate: (any FetcherDelegate)?

  /// Creates a fetcher without a delegate.
  public init() {}

  /// Asks the delegate whether to fetch `path`, hands it `bytes`, and asks it for the count.
  ///
  /// - Parameters:
  ///   - path: What to fetch.
  ///   - bytes: What the fetch brings.
  /// - Returns: The delegate's count, or nil when it declined.
  /// - Throws: What the delegate threw.
  public func fetch(_ path: String, bytes: [UInt8]) async throws -> Int? {
    guard let delegate else { return nil }
    guard await delegate.fetcher(self, shouldFetch: path) else { return nil }
    try await delegate.fetcher(self, didFetch: bytes)
    return try await delegate.fetcherDidFinish(self)
  }
}
