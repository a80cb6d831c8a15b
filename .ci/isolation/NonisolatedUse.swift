// Fixture for .ci/headless-isolation: UIKit touched from a nonisolated context, as Swift 5-era libraries do.
// Against Apple's iPhoneOS 16.5 SDK this file gives 0 diagnostics in Swift 5 mode and exactly these 4
// warnings in Swift 6 mode (checked with ../shared/ios-sdk/typecheck); HeadlessUIKit must answer the same.
import UIKit

final class NonisolatedUser {
    let view: UIView
    init(view: UIView) { self.view = view }
    func touch() {
        view.frame = .zero  // warning in Swift 6: main actor-isolated property mutated
        view.layoutIfNeeded()  // warning in Swift 6: main actor-isolated method
        _ = UIView()  // warning in Swift 6: main actor-isolated initializer
        _ = UIScreen.main  // warning in Swift 6: main actor-isolated class property
    }
}
