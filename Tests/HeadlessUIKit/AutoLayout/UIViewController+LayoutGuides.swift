#if os(Linux)
import Foundation

extension UIViewController {
    /// The region above the content (status and navigation bars): since iOS 11 the view's top safe-area
    /// inset. Deprecated by UIKit in favour of `view.safeAreaLayoutGuide`.
    public var topLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(.topLayoutSupport) }

    /// The region below the content (tab bar, home indicator): the view's bottom safe-area inset.
    /// Deprecated by UIKit in favour of `view.safeAreaLayoutGuide`.
    public var bottomLayoutGuide: any UILayoutSupport { view.layoutSupportGuide(.bottomLayoutSupport) }
}

extension UIView {
    /// The view's top or bottom layout-support guide, made on first use.
    func layoutSupportGuide(_ role: LayoutGuideRole) -> HeadlessLayoutSupportGuide {
        if let existing = layoutGuideStorage.first(where: { ($0 as? HeadlessLayoutSupportGuide)?.systemRole == role }) {
            return existing as! HeadlessLayoutSupportGuide
        }
        let guide = HeadlessLayoutSupportGuide()
        guide.systemRole = role
        guide.identifier = role == .topLayoutSupport ? "_UILayoutGuide top" : "_UILayoutGuide bottom"
        addLayoutGuide(guide)
        return guide
    }
}
#endif
