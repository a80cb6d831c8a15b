#if os(Linux)
import Foundation

extension UIScrollView {
    /// Smallest travel (points) or overshoot that makes a release decelerate rather than stop.
    static let decelerationThreshold: CGFloat = 0.5

    /// Reacts to the built-in pan: UIKit's drag → release → decelerate sequence.
    func handlePan(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginDragging(pan)
        case .changed:
            continueDragging(pan)
        case .ended:
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        motion.stop()
        draggingFlag = true
        appliedTranslation = pan.translation(in: self)
        rawDragOffset = rawOffset(for: contentOffset)
        lastDragOffset = contentOffset
        lockedAxis = nil
        if isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical) {
            lockedAxis = abs(appliedTranslation.x) > abs(appliedTranslation.y) ? .horizontal : .vertical
        }
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
            dismissKeyboardForDrag()
        }
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func continueDragging(_ pan: UIPanGestureRecognizer) {
        guard isDragging else { return }
        let translation = pan.translation(in: self)
        let delta = CGPoint(x: translation.x - appliedTranslation.x, y: translation.y - appliedTranslation.y)
        appliedTranslation = translation
        if contentOffset != lastDragOffset {
            // Someone moved the content during the drag (a sheet locking its list): continue from there.
            rawDragOffset = rawOffset(for: contentOffset)
        }
        var offset = contentOffset
        for axis in ScrollAxis.allCases where canScroll(axis) && (lockedAxis == nil || lockedAxis == axis) {
            rawDragOffset[axis] -= delta[axis]
            let lower = minimumOffset(axis)
            let upper = maximumOffset(axis)
            if bounces {
                offset[axis] = ScrollPhysics.banded(
                    rawDragOffset[axis], lower: lower, upper: upper, dimension: viewLength(axis))
            } else {
                rawDragOffset[axis] = min(max(rawDragOffset[axis], lower), upper)
                offset[axis] = rawDragOffset[axis]
            }
        }
        contentOffset = offset
        if contentOffset != offset {
            // A delegate moved the content in `scrollViewDidScroll(_:)`: the finger continues from there.
            rawDragOffset = rawOffset(for: contentOffset)
        }
        lastDragOffset = contentOffset
    }

    /// Finger lifted with `fingerVelocity` (pt/s, scroll view coordinates): ask the delegate for the
    /// target, then decelerate or bounce back.
    private func endDragging(velocity fingerVelocity: CGPoint) {
        guard isDragging else { return }
        let start = contentOffset
        var velocity = CGPoint.zero
        for axis in ScrollAxis.allCases where canScroll(axis) && (lockedAxis == nil || lockedAxis == axis) {
            let value = -fingerVelocity[axis]
            velocity[axis] = value.isFinite ? value : 0
        }
        let rate = ScrollPhysics.sanitizedRate(decelerationRate.rawValue)
        let natural = naturalTarget(from: start, velocity: velocity, rate: rate)
        let velocityPerMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        var proposed = headlessDecelerationTarget(proposed: natural, velocity: velocityPerMillisecond)
        if !TouchGeometry.isFinite(proposed) { proposed = natural }
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocityPerMillisecond, targetContentOffset: &target)
        if !TouchGeometry.isFinite(target) { target = proposed }
        draggingFlag = false
        lockedAxis = nil
        let outOfRange = clampedOffset(start) != start
        let travels =
            abs(target.x - start.x) >= Self.decelerationThreshold
            || abs(target.y - start.y) >= Self.decelerationThreshold
        let willDecelerate = outOfRange || travels
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        var effectiveVelocity = velocity
        var chosenTargets: [ScrollAxis: CGFloat] = [:]
        for axis in ScrollAxis.allCases where target[axis] != natural[axis] {
            // The delegate moved the target: decelerate so as to stop exactly there.
            effectiveVelocity[axis] = CGFloat(
                ScrollPhysics.velocity(toTravel: Double(target[axis] - start[axis]), rate: rate))
            chosenTargets[axis] = target[axis]
        }
        motion.decelerate(from: start, velocity: effectiveVelocity, rate: rate, restingAt: chosenTargets)
    }

    /// Where a release would come to rest: the deceleration projection, clamped into range (a release
    /// past an edge returns to that edge).
    func naturalTarget(from start: CGPoint, velocity: CGPoint, rate: Double) -> CGPoint {
        var target = start
        for axis in ScrollAxis.allCases {
            let lower = minimumOffset(axis)
            let upper = maximumOffset(axis)
            if start[axis] < lower || start[axis] > upper {
                target[axis] = min(max(start[axis], lower), upper)
            } else {
                let travel = CGFloat(ScrollPhysics.projectedDistance(velocity: Double(velocity[axis]), rate: rate))
                target[axis] = min(max(start[axis] + travel, lower), upper)
            }
        }
        return target
    }

    /// The finger-driven offset that shows as `offset` with rubber banding.
    private func rawOffset(for offset: CGPoint) -> CGPoint {
        var raw = offset
        guard bounces else { return offset }
        for axis in ScrollAxis.allCases {
            raw[axis] = ScrollPhysics.raw(
                fromBanded: offset[axis], lower: minimumOffset(axis), upper: maximumOffset(axis),
                dimension: viewLength(axis))
        }
        return raw
    }

    /// `.onDrag`: the first responder resigns and the simulated keyboard hides.
    private func dismissKeyboardForDrag() {
        HeadlessFirstResponder.current?.resignFirstResponder()
        if let window, HeadlessKeyboard.frame != nil {
            HeadlessKeyboard.hide(in: window)
        }
    }
}
#endif
