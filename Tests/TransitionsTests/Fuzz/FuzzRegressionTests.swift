#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Every bug the fuzzer found, as the minimal sequence it printed. Each must now keep every invariant.
@MainActor @Suite("Fuzz regressions", .headlessHygiene)
struct FuzzRegressionTests {
    func expectClean(_ events: [FuzzEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        let result = FuzzWorld().run(events)
        #expect(result == nil, "\(result.map { "step \($0.0): \($0.1)" } ?? "")", sourceLocation: sourceLocation)
    }

    @Test("A drag on a sheet whose dismissal was just requested (tap on the dimming) does not start a second one")
    func dragDuringPendingDismissal() {
        expectClean([
            .replace(detents: [.height(567.0), .height(.nan)]), .wait(1.0),
            .dragBegin(atFraction: -0.26784508768344845), .dragEnd,
            .dragBegin(atFraction: 0.5584955110364884), .dragFling(velocity: 1078.0),
        ])
    }

    @Test("Dismissing a sheet with one stacked above releases both transitions")
    func stackedDismissalReleasesTransitions() {
        expectClean([
            .present(
                detents: [.height(156.0), .large, .height(738.0)], selected: 3, modal: true, animated: false,
                stacked: true),
            .wait(0.15),
            .present(
                detents: [.fraction(0.6085938851566111), .height(100.0), .fitting], selected: 2, modal: false,
                animated: true, stacked: true),
        ])
    }

    @Test("Selecting an unknown detent while a drag interrupts the presentation still completes the presentation")
    func selectionDuringInterruptedPresentation() {
        expectClean([
            .present(
                detents: [.height(428.0), .height(546.0)], selected: 4, modal: true, animated: true, stacked: false),
            .dragBegin(atFraction: 0.34497789135706663), .dragMove(dy: 426.0, steps: 5),
            .select(index: 4, animated: false),
        ])
    }

    @Test("Reduce Motion: a drag during the fade-in completes the presentation and can dismiss")
    func dragDuringReduceMotionFade() {
        expectClean([
            .replace(detents: [.medium]), .reduceMotion(true), .wait(0.05),
            .dragBegin(atFraction: 0.271885818579549), .dragMove(dy: 595.0, steps: 2),
        ])
    }

    @Test("Rotation and keyboard during a replacement keep the sheet within its limits")
    func rotationAndKeyboardDuringReplace() {
        expectClean([
            .present(detents: [], selected: 0, modal: true, animated: false, stacked: false),
            .replace(detents: [.medium, .height(304.0), .height(-50.0), .height(119.0)]),
            .wait(0.05), .resize(landscape: true), .keyboard(height: 259.0),
        ])
    }

    @Test("Presenting on a sheet that is being dismissed is refused; nothing is left behind")
    func presentOnDismissingSheet() {
        expectClean([
            .present(detents: [.height(534.0)], selected: 0, modal: false, animated: false, stacked: false),
            .dragBegin(atFraction: 0.7578851796379786), .dragFling(velocity: -3194.0),
            .present(
                detents: [.height(318.0), .fitting, .height(321.0)], selected: 1, modal: true, animated: true,
                stacked: true),
            .dragBegin(atFraction: 0.29861554300533805), .dragMove(dy: 371.0, steps: 7),
            .replace(detents: [.medium, .medium, .height(.infinity)]),
            .dragCancel,
            .dragBegin(atFraction: 0.8944124936509488), .dragMove(dy: 430.0, steps: 6),
            .present(detents: [], selected: 3, modal: false, animated: true, stacked: true),
        ])
    }

    @Test("A late tap on a dismissed sheet's dimming reports nothing")
    func lateTapAfterDismissal() {
        expectClean([
            .present(
                detents: [.fraction(0.1322493644085757)], selected: 0, modal: false, animated: true, stacked: false),
            .wait(1.0),
            .present(detents: [.height(218.0)], selected: 3, modal: false, animated: true, stacked: true),
            .tapOutside, .dragBegin(atFraction: -0.26030828578024334), .reduceMotion(true), .wait(1.0),
        ])
    }

    @Test("A drag-dismissal UIKit cannot start (a sheet above is still presenting) never stalls a later dismissal")
    func refusedInteractiveDismissal() {
        expectClean([
            .present(detents: [.height(795.0)], selected: 1, modal: false, animated: true, stacked: false),
            .wait(1.0), .dragBegin(atFraction: 0.1480217441054535),
            .present(
                detents: [.fraction(1.2736747899127694)], selected: 1, modal: false, animated: true, stacked: true),
            .dismiss(animated: true), .dragMove(dy: 99.0, steps: 11),
        ])
    }

    @Test("A sheet whose presenter is being dismissed cannot start its own dismissal (no two at once)")
    func dismissalUnderAncestorDismissal() {
        expectClean([
            .present(
                detents: [.height(777.0), .height(-50.0), .fitting], selected: -1, modal: true, animated: true,
                stacked: true),
            .wait(0.05), .invalidate, .dragBegin(atFraction: 0.4279005546825499),
            .present(detents: [.height(672.0)], selected: -1, modal: false, animated: true, stacked: true),
            .dragMove(dy: -74.0, steps: 1), .dragEnd, .replace(detents: []),
            .dragBegin(atFraction: 0.6579577317492242), .wait(0.15), .dragMove(dy: 381.0, steps: 5), .wait(1.0),
        ])
    }

    @Test("An event in the same instant a dismissal settle ends does not swallow its ending")
    func eventAtSettleEnd() {
        expectClean([
            .present(detents: [.fitting, .height(785.0)], selected: 1, modal: false, animated: true, stacked: false),
            .wait(0.05),
            .dragBegin(atFraction: 0.849974982139817), .dragMove(dy: 411.0, steps: 12),
            .wait(1.0), .dragEnd,
            .select(index: -1, animated: true),
        ])
    }
}
#endif
