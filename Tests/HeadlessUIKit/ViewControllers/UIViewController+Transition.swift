#if os(Linux)
import Foundation

extension UIViewController {
    /// A system transition for the next presentation (UIKit's `UIViewController.Transition`, iOS 18+).
    ///
    /// Not main-actor isolated and not Sendable, as in UIKit. HeadlessUIKit stores it; presentations
    /// with a preferred transition still use the standard animation (documented gap). Declared `public`
    /// rather than `open`: it has no public initializer, so it cannot be subclassed outside UIKit anyway.
    public class Transition: NSObject {
        /// The kind of transition.
        enum Kind: Equatable {
            case zoom, coverVertical, flipHorizontal, crossDissolve, partialCurl
        }

        let kind: Kind
        let zoomOptions: ZoomOptions?
        let sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?

        required init(
            kind: Kind, options: ZoomOptions?, sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?
        ) {
            self.kind = kind
            self.zoomOptions = options
            self.sourceViewProvider = sourceViewProvider
            super.init()
        }

        /// A zoom from the view `sourceViewProvider` returns (`options` defaulting to `nil` is unconfirmed).
        public static func zoom(
            options: UIViewController.Transition.ZoomOptions? = nil,
            sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom, options: options, sourceViewProvider: sourceViewProvider)
        }

        /// Slide up from the bottom.
        public static var coverVertical: Self { Self(kind: .coverVertical, options: nil, sourceViewProvider: nil) }
        /// Horizontal flip.
        public static var flipHorizontal: Self { Self(kind: .flipHorizontal, options: nil, sourceViewProvider: nil) }
        /// Cross-dissolve.
        public static var crossDissolve: Self { Self(kind: .crossDissolve, options: nil, sourceViewProvider: nil) }
        /// Page curl.
        public static var partialCurl: Self { Self(kind: .partialCurl, options: nil, sourceViewProvider: nil) }

        /// Options of a zoom transition (iOS 18+).
        open class ZoomOptions: NSObject {
            /// Decides whether an interactive dismissal may begin; `nil` allows it.
            open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// The source view's frame to align with, in the zoomed view's coordinates; `nil` = whole view.
            open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect)?
            /// The dimming color behind the zoomed controller; `nil` = system default.
            open var dimmingColor: UIColor?
            /// The dimming view's visual effect (not modelled; stored).
            open var dimmingVisualEffect: AnyObject?

            /// Options with every value at its default.
            public override init() {
                super.init()
            }

            /// Information for `interactiveDismissShouldBegin` (iOS 18+).
            @preconcurrency @MainActor open class InteractionContext: NSObject {
                /// Where the touch is, in the zoomed view's coordinates.
                open internal(set) var location: CGPoint = .zero
                /// The pan's velocity, in points per second.
                open internal(set) var velocity: CGVector = .zero
                /// Whether the system would begin the dismissal.
                open internal(set) var willBegin: Bool = true
            }

            /// Information for `alignmentRectProvider` (iOS 18+).
            @preconcurrency @MainActor open class AlignmentRectContext: NSObject {
                /// The source view.
                open internal(set) var sourceView: UIView?
                /// The zoomed controller.
                open internal(set) var zoomedViewController: UIViewController?
            }
        }

        /// Information for the zoom's source view provider (iOS 18+).
        @preconcurrency @MainActor open class ZoomSourceViewProviderContext: NSObject {
            /// The controller the zoom starts from.
            open internal(set) var sourceViewController: UIViewController?
            /// The controller being zoomed.
            open internal(set) var zoomedViewController: UIViewController?
        }
    }
}
#endif
