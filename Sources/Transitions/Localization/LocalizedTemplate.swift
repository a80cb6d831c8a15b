import Foundation

#if os(iOS) || canImport(HeadlessUIKit)
/// Fills a localized string's placeholders without `String(format:)`, so that a translation or an app override
/// with a wrong placeholder (`%@` for a number, a missing `$`) can never crash or read the wrong argument.
enum LocalizedTemplate {
    /// `template` with `%1$d`, `%2$d`, … (also `%1$ld`, `%1$@`) replaced by `arguments[0]`, `arguments[1]`, …, plain
    /// `%d`/`%ld`/`%@` by the next argument in order, and `%%` by `%`. A placeholder without an argument, and
    /// anything else after a `%`, is kept as written.
    static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = rest[rest.index(after: percent)...]
            if spec.first == "%" {
                result += "%"
                rest = spec.dropFirst()
                continue
            }
            guard let (position, length) = placeholder(at: spec) else {
                result += "%"
                rest = spec
                continue
            }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(index) {
                result += arguments[index]
            } else {
                result += "%" + spec.prefix(length)
            }
            rest = spec.dropFirst(length)
        }
        return result + rest
    }

    /// The placeholder starting right after a `%`: its 1-based position (`nil` when it has none) and its length.
    private static func placeholder(at spec: Substring) -> (position: Int?, length: Int)? {
        var cursor = spec.startIndex
        var position: Int?
        let digits = spec.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, spec[digits.endIndex...].first == "$" {
            guard let number = Int(digits), number > 0 else { return nil }
            position = number
            cursor = spec.index(after: digits.endIndex)
        }
        for conversion in ["lld", "ld", "d", "i", "@"] where spec[cursor...].hasPrefix(conversion) {
            let end = spec.index(cursor, offsetBy: conversion.count)
            return (position, spec.distance(from: spec.startIndex, to: end))
        }
        return nil
    }
}
#endif
