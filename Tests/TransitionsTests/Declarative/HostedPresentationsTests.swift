#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
// `HostedPresentations` is the SwiftUI layer's engine, internal to the module: SwiftUI does not exist on Linux,
// so its decisions are driven here with plain values standing in for `AnyView` and `EnvironmentValues`.
@testable import Transitions

/// What content shown by `transitionsSheet`/`transitionsZoom` sees of the presenting view's environment, and when
/// it is updated: the SwiftUI glue hands `HostedPresentations` the presenting view's `EnvironmentValues` on every
/// update and applies what it shows with `.environment(\.self, …)`.
@MainActor @Suite("Hosted presentations: the presenting view's environment", .headlessHygiene)
struct HostedPresentationsTests {
    /// The presenting view's environment, reduced to what a test looks at.
    struct Environment: Equatable {
        var colorScheme = "light"
        var locale = "en"
    }

    typealias Root = HostedRoot<String, Environment>

    /// A hosting controller stand-in that records every root it was given.
    final class Host: UIViewController {
        var roots: [Root] = []
        var shown: Root? { roots.last }
    }

    /// A presenting view: its state (`item`, `title`) and environment, pushed to the engine as SwiftUI's
    /// `updateUIViewController` does after each body run.
    @MainActor final class Presenter {
        let stage = Stage()
        var item: String?
        var title = "first"
        var environment = Environment()
        var hosts: [String: Host] = [:]
        var dismissed: [String] = []
        lazy var engine: HostedPresentations<String, Environment> = {
            let engine = HostedPresentations<String, Environment> { [unowned self] id, root in
                let host = Host()
                host.roots.append(root)
                self.hosts[id as! String] = host
                return .init(controller: host, transition: SheetTransition()) { [weak host] in host?.roots.append($0) }
            }
            engine.onDismiss = { [unowned self] id in self.dismissed.append(id as! String) }
            engine.onClearRequest = { [unowned self] _ in self.item = nil }
            return engine
        }()

        /// The presenting view's body ran: the engine gets its state and environment.
        func update() {
            let title = self.title
            engine.update(
                presenter: stage.root,
                .init(
                    request: item.map(AnyHashable.init), environment: environment,
                    content: { id in "\(id.base) \(title)" }))
        }
    }

    @Test("The content is made with the presenting view's environment")
    func madeWithEnvironment() {
        let screen = Presenter()
        screen.environment = Environment(colorScheme: "dark", locale: "ko")
        screen.item = "a"
        screen.update()
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.hosts["a"])
        #expect(screen.hosts["a"]?.shown?.environment == Environment(colorScheme: "dark", locale: "ko"))
        #expect(screen.hosts["a"]?.shown?.content == "a first")
        #expect(screen.hosts["a"]?.roots.count == 1, "shown once when made, not again by the same update")
    }

    @Test("An environment change while presented reaches the content at once")
    func environmentUpdates() {
        let screen = Presenter()
        screen.item = "a"
        screen.update()
        screen.stage.settle()
        screen.environment.colorScheme = "dark"
        screen.update()
        #expect(screen.hosts["a"]?.shown?.environment.colorScheme == "dark", "no clock advance needed")
        screen.environment.locale = "ko"
        screen.update()
        #expect(
            screen.hosts["a"]?.shown == Root(content: "a first", environment: .init(colorScheme: "dark", locale: "ko")))
    }

    @Test("The presenting view's state reaches the content on each update")
    func stateUpdates() {
        let screen = Presenter()
        screen.item = "a"
        screen.update()
        screen.stage.settle()
        screen.title = "second"
        screen.update()
        #expect(screen.hosts["a"]?.shown?.content == "a second")
    }

    @Test("An update during the presentation animation already reaches the content")
    func updateMidPresentation() {
        let screen = Presenter()
        screen.item = "a"
        screen.update()
        screen.stage.advance(0.05)
        screen.environment.colorScheme = "dark"
        screen.update()
        #expect(screen.hosts["a"]?.shown?.environment.colorScheme == "dark")
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.hosts["a"])
    }

    @Test("Replacing the item: the outgoing content keeps what it showed but follows the environment")
    func replacement() {
        let screen = Presenter()
        screen.item = "a"
        screen.update()
        screen.stage.settle()
        screen.item = "b"
        screen.title = "second"
        screen.update()
        screen.stage.advance(0.05)  // a is being dismissed
        screen.environment.colorScheme = "dark"
        screen.update()
        let outgoing = screen.hosts["a"]?.shown
        #expect(outgoing?.content == "a first", "the presenting view no longer builds a's content")
        #expect(outgoing?.environment.colorScheme == "dark")
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController === screen.hosts["b"])
        #expect(screen.hosts["b"]?.shown == Root(content: "b second", environment: .init(colorScheme: "dark")))
        #expect(screen.dismissed == ["a"])
    }

    @Test("A dismissed host is forgotten: no more updates, and it is released")
    func dismissedHostForgotten() {
        let screen = Presenter()
        weak var weakHost: Host?
        screen.item = "a"
        screen.update()
        screen.stage.settle()
        weakHost = screen.hosts["a"]
        let shownBefore = screen.hosts["a"]?.roots.count
        screen.item = nil
        screen.update()
        screen.stage.settle()
        #expect(screen.engine.hostedControllers.isEmpty)
        screen.environment.colorScheme = "dark"
        screen.update()
        #expect(screen.hosts["a"]?.roots.count == shownBefore.map { $0 + 1 }, "the update that dismissed it, no more")
        screen.hosts["a"] = nil
        #expect(weakHost == nil)
    }

    @Test("A user dismissal clears the presenting view's state; the next update presents nothing")
    func userDismissal() {
        let screen = Presenter()
        screen.item = "a"
        screen.update()
        screen.stage.settle()
        let sheet = try! #require(screen.hosts["a"])
        _ = screen.stage.drag(sheet, by: 700, duration: 0.2)
        screen.stage.settle()
        #expect(screen.item == nil)
        #expect(screen.dismissed == ["a"])
        screen.update()
        screen.stage.settle()
        #expect(screen.stage.root.presentedViewController == nil)
    }
}
#endif
