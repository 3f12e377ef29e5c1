import Foundation

/// A parameter of a method requirement.
struct Parameter: Equatable, Sendable {
  /// The argument label, `_` for none (unescaped).
  var label: String
  /// The name the method's body uses (unescaped).
  var internalName: String
  /// The type as declared, attributes included (`@escaping @Sendable (Int) -> Void`).
  var declaredType: String

  /// The type with `@escaping` removed: the type of the value, as a generic argument takes it.
  var valueType: String {
    declaredType.replacingOccurrences(of: "@escaping ", with: "").trimmed
  }

  /// Whether the value is a function.
  var isClosure: Bool {
    var type = valueType
    while type.hasPrefix("@"), let space = type.firstIndex(of: " ") {
      type = String(type[space...]).trimmed
    }
    return SwiftSource.splitTopLevel(type, separator: "->").count > 1
  }
}

/// A method requirement's declaration, parsed from its symbol graph fragments.
struct FunctionDeclaration: Equatable, Sendable {
  var baseName: String
  var parameters: [Parameter]
  /// The result type; nil for `Void`.
  var resultType: String?
  var isThrowing: Bool
  var isAsync: Bool
  var hasGenericParameters: Bool
  var hasWhereClause: Bool
  /// `throws(E)`: the error type.
  var typedThrows: String?
  var isRethrowing: Bool

  /// `base(label:label:)`.
  var swiftName: String {
    "\(baseName)(\(parameters.map { "\($0.label):" }.joined()))"
  }
}

/// Why a declaration could not be parsed.
struct DeclarationParseError: Error {
  var reason: String
}

/// Small helpers for Swift source text.
enum SwiftSource {
  /// Splits `text` at `separator` where it is not nested in brackets (`()`, `[]`, `<>`); `->` does
  /// not close an angle bracket.
  static func splitTopLevel(_ text: String, separator: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    let characters = Array(text)
    let separatorCharacters = Array(separator)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if depth == 0, characters[index...].starts(with: separatorCharacters) {
        parts.append(current)
        current = ""
        index += separatorCharacters.count
        continue
      }
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where index > 0 && characters[index - 1] != "-": depth -= 1
      default: break
      }
      current.append(character)
      index += 1
    }
    parts.append(current)
    return parts
  }

  /// The index of the bracket that closes the one at `open`.
  static func closingIndex(in characters: [Character], from open: Int) -> Int? {
    var depth = 0
    for index in open..<characters.count {
      switch characters[index] {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where index > 0 && characters[index - 1] != "-": depth -= 1
      default: break
      }
      if depth == 0 { return index }
    }
    return nil
  }

  /// `name` without backticks.
  static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
  }

  /// Swift's keywords: names that need backticks as identifiers.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "_",
  ]

  /// `name`, with backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// Whether `text` mentions the identifier `word` (not as part of a longer identifier).
  static func mentions(_ text: String, word: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: word, range: searchStart..<text.endIndex) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let isBoundary = { (character: Character?) in
        guard let character else { return true }
        return !(character.isLetter || character.isNumber || character == "_")
      }
      if isBoundary(before) && isBoundary(after) && before != "." { return true }
      searchStart = range.upperBound
    }
    return false
  }
}

extension String {
  var trimmed: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }

}

extension FunctionDeclaration {
  /// Parses `func name(parameters) effects -> Result where …` from a requirement's declaration.
  init(parsing declaration: String) throws(DeclarationParseError) {
    guard let funcRange = declaration.range(of: "func ") else {
      throw DeclarationParseError(reason: "no `func` in `\(declaration)`")
    }
    let characters = Array(declaration[funcRange.upperBound...])
    var index = 0
    var name = ""
    if characters.first == "`" {
      name.append("`")
      index = 1
      while index < characters.count, characters[index] != "`" {
        name.append(characters[index])
        index += 1
      }
      name.append("`")
      index += 1
    } else {
      while index < characters.count, characters[index] != "(", characters[index] != "<",
        !characters[index].isWhitespace
      {
        name.append(characters[index])
        index += 1
      }
    }
    baseName = SwiftSource.unescaped(name)
    hasGenericParameters = false
    if index < characters.count, characters[index] == "<" {
      hasGenericParameters = true
      guard let close = SwiftSource.closingIndex(in: characters, from: index) else {
        throw DeclarationParseError(reason: "unbalanced `<` in `\(declaration)`")
      }
      index = close + 1
    }
    guard index < characters.count, characters[index] == "(",
      let close = SwiftSource.closingIndex(in: characters, from: index)
    else {
      throw DeclarationParseError(reason: "no parameter list in `\(declaration)`")
    }
    let list = String(characters[(index + 1)..<close]).trimmed
    parameters = []
    if !list.isEmpty {
      for (position, part) in SwiftSource.splitTopLevel(list, separator: ",").enumerated() {
        let pieces = SwiftSource.splitTopLevel(part, separator: ":")
        guard pieces.count >= 2 else {
          throw DeclarationParseError(reason: "parameter `\(part.trimmed)` has no type")
        }
        let names = pieces[0].split(separator: " ").map { SwiftSource.unescaped(String($0)) }
        let type = pieces.dropFirst().joined(separator: ":").trimmed.replacingOccurrences(
          of: " : ", with: ": ")
        guard let label = names.first else {
          throw DeclarationParseError(reason: "parameter `\(part.trimmed)` has no name")
        }
        var internalName = names.count > 1 ? names[1] : label
        if internalName == "_" || internalName.isEmpty { internalName = "argument\(position + 1)" }
        parameters.append(Parameter(label: label, internalName: internalName, declaredType: type))
      }
    }
    var rest = String(characters[(close + 1)...]).trimmed
    hasWhereClause = false
    let whereParts = SwiftSource.splitTopLevel(rest, separator: " where ")
    if whereParts.count > 1 {
      hasWhereClause = true
      rest = whereParts[0].trimmed
    }
    let arrowParts = SwiftSource.splitTopLevel(rest, separator: "->")
    let effects = arrowParts[0].trimmed
    if arrowParts.count > 1 {
      let result = arrowParts.dropFirst().joined(separator: "->").trimmed
        .replacingOccurrences(of: " : ", with: ": ")
      resultType = result == "Void" || result == "()" ? nil : result
    } else {
      resultType = nil
    }
    isAsync = SwiftSource.mentions(effects, word: "async")
    isRethrowing = SwiftSource.mentions(effects, word: "rethrows")
    isThrowing = SwiftSource.mentions(effects, word: "throws")
    typedThrows = nil
    if isThrowing, let open = effects.range(of: "throws(") {
      let thrown = effects[open.upperBound...].prefix { $0 != ")" }
      typedThrows = String(thrown)
      if typedThrows == "any Error" || typedThrows == "Error" { typedThrows = nil }
    }
  }
}
