#if os(Linux)
// Real UIKit re-exports Foundation: `import UIKit` alone gives CGFloat, NSObject, TimeInterval, Notification…
// HeadlessUIKit does the same, so code written against UIKit compiles unchanged.
@_exported import Foundation
#endif
