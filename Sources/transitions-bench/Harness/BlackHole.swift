/// Where benchmark results go so the optimizer cannot delete the work that produced them.
nonisolated(unsafe) private var sink: UInt8 = 0

/// Consumes `value`: reads its first byte into a global, which forces the value to be computed.
@inline(never)
func blackHole<T>(_ value: T) {
    withUnsafeBytes(of: value) { bytes in
        if let first = bytes.first { sink &+= first }
    }
}

/// Consumes a `Double` (the common case) without going through generics.
@inline(never)
func blackHole(_ value: Double) {
    sink &+= UInt8(truncatingIfNeeded: value.bitPattern)
}

/// Keeps a value reachable from a global, so heap storage it owns cannot be promoted to the stack.
nonisolated(unsafe) private var escaped: Any?

/// Stores `value` in a global (used by the allocation self-check to make an allocation observable).
@inline(never)
func escape<T>(_ value: T) {
    escaped = value
}
