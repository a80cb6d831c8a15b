import Foundation
import Testing
import TransitionsTestSupport
import TransitionsCore

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `KeyboardObstruction`: only a keyboard docked at the screen's bottom covers the container, by the part of it
/// that lies over the container (frames already converted from screen coordinates).
@Suite("Keyboard obstruction")
struct KeyboardObstructionTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let inContainer: CGRect
        let container: CGRect
        let inScreen: CGRect
        let screen: CGRect
        let expected: CGFloat
        var testDescription: String { name }
    }

    static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

    static let rows: [Row] = [
        Row(name: "full-screen app, docked keyboard", inContainer: CGRect(x: 0, y: 544, width: 390, height: 300),
            container: phone, inScreen: CGRect(x: 0, y: 544, width: 390, height: 300), screen: phone, expected: 300),
        // A Stage Manager window at y 500 on the iPad screen: the keyboard's top (screen y 966) is at window y 466.
        Row(name: "window lower on the screen (Stage Manager)",
            inContainer: CGRect(x: -100, y: 466, width: 1024, height: 400),
            container: CGRect(x: 0, y: 0, width: 600, height: 800),
            inScreen: CGRect(x: 0, y: 966, width: 1024, height: 400), screen: pad, expected: 334),
        Row(name: "window ending above the keyboard", inContainer: CGRect(x: 0, y: 900, width: 1024, height: 400),
            container: CGRect(x: 0, y: 0, width: 600, height: 800),
            inScreen: CGRect(x: 0, y: 966, width: 1024, height: 400), screen: pad, expected: 0),
        Row(name: "undocked keyboard (ends above the screen's bottom)",
            inContainer: CGRect(x: 0, y: 700, width: 1024, height: 300), container: pad,
            inScreen: CGRect(x: 0, y: 700, width: 1024, height: 300), screen: pad, expected: 0),
        Row(name: "floating keyboard", inContainer: CGRect(x: 300, y: 900, width: 320, height: 260), container: pad,
            inScreen: CGRect(x: 300, y: 900, width: 320, height: 260), screen: pad, expected: 0),
        Row(name: "beside the container (Slide Over on the other side)",
            inContainer: CGRect(x: 400, y: 966, width: 300, height: 400),
            container: CGRect(x: 0, y: 0, width: 320, height: 1366),
            inScreen: CGRect(x: 720, y: 966, width: 300, height: 400), screen: pad, expected: 0),
        Row(name: "taller than the container", inContainer: CGRect(x: 0, y: -100, width: 390, height: 944),
            container: phone, inScreen: CGRect(x: 0, y: -100, width: 390, height: 944), screen: phone,
            expected: 844),
        Row(name: "NaN frame", inContainer: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300), container: phone,
            inScreen: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300), screen: phone, expected: 0),
        Row(name: "infinite height", inContainer: CGRect(x: 0, y: 544, width: 390, height: CGFloat.infinity),
            container: phone, inScreen: CGRect(x: 0, y: 544, width: 390, height: CGFloat.infinity), screen: phone,
            expected: 0),
        Row(name: "zero height (hidden)", inContainer: CGRect(x: 0, y: 844, width: 390, height: 0), container: phone,
            inScreen: CGRect(x: 0, y: 844, width: 390, height: 0), screen: phone, expected: 0),
    ]

    @Test("Overlap", arguments: rows)
    func overlap(_ row: Row) {
        let overlap = KeyboardObstruction.bottomOverlap(
            keyboardInContainer: row.inContainer, containerBounds: row.container, keyboardInScreen: row.inScreen,
            screenBounds: row.screen)
        #expect(isApproximately(overlap, row.expected, tolerance: 0.001), "\(row.name): \(overlap)")
    }
}
