/// A piece of data a ``Transfer`` received.
public final class Chunk: Sendable {
  /// The chunk's bytes.
  public let bytes: [UInt8]

  /// Creates a chunk of `bytes`.
  ///
  /// - Parameter bytes: The chunk's bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }
}

/// How far a ``Transfer`` is.
public struct Progress: Equatable, Sendable {
  /// The units done.
  public var done: Int
  /// The units to do.
  public var total: Int

  /// Creates a progress of `done` units out of `total`.
  ///
  /// - Parameters:
  ///   - done: The units done.
  ///   - total: The units to do.
  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }
}

/// The delegate of a ``Transfer``: a pure Swift, class-bound protocol in Apple's naming style, with
/// defaults for most methods in its extension (the generator's fixture).
public protocol TransferDelegate: AnyObject {
  /// Whether the transfer may start (default `true`).
  func transferShouldStart(_ transfer: Transfer) -> Bool
  /// The transfer started (required: no default).
  func transferDidStart(_ transfer: Transfer)
  /// The transfer received a chunk.
  func transfer(_ transfer: Transfer, didReceive chunk: Chunk)
  /// The transfer's progress changed.
  func transfer(_ transfer: Transfer, didReceive progress: Progress)
  /// The priority of a chunk (required: no default).
  func transfer(_ transfer: Transfer, priorityFor chunk: Chunk) -> Int
  /// The chunk to keep in place of `chunk` (default: `chunk`).
  func transfer(_ transfer: Transfer, replacementFor chunk: Chunk) -> Chunk
  /// A title for a progress (required: no default).
  func transfer(_ transfer: Transfer, titleFor progress: Progress) -> String?
  /// Asks whether to continue after `chunk`; the delegate answers through `completion`.
  func transfer(_ transfer: Transfer, shouldContinueAfter chunk: Chunk, completion: @escaping (Bool) -> Void)
  /// The delay, in seconds, before retrying after `error`; throws to give up (default: rethrows `error`).
  func transfer(_ transfer: Transfer, willRetryAfter error: Error) throws -> Int
  /// The transfer finished.
  func transferDidFinish(_ transfer: Transfer)
}

extension TransferDelegate {
  /// `true`.
  public func transferShouldStart(_ transfer: Transfer) -> Bool { true }
  /// Nothing.
  public func transfer(_ transfer: Transfer, didReceive chunk: Chunk) {}
  /// Nothing.
  public func transfer(_ transfer: Transfer, didReceive progress: Progress) {}
  /// `chunk`.
  public func transfer(_ transfer: Transfer, replacementFor chunk: Chunk) -> Chunk { chunk }
  /// Continues: calls `completion(true)`.
  public func transfer(
    _ transfer: Transfer, shouldContinueAfter chunk: Chunk, completion: @escaping (Bool) -> Void
  ) {
    completion(true)
  }
  /// Gives up: rethrows `error`.
  public func transfer(_ transfer: Transfer, willRetryAfter error: Error) throws -> Int { throw error }
  /// Nothing.
  public func transferDidFinish(_ transfer: Transfer) {}
}

/// A transfer that tells its delegate what happens: each method calls one delegate method, so tests
/// can drive a delegate (or a proxy) through the protocol.
public final class Transfer {
  /// The delegate, held weakly.
  public weak var delegate: (any TransferDelegate)?

  /// Creates a transfer without a delegate.
  public init() {}

  /// Asks the delegate whether to start, then tells it the transfer started when it may.
  ///
  /// - Returns: Whether the transfer started (`true` without a delegate).
  @discardableResult
  public func start() -> Bool {
    guard delegate?.transferShouldStart(self) ?? true else { return false }
    delegate?.transferDidStart(self)
    return true
  }

  /// Tells the delegate a chunk arrived.
  ///
  /// - Parameter chunk: The chunk.
  public func receive(_ chunk: Chunk) {
    delegate?.transfer(self, didReceive: chunk)
  }

  /// Tells the delegate the progress changed.
  ///
  /// - Parameter progress: The progress.
  public func report(_ progress: Progress) {
    delegate?.transfer(self, didReceive: progress)
  }

  /// Asks the delegate for the priority of `chunk`.
  ///
  /// - Parameter chunk: The chunk.
  /// - Returns: The priority (0 without a delegate).
  public func priority(of chunk: Chunk) -> Int {
    delegate?.transfer(self, priorityFor: chunk) ?? 0
  }

  /// Asks the delegate which chunk to keep in place of `chunk`.
  ///
  /// - Parameter chunk: The chunk.
  /// - Returns: The chunk to keep (`chunk` without a delegate).
  public func replacement(for chunk: Chunk) -> Chunk {
    delegate?.transfer(self, replacementFor: chunk) ?? chunk
  }

  /// Asks the delegate for a title of `progress`.
  ///
  /// - Parameter progress: The progress.
  /// - Returns: The title, or nil.
  public func title(for progress: Progress) -> String? {
    delegate?.transfer(self, titleFor: progress) ?? nil
  }

  /// Asks the delegate whether to continue after `chunk`.
  ///
  /// - Parameters:
  ///   - chunk: The chunk.
  ///   - completion: Called with the answer (at once with `true` without a delegate).
  public func shouldContinue(after chunk: Chunk, completion: @escaping (Bool) -> Void) {
    guard let delegate else { return completion(true) }
    delegate.transfer(self, shouldContinueAfter: chunk, completion: completion)
  }

  /// Asks the delegate how long to wait before retrying after `error`.
  ///
  /// - Parameter error: The error.
  /// - Returns: The delay in seconds.
  /// - Throws: What the delegate throws to give up, or `error` without a delegate.
  public func retryDelay(after error: any Error) throws -> Int {
    guard let delegate else { throw error }
    return try delegate.transfer(self, willRetryAfter: error)
  }

  /// Tells the delegate the transfer finished.
  public func finish() {
    delegate?.transferDidFinish(self)
  }
}
