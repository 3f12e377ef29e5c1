import DynamicProxySupport

/// A bag of disposables that are all disposed when the bag is deinitialized; RxSwift's
/// `DisposeBag`.
///
/// Keep a bag in the object whose lifetime bounds the subscriptions (`let disposeBag = DisposeBag()`)
/// and add each subscription with `disposed(by:)`. To end the subscriptions early, replace the bag
/// (`disposeBag = DisposeBag()`). A bag may be used from several threads at once.
public final class DisposeBag: Sendable {
  private let disposables = Lock<[any Disposable]>([])

  /// Creates an empty bag.
  public init() {}

  /// Adds a disposable to be disposed when the bag is deinitialized; RxSwift's `insert(_:)`.
  ///
  /// - Parameter disposable: The disposable the bag takes ownership of.
  public func insert(_ disposable: any Disposable) {
    disposables.withLock { $0.append(disposable) }
  }

  /// Adds several disposables to be disposed when the bag is deinitialized.
  ///
  /// - Parameter disposables: The disposables the bag takes ownership of.
  public func insert(_ disposables: any Disposable...) {
    self.disposables.withLock { $0.append(contentsOf: disposables) }
  }

  deinit {
    // Taken out of the lock first: a disposable's cleanup may release objects that own bags.
    let disposables = self.disposables.withLock { disposables in
      let taken = disposables
      disposables = []
      return taken
    }
    for disposable in disposables {
      disposable.dispose()
    }
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, which disposes it when the bag is deinitialized; RxSwift's
  /// `disposed(by:)`.
  ///
  /// - Parameter bag: The bag that takes ownership of this disposable.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
