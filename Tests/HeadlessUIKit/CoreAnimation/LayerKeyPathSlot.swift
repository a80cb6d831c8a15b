#if os(Linux)
import Foundation

/// Where a Core Animation key path lives in a layer's animatable store: a property and the range of its
/// components (`position.y` → position, component 1).
struct LayerKeyPathSlot {
    let key: LayerAnimationKey
    /// The components animated; `nil` for all of them (a path, whose count depends on its elements).
    let range: Range<Int>?

    init?(_ keyPath: String) {
        switch keyPath {
        case "position": (key, range) = (.position, 0..<2)
        case "position.x": (key, range) = (.position, 0..<1)
        case "position.y": (key, range) = (.position, 1..<2)
        case "bounds": (key, range) = (.bounds, 0..<4)
        case "bounds.origin": (key, range) = (.bounds, 0..<2)
        case "bounds.origin.x": (key, range) = (.bounds, 0..<1)
        case "bounds.origin.y": (key, range) = (.bounds, 1..<2)
        case "bounds.size": (key, range) = (.bounds, 2..<4)
        case "bounds.size.width": (key, range) = (.bounds, 2..<3)
        case "bounds.size.height": (key, range) = (.bounds, 3..<4)
        case "transform": (key, range) = (.transform, 0..<16)
        case "opacity": (key, range) = (.opacity, 0..<1)
        case "cornerRadius": (key, range) = (.cornerRadius, 0..<1)
        case "backgroundColor": (key, range) = (.backgroundColor, 0..<4)
        case "borderWidth": (key, range) = (.borderWidth, 0..<1)
        case "borderColor": (key, range) = (.borderColor, 0..<4)
        case "shadowOpacity": (key, range) = (.shadowOpacity, 0..<1)
        case "shadowRadius": (key, range) = (.shadowRadius, 0..<1)
        case "shadowOffset": (key, range) = (.shadowOffset, 0..<2)
        case "path": (key, range) = (.path, nil)
        case "fillColor": (key, range) = (.fillColor, 0..<4)
        case "strokeColor": (key, range) = (.strokeColor, 0..<4)
        case "strokeStart": (key, range) = (.strokeStart, 0..<1)
        case "strokeEnd": (key, range) = (.strokeEnd, 0..<1)
        case "lineWidth": (key, range) = (.lineWidth, 0..<1)
        case "lineDashPhase": (key, range) = (.lineDashPhase, 0..<1)
        case "miterLimit": (key, range) = (.miterLimit, 0..<1)
        default: return nil
        }
    }
}

/// The components of an animation value: numbers, geometry, transforms, colors; `nil` for anything else.
func animationComponents(_ value: Any?) -> [Double]? {
    guard let value else { return nil }
    if let animatable = value as? any HeadlessAnimatable { return animatable.animatableComponents }
    if let color = value as? CGColor { return LayerColorValue(color).animatableComponents }
    if let path = value as? CGPath { return path.animatableComponents }
    if let number = value as? NSNumber { return [number.doubleValue] }
    if let number = value as? Double { return [number] }
    if let number = value as? Int { return [Double(number)] }
    if let boxed = value as? NSValue { return boxed.headlessAnimationComponents }
    return nil
}
#endif
