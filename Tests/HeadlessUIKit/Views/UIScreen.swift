#if os(Linux)
import Foundation

/// The display (UIKit's `UIScreen`): the screen of the device chosen with `HeadlessDevice.use(_:)`; at launch
/// 390 × 844 points at scale 3.
///
/// `UIWindow.simulateSizeChange(to:…)` on a window filling the screen resizes the screen too.
@preconcurrency @MainActor open class UIScreen: NSObject, UITraitEnvironment, UICoordinateSpace {
    /// The device's screen (deprecated in iOS 16 in favour of the window scene's screen; still common).
    public static let main = UIScreen()

    var boundsStorage = CGRect(x: 0, y: 0, width: 390, height: 844)
    var traitsStorage = UITraitCollection(
        values: HeadlessTraitValues(
            userInterfaceIdiom: .phone, displayScale: 3, horizontalSizeClass: .compact, verticalSizeClass: .regular,
            userInterfaceStyle: .light, layoutDirection: .leftToRight, preferredContentSizeCategory: .large))

    /// The screen's bounds in points: the device's (`HeadlessDevice.Model.screenSize`); default 390 × 844.
    open var bounds: CGRect { boundsStorage }

    /// Points-to-pixels scale: the device's (`HeadlessDevice.Model.scale`); default 3.
    open var scale: CGFloat { traitsStorage.displayScale }

    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: boundsStorage.width * scale, height: boundsStorage.height * scale)
    }

    /// The native scale; equals `scale`.
    open var nativeScale: CGFloat { scale }

    /// The refresh rate, from `HeadlessClock.main.framesPerSecond`.
    open var maximumFramesPerSecond: Int { Int(HeadlessClock.main.framesPerSecond.rounded()) }

    /// The screen's coordinate space (itself).
    open var coordinateSpace: any UICoordinateSpace { self }

    /// The portrait-fixed coordinate space (itself; rotation is not modelled separately).
    open var fixedCoordinateSpace: any UICoordinateSpace { self }

    /// The screen's traits: phone idiom, scale 3, compact width, regular height, light, left to right, Large
    /// text.
    open var traitCollection: UITraitCollection { traitsStorage }

    /// Called after the traits changed; default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Screen space to another space.
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.pointFromScreen(point) ?? point
    }

    /// Another space to screen space.
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.pointToScreen(point) ?? point
    }

    /// Screen space to another space (bounding box of the corners).
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convertRect(rect) { view.pointFromScreen($0) }
    }

    /// Another space to screen space (bounding box of the corners).
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        return view.convertRect(rect) { view.pointToScreen($0) }
    }
}
#endif
