#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIImageView` sizing, highlighting and animation on the virtual clock.
@MainActor @Suite("Images: UIImageView", .headlessHygiene)
struct ImageViewTests {
    private func image(_ width: Int, _ height: Int) -> UIImage {
        UIImage(cgImage: CGImage(headlessWidth: width, height: height))
    }

    @Test("init(image:) sizes the frame to the image; the intrinsic size follows the image on show")
    func sizing() {
        let view = UIImageView(image: image(40, 30))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(!view.isUserInteractionEnabled)
        view.highlightedImage = image(10, 10)
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.image = nil
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(UIImageView(image: nil).frame == .zero)
        let symbol = UIImageView(image: UIImage(systemName: "heart"))
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        #expect(symbol.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test("Auto Layout sizes a constraint-based image view to its image")
    func autoLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let imageView = UIImageView(image: image(64, 48))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            imageView.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 163, y: 100, width: 64, height: 48))
        imageView.image = image(100, 20)
        window.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 145, y: 100, width: 100, height: 20))
    }

    @Test("animation cycles the frames at 30 per second by default and stops after its repeat count")
    func animation() {
        let frames = [image(1, 1), image(2, 2), image(3, 3)]
        let view = UIImageView(image: image(9, 9))
        view.startAnimating()
        #expect(!view.isAnimating)  // no frames: nothing to animate
        view.animationImages = frames
        #expect(isApproximately(view.animationDuration, 0.1, tolerance: 1e-12))
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating && view.headlessDisplayedImage === frames[0])
        HeadlessClock.main.advance(by: 0.04)
        #expect(view.headlessDisplayedImage === frames[1])
        HeadlessClock.main.advance(by: 0.07)
        #expect(view.headlessDisplayedImage === frames[0] && view.isAnimating)
        HeadlessClock.main.advance(by: 0.1)
        #expect(!view.isAnimating && view.headlessDisplayedImage?.size == CGSize(width: 9, height: 9))
        view.animationRepeatCount = 0
        view.animationDuration = 3
        view.startAnimating()
        HeadlessClock.main.advance(by: 100)
        #expect(view.isAnimating && view.headlessDisplayedImage === frames[1])
        view.stopAnimating()
        #expect(!view.isAnimating)
    }
}
#endif
