#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `constraints(withVisualFormat:options:metrics:views:)` against layouts worked out by hand.
@MainActor @Suite("Auto Layout: visual format language", .headlessHygiene)
struct VisualFormatTests {
    @Test("H:|-[a]-[b(==a)]-| : 20 pt edges, 8 pt between, equal widths: (300 − 48) / 2 = 126")
    func standardSpacing() {
        let (_, container) = layoutStage()
        let a = constrainedView()
        let b = constrainedView()
        container.addSubview(a)
        container.addSubview(b)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[a(30)]", options: [], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[b(h)]", options: [], metrics: ["h": 40], views: views))
        container.layoutIfNeeded()
        #expect(isClose(a.frame, CGRect(x: 20, y: 0, width: 126, height: 30)))
        #expect(isClose(b.frame, CGRect(x: 154, y: 0, width: 126, height: 40)))
    }

    @Test("explicit spacings, metrics, inequalities and priorities")
    func predicates() {
        let (_, container) = layoutStage()
        let a = constrainedView()
        let b = constrainedView()
        container.addSubview(a)
        container.addSubview(b)
        let views = ["a": a, "b": b]
        let metrics: [String: Any] = ["pad": NSNumber(value: 12), "wide": CGFloat(500)]
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "|-pad-[a(>=50,wide@250)]-(>=10,==30@500)-[b(40)]-(pad)-|", metrics: metrics,
            views: views)
        #expect(horizontal.count == 7)
        #expect(horizontal.allSatisfy { !$0.isActive }, "created inactive, as UIKit does")
        NSLayoutConstraint.activate(
            horizontal
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-5-[a(10)]-0-[b(10)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        // a's width wants 500 (weak) but the row is 300: a = 300 − 12 − 40 − 12 − gap; the gap wants 30 @500,
        // beating a's wish → gap 30, a = 206.
        #expect(isClose(a.frame, CGRect(x: 12, y: 5, width: 206, height: 10)))
        #expect(isClose(b.frame, CGRect(x: 248, y: 15, width: 40, height: 10)))
    }

    @Test("alignment options and the right-to-left direction")
    func optionsAndDirection() {
        let (_, container) = layoutStage()
        let a = constrainedView()
        let b = constrainedView()
        container.addSubview(a)
        container.addSubview(b)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[a(50)]-5-[b(30)]", options: [.alignAllTop, .directionRightToLeft],
                metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-7-[a(20)]", metrics: nil, views: views)
                + [b.heightAnchor.constraint(equalToConstant: 20)])
        container.layoutIfNeeded()
        #expect(isClose(a.frame, CGRect(x: 240, y: 7, width: 50, height: 20)), "10 pt from the right edge")
        #expect(isClose(b.frame, CGRect(x: 205, y: 7, width: 30, height: 20)), "5 pt to a's left, tops aligned")
    }

    @Test("malformed formats, unknown names and bad options log UIKit's message and give no constraints")
    func badInput() {
        let a = constrainedView()
        let loose = constrainedView()
        let views = ["a": a, "loose": loose]
        let container = UIView()
        container.addSubview(a)
        for format in ["H:|-[a", "H:|-[missing]-|", "H:|-[a(foo)]", "H:|-(==)-[a]", "V:|-[loose]", "H:[a]]", ""] {
            HeadlessDiagnostics.resetWarnings()
            let result = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            #expect(result.isEmpty, "\(format)")
            #expect(HeadlessDiagnostics.warnings.count == 1, "\(format)")
        }
        HeadlessDiagnostics.resetWarnings()
        let aligned = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-[loose]", options: .alignAllLeft, metrics: nil, views: views)
        #expect(aligned.isEmpty, "aligning on the format's own axis is refused")
        #expect(HeadlessDiagnostics.warnings.first?.contains("horizontal") == true)
    }
}
#endif
