#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Anchors compare equal when they name the same attribute of the same item, and a constraint's anchors are
/// those it was made from, of their class. Apple, "firstAnchor"
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/firstanchor): "The first anchor that
/// defines the constraint." (declared `@NSCopying`, so equality is what holds, not identity).
@MainActor @Suite("Auto Layout: anchors and the one-item form", .headlessHygiene)
struct ConstraintAnchorEqualityTests {
    @Test("the same anchor read twice is equal (and hashes alike); other attributes, items or axes are not")
    func anchorEquality() {
        let view = UIView()
        let other = UIView()
        #expect(view.topAnchor == view.topAnchor)
        #expect(view.widthAnchor == view.widthAnchor)
        #expect(view.topAnchor != view.bottomAnchor)
        #expect(view.topAnchor != other.topAnchor)
        #expect(view.leadingAnchor != view.leftAnchor, "leading and left are distinct anchors in UIKit")
        #expect(Set<NSObject>([view.topAnchor, view.topAnchor, view.bottomAnchor]).count == 2)
        let guide = view.safeAreaLayoutGuide
        #expect(guide.topAnchor == view.safeAreaLayoutGuide.topAnchor)
        #expect(guide.topAnchor != view.topAnchor)
    }

    @Test("firstAnchor and secondAnchor equal the anchors the constraint was made from, of their class")
    func constraintAnchors() {
        let view = UIView()
        let other = UIView()
        let vertical = view.bottomAnchor.constraint(equalTo: other.topAnchor, constant: 8)
        #expect(vertical.firstAnchor == view.bottomAnchor)
        #expect(vertical.secondAnchor == other.topAnchor)
        let first: AnyObject = vertical.firstAnchor
        #expect(first is NSLayoutYAxisAnchor)
        #expect((first as? NSObject)?.isEqual(view.bottomAnchor) == true)
        let horizontal = view.leadingAnchor.constraint(equalTo: other.trailingAnchor)
        #expect(horizontal.firstAnchor == view.leadingAnchor)
        let second: AnyObject? = horizontal.secondAnchor
        #expect(second is NSLayoutXAxisAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        let dimension: AnyObject = width.firstAnchor
        #expect(dimension is NSLayoutDimension)
        #expect(width.firstAnchor == view.widthAnchor)
        #expect(width.secondAnchor == nil)
        // The item-and-attribute form has anchors too.
        let legacy = NSLayoutConstraint(
            item: view, attribute: .centerY, relatedBy: .equal, toItem: other, attribute: .centerY, multiplier: 1,
            constant: 0)
        #expect(legacy.firstAnchor == view.centerYAnchor)
        #expect(legacy.secondAnchor == other.centerYAnchor)
        // An offset dimension is a dimension, equal to one made the same way.
        let gap = view.bottomAnchor.anchorWithOffset(to: other.topAnchor)
        let spaced = gap.constraint(equalToConstant: 12)
        let offset: AnyObject = spaced.firstAnchor
        #expect(offset is NSLayoutDimension)
        #expect(spaced.firstAnchor == view.bottomAnchor.anchorWithOffset(to: other.topAnchor))
        #expect(spaced.firstAnchor != view.bottomAnchor)
    }

    @Test("a multiplier of 0 reads back as the one-item form: multiplier 1, no second item, attribute or anchor")
    func zeroMultiplier() {
        let (_, container) = layoutStage()
        let view = constrainedView()
        let other = constrainedView()
        container.addSubview(view)
        container.addSubview(other)
        let made = [
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .width, multiplier: 0,
                constant: 30),
            view.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0, constant: 20),
        ]
        for constraint in made {
            #expect(constraint.multiplier == 1)
            #expect(constraint.secondItem == nil)
            #expect(constraint.secondAttribute == .notAnAttribute)
            #expect(constraint.secondAnchor == nil)
        }
        NSLayoutConstraint.activate(
            made + [
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            ])
        container.layoutIfNeeded()
        #expect(
            isApproximately(view.frame.size.width, 30, tolerance: 1e-6)
                && isApproximately(view.frame.size.height, 20, tolerance: 1e-6))
        #expect(made[0].description == "<NSLayoutConstraint UIView.width == 30 (active)>")
        // On a location, the one-item form is UIKit's illegal "location equal to a constant".
        HeadlessDiagnostics.resetWarnings()
        let location = NSLayoutConstraint(
            item: view, attribute: .left, relatedBy: .equal, toItem: other, attribute: .left, multiplier: 0,
            constant: 5)
        location.isActive = true
        #expect(!location.isActive)
        #expect(HeadlessDiagnostics.warnings.last?.contains("A multiplier of 0 or a nil second item") == true)
    }
}
#endif
