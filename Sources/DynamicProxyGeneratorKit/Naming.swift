/// How the generator names things: selectors, the `Methods` members and rx properties.
enum Naming {
  /// The selector Swift gives an `@objc` method (`AbstractFunctionDecl::getObjCSelector` in the
  /// compiler's lib/AST/Decl.cpp): the base name alone without parameters, `base:` for one
  /// unlabeled parameter; else the first piece is the base name followed by the first label in
  /// sentence case (`numberOfItems(in:)` → `numberOfItemsIn:`), with `With` between them only when
  /// neither the label's first word nor the base name's last word is a preposition
  /// (`databaseDidChange(with:)` → `databaseDidChangeWith:`, `reload(data:)` → `reloadWithData:`,
  /// `move(to:)` → `moveTo:`); then each further label followed by `:` (`:` alone for `_`).
  /// `throws` adds no `error:` piece: the proxy's protocols are Swift protocols, not `@objc` ones.
  static func selector(baseName: String, labels: [String]) -> String {
    guard let first = labels.first else { return baseName }
    var selector = baseName
    if first == "_" {
      selector += ":"
    } else {
      let labelWord = words(of: first).first ?? first
      let baseWord = words(of: baseName).last ?? baseName
      if !isPreposition(labelWord) && !isPreposition(baseWord) { selector += "With" }
      selector += capitalized(first) + ":"
    }
    for label in labels.dropFirst() {
      selector += label == "_" ? ":" : "\(label):"
    }
    return selector
  }

  /// The words Swift counts as prepositions when it names a selector, compared ignoring case: the
  /// compiler's include/swift/Basic/PartsOfSpeech.def (its directional prepositions and `with`).
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
    "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
    "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// Whether `word` is one of Swift's ``prepositions``, ignoring case.
  static func isPreposition(_ word: String) -> Bool {
    prepositions.contains(word.lowercased())
  }

  /// `name` with its first character uppercased.
  static func capitalized(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  /// The words of a type name at case changes: `URLSession` → `URL`, `Session`.
  static func words(of typeName: String) -> [String] {
    let characters = Array(typeName)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let startsWord =
        !current.isEmpty && character.isUppercase
        && (!(characters[index - 1].isUppercase)
          || (index + 1 < characters.count && characters[index + 1].isLowercase))
      if startsWord {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `name` in lower camel case, a leading acronym lowercased whole: `URLSession` → `urlSession`,
  /// `XMLParser` → `xmlParser`.
  static func lowerCamel(_ name: String) -> String {
    let words = words(of: name)
    guard let first = words.first else { return name }
    return first.lowercased() + words.dropFirst().joined()
  }

  /// `baseName` without the longest prefix it shares with the parent: the lower-camel form of a
  /// trailing run of the parent type's words (`xmlParser`, `parser`) or `extraPrefixes` (the first
  /// parameter's name), ending at a word boundary. `parserDidStartDocument` → `didStartDocument`.
  /// Nil when no such prefix is found.
  static func strippingParentPrefix(
    _ baseName: String, parentType: String, extraPrefixes: [String] = []
  ) -> String? {
    let words = words(of: parentType)
    var prefixes = (0..<words.count).map { lowerCamel(words[$0...].joined()) } + extraPrefixes
    prefixes.sort { $0.count > $1.count }
    for prefix in prefixes
    where !prefix.isEmpty && baseName.hasPrefix(prefix) && baseName.count > prefix.count {
      let rest = baseName.dropFirst(prefix.count)
      guard let next = rest.first, next.isUppercase else { continue }
      return next.lowercased() + rest.dropFirst()
    }
    return nil
  }

  /// Labels that name a task, joined with the label after them (`dataTask` + `didReceive`).
  static let taskNouns: Set<String> = ["task", "dataTask", "downloadTask", "streamTask", "webSocketTask"]
  /// Trailing completion labels, never a method's name.
  static let completionLabels: Set<String> = ["completionHandler", "completion"]
  /// Names a `Methods` member or an rx property can not take.
  static let reservedNames: Set<String> = ["delegate", "base", "self", "Type", "Protocol", "init"]

  /// The base of a method's name (before collisions are resolved) and which of the remaining
  /// parameters its labels were taken from.
  struct MethodName: Equatable {
    var name: String
    /// Indices (into the declaration's parameters) whose labels the name used.
    var consumed: Set<Int>
  }

  /// Whether the method's first parameter is the delegating object: its type is the parent type,
  /// or it has no label and the base name starts with the parent's name.
  static func firstParameterIsParent(_ declaration: FunctionDeclaration, parentType: String) -> Bool {
    guard let first = declaration.parameters.first else { return false }
    if normalizedTypeName(first.valueType) == parentType { return true }
    return first.label == "_"
      && strippingParentPrefix(declaration.baseName, parentType: parentType) != nil
  }

  /// The type name without `any`, optionality and module qualification.
  static func normalizedTypeName(_ type: String) -> String {
    var name = type.trimmed
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name.hasPrefix("("), name.hasSuffix(")") { name = String(name.dropFirst().dropLast()) }
    if name.hasPrefix("any ") { name = String(name.dropFirst(4)) }
    return name.trimmed
  }

  /// A method's name: without the parent parameter, the first remaining label (joined with the
  /// next for a task noun: `dataTaskDidReceive`); without labels, the base name without the
  /// parent's prefix (`didStartDocument`); else the base name.
  static func methodName(_ declaration: FunctionDeclaration, parentType: String) -> MethodName {
    let dropsParent = firstParameterIsParent(declaration, parentType: parentType)
    guard dropsParent else { return MethodName(name: declaration.baseName, consumed: []) }
    var remaining = Array(declaration.parameters.indices.dropFirst())
    if let last = remaining.last, completionLabels.contains(declaration.parameters[last].label) {
      remaining.removeLast()
    }
    if let first = remaining.first, declaration.parameters[first].label != "_" {
      let label = declaration.parameters[first].label
      if taskNouns.contains(label), remaining.count > 1, declaration.parameters[remaining[1]].label != "_" {
        return MethodName(
          name: label + capitalized(declaration.parameters[remaining[1]].label),
          consumed: [first, remaining[1]])
      }
      return MethodName(name: label, consumed: [first])
    }
    let extra = declaration.parameters.first.map { [$0.internalName] } ?? []
    let stripped = strippingParentPrefix(declaration.baseName, parentType: parentType, extraPrefixes: extra)
    return MethodName(name: stripped ?? declaration.baseName, consumed: [])
  }

  /// The capitalized name of a type, for telling apart two methods of the same name:
  /// `URLResponse`, `Data`, `(any Error)?` → `Error`, `[String: String]` → `StringString`.
  static func typeSuffix(_ type: String) -> String {
    var name = normalizedTypeName(type)
    if let dot = name.lastIndex(of: "."), !name.contains("["), !name.contains("(") {
      name = String(name[name.index(after: dot)...])
    }
    return capitalized(name.filter { $0.isLetter || $0.isNumber })
  }

  /// What can tell a method apart from others of the same name: the argument labels its name did
  /// not use, and the types of its parameters.
  struct Distinguishers: Equatable {
    /// The labels after those the name used, capitalized: not the parent's, not a trailing
    /// completion handler's; `""` for an unlabeled parameter.
    var labels: [String]
    /// The type names (``typeSuffix(_:)``) of the parameters other than the parent and closures.
    var types: [String]
  }

  /// Makes `names` unique, deterministically, so that a reader can tell the methods apart.
  ///
  /// Each group of methods that share a name gets, appended, the first label where their labels
  /// differ (`shouldProceedAfterError` → `shouldProceedAfterErrorCopyingItemAtPath`,
  /// `…CopyingItemAt`); methods whose labels are the same get the first type where their types
  /// differ (`dataTaskDidReceive` → `dataTaskDidReceiveURLResponse`, `…Data`), and so on until the
  /// group is told apart. A name still taken (the same labels and types, or another method's name)
  /// gets `2`, `3`… in order.
  static func disambiguate(_ names: [String], distinguishers: [Distinguishers]) -> [String] {
    var result = names
    for group in collisions(in: result) { refine(group, &result, distinguishers) }
    var seen: [String: Int] = [:]
    for index in result.indices {
      let name = result[index]
      seen[name, default: 0] += 1
      if seen[name]! > 1 {
        var number = seen[name]!
        while result.contains(name + String(number)) { number += 1 }
        result[index] = name + String(number)
      }
    }
    return result
  }

  /// The indices of `names` that share a name with another, one group per name, in order.
  private static func collisions(in names: [String], among indices: [Int]? = nil) -> [[Int]] {
    var groups: [String: [Int]] = [:]
    var order: [String] = []
    for index in indices ?? Array(names.indices) {
      if groups[names[index]] == nil { order.append(names[index]) }
      groups[names[index], default: []].append(index)
    }
    return order.compactMap { groups[$0]!.count > 1 ? groups[$0] : nil }
  }

  /// Appends to the names of `group` (which share one) the first label, else the first type, at
  /// which its methods differ; then refines what still collides.
  private static func refine(_ group: [Int], _ names: inout [String], _ distinguishers: [Distinguishers]) {
    for tokens in [distinguishers.map(\.labels), distinguishers.map(\.types)] {
      let length = group.map { tokens[$0].count }.max() ?? 0
      for position in 0..<length {
        let appended = group.map { position < tokens[$0].count ? tokens[$0][position] : "" }
        guard Set(appended).count > 1 else { continue }
        for (index, token) in zip(group, appended) { names[index] += token }
        for subgroup in collisions(in: names, among: group) { refine(subgroup, &names, distinguishers) }
        return
      }
    }
  }

  /// The Levenshtein distance between `a` and `b`, ignoring case.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The names of `candidates` closest to `name`, closest first: those that contain it or that it
  /// contains (ignoring case), then by edit distance; at most `limit`, each at most half of the
  /// longer name's length away.
  static func closest(to name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
    let lowered = name.lowercased()
    let ranked = Set(candidates).compactMap { candidate -> (rank: Int, distance: Int, name: String)? in
      let other = candidate.lowercased()
      let contains = !lowered.isEmpty && (other.contains(lowered) || lowered.contains(other))
      let distance = editDistance(name, candidate)
      guard contains || distance <= max(name.count, candidate.count) / 2 else { return nil }
      return (contains ? 0 : 1, distance, candidate)
    }
    return ranked.sorted { ($0.rank, $0.distance, $0.name) < ($1.rank, $1.distance, $1.name) }
      .prefix(limit).map(\.name)
  }
}
