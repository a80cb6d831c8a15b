import Testing
import TransitionsTestSupport
import TransitionsCore

/// The declarative presentation rules, as stories of requests and UIKit outcomes.
@Suite("PresentationRequests")
struct PresentationRequestsTests {
    typealias Machine = PresentationRequests<String>

    @Test("isPresented = true presents once; asking again while it runs or is up does nothing")
    func presentsOnce() {
        var machine = Machine()
        #expect(machine.request("a") == [.present("a")])
        #expect(machine.request("a") == [])
        #expect(machine.presentationDidEnd("a", completed: true) == [])
        #expect(machine.request("a") == [])
        #expect(machine.phase == .presented("a"))
    }

    @Test("Setting it back to false dismisses; onDismiss once; the request is not cleared (the app did it)")
    func programmaticDismissal() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        #expect(machine.request(nil) == [.dismiss("a")])
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a")])
        #expect(machine.phase == .idle)
        #expect(machine.dismissalDidEnd("a") == [], "a second report of the same dismissal is ignored")
    }

    @Test("A user swipe clears the request (isPresented becomes false) and reports the dismissal")
    func userDismissal() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        #expect(machine.dismissalDidEnd("a") == [.clearRequest("a"), .didDismiss("a")])
        #expect(machine.requested == nil)
        #expect(machine.phase == .idle)
    }

    @Test("Item replacement: the first is completely dismissed before the second is presented (a double sheet)")
    func replacement() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        #expect(machine.request("b") == [.dismiss("a")])
        #expect(machine.request("c") == [], "nothing happens mid-dismissal; the latest request wins")
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a"), .present("c")])
        #expect(machine.presentationDidEnd("c", completed: true) == [])
        #expect(machine.phase == .presented("c"))
    }

    @Test("Turning it off during the presentation dismisses right after it, not mid-animation")
    func offDuringPresentation() {
        var machine = Machine()
        _ = machine.request("a")
        #expect(machine.request(nil) == [])
        #expect(machine.presentationDidEnd("a", completed: true) == [.dismiss("a")])
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a")])
    }

    @Test("Off then on again during a dismissal presents again once the dismissal is over")
    func onAgainDuringDismissal() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        _ = machine.request(nil)
        #expect(machine.request("a") == [])
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a"), .present("a")])
    }

    @Test("A refused presentation waits for the presenter instead of retrying in a loop")
    func refusedWaits() {
        var machine = Machine()
        _ = machine.request("a")
        #expect(machine.presentationDidEnd("a", completed: false) == [])
        #expect(machine.isWaitingForPresenter)
        #expect(machine.request("a") == [], "still waiting")
        #expect(machine.retry() == [.present("a")])
        #expect(machine.retry() == [], "retry only after a refusal")
    }

    @Test("Cancelling the request while waiting for the presenter forgets it")
    func cancelWhileWaiting() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: false)
        #expect(machine.request(nil) == [])
        #expect(machine.retry() == [])
        #expect(!machine.isWaitingForPresenter)
    }

    @Test("A user dismissal after the app already asked for something else keeps the app's request")
    func userDismissalKeepsNewerRequest() {
        var machine = Machine()
        _ = machine.request("a")
        #expect(machine.request("b") == [], "still presenting a")
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a"), .present("b")], "no clearRequest: b stands")
    }

    @Test("A refused dismissal keeps the sheet on screen and dismisses when the blocking transition ends")
    func refusedDismissalWaits() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        #expect(machine.request(nil) == [.dismiss("a")])
        #expect(machine.dismissalWasRefused("a") == [])
        #expect(machine.phase == .presented("a"), "still on screen")
        #expect(machine.isDismissalBlocked)
        #expect(machine.request(nil) == [], "no second dismissal while the other transition runs")
        #expect(machine.blockingTransitionDidEnd() == [.dismiss("a")])
        #expect(!machine.isDismissalBlocked)
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a")])
        #expect(machine.phase == .idle)
    }

    @Test("Asked for again while its dismissal is blocked: it stays, and nothing happens when the block ends")
    func refusedDismissalNoLongerWanted() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        _ = machine.request(nil)
        _ = machine.dismissalWasRefused("a")
        #expect(machine.request("a") == [])
        #expect(machine.blockingTransitionDidEnd() == [])
        #expect(machine.phase == .presented("a"))
        #expect(machine.requested == "a")
    }

    @Test("Gone while its dismissal was blocked (other code dismissed it): onDismiss, then the new item")
    func wentAwayWhileBlocked() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        #expect(machine.request("b") == [.dismiss("a")])
        _ = machine.dismissalWasRefused("a")
        #expect(machine.dismissalDidEnd("a") == [.didDismiss("a"), .present("b")], "b stands: no clearRequest")
        #expect(!machine.isDismissalBlocked)
        #expect(machine.blockingTransitionDidEnd() == [], "the block is over with the controller")
        #expect(machine.phase == .presenting("b"))
    }

    @Test("Gone while blocked though the app asked for it again: the request is cleared, as a user dismissal")
    func wentAwayWhileBlockedAfterReRequest() {
        var machine = Machine()
        _ = machine.request("a")
        _ = machine.presentationDidEnd("a", completed: true)
        _ = machine.request(nil)
        _ = machine.dismissalWasRefused("a")
        _ = machine.request("a")
        #expect(machine.dismissalDidEnd("a") == [.clearRequest("a"), .didDismiss("a")])
        #expect(machine.requested == nil)
    }

    @Test("A refusal for something not being dismissed is ignored")
    func strayRefusal() {
        var machine = Machine()
        #expect(machine.dismissalWasRefused("a") == [])
        _ = machine.request("a")
        #expect(machine.dismissalWasRefused("a") == [], "presenting, not dismissing")
        #expect(!machine.isDismissalBlocked)
        #expect(machine.blockingTransitionDidEnd() == [])
        #expect(machine.phase == .presenting("a"))
    }

    @Test("Outcomes for something not shown are ignored")
    func strayOutcomes() {
        var machine = Machine()
        #expect(machine.presentationDidEnd("x", completed: true) == [])
        #expect(machine.dismissalDidEnd("x") == [])
        _ = machine.request("a")
        #expect(machine.presentationDidEnd("x", completed: true) == [])
        #expect(machine.phase == .presenting("a"))
    }

    @Test("Random request/outcome sequences never present twice and always end consistent (seeded)")
    func randomSequences() {
        let seed: UInt64 = 0x5EED_0013
        print("PresentationRequests random sequences, seed \(seed)")
        var rng = SeededGenerator(seed: seed)
        let ids = ["a", "b", nil]
        for _ in 0..<500 {
            var machine = Machine()
            var onScreen: String?  // what a faithful UIKit would show
            var inFlight: Machine.Effect?
            for _ in 0..<40 {
                var effects: [Machine.Effect] = []
                switch rng.next() % 4 {
                case 0: effects = machine.request(ids[Int(rng.next() % 3)])
                case 1:
                    if case .present(let id)? = inFlight {
                        let ok = rng.next() % 5 != 0
                        if ok { onScreen = id }
                        inFlight = nil
                        effects = machine.presentationDidEnd(id, completed: ok)
                    }
                case 2:
                    if case .dismiss(let id)? = inFlight {
                        inFlight = nil
                        if rng.next() % 3 == 0 {  // UIKit refuses: another transition runs; it ends later
                            effects = machine.dismissalWasRefused(id)
                            #expect(machine.phase == .presented(id))
                        } else {
                            onScreen = nil
                            effects = machine.dismissalDidEnd(id)
                        }
                    } else if inFlight == nil {
                        effects = machine.blockingTransitionDidEnd()
                    }
                default:
                    if inFlight == nil, let shown = onScreen, rng.next() % 2 == 0 {  // the user swipes it away
                        onScreen = nil
                        effects = machine.dismissalDidEnd(shown)
                    } else {
                        effects = machine.retry()
                    }
                }
                for effect in effects {
                    switch effect {
                    case .present, .dismiss:
                        #expect(inFlight == nil, "one transition at a time")
                        if case .present = effect { #expect(onScreen == nil, "never presents over itself") }
                        inFlight = effect
                    case .clearRequest, .didDismiss: break
                    }
                }
            }
            // Once every transition is over and nothing blocks, what is shown is what was asked for last.
            do {
                var effects: [Machine.Effect] = inFlight.map { [$0] } ?? []
                effects += machine.blockingTransitionDidEnd() + machine.retry()
                while let effect = effects.first {
                    effects.removeFirst()
                    switch effect {
                    case .present(let id):
                        onScreen = id
                        effects += machine.presentationDidEnd(id, completed: true)
                    case .dismiss(let id):
                        onScreen = nil
                        effects += machine.dismissalDidEnd(id)
                    case .clearRequest, .didDismiss: break
                    }
                }
                #expect(onScreen == machine.requested, "the latest request wins in the end")
                #expect(!machine.isDismissalBlocked && !machine.isWaitingForPresenter)
            }
        }
    }
}
