// HeadlessUIKit: a Linux stand-in for the part of UIKit that Transitions uses.
// Placeholder; the runtime arrives with the HeadlessUIKit issue.
import Foundation
