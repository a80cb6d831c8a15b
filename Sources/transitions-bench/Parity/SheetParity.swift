import Foundation
import TransitionsCore

/// `--sheet-parity`: each row of DEVICE-FACTS.md's "The sheet, as UIKit's code defines it", UIKit's value beside
/// ours, and releases replayed through the core's release rule and springs (`SheetParity+Releases.swift`).
/// Ours is always computed by the core's models on an iPhone 17 (402 × 874 pt) unless a row says otherwise.
enum SheetParity {
    /// Every row.
    static var rows: [ParityRow] { motionRows() + lookRows() + iOS26Rows() + releaseRows() }

    static let motion = "Sheet, UIKit's code: motion and release"
    static let look = "Sheet, UIKit's code: geometry and look"

    /// iPhone 17 portrait: 402 × 874 pt, 62 pt status bar, 34 pt home indicator.
    static func phoneLayout(width: CGFloat = 402, height: CGFloat = 874, top: CGFloat = 62, bottom: CGFloat = 34)
        -> SheetLayout
    {
        SheetLayout(
            context: SheetLayoutContext(
                containerSize: CGSize(width: width, height: height),
                safeAreaInsets: LayoutInsets(top: top, left: 0, bottom: bottom, right: 0)))
    }

    /// Resolved detents (UIKit's `.medium()` and `.large()` by default) and motion metrics on `layout`.
    static func metrics(_ detents: [Detent] = [.medium(), .large()], layout: SheetLayout = phoneLayout())
        -> SheetMetrics
    {
        let context = DetentResolutionContext(
            containerSize: layout.containerSize, safeAreaInsets: layout.safeAreaInsets,
            maximumDetentValue: layout.maximumDetentValue)
        return SheetMetrics(detents: DetentResolver.resolve(detents, in: context), layout: layout)
    }

    static func motionRows() -> [ParityRow] {
        let behavior = SheetBehavior.default
        let mediumOnly = metrics([.medium()])
        let mediumLarge = metrics()
        return [
            ParityRow(
                quantity: "settle spring response", measured: 0.344144233, ours: SpringCurve.sheet.response,
                tolerance: 1e-6, unit: "s", source: "\(motion), settle spring"),
            ParityRow(
                quantity: "settle spring damping ratio", measured: 1, ours: behavior.spring.dampingRatio,
                tolerance: 1e-9, unit: "", source: "\(motion), settle spring"),
            ParityRow(
                quantity: "flick spring damping ratio", measured: 0.8, ours: behavior.flickSpring.dampingRatio,
                tolerance: 1e-9, unit: "", source: "\(motion), flick spring"),
            ParityRow(
                quantity: "flick spring response", measured: 0.344144233, ours: behavior.flickSpring.response,
                tolerance: 1e-6, unit: "s", source: "\(motion), flick spring"),
            ParityRow(
                quantity: "flick speed", measured: 1000, ours: behavior.flickSpeed, tolerance: 0, unit: "pt/s",
                source: "\(motion), flick spring"),
            ParityRow(
                quantity: "release projection (per 1 pt/s)", measured: 0.099,
                ours: Deceleration.projectedDistance(velocity: 1000, rate: behavior.decelerationRate) / 1000,
                tolerance: 1e-9, unit: "s", source: "\(motion), where a release goes"),
            ParityRow(
                quantity: "minimum release speed", measured: 250, ours: behavior.minimumReleaseSpeed, tolerance: 0,
                unit: "pt/s", source: "\(motion), minimum speed (3P)"),
            ParityRow(
                quantity: "rubber band coefficient", measured: 0.55, ours: behavior.rubberBandCoefficient,
                tolerance: 0, unit: "", source: "\(motion), rubber band"),
            ParityRow(
                quantity: "band extent above medium (medium only)", measured: 100,
                ours: mediumOnly.rubberBandExtentAbove, tolerance: 0, unit: "pt",
                source: "\(motion), rubber band extent d (3P)"),
            ParityRow(
                quantity: "band extent above large (gap to safe area)", measured: 10,
                ours: mediumLarge.rubberBandExtentAbove, tolerance: 1e-9, unit: "pt",
                source: "\(motion), rubber band extent d (3P)"),
            ParityRow(
                quantity: "band extent below smallest (¼ H ≤ 200)", measured: 200,
                ours: mediumLarge.rubberBandExtentBelow, tolerance: 0, unit: "pt",
                source: "\(motion), rubber band extent d (3P)"),
            ParityRow(
                quantity: "attempt to dismiss once pulled down by", measured: 50, ours: attemptPull(), tolerance: 0.1,
                unit: "pt", source: "\(motion), attempt to dismiss (3P)"),
            ParityRow(
                quantity: "quick repeat to the scroll view within", measured: 0.4, ours: quickRepeatInterval(),
                tolerance: 1e-9, unit: "s", source: "\(motion), quick repeat"),
        ]
    }

    /// How far (pt) a not-dismissible sheet is pulled below medium when the core reports the attempt (¼ of the
    /// 200 pt extent in UIKit): replayed through `SheetMotion`, the finger moving 0.1 pt per event; NaN when no
    /// attempt is reported during the drag.
    static func attemptPull() -> Double {
        let metrics = metrics()
        var motion = SheetMotion.resting(metrics: metrics)
        motion.handle(.dragBegan(at: 0, allowsDismissal: false))
        for step in 1...10_000 {
            let outcome = motion.handle(.dragChanged(translation: Double(step) / 10, at: Double(step) / 10_000))
            if outcome == .dismissalAttempted { return metrics.smallestHeight - motion.height }
        }
        return .nan
    }

    /// The interval within which the core hands a new pan on a resting sheet to the scroll view
    /// (`SheetScrollArbiter`'s quick-repeat rule), found by replay; NaN when there is no such rule.
    static func quickRepeatInterval() -> Double {
        for step in stride(from: 1, through: 1000, by: 1) {
            let interval = Double(step) / 1000
            if !SheetQuickRepeat.goesToScrollView(sinceLastPanEnded: interval) { return interval }
        }
        return .nan
    }

    static func lookRows() -> [ParityRow] {
        let tall = phoneLayout()
        let short = phoneLayout(width: 320, height: 568, top: 20, bottom: 0)
        let medium = metrics(layout: tall).detents.height(of: .medium).map(Double.init) ?? .nan
        let shortMedium = metrics(layout: short).detents.height(of: .medium).map(Double.init) ?? .nan
        func recede(width: CGFloat) -> Double {
            Double(
                SheetRecedeGeometry(
                    restFrame: CGRect(x: 0, y: 0, width: width, height: 874), depth: 1, safeAreaTop: 62
                ).scale)
        }
        func formWidth(_ size: CGSize) -> Double {
            Double(
                SheetLayout(
                    context: SheetLayoutContext(
                        containerSize: size, horizontalSizeClass: .regular, verticalSizeClass: .regular)
                ).sheetWidth)
        }
        let padding: Double = {
            let wide = SheetLayout(
                context: SheetLayoutContext(
                    containerSize: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular,
                    verticalSizeClass: .regular, preferredContentSize: CGSize(width: 5000, height: 0)))
            return Double((1024 - wide.sheetWidth) / 2)
        }()
        return [
            ParityRow(
                quantity: "medium / largest (874 pt container)", measured: 0.56,
                ours: medium / Double(tall.maximumDetentValue), tolerance: 1e-9, unit: "",
                source: "\(look), medium (3P values)"),
            ParityRow(
                quantity: "medium / largest (568 pt container)", measured: 0.63,
                ours: shortMedium / Double(short.maximumDetentValue), tolerance: 1e-9, unit: "",
                source: "\(look), medium (3P values)"),
            ParityRow(
                quantity: "large: gap below the top safe area", measured: 10,
                ours: Double(874 - 62 - 34 - tall.maximumDetentValue), tolerance: 0, unit: "pt",
                source: "\(look), large"),
            ParityRow(
                quantity: "dimming alpha, light", measured: 0.2, ours: Double(SheetDeviceMetrics.dimmingAlphaLight),
                tolerance: 1e-9, unit: "", source: "\(look), dimming (the default colour reads these)"),
            ParityRow(
                quantity: "dimming alpha, dark", measured: 0.48, ours: Double(SheetDeviceMetrics.dimmingAlphaDark),
                tolerance: 1e-9, unit: "", source: "\(look), dimming (the default colour reads these)"),
            ParityRow(
                quantity: "corner radius", measured: 10, ours: Double(tall.cornerRadius), tolerance: 0, unit: "pt",
                source: "\(look), corner radius"),
            ParityRow(
                quantity: "grabber width", measured: 36, ours: Double(SheetLayout.grabberSize.width), tolerance: 0,
                unit: "pt", source: "\(look), grabber (3P)"),
            ParityRow(
                quantity: "grabber height", measured: 5, ours: Double(SheetLayout.grabberSize.height), tolerance: 0,
                unit: "pt", source: "\(look), grabber (3P)"),
            ParityRow(
                quantity: "grabber top inset", measured: 5, ours: Double(SheetLayout.grabberTopInset), tolerance: 0,
                unit: "pt", source: "\(look), grabber (3P)"),
            ParityRow(
                quantity: "presenter recede scale, W 393", measured: 1 - 32.0 / 393, ours: recede(width: 393),
                tolerance: 1e-9, unit: "", source: "\(look), presenter recede (3P for m)"),
            ParityRow(
                quantity: "presenter recede scale, W 402", measured: 1 - 40.0 / 402, ours: recede(width: 402),
                tolerance: 1e-9, unit: "", source: "\(look), presenter recede (3P for m)"),
            ParityRow(
                quantity: "recede stack depth at most", measured: 2, ours: SheetRecedeStyle.system.maximumDepth,
                tolerance: 0, unit: "", source: "\(look), presenter recede (maximumSheetDepthLevel)"),
            ParityRow(
                quantity: "form sheet width, 768 × 1024", measured: 540,
                ours: formWidth(CGSize(width: 768, height: 1024)), tolerance: 0, unit: "pt",
                source: "\(look), form sheet"),
            ParityRow(
                quantity: "form sheet width, 1024 × 1366", measured: 580,
                ours: formWidth(CGSize(width: 1024, height: 1366)), tolerance: 0, unit: "pt",
                source: "\(look), form sheet"),
            ParityRow(
                quantity: "form sheet width, 1100 × 1600", measured: 620,
                ours: formWidth(CGSize(width: 1100, height: 1600)), tolerance: 0, unit: "pt",
                source: "\(look), form sheet"),
            ParityRow(
                quantity: "floating side padding", measured: 25, ours: padding, tolerance: 0, unit: "pt",
                source: "\(look), floating side padding"),
        ]
    }

    /// iOS 26's design (the ``SheetAppearance/inset`` appearance) on an iPhone 17, measured on the composed frame at
    /// medium and at large, and on an iPad's floating sheet.
    static func iOS26Rows() -> [ParityRow] {
        let source = "Sheet, UIKit's code: iOS 26 (3P)"
        let layout = phoneLayout()
        let resolution = metrics(layout: layout).detents
        let context = SheetCompositionContext(layout: layout, detents: resolution, appearance: .inset)
        let mediumHeight = resolution.height(of: .medium).map(Double.init) ?? .nan
        let largeHeight = resolution.height(of: .large).map(Double.init) ?? .nan
        let medium = SheetComposition(height: mediumHeight, velocity: 0, context: context)
        let large = SheetComposition(height: largeHeight, velocity: 0, context: context)
        let bottomEdge = Double(layout.containerSize.height)
        let pad = SheetLayout(
            context: SheetLayoutContext(
                containerSize: CGSize(width: 1024, height: 1366), horizontalSizeClass: .regular,
                verticalSizeClass: .regular))
        let padResolution = metrics(layout: pad).detents
        let floating = SheetComposition(
            height: padResolution.height(of: .large).map(Double.init) ?? .nan, velocity: 0,
            context: SheetCompositionContext(layout: pad, detents: padResolution, appearance: .inset))
        return [
            ParityRow(
                quantity: "iOS 26 inset at medium, sides", measured: 8, ours: Double(medium.frame.minX),
                tolerance: 1e-9, unit: "pt", source: "\(source), partial-height inset"),
            ParityRow(
                quantity: "iOS 26 inset at medium, bottom", measured: 8, ours: bottomEdge - Double(medium.frame.maxY),
                tolerance: 1e-9, unit: "pt", source: "\(source), partial-height inset"),
            ParityRow(
                quantity: "iOS 26 inset at large, sides", measured: 0, ours: Double(large.frame.minX), tolerance: 0,
                unit: "pt", source: "\(source), partial-height inset"),
            ParityRow(
                quantity: "iOS 26 inset at large, bottom", measured: 0, ours: bottomEdge - Double(large.frame.maxY),
                tolerance: 0, unit: "pt", source: "\(source), partial-height inset"),
            ParityRow(
                quantity: "iOS 26 top corner radius, medium", measured: 38, ours: Double(medium.cornerRadius),
                tolerance: 0, unit: "pt", source: "\(source), corners"),
            ParityRow(
                quantity: "iOS 26 top corner radius, large", measured: 38, ours: Double(large.cornerRadius),
                tolerance: 0, unit: "pt", source: "\(source), corners"),
            ParityRow(
                quantity: "iOS 26 bottom corner at medium (display 62 − 14)", measured: 48,
                ours: Double(medium.bottomCornerRadius), tolerance: 1e-9, unit: "pt",
                source: "\(source), corners (display corner: ZoomDeviceLook, iPhone 17 62 pt)"),
            ParityRow(
                quantity: "iOS 26 floating sheet corner radius", measured: 32, ours: Double(floating.cornerRadius),
                tolerance: 0, unit: "pt", source: "\(source), corners (floating/form)"),
        ]
    }
}
