#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `CATransaction.setDisableActions(_:)`: "actions triggered as a result of property changes made within this
/// transaction group are suppressed" — UIKit's block animations included (they are the layer's actions).
@MainActor @Suite("Transactions that disable actions", .headlessHygiene)
struct TransactionActionsTests {
    @Test("inside an animation block, a change made with actions disabled shows at once; others still animate")
    func disabledActionsInsideAnAnimationBlock() {
        let quiet = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.3) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            quiet.center = CGPoint(x: 100, y: 5)
            CATransaction.commit()
            moving.center = CGPoint(x: 100, y: 5)
        }
        HeadlessClock.main.advance(by: 0.15)
        #expect(quiet.layer.presentation()?.position.x == 100)
        let shown = moving.layer.presentation()?.position.x ?? -1
        #expect(shown > 5 && shown < 100, "halfway: \(shown)")
        HeadlessClock.main.runUntilIdle()
    }
}
#endif
