/// Why a ``Panel`` can not close.
public struct PanelError: Error, Equatable {
  /// The reason's code.
  public var code: Int

  /// Creates an error of `code`.
  ///
  /// - Parameter code: The reason's code.
  public init(code: Int) {
    self.code = code
  }
}

/// The delegate of a ``Panel``: a protocol isolated to the main actor, as a UI library's, with a
/// method of typed throws (the generator's fixture for both).
@MainActor public protocol PanelDelegate: AnyObject {
  /// The panel appeared.
  func panelDidAppear(_ panel: Panel)
  /// The height of a row (default 44).
  func panel(_ panel: Panel, heightForRow row: Int) -> Double
  /// Whether the panel may close; throws the reason it may not (default: it may).
  func panelShouldClose(_ panel: Panel) throws(PanelError) -> Bool
  /// The panel will close, after its animation: an `async` method on the main actor (default:
  /// nothing).
  func panelWillClose(_ panel: Panel) async
}

extension PanelDelegate {
  /// Nothing.
  public func panelDidAppear(_ panel: Panel) {}
  /// 44.
  public func panel(_ panel: Panel, heightForRow row: Int) -> Double { 44 }
  /// `true`.
  public func panelShouldClose(_ panel: Panel) throws(PanelError) -> Bool { true }
  /// Nothing.
  public func panelWillClose(_ panel: Panel) async {}
}

/// A panel on the main actor that tells its delegate what happens.
@MainActor public final class Panel {
  /// The delegate, held weakly.
  public weak var delegate: (any PanelDelegate)?

  /// Creates a panel without a delegate.
  public init() {}

  /// Tells the delegate the panel appeared.
  public func appear() {
    delegate?.panelDidAppear(self)
  }

  /// The height of `row`, as the delegate says (44 without one).
  ///
  /// - Parameter row: The row.
  /// - Returns: The height.
  public func height(ofRow row: Int) -> Double {
    delegate?.panel(self, heightForRow: row) ?? 44
  }

  /// Asks the delegate whether the panel may close.
  ///
  /// - Returns: Whether it may.
  /// - Throws: The delegate's reason it may not.
  public func close() throws(PanelError) -> Bool {
    try delegate?.panelShouldClose(self) ?? true
  }

  /// Tells the delegate the panel will close, and waits for it.
  public func animateClose() async {
    await delegate?.panelWillClose(self)
  }
}
