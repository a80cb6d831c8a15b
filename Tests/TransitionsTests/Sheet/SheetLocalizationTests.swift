#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport
import Transitions

/// What VoiceOver says about a sheet comes from the package's resources (English base, Korean), in the language
/// asked for, and an app's own `Transitions.strings` wins key by key.
@MainActor @Suite("Sheet localization", .headlessHygiene)
struct SheetLocalizationTests {
    /// A sheet with two detents and a grabber; returns the grabber.
    private func presentSheet(on stage: Stage) throws -> UIView {
        let controller = UIViewController()
        let transition = SheetTransition(detents: [.medium(), .large()])
        transition.prefersGrabberVisible = true
        stage.present(controller, using: transition)
        return try #require(
            controller.sheet?.presentedView?.subviews.first { $0.accessibilityTraits.contains(.adjustable) })
    }

    /// Runs `body` with `language` and `overrides`, then puts the defaults back.
    private func with(
        language: String?, overrides: Bundle? = nil, _ body: () throws -> Void
    ) rethrows {
        TransitionsLocalization.language = language
        TransitionsLocalization.overridesBundle = overrides
        defer {
            TransitionsLocalization.language = nil
            TransitionsLocalization.overridesBundle = .main
        }
        try body()
    }

    /// A bundle on disk with a `Transitions.strings` table per localization, as an app's main bundle holds.
    private func makeAppBundle(_ tables: [String: String]) throws -> (bundle: Bundle, folder: URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("TransitionsLocalization-\(UUID().uuidString)")
            .appendingPathComponent("App.bundle")
        for (localization, table) in tables {
            let lproj = folder.appendingPathComponent("\(localization).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(table.utf8).write(to: lproj.appendingPathComponent("Transitions.strings"))
        }
        return (try #require(Bundle(path: folder.path)), folder.deletingLastPathComponent())
    }

    @Test("English is the base: in English, and in a language the package lacks", arguments: ["en", "fr-CA"])
    func englishBase(language: String) throws {
        try with(language: language) {
            let stage = Stage()
            let grabber = try presentSheet(on: stage)
            #expect(grabber.accessibilityLabel == "Sheet Grabber")
            #expect(grabber.accessibilityValue == "Detent 1 of 2, collapsed")
            grabber.accessibilityIncrement()
            stage.settle()
            #expect(HeadlessAccessibility.announcements.last == "Detent 2 of 2, expanded")
        }
    }

    @Test(
        "The package's Korean translation is spoken in Korean, a region falling back to its language",
        arguments: ["ko", "ko-KR", "KO_kr"])
    func korean(language: String) throws {
        try with(language: language) {
            let stage = Stage()
            let grabber = try presentSheet(on: stage)
            #expect(grabber.accessibilityLabel == "시트 손잡이")
            #expect(grabber.accessibilityValue == "2단계 중 1단계, 접힘")
            grabber.accessibilityIncrement()
            stage.settle()
            #expect(HeadlessAccessibility.announcements.last == "2단계 중 2단계, 펼침")
        }
    }

    @Test("A change of language applies to the next thing spoken")
    func languageChangeApplies() throws {
        try with(language: "en") {
            let stage = Stage()
            let grabber = try presentSheet(on: stage)
            #expect(grabber.accessibilityLabel == "Sheet Grabber")
            TransitionsLocalization.language = "ko"
            #expect(grabber.accessibilityLabel == "시트 손잡이")
        }
    }

    @Test("The app's Transitions.strings wins, key by key; the keys it lacks come from the package")
    func appOverrideWins() throws {
        let app = try makeAppBundle([
            "en": #""sheet.grabber.label" = "Drag handle";"#,
            "ko": #""sheet.grabber.value.collapsed" = "작게 (%1$d/%2$d)";"#,
        ])
        defer { try? FileManager.default.removeItem(at: app.folder) }
        try with(language: "en", overrides: app.bundle) {
            let grabber = try presentSheet(on: Stage())
            #expect(grabber.accessibilityLabel == "Drag handle")
            #expect(grabber.accessibilityValue == "Detent 1 of 2, collapsed", "not overridden: the package's")
        }
        try with(language: "ko", overrides: app.bundle) {
            let grabber = try presentSheet(on: Stage())
            #expect(grabber.accessibilityLabel == "시트 손잡이", "the app has no Korean label: the package's")
            #expect(grabber.accessibilityValue == "작게 (1/2)")
        }
    }

    @Test("A broken override never crashes: odd placeholders are filled safely or kept as written")
    func brokenOverride() throws {
        let app = try makeAppBundle([
            "en": #"""
            "sheet.grabber.value.collapsed" = "%@ of %d, %2$@ %% %5$d %q %";
            "sheet.grabber.label" = "";
            """#
        ])
        defer { try? FileManager.default.removeItem(at: app.folder) }
        try with(language: "en", overrides: app.bundle) {
            let grabber = try presentSheet(on: Stage())
            #expect(grabber.accessibilityValue == "1 of 2, 2 % %5$d %q %")
            #expect(grabber.accessibilityLabel == "Sheet Grabber", "an empty override is ignored")
        }
    }
}
#endif
