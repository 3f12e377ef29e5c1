import DynamicProxyRx

/// The arguments of one intercepted call, as they cross threads and tasks.
///
/// `@unchecked Sendable`, explicitly: the values are boxed C values (numbers, strings, struct
/// bytes — all `Sendable`) and the objects and Swift values the delegate call passed. The library
/// hands them over synchronously and never touches them again; whether the objects may be used on
/// another thread is the contract of the parent that passed them, as it is for RxCocoa's `[Any]`.
public struct MethodArguments: @unchecked Sendable, RandomAccessCollection {  // the call's own values
  /// The arguments, boxed as `Invocation.arguments` describes.
  public let values: [Any]

  /// Wraps boxed arguments.
  ///
  /// - Parameter values: The arguments.
  public init(_ values: [Any]) {
    self.values = values
  }

  /// The index of the first argument.
  public var startIndex: Int { values.startIndex }

  /// The index past the last argument.
  public var endIndex: Int { values.endIndex }

  /// The argument at `position`.
  ///
  /// - Parameter position: An index below `endIndex`.
  public subscript(position: Int) -> Any { values[position] }
}

extension ObservableType where Element == [Any] {
  /// A proxy stream's calls as an `AsyncStream` of ``MethodArguments`` (the explicitly
  /// `@unchecked Sendable` payload), buffered without bound.
  public var values: AsyncStream<MethodArguments> {
    values(bufferingPolicy: .unbounded)
  }

  /// A proxy stream's calls as an `AsyncStream` of ``MethodArguments``.
  ///
  /// - Parameter bufferingPolicy: What to keep while the consumer is behind.
  /// - Returns: The stream of calls; see `ObservableType.values(bufferingPolicy:)->AsyncStream<Self.Element>`.
  public func values(
    bufferingPolicy: AsyncStream<MethodArguments>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<MethodArguments> {
    map { MethodArguments($0) }.values(bufferingPolicy: bufferingPolicy)
  }
}
