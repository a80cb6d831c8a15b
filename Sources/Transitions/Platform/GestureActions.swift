#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
// The only file that bridges target–action. On Apple platforms a tiny NSObject target receives the
// selector; on Linux (no Objective-C runtime) HeadlessUIKit's closure hook is used instead.

extension UIGestureRecognizer {
    /// Calls `handler` on every action of this recognizer (a closure form of `addTarget(_:action:)`).
    /// The handler is retained by the recognizer: capture owners weakly.
    @MainActor func onAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        #if canImport(ObjectiveC) && canImport(UIKit)
        let target = GestureActionTarget(handler)
        addTarget(target, action: #selector(GestureActionTarget.fire(_:)))
        GestureActionTarget.retain(target, by: self)
        #else
        addHeadlessHandler(handler)
        #endif
    }
}

#if canImport(ObjectiveC) && canImport(UIKit)
import ObjectiveC

/// Receives a gesture's selector and forwards it to a closure (Apple platforms only).
@MainActor final class GestureActionTarget: NSObject {
    private let handler: @MainActor (UIGestureRecognizer) -> Void
    private static var key: UInt8 = 0

    init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.handler = handler }

    @objc func fire(_ recognizer: UIGestureRecognizer) { handler(recognizer) }

    /// UIKit does not retain targets: the recognizer keeps its targets alive through an associated array.
    static func retain(_ target: GestureActionTarget, by recognizer: UIGestureRecognizer) {
        var targets = objc_getAssociatedObject(recognizer, &key) as? [GestureActionTarget] ?? []
        targets.append(target)
        objc_setAssociatedObject(recognizer, &key, targets, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif
#endif
