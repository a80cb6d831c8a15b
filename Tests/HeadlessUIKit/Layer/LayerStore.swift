#if os(Linux)
import Foundation

/// A layer's model values, in one copyable struct (so presentation copies are cheap).
struct LayerStore {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    var cornerCurve: CALayerCornerCurve = .circular
    var masksToBounds = false
    var backgroundColor: CGColor?
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    /// `CAShapeLayer`'s animatable values (every layer carries them so presentation copies stay one struct).
    var shape = ShapeLayerStore()

    /// The frame in the superlayer: the bounds rectangle placed at `position` by the anchor point and
    /// mapped through the transform's affine part, as Core Animation defines it.
    var frame: CGRect {
        let affine = CATransform3DGetAffineTransform(transform)
        let local = CGRect(
            x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
        let mapped = local.applying(affine)
        return CGRect(
            x: position.x + mapped.minX, y: position.y + mapped.minY,
            width: mapped.width, height: mapped.height)
    }

    subscript(key: LayerAnimationKey) -> [Double] {
        get {
            switch key {
            case .bounds: return bounds.animatableComponents
            case .position: return position.animatableComponents
            case .transform: return transform.animatableComponents
            case .opacity: return opacity.animatableComponents
            case .cornerRadius: return cornerRadius.animatableComponents
            case .backgroundColor: return LayerColorValue(backgroundColor).animatableComponents
            case .borderWidth: return borderWidth.animatableComponents
            case .borderColor: return LayerColorValue(borderColor).animatableComponents
            case .shadowOpacity: return shadowOpacity.animatableComponents
            case .shadowRadius: return shadowRadius.animatableComponents
            case .shadowOffset: return shadowOffset.animatableComponents
            case .path: return shape.path?.animatableComponents ?? []
            case .fillColor: return LayerColorValue(shape.fillColor).animatableComponents
            case .strokeColor: return LayerColorValue(shape.strokeColor).animatableComponents
            case .strokeStart: return shape.strokeStart.animatableComponents
            case .strokeEnd: return shape.strokeEnd.animatableComponents
            case .lineWidth: return shape.lineWidth.animatableComponents
            case .lineDashPhase: return shape.lineDashPhase.animatableComponents
            case .miterLimit: return shape.miterLimit.animatableComponents
            }
        }
        set {
            switch key {
            case .bounds: bounds = CGRect(animatableComponents: newValue)
            case .position: position = CGPoint(animatableComponents: newValue)
            case .transform: transform = CATransform3D(animatableComponents: newValue)
            case .opacity: opacity = Float(animatableComponents: newValue)
            case .cornerRadius: cornerRadius = CGFloat(animatableComponents: newValue)
            case .backgroundColor: backgroundColor = LayerColorValue(animatableComponents: newValue).color
            case .borderWidth: borderWidth = CGFloat(animatableComponents: newValue)
            case .borderColor: borderColor = LayerColorValue(animatableComponents: newValue).color
            case .shadowOpacity: shadowOpacity = Float(animatableComponents: newValue)
            case .shadowRadius: shadowRadius = CGFloat(animatableComponents: newValue)
            case .shadowOffset: shadowOffset = CGSize(animatableComponents: newValue)
            case .path: shape.path = shape.path?.replacingPoints(newValue)
            case .fillColor: shape.fillColor = LayerColorValue(animatableComponents: newValue).color
            case .strokeColor: shape.strokeColor = LayerColorValue(animatableComponents: newValue).color
            case .strokeStart: shape.strokeStart = CGFloat(animatableComponents: newValue)
            case .strokeEnd: shape.strokeEnd = CGFloat(animatableComponents: newValue)
            case .lineWidth: shape.lineWidth = CGFloat(animatableComponents: newValue)
            case .lineDashPhase: shape.lineDashPhase = CGFloat(animatableComponents: newValue)
            case .miterLimit: shape.miterLimit = CGFloat(animatableComponents: newValue)
            }
        }
    }
}

/// The layer properties that animate.
enum LayerAnimationKey: String, CaseIterable {
    case bounds, position, transform, opacity, cornerRadius, backgroundColor, borderWidth, borderColor
    case shadowOpacity, shadowRadius, shadowOffset
    case path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth, lineDashPhase, miterLimit
}

/// The animatable values of a `CAShapeLayer`, with Core Animation's defaults.
struct ShapeLayerStore {
    var path: CGPath?
    var fillColor: CGColor? = .black
    var strokeColor: CGColor?
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineWidth: CGFloat = 1
    var lineDashPhase: CGFloat = 0
    var miterLimit: CGFloat = 10
    var fillRule: CAShapeLayerFillRule = .nonZero
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
    var lineDashPattern: [NSNumber]?
}

/// An optional color as four components; `nil` animates as transparent black.
struct LayerColorValue: HeadlessAnimatable {
    let color: CGColor?

    init(_ color: CGColor?) {
        self.color = color
    }

    init(animatableComponents c: [Double]) {
        let v = (0..<4).map { CGFloat($0 < c.count ? c[$0] : 0) }
        self.color = CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }

    var animatableComponents: [Double] {
        (color?.rgba ?? [0, 0, 0, 0]).map { Double($0) }
    }
}

/// One running property animation on a layer: additive, from `from` to `to`, following `timeline`.
struct LayerPropertyAnimation {
    let key: LayerAnimationKey
    let from: [Double]
    let to: [Double]
    let timeline: AnimationTimeline
    let delayFactor: Double
    let endFactor: Double
    /// When it was added among the layer's animations, block and explicit alike (`LayerAnimationOrder`).
    var order = LayerAnimationOrder.next()

    /// Offset this animation adds to the model value at `time`: `(from − to) × (1 − progress)`, where the
    /// timeline's progress is mapped into this animation's window `delayFactor…endFactor`.
    func offset(at time: TimeInterval) -> [Double] {
        guard key == .position, timeline.verticalCurve != nil else {
            return offset(atProgress: timeline.progress(at: time))
        }
        return offset(atProgress: timeline.progress(at: time), verticalProgress: timeline.verticalProgress(at: time))
    }

    /// Offset at a given timeline progress; a position's y component follows `verticalProgress` when given
    /// (a spring whose initial velocity's `dy` differs from its `dx`: `AnimationTimeline.verticalCurve`).
    func offset(atProgress timelineProgress: Double, verticalProgress: Double? = nil) -> [Double] {
        let offset = uniformOffset(atProgress: timelineProgress)
        guard key == .position, let verticalProgress, offset.count == 2 else { return offset }
        return [offset[0], uniformOffset(atProgress: verticalProgress)[1]]
    }

    /// Offset at a given timeline progress, every component alike.
    private func uniformOffset(atProgress timelineProgress: Double) -> [Double] {
        var progress = timelineProgress
        if delayFactor > 0 || endFactor < 1 {
            let span = endFactor - delayFactor
            if span <= 0 {
                progress = progress >= endFactor ? 1 : 0
            } else if progress <= delayFactor {
                progress = 0
            } else if progress >= endFactor, endFactor < 1 {
                progress = 1
            } else {
                progress = (progress - delayFactor) / span
            }
        }
        let remaining = 1 - progress
        return zip(from, to).map { ($0 - $1) * remaining }
    }
}
#endif

#if os(Linux)
/// The order animations were added to layers in. Core Animation applies a layer's animations in the order they
/// were added, each to the value the ones before it give: a non-additive animation replaces that value, an
/// additive one (UIKit's block animations) adds to it (`CAPropertyAnimation.isAdditive`: "If YES, the value specified
/// by the animation will be added to the current render tree value of the property to produce the new render tree
/// value"). Main-thread only, like every animation.
enum LayerAnimationOrder {
    nonisolated(unsafe) private static var last: UInt64 = 0

    /// A number greater than every one handed out before.
    static func next() -> UInt64 {
        last &+= 1
        return last
    }
}
#endif
