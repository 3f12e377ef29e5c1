// The `.rx` part of a generated proxy: a stream per protocol method on `Reactive<Proxy>`, and the
// parent's `rx.delegate` and streams.

extension ProxyEmitter {
  /// The stream of a requirement: its element type and the `map` that makes it from
  /// `methodInvoked`'s element (nil for none).
  func stream(_ requirement: Requirement) -> (type: String, map: String?) {
    let parameters = requirement.declaration.parameters
    let kept = Array(parameters.indices.dropFirst(requirement.dropsParent ? 1 : 0))
    if kept.isEmpty {
      return ("Void", parameters.isEmpty ? nil : "{ _ in () }")
    }
    if kept.count == 1 {
      return (parameters[kept[0]].valueType, parameters.count == 1 ? nil : "{ $0.\(kept[0]) }")
    }
    var labels: [String] = []
    for index in kept {
      let parameter = parameters[index]
      var label =
        requirement.consumed.contains(index) || parameter.label == "_"
        ? parameter.internalName : parameter.label
      if labels.contains(label) { label += "\(index)" }
      labels.append(label)
    }
    // Tuple labels, as argument labels, need backticks for `inout`, `var` and `let` only.
    let type = zip(labels, kept).map { "\(escapedLabel($0)): \(parameters[$1].valueType)" }
    let values = zip(labels, kept).map { "\(escapedLabel($0)): $0.\($1)" }
    let map =
      (["{"] + wrapCall(prefix: "      (", arguments: values, suffix: ")", indent: "        ") + ["    }"])
      .joined(separator: "\n")
    return ("(\(type.joined(separator: ", ")))", map)
  }

  /// The protocol a generic proxy conforms to for its streams: `<Proxy>Protocol`, the proxy of
  /// any forward delegate's type.
  var streamsProtocol: String { proxy + "Protocol" }

  /// A generic proxy's streams: properties of `Reactive` constrained to ``streamsProtocol``, which
  /// every specialization of the proxy conforms to (an extension can not be constrained to a
  /// generic class's every specialization). Properties in extensions constrained to a type of
  /// their own, as every proxy's streams are, so that no two proxies' streams clash in one module;
  /// their types name the associated types through `Base`'s forward delegate.
  func genericReactiveExtension() -> [String] {
    let head = "\(access)protocol \(streamsProtocol): AnyObject"
    let constraint = "where Self: DelegateProxy<AnyObject, \(forwardParameter)> {"
    var lines = [
      "/// `\(proxy)` of any forward delegate's type: what its streams on `Reactive` are constrained to."
    ]
    lines +=
      (head + " " + constraint).count <= Self.lineLength ? [head + " " + constraint] : [head, constraint]
    lines += [
      "  /// The forward delegate's type.",
      "  associatedtype \(forwardParameter): \(protocolName)",
      "}",
      "",
      "extension \(proxy): \(streamsProtocol) {}",
      "",
      "extension Reactive where Base: \(streamsProtocol) {",
    ]
    let methods = "\(proxy)<Base.\(forwardParameter)>.methods"
    for (position, requirement) in model.requirements.enumerated() {
      if position > 0 { lines.append("") }
      let (type, map) = stream(requirement)
      let name = SwiftSource.escaped(requirement.name)
      lines.append(
        "  /// `\(requirement.declaration.swiftName)`, after the forward delegate received it (or the default "
          + "answered): \(streamDescription(requirement)).")
      lines += propertyHead(
        "  \(access)var \(name): ", type: qualified(type, through: "Base.\(forwardParameter)"))
      let source = "base.methodInvoked(\(methods).\(name))"
      lines.append(map.map { "    \(source).map \($0)" } ?? "    \(source)")
      lines.append("  }")
    }
    lines.append("}")
    return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  func reactiveExtension() -> [String] {
    if isGeneric { return genericReactiveExtension() }
    var lines = ["extension Reactive where Base: \(proxy) {"]
    for (position, requirement) in model.requirements.enumerated() {
      if position > 0 { lines.append("") }
      let (type, map) = stream(requirement)
      let name = SwiftSource.escaped(requirement.name)
      lines.append(
        "  /// `\(requirement.declaration.swiftName)`, after the forward delegate received it (or the default "
          + "answered): \(streamDescription(requirement)).")
      lines += propertyHead("  \(access)var \(name): ", type: type)
      let source = "base.methodInvoked(\(proxy).Methods.\(name))"
      if let map {
        lines.append("    \(source).map \(map)")
      } else {
        lines.append("    \(source)")
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  func streamDescription(_ requirement: Requirement) -> String {
    let parameters = requirement.declaration.parameters
    let kept = parameters.count - (requirement.dropsParent ? 1 : 0)
    switch kept {
    case 0: return "one `Void` per call"
    case 1: return "its argument" + (requirement.dropsParent ? ", without the \(parentNoun)" : "")
    default: return "its arguments" + (requirement.dropsParent ? ", without the \(parentNoun)" : "")
    }
  }

  func parentReactiveExtension() -> [String] {
    var lines = [
      "// `\(parentNoun).rx.delegate` and the streams (`\(parent)` must be `ReactiveCompatible`).",
      "extension Reactive where Base: \(parent) {",
      "  /// The \(parentNoun)'s delegate proxy, installed on first use (RxCocoa's `rx.delegate`).",
      "  \(access)var delegate: \(proxy) { \(proxy).proxy(for: base) }",
    ]
    for requirement in model.requirements {
      let (type, _) = stream(requirement)
      let name = SwiftSource.escaped(requirement.name)
      lines += ["", "  /// `\(requirement.declaration.swiftName)`: the proxy's `rx.\(requirement.name)`."]
      let single = "  \(access)var \(name): Observable<\(type)> { delegate.rx.\(name) }"
      if single.count <= Self.lineLength {
        lines.append(single)
      } else {
        lines += propertyHead("  \(access)var \(name): ", type: type) + ["    delegate.rx.\(name)", "  }"]
      }
    }
    lines.append("}")
    return lines
  }
}
