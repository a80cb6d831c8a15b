import Foundation

/// A deterministic random number generator (SplitMix64) for reproducible randomized tests, shared by every
/// test target.
///
/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014): a 64-bit
/// counter advanced by the golden-ratio increment, then mixed. Print the seed in every test that uses
/// one, so a failure can be replayed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed the generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator that replays the same sequence for the same `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A finite Double spread over many magnitudes: `±u·10^e` with `u` in 0…1 and `e` uniform in
    /// `exponents`, and exactly 0 one time in sixteen. Exercises tiny, ordinary and huge inputs alike.
    public mutating func wideDouble(exponents: ClosedRange<Double> = -6...6) -> Double {
        if Int.random(in: 0..<16, using: &self) == 0 { return 0 }
        let magnitude = Double.random(in: 0...1, using: &self) * pow(10, Double.random(in: exponents, using: &self))
        return Bool.random(using: &self) ? magnitude : -magnitude
    }

    /// A uniform Double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A uniform Int in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with `probability` (0…1).
    public mutating func chance(_ probability: Double) -> Bool { double(in: 0...1) < probability }
}
