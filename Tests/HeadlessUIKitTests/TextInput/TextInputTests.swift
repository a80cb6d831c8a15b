#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Text fields: the editing life cycle, delegate vetoes, `endEditing`, simulated typing and the keyboard they bring up.
@MainActor @Suite("Text input: UITextField, endEditing", .headlessHygiene)
struct TextInputTests {
    final class FieldDelegate: NSObject, UITextFieldDelegate {
        var log: [String] = []
        var allowsEnd = true
        var allowsChange = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            log.append("change \(range.location) \(string)")
            return allowsChange
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("return")
            return true
        }
    }

    /// A shown window, with no keyboard up and nothing pending from earlier tests.
    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        HeadlessClock.main.runUntilIdle()
        if HeadlessKeyboard.frame != nil {
            HeadlessKeyboard.hide(in: window)
            HeadlessClock.main.runUntilIdle()
        }
        return window
    }

    @Test("a field edits only in a window; the delegate hears the life cycle; defaults are UIKit's")
    func editingLifeCycle() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.text == "" && field.placeholder == nil && field.font?.pointSize == 17)
        #expect(field.keyboardType == .default && field.returnKeyType == .default && !field.isSecureTextEntry)
        field.text = nil
        #expect(field.text == "")
        #expect(!field.becomeFirstResponder())  // not in a window
        window.addSubview(field)
        let delegate = FieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing && events == ["began"])
        #expect(field.simulateTyping("Hi"))
        #expect(field.text == "Hi" && events == ["began", "changed"])
        delegate.allowsChange = false
        #expect(!field.simulateTyping("!"))
        #expect(field.text == "Hi")
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin", "change 0 Hi", "change 2 !", "shouldEnd", "didEnd"])
        #expect(!field.simulateTyping("late"))
        HeadlessClock.main.runUntilIdle()
    }

    @Test("endEditing resigns the subtree's first responder; force overrides a refusing delegate")
    func endEditing() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let form = UIView(frame: window.bounds)
        let other = UIView()
        window.addSubview(form)
        window.addSubview(other)
        let field = UITextField()
        form.addSubview(field)
        let delegate = FieldDelegate()
        delegate.allowsEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(other.endEditing(true))  // nothing editing there
        #expect(field.isFirstResponder)
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder && delegate.log.last == "didEnd")
        HeadlessClock.main.runUntilIdle()
    }

    @Test("editing brings the simulated keyboard up; it goes down only when no field is editing")
    func keyboard() {
        let window = makeWindow()
        defer { window.isHidden = true }
        var names: [String] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { names.append("show") } }
        let hideObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { names.append("hide") } }
        defer {
            NotificationCenter.default.removeObserver(observer)
            NotificationCenter.default.removeObserver(hideObserver)
        }
        let first = UITextField()
        let second = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 34))
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()
        #expect(HeadlessKeyboard.frame == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
        second.becomeFirstResponder()  // moving between fields keeps the keyboard up
        HeadlessClock.main.advance(by: 0)
        #expect(HeadlessKeyboard.frame != nil && names == ["show"])
        window.endEditing(true)
        HeadlessClock.main.advance(by: 0)
        #expect(HeadlessKeyboard.frame == nil && names == ["show", "hide"])
        HeadlessClock.main.runUntilIdle()
    }

    @Test("return key: asks the delegate, sends end-on-exit and resigns when that event has an action")
    func returnKey() {
        let window = makeWindow()
        defer { window.isHidden = true }
        let field = UITextField()
        window.addSubview(field)
        let delegate = FieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.simulateReturnKey()
        #expect(field.isFirstResponder && delegate.log.last == "return")
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        field.simulateReturnKey()
        #expect(!field.isFirstResponder)
        HeadlessClock.main.runUntilIdle()
    }

    @Test("a rounded-rect field sizes itself from its font: 34 pt tall at 17 pt")
    func roundedFieldSize() {
        let rounded = UITextField()
        rounded.borderStyle = .roundedRect
        rounded.placeholder = "Name"
        #expect(rounded.intrinsicContentSize.height == 34)
    }
}
#endif
