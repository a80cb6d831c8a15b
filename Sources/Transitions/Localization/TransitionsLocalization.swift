import Foundation

#if os(iOS) || canImport(HeadlessUIKit)
/// Where the words Transitions shows or speaks come from, and in which language: the sheet grabber's VoiceOver
/// label ("Sheet Grabber"), its value and the announcement after a detent change ("Detent 1 of 2, collapsed").
///
/// Each string is looked up, key by key (the keys are listed in the package's `en.lproj/Localizable.strings`):
/// 1. in ``overridesBundle``'s `Transitions.strings` table — by default the app's main bundle, so an app changes
///    our wording by adding `Transitions.strings` to its own localizations with the keys it wants to change;
/// 2. in the package's `Localizable.strings` (its resource bundle: English, the base, and Korean);
/// 3. in the English text built into the code (a build without the package's resources).
///
/// The language is the one the app runs in — for each bundle, the system's choice among its localizations, as
/// for any bundle (so a package translation shows only in a language the app is localized in, Apple's rule for
/// the bundles an app loads) — unless ``language`` names one. A key missing in that language comes from English.
/// Strings are read when they are spoken, so a change applies to the next announcement.
@MainActor public enum TransitionsLocalization {
    /// The bundle whose `Transitions.strings` table overrides the package's strings, key by key. Default
    /// `Bundle.main` (the app); `nil` turns overrides off. Set it when the strings live in another bundle (a
    /// feature module's).
    public static var overridesBundle: Bundle? = .main

    /// The localization to speak, such as `"ko"` or `"pt-BR"` (a region falls back to its language:
    /// `"ko-KR"` → `"ko"`), for apps that switch language inside the app; `nil` (the default) follows the
    /// language the app runs in. A language none of the bundles has gives English.
    public static var language: String?

    /// The name of the app's table that overrides the package's strings: `Transitions.strings`.
    static let overridesTable = "Transitions"
    /// The package's base localization, used for keys a translation lacks.
    static let baseLocalization = "en"

    /// The text for `key`, its placeholders (`%1$d`, `%2$d`, …) replaced by `arguments` in order.
    static func string(_ key: LocalizedKey, _ arguments: Int...) -> String {
        LocalizedTemplate.format(template(for: key), arguments.map { String($0) })
    }

    /// The unformatted text for `key`: the app's override, else the package's translation, else English.
    static func template(for key: LocalizedKey) -> String {
        if let bundle = overridesBundle,
            let text = text(for: key.rawValue, table: overridesTable, in: bundle, fallingBackToBase: false)
        {
            return text
        }
        if let bundle = Bundle.transitionsResources,
            let text = text(for: key.rawValue, table: nil, in: bundle, fallingBackToBase: true)
        {
            return text
        }
        return key.english
    }

    /// `key` in `table` of `bundle`, in ``language`` (or the system's choice), then, when `fallingBackToBase`, in
    /// the base localization; `nil` when absent or empty.
    private static func text(
        for key: String, table: String?, in bundle: Bundle, fallingBackToBase: Bool
    ) -> String? {
        var sources: [Bundle] = []
        if let language {
            let match = localization(matching: language, in: bundle.localizations)
            if let match, let lproj = localizationBundle(match, in: bundle) { sources.append(lproj) }
        } else {
            sources.append(bundle)
        }
        if fallingBackToBase, let base = localizationBundle(baseLocalization, in: bundle) { sources.append(base) }
        let missing = "\u{0}"
        for source in sources {
            let text = source.localizedString(forKey: key, value: missing, table: table)
            if text != missing, !text.isEmpty { return text }
        }
        return nil
    }

    /// The localization among `available` that serves `language`: the same identifier (case and `_`/`-` aside),
    /// else the closest parent (`"zh-Hant-TW"` → `"zh-Hant"` → `"zh"`); `nil` when none does.
    static func localization(matching language: String, in available: [String]) -> String? {
        func normalized(_ identifier: String) -> String {
            identifier.lowercased().replacingOccurrences(of: "_", with: "-")
        }
        var parts = normalized(language).split(separator: "-")
        while !parts.isEmpty {
            let wanted = parts.joined(separator: "-")
            if let match = available.first(where: { normalized($0) == wanted }) { return match }
            parts.removeLast()
        }
        return nil
    }

    /// The `<localization>.lproj` folder of `bundle`, opened as a bundle of its own.
    private static func localizationBundle(_ localization: String, in bundle: Bundle) -> Bundle? {
        bundle.path(forResource: localization, ofType: "lproj").flatMap { Bundle(path: $0) }
    }
}

/// The keys of the package's strings, with the English text built in for a build without resources.
enum LocalizedKey: String, CaseIterable {
    case grabberLabel = "sheet.grabber.label"
    case grabberValue = "sheet.grabber.value"
    case grabberValueCollapsed = "sheet.grabber.value.collapsed"
    case grabberValueExpanded = "sheet.grabber.value.expanded"

    /// The English text (the same as `en.lproj/Localizable.strings`).
    var english: String {
        switch self {
        case .grabberLabel: "Sheet Grabber"
        case .grabberValue: "Detent %1$d of %2$d"
        case .grabberValueCollapsed: "Detent %1$d of %2$d, collapsed"
        case .grabberValueExpanded: "Detent %1$d of %2$d, expanded"
        }
    }
}
#endif
