#if os(Linux)
import Foundation

extension UIView {
    func makeSnapshot() -> UIView {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.backgroundColor = backgroundColor
        snapshot.alpha = alpha
        snapshot.layer.cornerRadius = layer.cornerRadius
        snapshot.layer.maskedCorners = layer.maskedCorners
        snapshot.layer.cornerCurve = layer.cornerCurve
        snapshot.clipsToBounds = clipsToBounds
        snapshot.headlessSnapshotSource = self
        return snapshot
    }
}
#endif
