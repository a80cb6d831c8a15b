#if os(Linux)
import Foundation

/// An item in a tab bar (UIKit's `UITabBarItem`, iOS 2+). Stored properties only: nothing is drawn.
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private(set) var systemItem: SystemItem?

    /// An empty item.
    public override init() {
        super.init()
    }

    /// Decoding is not supported on Linux: creates an empty item.
    public override init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and its unselected and selected images (iOS 7+).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item (its title is the system item's English name; no image is drawn).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
        self.title = systemItem.englishTitle
    }

    /// The image shown while selected; default `nil` (iOS 7+).
    open var selectedImage: UIImage?

    /// The badge text; default `nil` (no badge).
    open var badgeValue: String?

    /// Offset of the title, in points; default zero (iOS 5+).
    open var titlePositionAdjustment: UIOffset = .zero

    /// The badge's background color; default `nil` (the system red) (iOS 10+).
    open var badgeColor: UIColor?

    /// Sets the badge's text attributes for `state` (stored only) (iOS 10+).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    /// The badge's text attributes set for `state` (iOS 10+).
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}

extension UITabBarItem {
    /// The system's predefined items (UIKit's `UITabBarItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more = 0
        /// "Favorites".
        case favorites = 1
        /// "Featured".
        case featured = 2
        /// "Top Rated".
        case topRated = 3
        /// "Recents".
        case recents = 4
        /// "Contacts".
        case contacts = 5
        /// "History".
        case history = 6
        /// "Bookmarks".
        case bookmarks = 7
        /// "Search".
        case search = 8
        /// "Downloads".
        case downloads = 9
        /// "Most Recent".
        case mostRecent = 10
        /// "Most Viewed".
        case mostViewed = 11

        var englishTitle: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }
}
#endif
