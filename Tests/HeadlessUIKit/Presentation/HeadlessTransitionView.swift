#if os(Linux)
import Foundation

/// The container view UIKit creates for a presentation (`UITransitionView` in UIKit).
final class HeadlessTransitionView: UIView {}
#endif
