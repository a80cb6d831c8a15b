import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How much of a container the software keyboard covers from the bottom: the part a sheet must stay above.
///
/// The keyboard's frame arrives in screen coordinates. Apple's `keyboardFrameEndUserInfoKey` reference: "The
/// rectangle contained in this property reflects the keyboard's frame in the screen's coordinate space … In
/// Split View, Slide Over, and Stage Manager, the app's window might not fill the screen, so convert the
/// rectangle to your view's coordinate space" — the UIKit layer converts it through the screen's coordinate
/// space into the container's before asking here. Only a keyboard docked at the bottom of the screen obstructs:
/// an undocked, split or floating iPad keyboard (its bottom edge above the screen's) floats over the content
/// and the sheet stays where it is, as the system's own sheet does. A keyboard beside the container (another
/// app's, in Slide Over) covers nothing of it. Pure arithmetic, allocation-free.
package enum KeyboardObstruction {
    /// The height, in points, that the keyboard covers at the bottom of the container (0 when it does not
    /// obstruct).
    /// - Parameters:
    ///   - keyboardInContainer: The keyboard's end frame converted into the container's coordinates.
    ///   - containerBounds: The container's bounds.
    ///   - keyboardInScreen: The keyboard's end frame as posted (screen coordinates).
    ///   - screenBounds: The screen's bounds.
    /// Non-finite, empty or inverted frames obstruct nothing.
    public static func bottomOverlap(
        keyboardInContainer: CGRect, containerBounds: CGRect, keyboardInScreen: CGRect, screenBounds: CGRect
    ) -> CGFloat {
        guard isUsable(keyboardInContainer), isUsable(keyboardInScreen), isUsable(containerBounds),
            isUsable(screenBounds)
        else { return 0 }
        // Docked: the keyboard reaches the screen's bottom edge (within a point). Undocked and floating
        // keyboards end above it.
        guard keyboardInScreen.maxY >= screenBounds.maxY - 1 else { return 0 }
        // Beside the container (no horizontal overlap), or below it: nothing covered.
        guard keyboardInContainer.maxX > containerBounds.minX, keyboardInContainer.minX < containerBounds.maxX,
            keyboardInContainer.minY < containerBounds.maxY
        else { return 0 }
        let overlap = containerBounds.maxY - max(keyboardInContainer.minY, containerBounds.minY)
        return min(max(overlap, 0), containerBounds.height)
    }

    @inline(__always) private static func isUsable(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && rect.size.width > 0 && rect.size.height > 0
    }
}
