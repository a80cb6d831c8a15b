#if os(Linux)
import Foundation

extension UIScreen {
    /// Linux-only: simulates the user choosing another text size in Settings. The screen's (and so every
    /// window's) `preferredContentSizeCategory` becomes `category`; as in UIKit, trait environments in shown
    /// windows get `traitCollectionDidChange(_:)` (labels with `adjustsFontForContentSizeCategory` rescale
    /// their Dynamic Type fonts first), then `UIContentSizeCategory.didChangeNotification` is posted with
    /// the new value under `newValueUserInfoKey`. `.unspecified` and the current category change nothing.
    public func simulatePreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != .unspecified, category != traitsStorage.preferredContentSizeCategory else { return }
        var values = traitsStorage.values
        values.preferredContentSizeCategory = category
        traitsStorage = UITraitCollection(values: values)
        if self === UIScreen.main { DynamicTypeSizes.appCategory = category }
        for window in HeadlessWindows.visible {
            window.windowTraitsStorage?.preferredContentSizeCategory = category
            window.propagateWindowTraitChange()
        }
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: nil,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    }
}
#endif
