#if os(Linux)
import Foundation

extension UIView {
    /// The window's traits (or the main screen's when not in a window), with the owning presentation
    /// controller's `overrideTraitCollection` applied along the way.
    var inheritedTraitCollection: UITraitCollection {
        let base: UITraitCollection
        if let window = self as? UIWindow {
            base = window.windowTraitCollection
        } else if let controller = owningViewController {
            base = controller.traitCollection
        } else if let parent = superviewStorage {
            base = parent.traitCollection
        } else {
            base = UIScreen.main.traitCollection
        }
        return base.overridingStyle(appearanceExtras.userInterfaceStyle)
    }

    /// Calls `traitCollectionDidChange(_:)` on every view (and root view's controller) in the subtree
    /// whose traits differ from the last ones it saw. A view's first traits are adopted silently.
    func propagateTraitChanges() {
        let current = traitCollection
        if let previous = reportedTraitCollection, previous != current {
            reportedTraitCollection = current
            if previous.preferredContentSizeCategory != current.preferredContentSizeCategory {
                (self as? UILabel)?.adjustFontForContentSizeCategory(current)
            }
            if let color = backgroundColorStorage {
                backingLayer.backgroundColor = color.resolvedColor(with: current).cgColor
            }
            traitCollectionDidChange(previous)
        } else {
            // First traits (the view entered a window): a dynamic background colour resolves for them, so a view
            // entering a dark window shows its dark colour, as in UIKit.
            if reportedTraitCollection == nil, let color = backgroundColorStorage, color.provider != nil {
                backingLayer.backgroundColor = color.resolvedColor(with: current).cgColor
            }
            reportedTraitCollection = current
        }
        for subview in subviewStorage { subview.propagateTraitChanges() }
    }

    /// `tintColor`'s setter: stores the color and tells this view and the subviews that inherit it.
    func setTintColor(_ color: UIColor?) {
        tintColorStorage = color
        notifyTintColorChange()
    }

    /// `backgroundColor`'s setter: stores the color and gives the layer its value for the current traits.
    func setBackgroundColor(_ color: UIColor?) {
        backgroundColorStorage = color
        backingLayer.backgroundColor = color?.resolvedColor(with: traitCollection).cgColor
    }

    func notifyTintColorChange() {
        tintColorDidChange()
        for subview in subviewStorage where subview.tintColorStorage == nil { subview.notifyTintColorChange() }
    }
}
#endif
