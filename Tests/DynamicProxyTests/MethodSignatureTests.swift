import CShims
import Testing

@testable import DynamicProxy
@testable import DynamicProxyRuntime

@Suite struct MethodSignatureTests {
  @Test func methodEncodingWithOffsets() throws {
    let signature = try MethodSignature("v40@0:8d16d24@32")
    #expect(signature.encoding == "v@:dd@")
    #expect(signature.returnType == .void)
    #expect(signature.argumentTypes == [.object, .selector, .double, .double, .object])
    #expect(signature.numberOfArguments == 5)
    #expect(signature.isMethod)
    #expect(signature.returnLength == 0)
    #expect(signature.argumentSize(at: 2) == 8)
  }

  @Test func qualifiersAreReported() throws {
    let signature = try MethodSignature("Vv16@0:8r*16")
    #expect(signature.isOneway)
    #expect(signature.argumentQualifiers(at: 2) == [.const])
    #expect(signature.argumentType(at: 2) == .cString)
  }

  @Test func builderMatchesEncoding() throws {
    let built = try MethodSignature(returnType: .bool, argumentTypes: [.object, .selector, .object])
    let parsed = try MethodSignature("B24@0:8@16")
    #expect(built == parsed)
    #expect(built.storage === parsed.storage)
  }

  @Test(arguments: [
    ("i", 4, 4), ("c", 1, 1), ("s", 2, 2), ("q", 8, 8), ("l", 4, 4), ("d", 8, 8), ("f", 4, 4),
    ("B", 1, 1), ("^v", 8, 8), ("{S3=ccc}", 3, 1), ("{S12=ifi}", 12, 4), ("{S24=qdi}", 24, 8),
    ("{A=i[3f]}", 16, 4), ("{N={P=ff}d[2s]}", 24, 8), ("D", 16, 16),
    // A lone long double struct is returned as a long double: the sizes stay the struct's.
    ("{LD=D}", 16, 16), ("{A={B=D}}", 16, 16), ("{X=[1D]}", 16, 16), ("{P=dD}", 32, 16),
    ("{M=i{LD=D}[2f]}", 48, 16),
  ])
  func sizesAgreeWithLibffiAndTheParser(encoding: String, size: Int, alignment: Int) throws {
    // The parser's layout holds on arm64 too (its long double, IEEE binary128, is 16 bytes aligned
    // to 16 as x86-64's x87 one is), but a signature with one is refused there.
    let layout = try #require(try TypeEncoding(encoding).layout)
    #expect(layout.size == size && layout.alignment == alignment)
    #if !arch(x86_64)
      if hasLongDouble(encoding) {
        expectLongDoubleRefused("v" + encoding)
        return expectLongDoubleRefused(encoding)
      }
    #endif
    let signature = try MethodSignature("v" + encoding)
    #expect(signature.argumentSize(at: 0) == size)
    #expect(signature.argumentAlignment(at: 0) == alignment)
    let returning = try MethodSignature(encoding)
    #expect(returning.returnLength == size)
  }

  @Test(arguments: [
    ("v(U=if)", ValuePosition.argument(0)),
    ("(U=if)", .returnValue),
    ("v{F=b1b3}", .argument(0)),
    ("v?", .argument(0)),
    ("vv", .argument(0)),
    ("v[4i]", .argument(0)),
    ("v{Opaque}", .argument(0)),
    ("vi{S=i(U=cd)}", .argument(1)),
  ])
  func unsupportedTypesAreRefusedWhenBuilt(encoding: String, position: ValuePosition) {
    #expect {
      try MethodSignature(encoding)
    } throws: { error in
      guard case MethodSignatureError.unsupported(_, let where_, let reason) = error else { return false }
      return where_ == position && !reason.isEmpty
    }
  }

  @Test func malformedEncodingsThrowTheParserError() {
    #expect {
      try MethodSignature("v{A=i")
    } throws: { error in
      guard case MethodSignatureError.malformed(let parse) = error else { return false }
      return parse.offset == 5
    }
    #expect(throws: MethodSignatureError.self) { try MethodSignature("") }
  }

  @Test func pointersToUnsupportedTypesAreFine() throws {
    let signature = try MethodSignature("v^(U=if)^{Opaque}^?^{F=b1}")
    #expect(signature.numberOfArguments == 4)
  }

  @Test func tooManyArgumentsIsAnError() {
    let encoding = "v" + String(repeating: "i", count: 1025)
    #expect(throws: MethodSignatureError.tooManyArguments(1025, limit: 1024)) {
      try MethodSignature(encoding)
    }
  }

  @Test func hugeStructsInsideArraysAreRefusedNotBuilt() {
    #expect(throws: MethodSignatureError.self) { try MethodSignature("v{Big=[16000000c]}") }
  }

  @Test func cacheIsSharedAcrossThreads() async throws {
    let encoding = "d{Concurrent=dqi}iq^v"
    let storages = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<16 {
        group.addTask { ObjectIdentifier(try! MethodSignature(encoding).storage) }
      }
      var all: Set<ObjectIdentifier> = []
      for await identifier in group { all.insert(identifier) }
      return all
    }
    #expect(storages.count == 1)
    #expect(SignatureCache.shared.count <= MethodSignature.cacheLimit)
  }
}

@Suite struct SignatureCacheRegressionTests {
  /// Found by the fuzzer: the cache key read "object, unknown" as "block".
  @Test func anObjectFollowedByAnUnknownTypeIsNotABlock() throws {
    let block = try MethodSignature("v@?")
    #expect(block.argumentTypes == [.block])
    #expect(throws: MethodSignatureError.self) { try MethodSignature("v@0?") }
    #expect(throws: MethodSignatureError.self) {
      try MethodSignature(returnType: .void, argumentTypes: [.object, .unknown])
    }
  }

  /// Found by the fuzzer: a 17-byte encoding can describe a struct of ~22,000 libffi types; the
  /// cache bounds what such signatures keep.
  @Test func hugeStructSignaturesDoNotFillTheCache() throws {
    for index in 0..<40 {
      let signature = try MethodSignature("v{Huge\(index)=[21844{B=c}]}")
      #expect(signature.argumentSize(at: 0) == 21844)
    }
    #expect(SignatureCache.shared.totalCost <= SignatureCache.costLimit)
  }
}
