#if os(Linux)
import Foundation

extension NSLayoutConstraint {
    /// The standard spacing between a view and its superview's edge in a visual format (`|-[view]`), in
    /// points: 20, the value Apple's Auto Layout Guide gives (unconfirmed for iOS 11+, where UIKit may use
    /// system spacing instead). Between two views (`[a]-[b]`) the standard spacing is 8 pt.
    static let headlessVisualFormatSuperviewSpacing: CGFloat = 20

    /// Creates (inactive) constraints from a visual format string (Apple's Auto Layout Guide, "Visual Format
    /// Language"), e.g. `"H:|-[title]-8-[badge(>=24@750)]-|"`: `H:`/`V:` picks the axis (horizontal by
    /// default), `|` is the superview's edge, `[name(predicates)]` a view from `views` with predicates on its
    /// width or height (a constant, a metric or another view, with `==`/`>=`/`<=` and `@priority`),
    /// `-` the standard spacing (8 pt between views, 20 pt to the superview), `-n-` or `-(predicates)-` a
    /// spacing, nothing a flush join. `options` adds alignment constraints between consecutive views (the
    /// alignment attribute must lie on the other axis) and picks the horizontal direction (leading to
    /// trailing by default). Metric values are numbers. Where UIKit raises (a malformed format, an unknown
    /// view or metric, `|` for a view without superview, an alignment on the format's own axis) HeadlessUIKit
    /// logs UIKit's message to `HeadlessDiagnostics` and returns no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format, metrics: metrics ?? [:])
            let parsed = try parser.parse()
            return try VisualFormatBuilder(format: parsed, options: opts, views: views).build()
        } catch let error as VisualFormatError {
            HeadlessDiagnostics.warn(error.message)
            return []
        } catch {
            return []
        }
    }
}

/// Turns a parsed visual format into constraints.
@MainActor struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]

    func build() throws -> [NSLayoutConstraint] {
        let items = try format.views.map { element -> UIView in
            guard let view = views[element.name] as? UIView else {
                throw VisualFormatError(
                    message:
                        "Unable to parse constraint format: \n\(element.name) is not a key in the views dictionary.")
            }
            return view
        }
        let vertical = format.isVertical
        let rightToLeft = !vertical && options.intersection(.directionMask) == .directionRightToLeft
        let useLeftRight = !vertical && options.intersection(.directionMask) == .directionLeftToRight
        let start: NSLayoutConstraint.Attribute = vertical ? .top : (useLeftRight ? .left : .leading)
        let end: NSLayoutConstraint.Attribute = vertical ? .bottom : (useLeftRight ? .right : .trailing)
        let (before, after) = rightToLeft ? (NSLayoutConstraint.Attribute.right, .left) : (start, end)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []

        for (element, view) in zip(format.views, items) {
            for predicate in element.predicates {
                let other = try predicate.viewName.map { name -> UIView in
                    guard let other = views[name] as? UIView else {
                        throw VisualFormatError(
                            message:
                                "Unable to parse constraint format: \n\(name) is not a key in the views dictionary.")
                    }
                    return other
                }
                result.append(make(view, size, predicate, other, other == nil ? .notAnAttribute : size))
            }
        }
        // Along the format, each element comes after the previous one: its `before` edge is `spacing` past the
        // previous element's `after` edge (to the right, below, or to the left for right-to-left).
        func join(
            _ earlier: UIView, _ earlierEdge: NSLayoutConstraint.Attribute, _ later: UIView,
            _ laterEdge: NSLayoutConstraint.Attribute, _ connection: VisualFormat.Connection, standard: CGFloat
        ) -> [NSLayoutConstraint] {
            rightToLeft
                ? spacing(earlier, earlierEdge, later, laterEdge, connection, standard: standard)
                : spacing(later, laterEdge, earlier, earlierEdge, connection, standard: standard)
        }
        let edgeSpacing = NSLayoutConstraint.headlessVisualFormatSuperviewSpacing
        for (index, connection) in format.connections.enumerated() {
            result += join(items[index], after, items[index + 1], before, connection, standard: 8)
        }
        if let connection = format.leadingSuperviewConnection {
            guard let superview = items[0].superview else { throw noSuperview(format.views[0].name) }
            result += join(superview, before, items[0], before, connection, standard: edgeSpacing)
        }
        if let connection = format.trailingSuperviewConnection, let last = items.last {
            guard let superview = last.superview else { throw noSuperview(format.views[items.count - 1].name) }
            result += join(last, after, superview, after, connection, standard: edgeSpacing)
        }
        result += try alignment(items)
        return result
    }

    /// `first.firstAttribute relation second.secondAttribute + constant` for each predicate of `connection`
    /// (`standard` for `-`, 0 for a flush join).
    private func spacing(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: UIView,
        _ secondAttribute: NSLayoutConstraint.Attribute, _ connection: VisualFormat.Connection, standard: CGFloat
    ) -> [NSLayoutConstraint] {
        let predicates = connection.predicates ?? [VisualFormat.Predicate(constant: standard)]
        let list = predicates.isEmpty ? [VisualFormat.Predicate()] : predicates
        return list.map { make(first, firstAttribute, $0, second, secondAttribute) }
    }

    private func make(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
        _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
            attribute: secondAttribute, multiplier: 1, constant: predicate.constant)
        constraint.priority = UILayoutPriority(predicate.priority)
        return constraint
    }

    /// `views[i].attribute == views[i + 1].attribute` for each alignment option.
    private func alignment(_ items: [UIView]) throws -> [NSLayoutConstraint] {
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [NSLayoutConstraint] = []
        let ownAxis: NSLayoutConstraint.Axis = format.isVertical ? .vertical : .horizontal
        for (option, attribute) in alignments where options.contains(option) {
            guard attribute.axis != ownAxis else {
                throw VisualFormatError(
                    message: "Unable to parse constraint format: \nOptions mask required views to be aligned on a "
                        + "horizontal edge, which is not allowed for layout that is also horizontal.")
            }
            for index in items.indices.dropLast() {
                result.append(
                    NSLayoutConstraint(
                        item: items[index], attribute: attribute, relatedBy: .equal, toItem: items[index + 1],
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    private func noSuperview(_ name: String) -> VisualFormatError {
        VisualFormatError(
            message: "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                + "\(name)")
    }
}
#endif
