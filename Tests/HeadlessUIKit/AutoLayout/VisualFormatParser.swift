#if os(Linux)
import Foundation

/// A parsed Auto Layout visual format string (Apple's "Visual Format Language", Auto Layout Guide):
/// `(H|V):` orientation, `|` for the superview's edges, `[name(predicates)]` for views, and connections
/// `-`, `-predicates-` or nothing between them.
struct VisualFormat {
    /// One `relation value @priority` predicate: the value is a constant or, inside a view, another view.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var viewName: String?
        var priority: Float = 1000
    }

    /// A connection between two elements: `nil` predicates for the standard spacing (`-`), an empty list
    /// for flush (no connection written).
    struct Connection {
        var predicates: [Predicate]?
    }

    /// A view and the predicates on its size along the format's axis.
    struct ViewElement {
        let name: String
        let predicates: [Predicate]
    }

    var isVertical = false
    var leadingSuperviewConnection: Connection?
    var views: [ViewElement] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperviewConnection: Connection?
}

/// A parse error, with the message UIKit's exception would carry.
struct VisualFormatError: Error {
    let message: String
}

/// A recursive-descent parser for the visual format language; metrics are resolved while parsing.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]

    init(_ format: String, metrics: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
    }

    mutating func parse() throws -> VisualFormat {
        var format = VisualFormat()
        if peek("H:") {
            index += 2
        } else if peek("V:") {
            index += 2
            format.isVertical = true
        }
        if accept("|") { format.leadingSuperviewConnection = try connection() }
        format.views.append(try view())
        while index < characters.count {
            let link = try connection()
            if accept("|") {
                format.trailingSuperviewConnection = link
                break
            }
            format.connections.append(link)
            format.views.append(try view())
        }
        guard index == characters.count else { throw error("Unexpected text after the format") }
        return format
    }

    // MARK: - Grammar

    private mutating func view() throws -> VisualFormat.ViewElement {
        guard accept("[") else { throw error("Expected a view") }
        let name = try identifier()
        var predicates: [VisualFormat.Predicate] = []
        if accept("(") { predicates = try predicateList(allowingViews: true) }
        guard accept("]") else { throw error("Expected ']'") }
        return VisualFormat.ViewElement(name: name, predicates: predicates)
    }

    /// `-`, `-predicate-`, `-(predicates)-`, or nothing (flush).
    private mutating func connection() throws -> VisualFormat.Connection {
        guard accept("-") else { return VisualFormat.Connection(predicates: []) }
        if peek("[") || peek("|") { return VisualFormat.Connection(predicates: nil) }
        let predicates: [VisualFormat.Predicate]
        if accept("(") {
            predicates = try predicateList(allowingViews: false)
        } else {
            predicates = [VisualFormat.Predicate(constant: try value())]
        }
        guard accept("-") else { throw error("Expected '-' after a spacing") }
        return VisualFormat.Connection(predicates: predicates)
    }

    /// `predicate (, predicate)* )` — the opening parenthesis is already consumed.
    private mutating func predicateList(allowingViews: Bool) throws -> [VisualFormat.Predicate] {
        var list: [VisualFormat.Predicate] = []
        repeat {
            var predicate = VisualFormat.Predicate()
            if accept("==") {
                predicate.relation = .equal
            } else if accept(">=") {
                predicate.relation = .greaterThanOrEqual
            } else if accept("<=") {
                predicate.relation = .lessThanOrEqual
            }
            if let next = current, next.isLetter || next == "_", metricValue(named: peekIdentifier()) == nil {
                guard allowingViews else { throw error("A spacing cannot name a view") }
                predicate.viewName = try identifier()
            } else {
                predicate.constant = try value()
            }
            if accept("@") { predicate.priority = Float(try value()) }
            list.append(predicate)
        } while accept(",")
        guard accept(")") else { throw error("Expected ')'") }
        return list
    }

    /// A number (optionally signed) or a metric's name.
    private mutating func value() throws -> CGFloat {
        if let next = current, next.isLetter || next == "_" {
            let name = try identifier()
            guard let value = metricValue(named: name) else { throw error("Unknown metric '\(name)'") }
            return value
        }
        var text = ""
        if accept("-") { text = "-" } else if accept("+") { text = "" }
        while let next = current, next.isNumber || next == "." {
            text.append(next)
            index += 1
        }
        guard let number = Double(text), number.isFinite else { throw error("Expected a number") }
        return CGFloat(number)
    }

    private mutating func identifier() throws -> String {
        let name = peekIdentifier()
        guard !name.isEmpty else { throw error("Expected a name") }
        index += name.count
        return name
    }

    private func peekIdentifier() -> String {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        return String(characters[index..<end])
    }

    private func metricValue(named name: String) -> CGFloat? {
        guard let raw = metrics[name] else { return nil }
        let value: Double?
        switch raw {
        case let number as NSNumber: value = number.doubleValue
        case let double as Double: value = double
        case let float as CGFloat: value = Double(float)
        case let integer as Int: value = Double(integer)
        default: value = nil
        }
        guard let value, value.isFinite else { return nil }
        return CGFloat(value)
    }

    // MARK: - Scanning

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func peek(_ text: String) -> Bool {
        let expected = Array(text)
        guard index + expected.count <= characters.count else { return false }
        return Array(characters[index..<index + expected.count]) == expected
    }

    private mutating func accept(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    private func error(_ message: String) -> VisualFormatError {
        let format = String(characters)
        let position = min(index, characters.count)
        let marker = String(repeating: " ", count: position) + "^"
        return VisualFormatError(message: "Unable to parse constraint format: \n\(message)\n\(format)\n\(marker)")
    }
}
#endif
