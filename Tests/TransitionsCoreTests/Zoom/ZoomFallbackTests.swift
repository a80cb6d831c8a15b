import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

@Suite("Zoom fallback when the source is gone")
struct ZoomFallbackTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let source: CGRect?
        let label: String
        var testDescription: String { label }
    }

    static let rows: [Row] = [
        Row(source: nil, label: "nil"),
        Row(source: CGRect(x: 20, y: -400, width: 160, height: 90), label: "scrolled off the top"),
        Row(source: CGRect(x: 400, y: 300, width: 160, height: 90), label: "off the right edge"),
        Row(source: CGRect(x: 20, y: 300, width: 0, height: 90), label: "zero width"),
        Row(source: CGRect(x: 20, y: 300, width: 160, height: 0), label: "zero height"),
        Row(source: CGRect(x: CGFloat.nan, y: 300, width: 160, height: 90), label: "NaN origin"),
        Row(source: CGRect(x: 20, y: 300, width: CGFloat.infinity, height: 90), label: "infinite width"),
    ]

    @Test("Unusable sources shrink to a 44 pt wide fallback at the container's center and fade out", arguments: rows)
    func fallback(row: Row) {
        let geometry = ZoomFixture.geometry(source: row.source)
        #expect(geometry.isFallback)
        #expect(!ZoomGeometry.isUsableSource(row.source, in: ZoomFixture.container))
        let height = 852.0 * 44 / 393  // the destination's shape
        let expected = CGRect(x: 196.5 - 22, y: 426 - height / 2, width: 44, height: height)
        expectRect(geometry.clipFrame(at: 0), expected)
        expectRect(geometry.contentFrame(at: 0), expected)  // the whole view shrinks, no crop
        #expect(geometry.alpha(at: 0) == 0)
        #expect(geometry.alpha(at: 0.5) == 0.5)
        #expect(geometry.alpha(at: 1) == 1)
        #expect(geometry.frame(at: 0.3).alpha == 0.3)
    }

    @Test("A usable source does not fade, even when only partly on screen")
    func partlyVisible() {
        let geometry = ZoomFixture.geometry(source: CGRect(x: -80, y: 300, width: 160, height: 90))
        #expect(!geometry.isFallback)
        #expect(geometry.alpha(at: 0) == 1)
    }

    @Test(
        "The fallback scale is configurable and sanitized",
        arguments: [
            (CGFloat(0.25), CGFloat(0.25)), (CGFloat(2), CGFloat(1)), (CGFloat(-1), CGFloat(0)),
            (CGFloat.nan, CGFloat(44.0 / 393)),
        ])
    func fallbackScale(requested: CGFloat, used: CGFloat) {
        let geometry = ZoomGeometry(
            source: nil, destination: ZoomFixture.container, containerBounds: ZoomFixture.container,
            fallbackScale: requested)
        #expect(geometry.fallbackScale == used)
        expectApproximately(geometry.clipFrame(at: 0).width, 393 * used, tolerance: 1e-9)
        expectApproximately(geometry.clipFrame(at: 0).midY, 426, tolerance: 1e-9)
    }

    @Test("Unknown container bounds: no off-screen test, the fallback centers on the destination")
    func unknownContainer() {
        let far = CGRect(x: 5000, y: 5000, width: 100, height: 100)
        let geometry = ZoomGeometry(
            source: far, destination: ZoomFixture.container,
            containerBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 852))
        #expect(!geometry.isFallback)
        let gone = ZoomGeometry(
            source: nil, destination: ZoomFixture.container, containerBounds: .zero)
        expectApproximately(gone.clipFrame(at: 0).midX, ZoomFixture.container.midX, tolerance: 1e-9)
    }
}
