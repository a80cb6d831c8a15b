#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// Custom detents follow the container's traits without being told, and see the container's whole trait collection.
@MainActor @Suite("Sheet detents follow the container's traits", .headlessHygiene)
struct SheetTraitTrackingTests {
    /// What a resolver saw last (resolvers run on the main actor).
    final class Seen {
        var traits: UITraitCollection?
        var resolutions = 0
    }

    // Apple (`invalidateDetents()`): "You don't need to call this method if … `detents` only contains system
    // detents, or if your custom detents only use information from the passed-in context."
    @Test("A detent reading the appearance from its context follows dark mode, animated, without invalidateDetents")
    func followsDarkMode() {
        let stage = Stage()
        let content = UIViewController()
        let detent = Detent.custom(identifier: "styled") { context in
            context.containerTraitCollection.userInterfaceStyle == .dark ? 450 : 300
        }
        stage.present(content, using: SheetTransition(detents: [detent]))
        #expect(isApproximately(stage.visibleHeight(content), 300, tolerance: 0.5))
        stage.window.overrideUserInterfaceStyle = .dark
        stage.advance(0.05)
        let midway = stage.visibleHeight(content)
        stage.settle()
        #expect(midway > 300 && midway < 450, "animated, like animateChanges")
        #expect(isApproximately(stage.visibleHeight(content), 450, tolerance: 0.5))
        stage.window.overrideUserInterfaceStyle = .unspecified
        stage.settle()
        #expect(isApproximately(stage.visibleHeight(content), 300, tolerance: 0.5))
    }

    @Test("A trait change a detent does not depend on leaves the sheet where it is")
    func unrelatedTraitChangeDoesNotMove() {
        let stage = Stage()
        let content = UIViewController()
        stage.present(content, using: SheetTransition(detents: [.height(320)]))
        let before = stage.sheetFrame(content)
        stage.window.overrideUserInterfaceStyle = .dark
        stage.advance(0.05)
        #expect(stage.sheetFrame(content) == before)
        stage.settle()
        #expect(stage.sheetFrame(content) == before)
    }

    // Apple (UISheetPresentationController.h, `containerTraitCollection`): "The trait collection of the sheet's
    // containerView. Effectively the same as the window's traitCollection, and does not include overrides from the
    // sheet's overrideTraitCollection."
    @Test("containerTraitCollection is the container's whole collection, without the sheet's override")
    func wholeContainerCollection() {
        let stage = Stage()
        let content = UIViewController()
        let seen = Seen()
        let probe = Detent.custom(identifier: "probe") { context in
            seen.traits = context.containerTraitCollection
            seen.resolutions += 1
            return 300
        }
        stage.present(content, using: SheetTransition(detents: [probe]))
        #expect(seen.traits?.layoutDirection == stage.window.traitCollection.layoutDirection)
        #expect(seen.traits?.layoutDirection != .unspecified)  // was rebuilt from five traits before
        content.sheet?.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        content.sheet?.animateChanges { content.sheet?.invalidateDetents() }
        stage.settle()
        #expect(seen.resolutions >= 2)
        #expect(seen.traits?.userInterfaceStyle == stage.window.traitCollection.userInterfaceStyle)
        #expect(seen.traits?.userInterfaceStyle != .dark)
    }
}
#endif
