import CSQLite3
import CZlib
import DynamicProxyRx
import DynamicProxySupport
import Testing

@testable import DynamicProxy

extension CLibraryProxyTests {
  // MARK: - zlib

  /// zlib's `zalloc`/`zfree` with a proxy in their place.
  @Suite struct Zlib {
    /// 64 KiB of text-like, compressible data with some noise.
    static let input: [UInt8] = {
      let words = Array("the quick brown fox jumps over the lazy dog ".utf8)
      var state: UInt32 = 12_345
      return (0..<65_536).map { index in
        state = state &* 1_103_515_245 &+ 12_345
        return state >> 28 == 0 ? UInt8(truncatingIfNeeded: state >> 16) : words[index % words.count]
      }
    }()

    /// Records the allocations and frees a proxy's subscribers see.
    final class MemoryRecorder: Sendable {
      let events = Lock<[ZlibMemoryEvent]>([])
      let opaques = Lock<Set<UInt>>([])
      let malformed = Lock<[String]>([])

      func recordAllocation(_ call: MethodCall) {
        let arguments = call.arguments
        guard arguments.count == 3, let opaque = arguments[0] as? UnsafeRawPointer,
          let items = arguments[1] as? UInt32, let size = arguments[2] as? UInt32,
          let address = call.returnValue as? UnsafeRawPointer
        else {
          malformed.withLock {
            $0.append("zalloc: \(CLibraryProxyTests.types(arguments)) -> \(type(of: call.returnValue))")
          }
          return
        }
        opaques.withLock { _ = $0.insert(UInt(bitPattern: opaque)) }
        events.withLock {
          $0.append(.allocation(items: items, size: size, address: UInt(bitPattern: address)))
        }
      }

      func recordFree(_ arguments: [Any]) {
        guard arguments.count == 2, let opaque = arguments[0] as? UnsafeRawPointer,
          let address = arguments[1] as? UnsafeRawPointer
        else {
          malformed.withLock { $0.append("zfree: \(CLibraryProxyTests.types(arguments))") }
          return
        }
        opaques.withLock { _ = $0.insert(UInt(bitPattern: opaque)) }
        events.withLock { $0.append(.free(address: UInt(bitPattern: address))) }
      }
    }

    /// The frees of `events` whose address no earlier allocation returned (or was freed twice).
    static func unmatchedFrees(_ events: [ZlibMemoryEvent]) -> [UInt] {
      var live = Set<UInt>()
      var unmatched: [UInt] = []
      for event in events {
        switch event {
        case .allocation(_, _, let address):
          live.insert(address)
        case .free(let address):
          if live.remove(address) == nil { unmatched.append(address) }
        }
      }
      return unmatched
    }

    @Test func deflateInflateRoundTripsWhileSubscribersSeeEveryAllocation() {
      let log = ZlibAllocationLog()
      let stream = ZStream(opaque: log.opaque)
      let original = ZlibAllocator.makeDelegate()
      stream.allocator = original
      let proxy = ZStreamAllocatorProxy.proxy(for: stream)
      #expect(stream.allocator === proxy)
      #expect(proxy.forwardToDelegate() === original)

      let recorder = MemoryRecorder()
      let bag = DisposeBag()
      proxy.methodReturned("zalloc").subscribe(onNext: recorder.recordAllocation).disposed(by: bag)
      proxy.methodInvoked("zfree").subscribe(onNext: recorder.recordFree).disposed(by: bag)
      // The stream copied the pointers: the proxy must have re-installed itself into it.
      #expect(
        stream.installedZalloc == proxy.target(for: "zalloc")?.function,
        "subscribing did not re-install the proxy: the z_stream still holds the function installed before")
      #expect(stream.installedZfree == proxy.target(for: "zfree")?.function)
      #expect(stream.installedZalloc != ZlibAllocator.zallocPointer)

      let compressed = stream.compress(Self.input)
      #expect(compressed != nil)
      #expect((compressed?.count ?? .max) < Self.input.count)
      let output = compressed.flatMap { stream.decompress($0, size: Self.input.count) }
      #expect(output == Self.input)

      let recorded = log.events.withLock { $0 }
      #expect(log.allocationCount > 0)
      #expect(log.allocationCount == log.freeCount, "the original allocator leaked")
      #expect(Self.unmatchedFrees(recorded) == [])
      #expect(recorder.malformed.withLock { $0 } == [])
      let seen = recorder.events.withLock { $0 }
      #expect(seen == recorded)
      #expect(Self.unmatchedFrees(seen) == [])
      #expect(recorder.opaques.withLock { $0 } == [UInt(bitPattern: log.opaque)])
    }

    /// zlib calls `zfree` from `deflateEnd` whatever the stream holds by then: an allocator of
    /// Swift closures it must keep calling is held by the proxy (`retainDelegate: true`, as
    /// CCallbacks.md says), outlives the app's reference, and frees every allocation — observed or
    /// not while the stream runs.
    @Test func aRetainedSwiftAllocatorOutlivesTheAppsReference() throws {
      let log = ZlibAllocationLog()
      let stream = ZStream(opaque: log.opaque)
      var forward: DelegateObject? = DelegateObject(delegateProtocol: .zlibAllocator)
      try forward!.implement("zalloc") {
        (opaque: UnsafeMutableRawPointer?, items: UInt32, size: UInt32) -> UnsafeMutableRawPointer? in
        ZlibAllocator.zalloc(opaque, items, size)
      }
      try forward!.implement("zfree") {
        (opaque: UnsafeMutableRawPointer?, address: UnsafeMutableRawPointer?) in
        ZlibAllocator.zfree(opaque, address)
      }
      weak let weakForward = forward
      let proxy = ZStreamAllocatorProxy.proxy(for: stream)
      proxy.setForwardToDelegate(forward, retainDelegate: true)
      forward = nil
      #expect(weakForward != nil, "the proxy does not hold its forward delegate")
      #expect(stream.installedZfree != nil)

      let unobserved = stream.compress(Self.input).flatMap { stream.decompress($0, size: Self.input.count) }
      #expect(unobserved == Self.input)
      let frees = MemoryRecorder()
      let subscription = proxy.methodInvoked("zfree").subscribe(onNext: frees.recordFree)
      let observed = stream.compress(Self.input).flatMap { stream.decompress($0, size: Self.input.count) }
      subscription.dispose()
      #expect(observed == Self.input)
      #expect(log.allocationCount > 0)
      #expect(log.allocationCount == log.freeCount, "an allocation was not freed")
      #expect(Self.unmatchedFrees(log.events.withLock { $0 }) == [])
      #expect(frees.events.withLock { $0.count } > 0)
    }

    @Test func unobservedAllocatorIsTheOriginalAndRoundTrips() {
      let log = ZlibAllocationLog()
      let stream = ZStream(opaque: log.opaque)
      let original = ZlibAllocator.makeDelegate()
      stream.allocator = original
      let proxy = ZStreamAllocatorProxy.proxy(for: stream)
      #expect(proxy.target(for: "zalloc")?.function == ZlibAllocator.zallocPointer)
      #expect(proxy.target(for: "zfree")?.function == ZlibAllocator.zfreePointer)
      #expect(stream.installedZalloc == ZlibAllocator.zallocPointer)
      #expect(stream.installedZfree == ZlibAllocator.zfreePointer)

      let output = stream.compress(Self.input).flatMap { stream.decompress($0, size: Self.input.count) }
      #expect(output == Self.input)
      #expect(log.allocationCount > 0)
      #expect(log.allocationCount == log.freeCount)
      #expect(Self.unmatchedFrees(log.events.withLock { $0 }) == [])
    }
  }
}
