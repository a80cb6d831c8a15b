#if os(Linux)
import Foundation

// Key-value coding for layers (Linux's NSObject has none). Core Animation documents CALayer as a
// key-value coding compliant container: any key may be set, and unknown keys read back what was set, or
// `defaultValue(forKey:)`. Values are Swift values (CGPoint, CGFloat, …): Linux cannot bridge NSValue.
extension CALayer {
    func headlessValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "transform": return transform
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        case "cornerRadius": return cornerRadius
        case "masksToBounds": return masksToBounds
        case "backgroundColor": return backgroundColor
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowRadius": return shadowRadius
        case "shadowOffset": return shadowOffset
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsScale": return contentsScale
        case "name": return name
        default: return customValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    func headlessSetValue(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "position": if let v = value as? CGPoint { position = v }
        case "frame": if let v = value as? CGRect { frame = v }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        case "zPosition": if let v = cgFloat(value) { zPosition = v }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "opacity": if let v = cgFloat(value) { opacity = Float(v) }
        case "hidden", "isHidden": if let v = value as? Bool { isHidden = v }
        case "cornerRadius": if let v = cgFloat(value) { cornerRadius = v }
        case "masksToBounds": if let v = value as? Bool { masksToBounds = v }
        case "backgroundColor": backgroundColor = color(value)
        case "borderWidth": if let v = cgFloat(value) { borderWidth = v }
        case "borderColor": borderColor = color(value)
        case "shadowColor": shadowColor = color(value)
        case "shadowOpacity": if let v = cgFloat(value) { shadowOpacity = Float(v) }
        case "shadowRadius": if let v = cgFloat(value) { shadowRadius = v }
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowPath": shadowPath = value as? CGPath
        case "contents": contents = value
        case "contentsScale": if let v = cgFloat(value) { contentsScale = v }
        case "name": name = value as? String
        default:
            customValues[key] = value
            if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        }
    }

    func headlessValue(forKeyPath keyPath: String) -> Any? {
        if let part = TransformKeyPath(keyPath) {
            let value = part.value(in: transform)
            return value.count == 2 ? CGSize(width: value[0], height: value[1]) as Any : CGFloat(value[0])
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return headlessValue(forKey: keyPath) }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        return component(rest, of: headlessValue(forKey: head))
    }

    func headlessSetValue(_ value: Any?, forKeyPath keyPath: String) {
        if let part = TransformKeyPath(keyPath) {
            let components: [Double]? =
                (value as? CGSize).map { [$0.width, $0.height] } ?? cgFloat(value).map { [$0] }
            if let components { transform = part.applying(components, additive: false, to: transform) }
            return
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return headlessSetValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        guard let number = cgFloat(value) else { return }
        switch headlessValue(forKey: head) {
        case var point as CGPoint:
            if rest == "x" { point.x = number } else if rest == "y" { point.y = number } else { return }
            headlessSetValue(point, forKey: head)
        case var size as CGSize:
            if rest == "width" { size.width = number } else if rest == "height" { size.height = number } else { return }
            headlessSetValue(size, forKey: head)
        case var rect as CGRect:
            switch rest {
            case "origin.x": rect.origin.x = number
            case "origin.y": rect.origin.y = number
            case "size.width": rect.size.width = number
            case "size.height": rect.size.height = number
            default: return
            }
            headlessSetValue(rect, forKey: head)
        default: return
        }
    }

    private func component(_ path: String, of value: Any?) -> Any? {
        switch (value, path) {
        case let (point as CGPoint, "x"): return point.x
        case let (point as CGPoint, "y"): return point.y
        case let (size as CGSize, "width"): return size.width
        case let (size as CGSize, "height"): return size.height
        case let (rect as CGRect, "origin"): return rect.origin
        case let (rect as CGRect, "size"): return rect.size
        case let (rect as CGRect, "origin.x"): return rect.minX
        case let (rect as CGRect, "origin.y"): return rect.minY
        case let (rect as CGRect, "size.width"): return rect.width
        case let (rect as CGRect, "size.height"): return rect.height
        default: return nil
        }
    }

    private func cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private func color(_ value: Any?) -> CGColor? {
        if let color = value as? CGColor { return color }
        if let color = value as? UIColor { return color.cgColor }
        return nil
    }
}
#endif
