#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A sheet that grows out of ``SheetConfiguration/zoomSource`` and closes back into it: where the runner's
/// presentation, dismissal and release hand over to ``SheetZoomDriver``. Each returns without doing anything when
/// there is no usable source, and the sheet then rises or slides down as a plain sheet.
extension SheetRunner {
    /// Grows the sheet out of its zoom source to `index` of the detents, when it has a usable one (the host hears
    /// `.settled` once the card has landed); returns whether it did.
    func presentFromZoomSource(index: Int) -> Bool {
        zoomDriver?.restoreSource()
        guard let source = configuration.zoomSource, let context = compositionContext else {
            zoomDriver = nil
            return false
        }
        let driver = SheetZoomDriver(runner: self, source: source)
        zoomDriver = driver  // kept without a flight too: a source that shows up by the dismissal is flown into
        return driver.open(context: context, index: index, behavior: behavior)
    }

    /// Flies the sheet into its zoom source, asked again now, from wherever it is (an opening turns around); returns
    /// whether it did (the host hears `.becameHidden` once the card has landed). Under Reduce Motion the sheet
    /// cross-fades as a plain sheet, and the source shows again.
    func dismissIntoZoomSource() -> Bool {
        guard let driver = zoomDriver else { return false }
        guard !UIAccessibility.isReduceMotionEnabled else {
            driver.restoreSource()
            return false
        }
        if driver.turnAround() { return true }
        catchUpRenderedSettle()  // the motion where the screen shows it
        guard let motion, motion.state != .hidden, let context = compositionContext else {
            driver.restoreSource()
            return false
        }
        return driver.close(from: motion, context: context, released: false)
    }

    /// A drag released to dismiss (the motion settling toward hidden, the host's dismissal started): the sheet flies
    /// into its zoom source (asked again now) from where the finger left it, at the release velocity, instead of
    /// sliding down. Does nothing without a usable source.
    func flyReleasedSheetIntoZoomSource() {
        guard let driver = zoomDriver, let motion, case .settling(_, .hidden) = motion.state,
            let context = compositionContext
        else { return }
        guard !UIAccessibility.isReduceMotionEnabled else {
            driver.restoreSource()
            return
        }
        let fingerVelocityX = containerView.map { panGesture.velocity(in: $0).x } ?? 0
        _ = driver.close(from: motion, context: context, released: true, fingerVelocityX: fingerVelocityX)
    }
}
#endif
