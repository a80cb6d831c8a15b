#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Randomized (seeded) checks of coordinate conversion through nested, transformed, scrolled views.
@MainActor @Suite("View conversion properties", .headlessHygiene)
struct ViewConversionPropertyTests {
    private func randomView(_ rng: inout SeededGenerator) -> UIView {
        let view = UIView(
            frame: CGRect(
                x: .random(in: -200...200, using: &rng), y: .random(in: -200...200, using: &rng),
                width: .random(in: 1...300, using: &rng), height: .random(in: 1...300, using: &rng)))
        view.bounds.origin = CGPoint(x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
        view.transform = CGAffineTransform(rotationAngle: .random(in: -.pi...CGFloat.pi, using: &rng))
            .scaledBy(x: .random(in: 0.25...3, using: &rng), y: .random(in: 0.25...3, using: &rng))
        return view
    }

    @Test("converting there and back is the identity, and conversion composes through a third view")
    func roundTripAndComposition() {
        let seed: UInt64 = 0x5EED_0003
        print("ViewConversionPropertyTests seed: \(seed)")
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let a = randomView(&rng)
            let b = randomView(&rng)
            let c = randomView(&rng)
            window.addSubview(a)
            a.addSubview(b)
            window.addSubview(c)
            let p = CGPoint(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng))
            let inC = b.convert(p, to: c)
            #expect(isApproximately(c.convert(inC, to: b), p, tolerance: 1e-6))
            let viaA = a.convert(b.convert(p, to: a), to: c)
            #expect(isApproximately(viaA, inC, tolerance: 1e-6))
            #expect(isApproximately(b.convert(p, to: nil), b.convert(p, to: window), tolerance: 1e-9))
        }
    }
}
#endif
