import Foundation
import Testing
import TransitionsCore

@Suite("Sheet pan start and stack place")
struct SheetPanStartTests {
    @Test("A mostly vertical drag outside the list starts the sheet's pan; a horizontal one does not")
    func direction() {
        #expect(begins(CGPoint(x: 10, y: 300)))
        #expect(begins(CGPoint(x: -200, y: -200)))  // a diagonal is vertical enough (ties go to the sheet)
        #expect(!begins(CGPoint(x: 300, y: 10)))
        #expect(!begins(CGPoint(x: -301, y: 300)))
    }

    @Test("A drag inside the tracked list, or during a programmatic dismissal, never starts the sheet's pan")
    func vetoes() {
        let down = CGPoint(x: 0, y: 500)
        #expect(!SheetPanStart.begins(velocity: down, isInTrackedScrollView: true, isDismissingProgrammatically: false))
        #expect(!SheetPanStart.begins(velocity: down, isInTrackedScrollView: false, isDismissingProgrammatically: true))
    }

    @Test("NaN and infinite velocities do not crash: a NaN axis counts as still")
    func badVelocities() {
        #expect(begins(CGPoint(x: CGFloat.nan, y: 100)))
        #expect(!begins(CGPoint(x: 100, y: CGFloat.nan)))
        #expect(begins(CGPoint(x: CGFloat.nan, y: CGFloat.nan)))
        #expect(!begins(CGPoint(x: CGFloat.infinity, y: 100)))
    }

    @Test("Only the sheet at the front of a stack takes the app's corner radius")
    func stackCorners() {
        #expect(SheetStackPlace.front.cornerRadius(preferred: 24) == 24)
        #expect(SheetStackPlace.covered.cornerRadius(preferred: 24) == nil)
        #expect(SheetStackPlace.front.cornerRadius(preferred: nil) == nil)
    }

    private func begins(_ velocity: CGPoint) -> Bool {
        SheetPanStart.begins(velocity: velocity, isInTrackedScrollView: false, isDismissingProgrammatically: false)
    }
}
