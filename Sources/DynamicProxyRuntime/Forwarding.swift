internal import CShims
import Synchronization

/// The forwarding fast paths, as a switch: for benchmarks and tests that compare them with
/// libffi's generic path.
///
/// A delegate proxy forwards a captured call the cheapest correct way, chosen when the signature is
/// built: straight into the Swift body when the forward function is one of this library's
/// trampolines (a typed closure, an `Implementation` with a body), through a register-frame call
/// for a C function whose return value comes back in registers or memory the caller provides and
/// whose stack arguments take at most 256 bytes (x86-64 System V), and with `ffi_call` for
/// everything else (long double returns, other platforms). `Invocation`'s calls take the register frame too.
/// With the fast paths off, every forward and every call goes through `ffi_call`: the libffi
/// closure in, `ffi_call` out.
public enum Forwarding {
  /// Whether the fast paths are used. On by default; the environment variable
  /// `DYNAMICPROXY_FORWARDING=libffi`, read at the first call, turns them off.
  ///
  /// Changing it affects calls that start afterwards, on every thread; both ways give the same
  /// results, bit for bit.
  public static var fastPathsEnabled: Bool {
    @inlinable get {
      // The C switch's value, mirrored here: a load, where the C function is a call per read.
      let state = fastPathsState.load(ordering: .relaxed)
      return state >= 0 ? state != 0 : readFastPathsState()
    }
    set {
      CShims_SetRegisterCallsEnabled(newValue ? 1 : 0)
      fastPathsState.store(newValue ? 1 : 0, ordering: .relaxed)
      FastPathsSwitch.shared.state.store(newValue ? 1 : 0, ordering: .relaxed)
    }
  }

  /// The switch read from the C side (which reads the environment once), then mirrored.
  @usableFromInline
  static func readFastPathsState() -> Bool {
    let enabled = CShims_RegisterCallsEnabled() != 0
    fastPathsState.store(enabled ? 1 : 0, ordering: .relaxed)
    FastPathsSwitch.shared.state.store(enabled ? 1 : 0, ordering: .relaxed)
    return enabled
  }
}

/// ``Forwarding/fastPathsEnabled`` in an object that a delegate proxy keeps a reference to, so
/// that its typed calls read the switch with two loads (the reference, then the value), without
/// calling the cross-module addressor of a global. Written with the global, on every change.
@usableFromInline
package final class FastPathsSwitch: Sendable {
  /// The one switch.
  package static let shared = FastPathsSwitch()

  /// 1 when the fast paths are on; 0 when they are off; -1 until the switch is first read (read
  /// as off: the generic path gives the same results).
  @usableFromInline package let state = Atomic<Int>(-1)

  /// Whether the fast paths are on.
  @inlinable @inline(__always)
  package var enabled: Bool { state.load(ordering: .relaxed) > 0 }

  private init() {}
}

/// ``Forwarding/fastPathsEnabled`` as the C switch last gave or took it: -1 until it is read.
@usableFromInline let fastPathsState = Atomic<Int>(-1)
