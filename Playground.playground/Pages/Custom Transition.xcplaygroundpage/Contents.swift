//: [Previous](@previous)
//: # A custom transition from the building blocks
//: A card rises from the bottom of the screen with a spring, over a dimming view, and is dragged back down to
//: dismiss it. Nothing here is sheet code: a `ModalTransition` assembles
//: - a presentation controller (the card's frame and the dimming),
//: - a presenting animator that uses a `TransitionsCore` spring (`SpringCurve.snappy`) through UIKit's spring
//:   animation, converting the velocity with `SpringCurve.relativeVelocity`,
//: - a separate, linear dismissal animator that `PanToDismissDriver` scrubs under the finger.
//:
//: See docs/custom-transitions.md. Compiled and exercised on Linux by `Tests/PlaygroundTests`.
import Transitions

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if os(iOS) || canImport(HeadlessUIKit)
/// Places the presented view as a 340 × 420 pt card centred horizontally, 24 pt above the bottom safe area, and
/// dims everything behind it. Adopting `TransitionOwning` lets it keep its transition alive for exactly as long as
/// UIKit keeps the presentation.
final class CardPresentationController: UIPresentationController, TransitionOwning {
    /// The transition that created this controller (set by `ModalTransition`).
    var owningTransition: ModalTransition?
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let size = CGSize(width: min(340, container.bounds.width - 32), height: 420)
        let bottom = container.bounds.maxY - container.safeAreaInsets.bottom - 24
        return CGRect(
            x: container.bounds.midX - size.width / 2, y: bottom - size.height, width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}

/// Raises the card from below the screen with a `TransitionsCore` spring, handed to UIKit's spring animation.
final class CardRiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring of the rise. Its settling time is the transition's duration.
    let spring = SpringCurve.snappy
    /// The speed the card starts with, pt/s upwards (a little kick, as if thrown).
    let launchSpeed: Double = 600

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        spring.settlingDuration(from: 0, to: 1000, initialVelocity: launchSpeed)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let card = transitionContext.viewController(forKey: .to),
            let view = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let final = transitionContext.finalFrame(for: card)
        let container = transitionContext.containerView
        view.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
        view.layer.cornerRadius = 24
        container.addSubview(view)
        // UIKit wants the initial velocity relative to the remaining distance.
        let velocity = SpringCurve.relativeVelocity(-launchSpeed, from: Double(view.frame.minY), to: Double(final.minY))
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: CGFloat(spring.dampingRatio), initialSpringVelocity: CGFloat(velocity),
            options: [], animations: { view.frame = final },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Drops the card below the screen in a straight line, so a drag scrubs it 1:1.
final class CardDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(false)
        }
        let start = view.frame
        let distance = transitionContext.containerView.bounds.maxY - start.minY
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { view.frame = start.offsetBy(dx: 0, dy: distance) },
            completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { view.removeFromSuperview() }
                transitionContext.completeTransition(finished)
            })
    }
}

/// The screen behind the card: one button that presents it.
@available(iOS 14.0, *)
final class CardDemoViewController: UIViewController {
    /// Presents the card.
    let showButton = UIButton(type: .system)
    /// The card's content.
    let card = UIViewController()
    /// Whether the card is presented as soon as this screen appears (the playground turns it on).
    var showsCardOnAppear = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        showButton.setTitle("Show the card", for: .normal)
        showButton.frame = CGRect(x: 46, y: 120, width: 300, height: 44)
        showButton.addAction(UIAction { [weak self] _ in self?.showCard() }, for: .touchUpInside)
        view.addSubview(showButton)
        card.view.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard showsCardOnAppear else { return }
        showsCardOnAppear = false
        showCard()
    }

    /// The transition, assembled from the parts above; a drag down by half the card's height (or a flick faster
    /// than 800 pt/s) dismisses it.
    func makeCardTransition() -> ModalTransition {
        ModalTransition(
            presentationController: { presented, presenting in
                CardPresentationController(presentedViewController: presented, presenting: presenting)
            },
            presentingAnimator: CardRiseAnimator(),
            dismissalAnimator: CardDropAnimator(),
            interactiveDismissal: PanToDismissDriver(direction: .down))
    }

    /// Presents the card; `present(_:using:)` keeps the transition alive until the card is dismissed.
    func showCard() {
        present(card, using: makeCardTransition())
    }
}

/// The page's demo, sized like an iPhone 15.
@available(iOS 14.0, *)
@MainActor func makeCustomTransitionDemo() -> CardDemoViewController {
    let demo = CardDemoViewController()
    demo.preferredContentSize = CGSize(width: 393, height: 852)
    return demo
}
#endif

//: Playground only (fenced off when SwiftPM compiles this file for the tests).
#if canImport(PlaygroundSupport) && !SWIFT_PACKAGE && compiler(>=6)
import PlaygroundSupport

// The demos use UIAction (iOS 14); the package's deployment target is iOS 13.
if #available(iOS 14.0, *) {
    let cardDemo = makeCustomTransitionDemo()
    cardDemo.showsCardOnAppear = true
    PlaygroundPage.current.liveView = cardDemo
}
#endif
//: [Next: SwiftUI](@next)
