#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif
#if canImport(ObjectiveC)
import ObjectiveC
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension UIGestureRecognizer {
    /// Calls `handler` on every action of this recognizer (a closure form of `addTarget(_:action:)`).
    /// The handler is retained by the recognizer: capture owners weakly.
    @MainActor func onAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        let target = GestureActionTarget(handler)
        target.register(on: self)
        GestureActionTarget.retain(target, by: self)
    }
}

/// Receives a gesture's actions and forwards them to a closure. The same object on every platform; only how
/// the recognizer is told about it differs (below).
@MainActor final class GestureActionTarget: NSObject {
    private let handler: @MainActor (UIGestureRecognizer) -> Void
    private static var key: UInt8 = 0

    init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.handler = handler }

    /// One action of `recognizer`.
    func fire(_ recognizer: UIGestureRecognizer) { handler(recognizer) }

    /// UIKit does not retain targets: the recognizer keeps its targets alive through an associated array
    /// (the Objective-C runtime's associated objects; HeadlessUIKit provides the same functions on Linux).
    static func retain(_ target: GestureActionTarget, by recognizer: UIGestureRecognizer) {
        var targets = objc_getAssociatedObject(recognizer, &key) as? [GestureActionTarget] ?? []
        targets.append(target)
        objc_setAssociatedObject(recognizer, &key, targets, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

// The one difference (docs/architecture.md, "Code that only runs on iOS"): UIKit sends the action as a
// selector, which only the Objective-C runtime can name; Linux has no `#selector`, so HeadlessUIKit's closure
// hook calls the same `fire(_:)`. Both hold the target weakly, as UIKit does.
#if canImport(UIKit)
extension GestureActionTarget {
    func register(on recognizer: UIGestureRecognizer) {
        recognizer.addTarget(self, action: #selector(action(_:)))
    }

    @objc private func action(_ recognizer: UIGestureRecognizer) { fire(recognizer) }
}
#else
extension GestureActionTarget {
    func register(on recognizer: UIGestureRecognizer) {
        recognizer.addHeadlessHandler { [weak self] recognizer in self?.fire(recognizer) }
    }
}
#endif
#endif
