// The members of a generated proxy: its protocol witnesses, the defaults behind them, and the
// helpers that lay the generated code out.

extension ProxyEmitter {
  // MARK: - Witnesses

  /// `label internal: Type` for each parameter.
  func parameterList(_ declaration: FunctionDeclaration) -> [String] {
    declaration.parameters.map { parameter in
      let internalName = SwiftSource.escaped(parameter.internalName)
      if parameter.label == parameter.internalName { return "\(internalName): \(parameter.declaredType)" }
      return "\(escapedLabel(parameter.label)) \(internalName): \(parameter.declaredType)"
    }
  }

  func escapedLabel(_ label: String) -> String {
    ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
  }

  /// `receiver.name(a, label: b)` at `indent`, wrapped when long.
  func callExpression(
    _ declaration: FunctionDeclaration, receiver: String, indent: String
  ) -> [String] {
    let arguments = declaration.parameters.map { parameter in
      let value = SwiftSource.escaped(parameter.internalName)
      return parameter.label == "_" ? value : "\(escapedLabel(parameter.label)): \(value)"
    }
    return wrapCall(
      prefix: "\(indent)\(receiver)\(SwiftSource.escaped(declaration.baseName))(", arguments: arguments,
      suffix: ")", indent: indent + "  ")
  }

  /// `func name(parameters) throws -> Result {`, wrapped when long.
  func signature(_ declaration: FunctionDeclaration, modifiers: String, indent: String) -> [String] {
    let effects = throwsClause(declaration) + (declaration.resultType.map { " -> \($0)" } ?? "")
    let name = SwiftSource.escaped(declaration.baseName)
    let parameters = parameterList(declaration)
    let single = "\(indent)\(modifiers)func \(name)(\(parameters.joined(separator: ", ")))\(effects) {"
    if single.count <= Self.lineLength { return [single] }
    return wrapCall(
      prefix: "\(indent)\(modifiers)func \(name)(", arguments: parameters, suffix: ")\(effects) {",
      indent: indent + "  ", closeOnOwnLine: true)
  }

  /// ` throws`, ` throws(E)` or nothing.
  /// ` async`, ` throws`, ` throws(E)`, both, or nothing.
  func throwsClause(_ declaration: FunctionDeclaration) -> String {
    let async = declaration.isAsync ? " async" : ""
    guard declaration.isThrowing else { return async }
    return async + (declaration.typedThrows.map { " throws(\($0))" } ?? " throws")
  }

  /// What a closure of a typed-throws witness declares (`(delegate) throws(E) -> R in`): a closure
  /// infers `any Error` otherwise. Empty for other witnesses.
  func closureSignature(_ declaration: FunctionDeclaration, parameter: String?) -> String {
    guard let thrown = declaration.typedThrows else { return "" }
    let result = declaration.resultType ?? "Void"
    return " (\(parameter ?? ""))\(declaration.isAsync ? " async" : "") throws(\(thrown)) -> \(result) in"
  }

  func witness(_ requirement: Requirement) -> [String] {
    let declaration = requirement.declaration
    // The method's index in the protocol: its position, as `delegateProtocol` lists `Methods`.
    let index = model.requirements.firstIndex { $0.selector == requirement.selector }!
    let names = Set(declaration.parameters.map(\.internalName))
    let routeName = declaration.isAsync ? "routeAsync" : "route"
    let route = names.contains(routeName) ? "self.\(routeName)" : routeName
    let methods = isGeneric || names.contains(methodsPath) ? "Self.\(methodsPath)" : methodsPath
    // An async method awaits the forward delegate, the default and the async route.
    let attempt = (declaration.isThrowing ? "try " : "") + (declaration.isAsync ? "await " : "")
    let otherwise: [String]
    if requirement.hasDefault {
      otherwise = callExpression(declaration, receiver: "\(attempt)Self.defaults.", indent: "      ")
    } else if declaration.resultType == nil {
      // A completion or a promise that nothing will complete: said once, in debug builds.
      otherwise =
        waitingArgument(declaration).map { argument in
          [
            "      #if DEBUG",
            "        \(names.contains("reportUnansweredCall") ? "self." : "")reportUnansweredCall(",
            "          \"\(declaration.swiftName)\", waiting: \"\(argument)\", at: \(index))",
            "      #endif",
          ]
        } ?? []
    } else if isOptional(declaration.resultType!) {
      otherwise = ["      nil"]
    } else {
      otherwise = [
        "      preconditionFailure(",
        "        \"\(protocolName).\(declaration.swiftName): no forward delegate implements it and the protocol \"",
        "          + \"has no default; set a forward delegate ("
          + (options.isStandalone
            ? "setForwardToDelegate(_:retainDelegate:)) \"\n          + \"or an answer (answer(_:_:))\")"
            : "installForwardDelegate(_:retainDelegate:\"\n          + \"onProxyForObject:)) or an answer (answer(_:_:))\")"),
      ]
    }
    let doc =
      requirement.hasDefault
      ? "sent to the forward delegate, else to an answer or the protocol's default, and observed."
      : "sent to the forward delegate, else to an answer; the protocol has no default."
    let routed = "_route\(index)"
    var lines = ["  /// `\(declaration.swiftName)`: \(doc)"]
    lines += signature(declaration, modifiers: access, indent: "  ")
    // The fast path: an unobserved method with a forward delegate calls it directly; everything
    // else goes through `route`, in a function of its own (inlined here, it would make this one
    // keep a frame and its arguments for the slow path).
    lines += ["    if let forward = unobservedForwardDelegate(at: \(index)) {"]
    lines += callExpression(
      declaration, receiver: "\(declaration.resultType == nil ? "" : "return ")\(attempt)forward.",
      indent: "      ")
    if declaration.resultType == nil { lines += ["      return"] }
    lines += ["    }"]
    var routedDeclaration = declaration
    routedDeclaration.baseName = routed
    lines += callExpression(
      routedDeclaration, receiver: "\(declaration.resultType == nil ? "" : "return ")\(attempt)",
      indent: "    ")
    lines += ["  }", ""]
    lines += [
      "  /// `\(declaration.swiftName)` through `\(routeName)`: observed, answered or without a forward "
        + "delegate."
    ]
    lines += ["  @inline(never)"]
    lines += signature(routedDeclaration, modifiers: "private ", indent: "  ")
    let arguments =
      ["\(methods).\(SwiftSource.escaped(requirement.name))", "at: \(index)"]
      + declaration.parameters.map { SwiftSource.escaped($0.internalName) }
    let returning = declaration.resultType == nil ? "" : "return "
    let typed = declaration.typedThrows != nil
    lines += wrapCall(
      prefix: "    \(returning)\(attempt)\(route)(", arguments: arguments,
      suffix: ") {" + closureSignature(declaration, parameter: "delegate"), indent: "      ")
    lines += callExpression(
      declaration, receiver: "\(attempt)\(typed ? "delegate" : "$0").", indent: "      ")
    let otherwiseSignature = closureSignature(declaration, parameter: nil)
    if otherwise.isEmpty {
      lines.append("    } otherwise: {\(otherwiseSignature)}")
    } else {
      lines += ["    } otherwise: {\(otherwiseSignature)"] + otherwise + ["    }"]
    }
    lines.append("  }")
    return lines
  }

  /// The first argument of `declaration` that someone waits on: a closure (a completion
  /// handler) or a promise (a type named `…Promise`, as NIO's `EventLoopPromise`).
  func waitingArgument(_ declaration: FunctionDeclaration) -> String? {
    declaration.parameters.first { parameter in
      let type = String(Naming.normalizedTypeName(parameter.valueType).prefix { $0 != "<" })
      return parameter.isClosure || type.hasSuffix("Promise")
    }?.internalName
  }

  func isOptional(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasPrefix("Optional<")
  }

  // MARK: - Defaults

  /// A get-only property: the forward delegate's value, else the default's; not observed.
  func propertyWitness(_ property: PropertyRequirement) -> [String] {
    let name = SwiftSource.escaped(property.name)
    let fallback: String
    if property.hasDefault {
      fallback = "return Self.defaults.\(name)"
    } else if isOptional(property.type) {
      fallback = "return nil"
    } else {
      fallback =
        "preconditionFailure(\n      \"\(protocolName).\(property.name): no forward delegate and no default; \"\n"
        + "        + \"set a forward delegate (setForwardToDelegate(_:retainDelegate:))\")"
    }
    return [
      "  /// `\(property.name)`: the forward delegate's"
        + (property.hasDefault ? ", else the protocol's default" : " (the protocol has no default)")
        + "; a property is read, not called, so it is not observed.",
      "  \(access)var \(name): \(property.type) {",
      "    if let forward = forwardToDelegate() { return forward.\(name) }",
    ] + fallback.split(separator: "\n").map { "    " + $0 } + ["  }"]
  }

  func defaults() -> [String] {
    let superclass = model.implementedBases.compactMap(\.defaultsSuperclass).first.map { "\($0), " } ?? ""
    let stubs = model.requirements.filter { !$0.hasDefault }
    let aliases =
      model.associatedTypes.map { "    typealias \($0) = \(forwardParameter).\($0)" }
      + model.properties.filter { !$0.hasDefault }.map {
        "    var \(SwiftSource.escaped($0.name)): \($0.type) { fatalError(\"unreachable\") }"
      }
    let isEmpty = stubs.isEmpty && aliases.isEmpty
    var lines = [
      "  /// A conformer with nothing of its own: its methods are the protocol's default implementations."
    ]
    // A class isolated to a global actor is Sendable already.
    lines +=
      model.globalActor == nil
      ? Self.uncheckedSendableClass(
        "  private final class Defaults: \(superclass)\(protocolName),", reason: "stateless",
        opening: isEmpty ? "{}" : "{")
      : ["  private final class Defaults: \(superclass)\(protocolName) {\(isEmpty ? "}" : "")"]
    lines += aliases
    if !aliases.isEmpty && !stubs.isEmpty { lines.append("") }
    for (position, requirement) in stubs.enumerated() {
      if position > 0 { lines.append("") }
      lines.append("    // Never called: the proxy does not call a method without a default on it.")
      var signature = signature(requirement.declaration, modifiers: "", indent: "    ")
      signature[signature.count - 1] += " fatalError(\"unreachable\") }"
      lines += signature
    }
    if !isEmpty { lines.append("  }") }
    // A generic proxy's class is generic too: no static stored property; made when used (the
    // calls without a forward delegate nor an answer).
    lines += [
      "",
      isGeneric
        ? "  private static var defaults: Defaults { Defaults() }"
        : "  private static let defaults = Defaults()",
    ]
    return lines
  }

  // MARK: - Layout

  /// A class declaration whose conformances end with `@unchecked Sendable`, the reason on its
  /// line: `head` (ending with a comma), then `@unchecked Sendable <opening>  // reason` on the
  /// same line when it fits, else on a line of its own and `opening` on the next.
  static func uncheckedSendableClass(_ head: String, reason: String, opening: String) -> [String] {
    let single = "\(head) @unchecked Sendable \(opening)  // \(reason)"
    if single.count <= lineLength { return [single] }
    let indent = String(head.prefix { $0 == " " })
    return [head, "\(indent)  @unchecked Sendable  // \(reason)", "\(indent)\(opening)"]
  }

  /// `var name: Observable<Type> {`, the type on its own line when long.
  func propertyHead(_ head: String, type: String) -> [String] {
    let single = "\(head)Observable<\(type)> {"
    if single.count <= Self.lineLength { return [single] }
    if ("    " + type).count <= Self.lineLength || !type.hasPrefix("(") {
      return ["\(head)Observable<", "    \(type)", "  > {"]
    }
    let elements = SwiftSource.splitTopLevel(String(type.dropFirst().dropLast()), separator: ",").map(
      \.trimmed)
    return ["\(head)Observable<"]
      + wrapCall(prefix: "    (", arguments: elements, suffix: ")", indent: "      ") + ["  > {"]
  }

  /// Wraps each long `///` line at the line length, keeping its indentation.
  static func wrapDocumentation(_ line: String) -> [String] {
    guard line.count > lineLength, let range = line.range(of: "/// ") else { return [line] }
    let prefix = String(line[..<range.upperBound])
    var lines: [String] = []
    var current = prefix
    for word in line[range.upperBound...].split(separator: " ") {
      if current != prefix && (current + " " + word).count > lineLength {
        lines.append(current)
        current = prefix + word
      } else {
        current += (current == prefix ? "" : " ") + word
      }
    }
    lines.append(current)
    return lines
  }

  /// `prefix` + the comma-separated `arguments` + `suffix` on one line when it fits; else the
  /// arguments on lines of `indent`, filled up to the line length, and `suffix` after the last
  /// (or on its own line, dedented, with `closeOnOwnLine`).
  func wrapCall(
    prefix: String, arguments: [String], suffix: String, indent: String, closeOnOwnLine: Bool = false
  ) -> [String] {
    let prefixLines = prefix.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let head = prefixLines.last!
    let single = head + arguments.joined(separator: ", ") + suffix
    if single.count <= Self.lineLength { return Array(prefixLines.dropLast()) + [single] }
    var lines = Array(prefixLines.dropLast()) + [head]
    var current = indent
    for (position, argument) in arguments.enumerated() {
      let isLast = position == arguments.count - 1
      let piece = argument + (isLast ? (closeOnOwnLine ? "" : suffix) : ",")
      if current != indent && (current + " " + piece).count > Self.lineLength {
        lines.append(current)
        current = indent + piece
      } else {
        current += (current == indent ? "" : " ") + piece
      }
    }
    lines.append(current)
    if closeOnOwnLine { lines.append(String(indent.dropLast(2)) + suffix) }
    return lines
  }
}
