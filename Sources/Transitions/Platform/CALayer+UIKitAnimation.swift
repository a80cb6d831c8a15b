#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
extension CALayer {
    /// Whether a UIKit view animation moves one of `keyPaths` of this layer now (a size change lays views out
    /// inside the rotation's animation block, the keyboard inside its own): UIKit names a view animation by the
    /// key path it animates. Our own settles use other keys. While one plays, the layer's presentation shows
    /// something its model and our closed forms do not: reads take what the presentation layer shows.
    func carriesUIKitAnimation(of keyPaths: [String]) -> Bool {
        guard let keys = animationKeys() else { return false }
        return keys.contains { keyPaths.contains($0) }
    }
}
#endif
