#if os(Linux)
import Foundation

/// The split view controller's root view: lays the columns out.
final class HeadlessSplitView: UIView {
    weak var splitViewController: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        splitViewController?.layoutColumns()
    }
}

extension UISplitViewController {
    /// The default sidebar width, pt (UIKit's primary column in the classic style).
    static let defaultPrimaryWidth: CGFloat = 320

    var columnChildren: [UIViewController] {
        [Column.primary, .supplementary, .secondary].compactMap { columnWrappers[$0] }
    }

    var isLandscapeLayout: Bool {
        let size = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        return size.width > size.height
    }

    var resolvedDisplayMode: DisplayMode {
        if let displayModeOverride { return displayModeOverride }
        if preferredDisplayMode != .automatic { return preferredDisplayMode }
        return isLandscapeLayout ? .oneBesideSecondary : .secondaryOnly
    }

    var resolvedPrimaryWidth: CGFloat {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var width = Self.defaultPrimaryWidth
        if preferredPrimaryColumnWidth >= 0, preferredPrimaryColumnWidth.isFinite {
            width = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction >= 0, preferredPrimaryColumnWidthFraction.isFinite {
            width = total * min(preferredPrimaryColumnWidthFraction, 1)
        }
        if minimumPrimaryColumnWidth >= 0, minimumPrimaryColumnWidth.isFinite {
            width = max(width, minimumPrimaryColumnWidth)
        }
        if maximumPrimaryColumnWidth >= 0, maximumPrimaryColumnWidth.isFinite {
            width = min(width, maximumPrimaryColumnWidth)
        }
        return max(0, min(width, total))
    }

    func classicController(for column: Column) -> UIViewController? {
        switch column {
        case .primary: return controllersStorage.first
        case .secondary: return controllersStorage.count > 1 ? controllersStorage.last : nil
        case .supplementary, .compact: return nil
        }
    }

    /// The classic `viewControllers`: the first is the primary, the last the secondary (at most two kept;
    /// duplicates and other parents' children are skipped with a logged warning).
    func replaceClassicChildren(with requested: [UIViewController]) {
        var accepted: [UIViewController] = []
        for controller in requested {
            if accepted.containsIdentical(controller) || (controller.parent != nil && controller.parent !== self) {
                HeadlessDiagnostics.warn("UISplitViewController skipped a duplicate or another parent's child")
                continue
            }
            accepted.append(controller)
        }
        if accepted.count > 2 { accepted = [accepted[0], accepted[accepted.count - 1]] }
        let old = styleStorage == .unspecified ? controllersStorage : columnChildren
        for controller in old where !accepted.containsIdentical(controller) { remove(controller) }
        controllersStorage = accepted
        if styleStorage != .unspecified {
            columnWrappers = [:]
            columnControllers = [:]
            if let first = accepted.first {
                columnWrappers[.primary] = first
                columnControllers[.primary] = first
            }
            if accepted.count > 1 {
                columnWrappers[.secondary] = accepted[1]
                columnControllers[.secondary] = accepted[1]
            }
        }
        for controller in accepted where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    func setColumn(_ controller: UIViewController?, for column: Column) {
        if let old = columnWrappers[column] { remove(old) }
        columnControllers[column] = controller
        columnWrappers[column] = nil
        guard let controller else {
            viewIfLoaded?.setNeedsLayout()
            return
        }
        if controller.parent != nil, controller.parent !== self, !(controller.parent is UINavigationController) {
            HeadlessDiagnostics.warn("UISplitViewController: a controller with another parent cannot be a column")
            columnControllers[column] = nil
            return
        }
        let wrapper: UIViewController
        if styleStorage == .unspecified || controller is UINavigationController {
            wrapper = controller
        } else {
            wrapper = UINavigationController(rootViewController: controller)
        }
        columnWrappers[column] = wrapper
        if styleStorage == .unspecified {
            var classic = controllersStorage
            if column == .primary { classic = [controller] + classic.dropFirst() }
            if column == .secondary { classic = [classic.first, controller].compactMap { $0 } }
            replaceClassicChildren(with: classic)
            return
        }
        addChild(wrapper)
        wrapper.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
    }

    private func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if controller.viewIfLoaded?.superview === viewIfLoaded { controller.view.removeFromSuperview() }
        controller.removeFromParent()
    }

    /// The controllers on screen and their frames.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        displayModeMayHaveChanged(relayout: false)
        let bounds = view.bounds
        let primary = styleStorage == .unspecified ? controllersStorage.first : columnWrappers[.primary]
        let secondary = styleStorage == .unspecified ? classicController(for: .secondary) : columnWrappers[.secondary]
        var frames: [(UIViewController, CGRect)] = []
        if isCollapsed {
            if let compact = (styleStorage == .unspecified ? nil : columnWrappers[.compact]) ?? primary {
                frames.append((compact, bounds))
            }
        } else {
            let width = resolvedPrimaryWidth
            let mode = resolvedDisplayMode
            if let secondary {
                let besides =
                    mode == .oneBesideSecondary || mode == .twoBesideSecondary || mode == .twoDisplaceSecondary
                let x = besides && primary != nil ? width : 0
                frames.append((secondary, CGRect(x: x, y: 0, width: max(bounds.width - x, 0), height: bounds.height)))
            }
            if let primary, mode != .secondaryOnly {
                frames.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height)))
            }
        }
        let shown = frames.map(\.0)
        for child in childStorage where !shown.containsIdentical(child) {
            if child.viewIfLoaded?.superview === view { child.view.removeFromSuperview() }
        }
        for (child, frame) in frames {
            let childView: UIView = child.view
            if childView.superview !== view { view.addSubview(childView) }
            childView.frame = frame
        }
    }

    /// Tells the delegate about a new display mode or collapsed state (once per change).
    func displayModeMayHaveChanged(relayout: Bool = true) {
        let mode = resolvedDisplayMode
        if let reported = reportedDisplayMode, reported != mode {
            delegate?.splitViewController(self, willChangeTo: mode)
        }
        reportedDisplayMode = mode
        let collapsed = isCollapsed
        if let reported = reportedCollapsed, reported != collapsed {
            if collapsed {
                delegate?.splitViewControllerDidCollapse(self)
            } else {
                delegate?.splitViewControllerDidExpand(self)
            }
        }
        reportedCollapsed = collapsed
        if relayout { viewIfLoaded?.setNeedsLayout() }
    }
}

extension UIViewController {
    /// The nearest ancestor split view controller (UIKit's `splitViewController`, iOS 8+).
    public var splitViewController: UISplitViewController? {
        var ancestor = parent
        while let controller = ancestor {
            if let split = controller as? UISplitViewController { return split }
            ancestor = controller.parent
        }
        return nil
    }
}
#endif
