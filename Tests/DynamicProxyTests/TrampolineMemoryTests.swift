import Synchronization
import Testing

@testable import DynamicProxy

#if canImport(Glibc)
  import Glibc
#endif

/// The W^X trampoline allocator (CShims/closure_alloc.c): no mapping of the process is ever writable
/// and executable, slots are reused, trampolines survive churn, threads and fork.
///
/// Serialized: the tests read /proc/self/maps and count the allocator's mappings.
@Suite(.serialized) struct TrampolineMemoryTests {
  /// `int32_t f(int32_t x)`.
  static let signature = try! MethodSignature("ii")
  typealias Function = @convention(c) (Int32) -> Int32

  /// False when the whole run uses libffi's allocator (`DYNAMICPROXY_TRAMPOLINES=libffi swift test`,
  /// to run every suite on the fallback): the tests of the double mapping itself are then skipped.
  static let doubleMappingExpected =
    getenv("DYNAMICPROXY_TRAMPOLINES").map { String(cString: $0) } != "libffi"

  /// A trampoline returning `x + offset`.
  static func make(adding offset: Int32) throws -> Implementation {
    try Implementation(signature: signature) { invocation in
      let x = try! invocation.argument(at: 0, as: Int32.self)
      try! invocation.setReturnValue(x &+ offset)
    }
  }

  /// Calls a trampoline as C does, through its function pointer.
  static func call(_ implementation: Implementation, _ x: Int32) -> Int32 {
    unsafeBitCast(implementation.functionPointer, to: Function.self)(x)
  }

  /// Calls a trampoline through `ffi_call`.
  static func invoke(_ implementation: Implementation, _ x: Int32) -> Int32 {
    var invocation = Invocation(signature: signature)
    try! invocation.setArgument(x, at: 0)
    try! invocation.invoke(implementation)
    return try! invocation.returnValue(as: Int32.self)
  }

  /// How many of `trampolines` (each returning x + its offset) return a wrong value.
  static func failures(_ trampolines: [(Implementation, Int32)], ffiCall: Bool = false) -> Int {
    var failures = 0
    for (implementation, offset) in trampolines {
      for x: Int32 in [0, 41, -1_000] where call(implementation, x) != x &+ offset {
        failures += 1
      }
      if ffiCall, invoke(implementation, 7) != 7 &+ offset { failures += 1 }
    }
    return failures
  }

  @Test(.enabled(if: doubleMappingExpected, "DYNAMICPROXY_TRAMPOLINES=libffi is set"))
  func theDoubleMappingIsInUseAndNothingIsWritableAndExecutable() throws {
    // On Debian 12 x86-64 nothing refuses the double mapping: the fallback would be a regression.
    #expect(TrampolineMemory.isWriteXorExecute)
    #expect(TrampolineMemory.fallbackReason == nil)
    // This whole process, while the other suites run and make trampolines of their own.
    let trampolines = try (0..<100).map { i in (try Self.make(adding: Int32(i)), Int32(i)) }
    #expect(Self.failures(trampolines) == 0)
    #expect(ProcessMaps.current().filter(\.isWritableAndExecutable).map(\.line) == [])
  }

  // The tests with tens of thousands of trampolines run in child processes: the mappings they
  // count are theirs alone, and they do not weigh on suites that count live trampolines or resident
  // memory in parallel.

  @Test(.enabled(if: doubleMappingExpected, "DYNAMICPROXY_TRAMPOLINES=libffi is set"))
  func tenThousandLiveTrampolinesAndNoWritableExecutableMapping() async {
    await #expect(processExitsWith: .success) {
      try TrampolineMemoryTests.checkTenThousandLiveTrampolines()
    }
  }

  @Test func trampolinesKeepWorkingAcrossChurnAndSlotsAreReused() async {
    await #expect(processExitsWith: .success) {
      try TrampolineMemoryTests.checkChurn()
    }
  }

  static func checkTenThousandLiveTrampolines() throws {
    let trampolines = try (0..<10_000).map { i in (try make(adding: Int32(i)), Int32(i)) }
    #expect(failures(trampolines, ffiCall: true) == 0)

    let maps = ProcessMaps.current()
    #expect(maps.filter(\.isWritableAndExecutable).map(\.line) == [])
    // Every function pointer is in a read+execute view of the memory file, none in a writable one.
    let views = maps.filter { $0.isTrampolineMemory && $0.permissions.hasPrefix("r-x") }
    let outside = trampolines.count { implementation, _ in
      let address = UInt(bitPattern: implementation.functionPointer)
      return !views.contains { $0.start <= address && address < $0.end }
    }
    #expect(outside == 0, "trampolines outside the read+execute views of the memory file")
    // 10,000 closures take 10 slabs of 1,024 slots, each mapped twice.
    let writableViews = maps.count { $0.isTrampolineMemory && $0.permissions.hasPrefix("rw-") }
    #expect(writableViews > 0 && writableViews <= 10 && views.count <= 10)
  }

  static func checkChurn() throws {
    var random = SplitMix64(state: 0x5EED)
    var nextOffset: Int32 = 0
    func allocate(_ count: Int, into live: inout [(Implementation, Int32)]) throws {
      for _ in 0..<count {
        nextOffset &+= 1
        live.append((try make(adding: nextOffset), nextOffset))
      }
    }
    var peaks: [Int] = []
    for _ in 0..<4 {
      var live: [(Implementation, Int32)] = []
      try allocate(50_000, into: &live)
      peaks.append(ProcessMaps.current().count(where: \.isTrampolineMemory))
      // Free a random half in random order, reallocate into the holes, call everything.
      live.shuffle(using: &random)
      live.removeLast(25_000)
      try allocate(25_000, into: &live)
      #expect(failures(live) == 0)
      live.shuffle(using: &random)
      while !live.isEmpty { live.removeLast() }
    }
    // 50,000 closures take 49 slabs of 1,024 slots, each mapped twice. Without reuse every round
    // would add 98 mappings; with it, every round fits in the first round's slabs.
    #expect(peaks[0] <= 2 * 49, "memory-file mappings at each peak: \(peaks)")
    #expect(peaks.allSatisfy { $0 == peaks[0] }, "memory-file mappings at each peak: \(peaks)")
  }

  @Test func oneTrampolineCalledFromFourThreadsWhileOthersComeAndGo() throws {
    final class Shared: Sendable {
      let failures = Atomic<Int>(0)
      let calls = Atomic<Int>(0)
      let callersDone = Atomic<Int>(0)
      let trampoline: Implementation
      init(_ trampoline: Implementation) { self.trampoline = trampoline }
    }
    let shared = Shared(
      try Implementation(signature: Self.signature) { invocation in
        let x = try! invocation.argument(at: 0, as: Int32.self)
        try! invocation.setReturnValue(x &* 3)
      })
    let perCaller = 50_000
    Self.runOnThreads(6) { thread in
      if thread < 4 {
        for i in 0..<perCaller {
          let x = Int32(thread * perCaller + i)
          let result = i % 8 == 0 ? Self.invoke(shared.trampoline, x) : Self.call(shared.trampoline, x)
          if result != x &* 3 { shared.failures.add(1, ordering: .relaxed) }
          shared.calls.add(1, ordering: .relaxed)
        }
        shared.callersDone.add(1, ordering: .releasing)
      } else {
        // Allocate and free while the callers run: slots of this thread's trampolines are reused
        // next to the one being called.
        var random = SplitMix64(state: UInt64(thread))
        var live: [(Implementation, Int32)] = []
        var offset = Int32(thread) << 24
        var made = 0
        while shared.callersDone.load(ordering: .acquiring) < 4 || made < 2_000 {
          made += 1
          offset += 1
          let implementation = try! Self.make(adding: offset)
          if Self.call(implementation, 1) != 1 &+ offset { shared.failures.add(1, ordering: .relaxed) }
          live.append((implementation, offset))
          if live.count > 50 {
            live.swapAt(Int.random(in: 0..<live.count, using: &random), live.count - 1)
            let (freed, freedOffset) = live.removeLast()
            if Self.call(freed, 2) != 2 &+ freedOffset { shared.failures.add(1, ordering: .relaxed) }
          }
        }
        shared.failures.add(Self.failures(live), ordering: .relaxed)
      }
    }
    #expect(shared.failures.load(ordering: .relaxed) == 0)
    #expect(shared.calls.load(ordering: .relaxed) == 4 * perCaller)
  }

  @Test(.enabled(if: doubleMappingExpected, "DYNAMICPROXY_TRAMPOLINES=libffi is set"))
  func aFreedTrampolineTrapsInsteadOfRunningStaleCode() async {
    await #expect(processExitsWith: .signal(SIGTRAP)) {
      var pointer: UnsafeRawPointer?
      do {
        let implementation = try TrampolineMemoryTests.make(adding: 1)
        pointer = implementation.functionPointer
      }
      // The slot is on the free list, filled with int3 (x86-64) or brk #0 (arm64), both SIGTRAP.
      // On arm64 the fill is written through the other view of the memory file, so the free
      // path's instruction-cache maintenance is what makes the core run it: an emulator that
      // ignores `ic ivau` (qemu 7.2) keeps running its translation of the old closure.
      _ = unsafeBitCast(pointer!, to: TrampolineMemoryTests.Function.self)(1)
    }
  }

  @Test func theEnvironmentVariableForcesLibffisAllocator() async {
    await #expect(processExitsWith: .success) {
      // A fresh process: nothing has made a trampoline yet, so the variable is read at the first.
      setenv("DYNAMICPROXY_TRAMPOLINES", "libffi", 1)
      let trampolines = try (0..<1_000).map { i in
        (try TrampolineMemoryTests.make(adding: Int32(i)), Int32(i))
      }
      #expect(!TrampolineMemory.isWriteXorExecute)
      #expect(TrampolineMemory.fallbackReason == "forced by DYNAMICPROXY_TRAMPOLINES=libffi")
      #expect(TrampolineMemoryTests.failures(trampolines, ffiCall: true) == 0)
      let maps = ProcessMaps.current()
      #expect(!maps.contains { $0.isTrampolineMemory })
      // Where libffi's closures live depends on how it was built, not on the architecture. Debian
      // 12's libffi 3.4.4 (x86-64 and arm64) has no static trampolines: its closures run from pages
      // mapped writable and executable, which the check the other tests make finds, so its silence
      // there means something. A libffi with static trampolines (Debian sid's 3.8, on both too)
      // maps no such page: each closure's code is a read+execute page of libffi's own file.
      let homes = trampolines.map { implementation, _ in
        let address = UInt(bitPattern: implementation.functionPointer)
        return maps.first { $0.start <= address && address < $0.end }
      }
      let writableAndExecutable = homes.count { $0?.isWritableAndExecutable == true }
      let inLibffisFile = homes.count { $0?.isLibffisCode == true }
      #expect(
        writableAndExecutable == trampolines.count || inLibffisFile == trampolines.count,
        "\(writableAndExecutable) closures on writable and executable pages, \(inLibffisFile) in libffi's file"
      )
      #expect(maps.contains { $0.isWritableAndExecutable } == (writableAndExecutable > 0))
    }
  }

  @Test(.enabled(if: doubleMappingExpected, "DYNAMICPROXY_TRAMPOLINES=libffi is set"))
  func aForkedChildGetsItsOwnCopyOfTrampolineMemory() async {
    await #expect(processExitsWith: .success) {
      #expect(TrampolineMemory.isWriteXorExecute)
      let status = try TrampolineMemoryTests.forkAndChurn(copyFails: false)
      #expect(status == 0, "the forked child failed: \(status)")
    }
  }

  @Test(.enabled(if: doubleMappingExpected, "DYNAMICPROXY_TRAMPOLINES=libffi is set"))
  func aForkedChildThatCannotCopyLeavesItsParentsTrampolinesAlone() async {
    await #expect(processExitsWith: .success) {
      #expect(TrampolineMemory.isWriteXorExecute)
      let status = try TrampolineMemoryTests.forkAndChurn(copyFails: true)
      #expect(status == 0, "the forked child failed: \(status)")
    }
  }

  /// Makes trampolines, forks, and in the child frees two thirds of them and makes fewer new ones
  /// in their slots; the parent's trampolines must be untouched. Were the pages shared, the child's
  /// frees would fill the parent's closures with int3 (the parent traps) and its new closures
  /// would replace the parent's. Returns the child's exit status.
  ///
  /// With `copyFails`, no file descriptor can be opened in the child, so its copy of the pool
  /// fails: it must then fall back to libffi and never write to the shared pages.
  static func forkAndChurn(copyFails: Bool) throws -> Int32 {
    let trampolines = try (0..<3_000).map { i in (try make(adding: Int32(i)), Int32(i)) }
    var limits = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits)
    if copyFails {
      var none = limits
      none.rlim_cur = 0
      setrlimit(Int32(RLIMIT_NOFILE.rawValue), &none)
    }
    let child = fork()
    if child == 0 {
      // The child: only this thread exists. Report by exit status, never through the test library.
      var code: Int32 = 0
      if TrampolineMemory.isWriteXorExecute == copyFails { code |= 1 }
      if copyFails, TrampolineMemory.fallbackReason?.hasPrefix("after fork") != true { code |= 2 }
      if failures(trampolines) != 0 { code |= 4 }
      // The only references the child holds: dropping `inherited` frees two thirds of the closures.
      var inherited = consume trampolines
      inherited.removeAll { $0.1 % 3 != 0 }
      let made = try! (0..<500).map { i in (try make(adding: 100_000 + Int32(i)), 100_000 + Int32(i)) }
      if failures(inherited) != 0 || failures(made) != 0 { code |= 8 }
      if !copyFails, ProcessMaps.current().contains(where: { $0.isWritableAndExecutable }) { code |= 16 }
      _exit(code)
    }
    if copyFails { setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) }
    #expect(child > 0)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    #expect(failures(trampolines, ffiCall: true) == 0)
    let more = try (0..<1_500).map { i in (try make(adding: -Int32(i)), -Int32(i)) }
    #expect(failures(more) == 0)
    #expect(failures(trampolines) == 0)
    return status
  }
}

extension TrampolineMemoryTests {
  /// The mappings of this process, from /proc/self/maps.
  struct ProcessMaps {
    struct Mapping {
      let start: UInt
      let end: UInt
      let permissions: Substring
      let line: String

      var isWritableAndExecutable: Bool { permissions.contains("w") && permissions.contains("x") }
      /// A view of the trampoline allocator's memory file.
      var isTrampolineMemory: Bool { line.contains("/memfd:dynamicproxy-trampolines") }
      /// A read+execute mapping of libffi's shared object: where libffi's static trampolines run.
      var isLibffisCode: Bool { permissions.hasPrefix("r-x") && line.contains("/libffi.so") }
    }

    static func current() -> [Mapping] {
      let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return [] }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[..<count]
      }
      return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        let range = fields.first?.split(separator: "-") ?? []
        guard fields.count >= 2, range.count == 2, let start = UInt(range[0], radix: 16),
          let end = UInt(range[1], radix: 16)
        else { return nil }
        return Mapping(start: start, end: end, permissions: fields[1], line: String(line))
      }
    }
  }

  /// Runs `body(index)` on `count` new threads at once and waits for all of them.
  static func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Context: Sendable {
      let body: @Sendable (Int) -> Void
      let index: Int
      init(_ body: @escaping @Sendable (Int) -> Void, _ index: Int) {
        self.body = body
        self.index = index
      }
    }
    var threads: [pthread_t] = []
    for index in 0..<count {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(Context(body, index)).toOpaque()
      let result = pthread_create(
        &thread, nil,
        { raw in
          let context = Unmanaged<Context>.fromOpaque(raw!).takeRetainedValue()
          context.body(context.index)
          return nil
        }, context)
      precondition(result == 0, "pthread_create failed: \(result)")
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
  }

}
