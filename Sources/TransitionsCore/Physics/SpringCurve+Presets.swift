extension SpringCurve {
    /// The default spring of sheets, UIKit's: response 0.344144233 s, damping ratio 1 (critically damped; mass 1,
    /// stiffness 333.33). DEVICE-FACTS.md, "The sheet, as UIKit's code defines it", settle spring
    /// (`SheetResponse`, `SheetDampingRatio`).
    public static let sheet = SpringCurve(
        response: SheetDeviceMetrics.settleResponse, dampingRatio: SheetDeviceMetrics.settleDampingRatio)

    /// The spring of a sheet released at 1000 pt/s or more, UIKit's: response 0.344144233 s, damping ratio 0.8
    /// (an overshoot of about 1.5 % of the distance from rest). DEVICE-FACTS.md, "The sheet, as UIKit's code
    /// defines it", flick spring (`SheetHighSpeedDampingRatio`).
    public static let sheetFlick = SpringCurve(
        response: SheetDeviceMetrics.settleResponse, dampingRatio: SheetDeviceMetrics.flickDampingRatio)

    /// Like SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (damping ratio 1).
    public static let smooth = SpringCurve(duration: 0.5, bounce: 0)

    /// Like SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (damping ratio 0.85), a small overshoot.
    public static let snappy = SpringCurve(duration: 0.5, bounce: 0.15)

    /// Like SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (damping ratio 0.7), a visible overshoot.
    public static let bouncy = SpringCurve(duration: 0.5, bounce: 0.3)
}
