#if os(Linux)
import Foundation

/// The fixed and the system (dynamic) colors UIKit code uses. System colors resolve per
/// `userInterfaceStyle` to the light and dark values Apple publishes in the Human Interface Guidelines,
/// "Color" (sRGB, 0–255 per channel).
extension UIColor {
    /// The fixed color white 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// The fixed color white 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// The fixed color (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// The fixed color (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// The fixed color (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// The fixed color (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// The fixed color (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// The fixed color (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// systemGray: light (142, 142, 147, 1), dark (142, 142, 147, 1).
    public class var systemGray: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
                : UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
        }
    }
    /// systemGray2: light (174, 174, 178, 1), dark (99, 99, 102, 1).
    public class var systemGray2: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1)
                : UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
        }
    }
    /// systemGray3: light (199, 199, 204, 1), dark (72, 72, 74, 1).
    public class var systemGray3: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 72 / 255, green: 72 / 255, blue: 74 / 255, alpha: 1)
                : UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
        }
    }
    /// systemGray4: light (209, 209, 214, 1), dark (58, 58, 60, 1).
    public class var systemGray4: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1)
                : UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
        }
    }
    /// systemGray5: light (229, 229, 234, 1), dark (44, 44, 46, 1).
    public class var systemGray5: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
                : UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
        }
    }
    /// systemGray6: light (242, 242, 247, 1), dark (28, 28, 30, 1).
    public class var systemGray6: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
                : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        }
    }
    /// systemRed: light (255, 59, 48, 1), dark (255, 69, 58, 1).
    public class var systemRed: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 255 / 255, green: 69 / 255, blue: 58 / 255, alpha: 1)
                : UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1)
        }
    }
    /// systemGreen: light (52, 199, 89, 1), dark (48, 209, 88, 1).
    public class var systemGreen: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 1)
                : UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
        }
    }
    /// systemOrange: light (255, 149, 0, 1), dark (255, 159, 10, 1).
    public class var systemOrange: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 255 / 255, green: 159 / 255, blue: 10 / 255, alpha: 1)
                : UIColor(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1)
        }
    }
    /// systemYellow: light (255, 204, 0, 1), dark (255, 214, 10, 1).
    public class var systemYellow: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 255 / 255, green: 214 / 255, blue: 10 / 255, alpha: 1)
                : UIColor(red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1)
        }
    }
    /// systemPink: light (255, 45, 85, 1), dark (255, 55, 95, 1).
    public class var systemPink: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 255 / 255, green: 55 / 255, blue: 95 / 255, alpha: 1)
                : UIColor(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1)
        }
    }
    /// systemPurple: light (175, 82, 222, 1), dark (191, 90, 242, 1).
    public class var systemPurple: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 191 / 255, green: 90 / 255, blue: 242 / 255, alpha: 1)
                : UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
        }
    }
    /// systemTeal: light (90, 200, 250, 1), dark (100, 210, 255, 1).
    public class var systemTeal: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 100 / 255, green: 210 / 255, blue: 255 / 255, alpha: 1)
                : UIColor(red: 90 / 255, green: 200 / 255, blue: 250 / 255, alpha: 1)
        }
    }
    /// systemIndigo: light (88, 86, 214, 1), dark (94, 92, 230, 1).
    public class var systemIndigo: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 94 / 255, green: 92 / 255, blue: 230 / 255, alpha: 1)
                : UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
        }
    }
    /// secondaryLabel: light (60, 60, 67, 0.6), dark (235, 235, 245, 0.6).
    public class var secondaryLabel: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6)
                : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        }
    }
    /// tertiaryLabel: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
    public class var tertiaryLabel: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
                : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        }
    }
    /// quaternaryLabel: light (60, 60, 67, 0.18), dark (235, 235, 245, 0.16).
    public class var quaternaryLabel: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16)
                : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
        }
    }
    /// placeholderText: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
    public class var placeholderText: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3)
                : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        }
    }
    /// separator: light (60, 60, 67, 0.29), dark (84, 84, 88, 0.6).
    public class var separator: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
                : UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        }
    }
    /// opaqueSeparator: light (198, 198, 200, 1), dark (56, 56, 58, 1).
    public class var opaqueSeparator: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 56 / 255, green: 56 / 255, blue: 58 / 255, alpha: 1)
                : UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
        }
    }
    /// link: light (0, 122, 255, 1), dark (9, 132, 255, 1).
    public class var link: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 9 / 255, green: 132 / 255, blue: 255 / 255, alpha: 1)
                : UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
        }
    }
    /// secondarySystemBackground: light (242, 242, 247, 1), dark (28, 28, 30, 1).
    public class var secondarySystemBackground: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
                : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        }
    }
    /// tertiarySystemBackground: light (255, 255, 255, 1), dark (44, 44, 46, 1).
    public class var tertiarySystemBackground: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
                : UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
        }
    }
    /// systemGroupedBackground: light (242, 242, 247, 1), dark (0, 0, 0, 1).
    public class var systemGroupedBackground: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1)
                : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        }
    }
    /// secondarySystemGroupedBackground: light (255, 255, 255, 1), dark (28, 28, 30, 1).
    public class var secondarySystemGroupedBackground: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)
                : UIColor(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
        }
    }
    /// systemFill: light (120, 120, 128, 0.2), dark (120, 120, 128, 0.36).
    public class var systemFill: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36)
                : UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        }
    }
    /// secondarySystemFill: light (120, 120, 128, 0.16), dark (120, 120, 128, 0.32).
    public class var secondarySystemFill: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32)
                : UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
        }
    }
    /// tertiarySystemFill: light (118, 118, 128, 0.12), dark (118, 118, 128, 0.24).
    public class var tertiarySystemFill: UIColor {
        UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
                : UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        }
    }
}
#endif
