import Foundation

/// A deterministic random number generator (SplitMix64) for reproducible randomized tests.
///
/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014): a 64-bit
/// counter advanced by the golden-ratio increment, then mixed. Print the seed in every test that uses
/// one, so a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    /// The seed the generator started from.
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A finite Double spread over many magnitudes: `±u·10^e` with `u` in 0…1 and `e` uniform in
    /// `exponents`, and exactly 0 one time in sixteen. Exercises tiny, ordinary and huge inputs alike.
    mutating func wideDouble(exponents: ClosedRange<Double> = -6...6) -> Double {
        if Int.random(in: 0..<16, using: &self) == 0 { return 0 }
        let magnitude = Double.random(in: 0...1, using: &self) * pow(10, Double.random(in: exponents, using: &self))
        return Bool.random(using: &self) ? magnitude : -magnitude
    }
}
