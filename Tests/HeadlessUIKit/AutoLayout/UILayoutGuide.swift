#if os(Linux)
import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`): add it to a
/// view with `addLayoutGuide(_:)`, constrain its anchors, read `layoutFrame` after layout.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    weak var owningViewStorage: UIView?
    var layoutRecord: LayoutItemRecord?
    /// What the guide tracks when UIKit owns it (the safe area, the margins); `nil` for a client's guide.
    var systemRole: LayoutGuideRole?

    /// Creates a guide that belongs to no view yet.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux: creates an empty guide.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view that owns the guide (set by `addLayoutGuide(_:)`); held weakly.
    open weak var owningView: UIView? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }

    /// A name for debugging; default `""`.
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as last solved. A guide UIKit maintains (safe
    /// area, margins, readable content, the old top and bottom layout guides) that takes part in no constraint is
    /// computed from its view's bounds, as UIKit's always are; a client's guide in no constraint, or one without an
    /// owning view, is `.zero`.
    open var layoutFrame: CGRect {
        guard let owner = owningViewStorage else { return .zero }
        HeadlessLayoutEngine.shared.prepareForReading()
        if let solved = HeadlessLayoutEngine.shared.solvedRect(of: self) { return solved }
        guard let role = systemRole else { return .zero }
        return owner.bounds.inset(by: owner.insets(of: role))
    }

    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's leading edge (left: left-to-right layout only).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge (right: left-to-right layout only).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// The guides UIKit maintains on every view.
enum LayoutGuideRole {
    /// `safeAreaLayoutGuide`: the view's bounds inset by `safeAreaInsets`.
    case safeArea
    /// `layoutMarginsGuide`: the bounds inset by the effective layout margins.
    case margins
    /// `readableContentGuide`: the margins guide, narrowed (centered) to the readable width.
    case readable
    /// `UIViewController.topLayoutGuide`: from the view's top to the top of its safe area.
    case topLayoutSupport
    /// `UIViewController.bottomLayoutGuide`: from the bottom of the safe area to the view's bottom.
    case bottomLayoutSupport
}

/// A guide with a length (UIKit's `UILayoutSupport`, the type of the iOS 7–10 layout guides).
@preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
    /// The guide's height, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// `topLayoutGuide` and `bottomLayoutGuide`: the bars' extent, which since iOS 11 is the safe area's.
final class HeadlessLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// The height of the region, from the owning view's safe area.
    var length: CGFloat {
        guard let view = owningViewStorage else { return 0 }
        return systemRole == .topLayoutSupport ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
#endif
