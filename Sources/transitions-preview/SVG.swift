import Foundation

/// A tiny SVG writer: elements are appended as text in call order, so the same calls always give the same
/// bytes. Numbers are written with at most two decimals and never in exponent form; text is XML-escaped.
struct SVG {
    /// Canvas width in user units (px).
    let width: Double
    /// Canvas height in user units (px).
    let height: Double
    private var definitions: [String] = []
    private var body: [String] = []
    private var depth = 1

    /// Font stack used for every label: the platform's UI font where there is one.
    static let fontFamily = "-apple-system, system-ui, 'Helvetica Neue', Helvetica, Arial, sans-serif"

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The complete document, with an XML declaration and a trailing newline.
    var document: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
                + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
                + "font-family=\"\(Self.escape(Self.fontFamily))\">",
        ]
        if !definitions.isEmpty {
            lines.append("  <defs>")
            lines += definitions.map { "    " + $0 }
            lines.append("  </defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Structure

    /// Adds a definition (clip path, gradient) to `<defs>`; `markup` must be well-formed.
    mutating func define(_ markup: String) {
        definitions.append(markup)
    }

    /// Opens a `<g>` with the given attributes; close it with ``endGroup()``.
    mutating func beginGroup(_ attributes: [(String, String)] = []) {
        append("<g\(Self.attributes(attributes))>")
        depth += 1
    }

    /// Closes the innermost open group.
    mutating func endGroup() {
        depth = max(depth - 1, 1)
        append("</g>")
    }

    /// Adds a `<title>` (a tooltip in browsers, a description for screen readers).
    mutating func title(_ text: String) {
        append("<title>\(Self.escape(text))</title>")
    }

    // MARK: - Shapes

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, radius: Double = 0, _ style: [(String, String)] = []
    ) {
        var attributes: [(String, String)] = [
            ("x", Self.number(x)), ("y", Self.number(y)),
            ("width", Self.number(max(width, 0))), ("height", Self.number(max(height, 0))),
        ]
        if radius > 0 { attributes += [("rx", Self.number(radius)), ("ry", Self.number(radius))] }
        element("rect", attributes + style)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, _ style: [(String, String)] = []) {
        element(
            "line",
            [("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)), ("y2", Self.number(y2))]
                + style)
    }

    mutating func circle(cx: Double, cy: Double, r: Double, _ style: [(String, String)] = []) {
        element("circle", [("cx", Self.number(cx)), ("cy", Self.number(cy)), ("r", Self.number(r))] + style)
    }

    /// A path from SVG path data (build it with ``PathData``).
    mutating func path(_ data: String, _ style: [(String, String)] = []) {
        element("path", [("d", data)] + style)
    }

    /// An open polyline through `points` (skipping non-finite points).
    mutating func polyline(_ points: [(Double, Double)], _ style: [(String, String)] = []) {
        let text = points.filter { $0.0.isFinite && $0.1.isFinite }
            .map { "\(Self.number($0.0)),\(Self.number($0.1))" }
            .joined(separator: " ")
        element("polyline", [("points", text), ("fill", "none")] + style)
    }

    /// Text anchored at (`x`, `y`), the baseline's start, middle or end per `anchor`.
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double = 11, anchor: String = "start",
        _ style: [(String, String)] = []
    ) {
        var attributes: [(String, String)] = [
            ("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)),
        ]
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        append("<text\(Self.attributes(attributes + style))>\(Self.escape(content))</text>")
    }

    // MARK: - Text helpers

    private mutating func element(_ name: String, _ attributes: [(String, String)]) {
        append("<\(name)\(Self.attributes(attributes))/>")
    }

    private mutating func append(_ line: String) {
        body.append(String(repeating: "  ", count: depth) + line)
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escapes the five XML special characters.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `value` for display text: like ``number(_:decimals:)`` but with a typographic minus sign.
    static func label(_ value: Double, decimals: Int = 0) -> String {
        number(value, decimals: decimals).replacingOccurrences(of: "-", with: "\u{2212}")
    }

    /// `value` with exactly `decimals` decimals (for labels that should not jump in width), e.g. "0.50".
    static func fixed(_ value: Double, decimals: Int = 2) -> String {
        let text = number(value, decimals: decimals)
        guard decimals > 0 else { return text }
        guard let dot = text.firstIndex(of: ".") else { return text + "." + String(repeating: "0", count: decimals) }
        let present = text.distance(from: text.index(after: dot), to: text.endIndex)
        return text + String(repeating: "0", count: max(decimals - present, 0))
    }

    /// `value` with at most `decimals` decimals, trailing zeros removed, no exponent, no "-0".
    /// Non-finite values are written as 0 so a bad number can never break the document.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let clamped = min(max(value, -1e12), 1e12)
        let scaled = Int64((clamped * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        guard places > 0, fraction != 0 else { return sign + String(whole) }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}

/// Builds SVG path data (`d` attribute) with the writer's number format.
struct PathData {
    private(set) var text = ""

    mutating func move(_ x: Double, _ y: Double) { add("M\(SVG.number(x)) \(SVG.number(y))") }
    mutating func line(_ x: Double, _ y: Double) { add("L\(SVG.number(x)) \(SVG.number(y))") }
    /// A quarter-circle-style arc of `radius` ending at (`x`, `y`), clockwise.
    mutating func arc(radius: Double, _ x: Double, _ y: Double) {
        add("A\(SVG.number(radius)) \(SVG.number(radius)) 0 0 1 \(SVG.number(x)) \(SVG.number(y))")
    }
    mutating func close() { add("Z") }

    private mutating func add(_ command: String) {
        text += text.isEmpty ? command : " " + command
    }
}
