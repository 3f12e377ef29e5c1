internal import CShims

/// Where trampoline code lives, and whether any of it is ever writable and executable at once.
///
/// A trampoline (the ``Implementation/functionPointer`` of
/// ``Implementation/init(signature:selector:body:)``) is a libffi closure: a few bytes of machine
/// code and the data it jumps with. Debian's libffi 3.4.4 puts closures on pages that are writable
/// and executable at once wherever the kernel allows it. DynamicProxy instead maps one memory file
/// twice — writable where libffi writes a closure, read+execute where it is called — so that no
/// page of the process is both (W^X). Where that is refused or libffi's closure layout is not the
/// one DynamicProxy checks for, trampolines come from libffi's own allocator and
/// ``fallbackReason`` says why. Setting `DYNAMICPROXY_TRAMPOLINES=libffi` in the environment forces
/// that fallback.
///
/// The choice is made once per process, at the first trampoline or the first read of a property
/// here, and does not change afterwards (except in a forked child: see <doc:WriteXorExecute>).
public enum TrampolineMemory {
  /// Whether trampolines live in memory that is never writable and executable at once.
  ///
  /// `false` when they come from libffi's allocator, whose pages Debian's libffi maps writable and
  /// executable wherever the kernel allows it.
  public static var isWriteXorExecute: Bool {
    Int(CShims_ClosureAllocatorKind()) == CShims_ClosureAllocatorDoubleMapping
  }

  /// Why trampolines come from libffi's allocator instead of the W^X double mapping, as one
  /// sentence; `nil` when they do not.
  public static var fallbackReason: String? {
    // A NUL-terminated sentence in the shim's static storage (never freed), or NULL.
    unsafe CShims_ClosureAllocatorFallbackReason().map { unsafe String(cString: $0) }
  }
}
