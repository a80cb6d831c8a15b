#if canImport(CAllocationCounter)
import CAllocationCounter
#endif

/// Counts heap allocations made by the process, for the allocations-per-operation column.
///
/// The counting is done by `CAllocationCounter`, a tiny C target that interposes `malloc`, `calloc`,
/// `realloc`, `posix_memalign`, `aligned_alloc` and `memalign` and forwards them to glibc's
/// `__libc_*` functions, so it sees every heap allocation, Swift or not. It must be declared in
/// Package.swift and listed as a dependency of transitions-bench; without it (or off glibc) the
/// allocation column reads "n/a".
///
/// Why C: Swift cannot interpose `malloc` from the executable itself. The compiler gives the public
/// symbols of executables protected visibility, and the gold linker does not export protected symbols
/// to shared libraries, so libswiftCore would keep calling glibc's `malloc`.
enum AllocationCounter {
    /// What is being counted, for the report header.
    static var source: String { installation.source }

    /// Whether ``count`` means anything.
    static var isAvailable: Bool { installation.isAvailable }

    /// Checks the counter once. Call before measuring; later calls do nothing.
    static func install() {
        _ = installation
    }

    private static let installation: (isAvailable: Bool, source: String) = {
        #if canImport(CAllocationCounter)
        if transitions_allocation_counter_is_active() {
            return (true, "malloc-family calls (CAllocationCounter)")
        }
        return (false, "unavailable (CAllocationCounter is linked but inactive on this platform)")
        #else
        return (
            false, "unavailable (declare the CAllocationCounter target in Package.swift, see docs/performance.md)"
        )
        #endif
    }()

    /// Allocations counted so far (monotonic; compare two readings).
    static var count: UInt64 {
        #if canImport(CAllocationCounter)
        return transitions_allocation_count()
        #else
        return 0
        #endif
    }
}
