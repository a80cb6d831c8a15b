//: [Previous: SwiftUI](@previous)
//: # Panels that are part of a screen
//: A Maps-like search panel over a list of places, and a filter panel that hangs from the top of the screen:
//: - the search panel is an `EmbeddedSheet`: a child of the screen, not a presentation, so the list behind it stays
//:   usable (nothing is dimmed) and the screen can still present over it;
//: - it rests at a 120 pt tip, at medium or large, and moves like any sheet (drag, fling, catch, rubber band);
//: - the filter panel is the same engine on another edge (`configuration.edge = .top`): drag it up to close it.
//:
//: Compiled and exercised on Linux by `Tests/PlaygroundTests`.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// A list of places under a search panel, with a button that opens the filters.
@available(iOS 14.0, *)
final class PanelsDemoViewController: UIViewController {
    /// The places, one button per row (a tap "opens" the place).
    let list = UIScrollView()
    /// Opens the filter panel.
    let filterButton = UIButton(type: .system)
    /// The search panel's content and the filter panel's.
    let searchContent = UIViewController()
    let filterContent = UIViewController()
    /// The row opened last (the page's "action"); `nil` before any.
    private(set) var openedPlace: Int?

    /// The search panel: a 120 pt tip, medium and large, never dimmed.
    let searchPanel: EmbeddedSheet = {
        var configuration = SheetConfiguration(detents: [.height(120, identifier: "tip"), .medium(), .large()])
        configuration.largestUndimmedDetentIdentifier = .large
        configuration.prefersGrabberVisible = true
        return EmbeddedSheet(configuration: configuration)
    }()

    /// The filter panel: 180 pt below the status bar, from the top edge.
    let filterPanel: EmbeddedSheet = {
        var configuration = SheetConfiguration(detents: [.height(180, identifier: "filters")])
        configuration.edge = .top
        configuration.largestUndimmedDetentIdentifier = "filters"
        configuration.prefersGrabberVisible = true
        return EmbeddedSheet(configuration: configuration)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for row in 0..<30 {
            let place = UIButton(type: .system)
            place.setTitle("Place \(row + 1)", for: .normal)
            place.frame = CGRect(x: 0, y: 100 + CGFloat(row) * 44, width: 393, height: 44)
            place.autoresizingMask = [.flexibleWidth]
            place.addAction(UIAction { [weak self] _ in self?.openedPlace = row }, for: .touchUpInside)
            list.addSubview(place)
        }
        list.contentSize = CGSize(width: 393, height: 100 + 30 * 44)
        view.addSubview(list)

        filterButton.setTitle("Filters", for: .normal)
        filterButton.frame = CGRect(x: 293, y: 60, width: 84, height: 36)
        filterButton.addAction(UIAction { [weak self] _ in self?.toggleFilters() }, for: .touchUpInside)
        view.addSubview(filterButton)

        searchContent.view.backgroundColor = .systemBackground
        filterContent.view.backgroundColor = .secondarySystemBackground
        searchPanel.embed(searchContent, in: self)
    }

    /// Opens the filter panel, or closes it when it is open.
    func toggleFilters() {
        if filterContent.parent == nil {
            filterPanel.embed(filterContent, in: self)
        } else {
            filterPanel.remove(animated: true)
        }
    }
}

/// The page's demo, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makePanelsDemo() -> PanelsDemoViewController {
    let demo = PanelsDemoViewController()
    demo.preferredContentSize = CGSize(width: 393, height: 852)
    return demo
}
#endif

//: Playground only (fenced off when SwiftPM compiles this file for the tests).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

if #available(iOS 14.0, *) {
    PlaygroundPage.current.liveView = makePanelsDemo()
}
#endif
