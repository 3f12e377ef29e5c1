extension ObservableType where Element: Sendable {
  /// The elements of this sequence as an `AsyncStream`, buffered without bound; RxSwift's
  /// `values`.
  ///
  /// The same as `values(bufferingPolicy: .unbounded)`; see there.
  public var values: AsyncStream<Element> {
    values(bufferingPolicy: .unbounded)
  }

  /// Returns the elements of this sequence as an `AsyncStream`; RxSwift's `values`.
  ///
  /// The stream subscribes at once, when it is created, not when iteration starts (as RxSwift's
  /// `values` does): elements sent in between are buffered according to `bufferingPolicy`. The
  /// sending thread never waits for the consumer; with `.bufferingNewest(n)` or
  /// `.bufferingOldest(n)` elements that do not fit are dropped. `.completed` finishes the stream
  /// after the buffered elements; an error finishes it the same way (an `AsyncStream` cannot
  /// throw — subscribe with `onError:` to see the error). When the stream terminates — it
  /// finishes, the iterating task is cancelled, or the stream is dropped — the subscription is
  /// disposed.
  ///
  /// `Element` must be `Sendable`: this is the one place where the library hands an element to
  /// another task. A delegate proxy's `[Any]` arguments cross in its explicitly
  /// `@unchecked Sendable` payload type.
  ///
  /// - Parameter bufferingPolicy: What to keep while the consumer is behind; `.unbounded` keeps
  ///   every element.
  /// - Returns: The stream of elements.
  public func values(
    bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Element> {
    AsyncStream(bufferingPolicy: bufferingPolicy) { continuation in
      // The termination handler is installed before subscribing: a source that completes from
      // inside `subscribe`, or a stream that terminates meanwhile, still disposes the
      // subscription, which the slot disposes as soon as it arrives.
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { _ in
        subscription.dispose()
      }
      subscription.attach(
        subscribe { event in
          switch event {
          case .next(let element):
            continuation.yield(element)
          case .error, .completed:
            continuation.finish()
          }
        }
      )
    }
  }
}
