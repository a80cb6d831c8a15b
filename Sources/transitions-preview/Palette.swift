/// Colors shared by every picture, so a phase has the same color in the film strip and in the plots.
enum Palette {
    static let ink = "#1c1c1e"
    static let secondaryInk = "#6e6e73"
    static let grid = "#e5e5ea"
    static let axis = "#8e8e93"
    static let accent = "#0a84ff"
    static let detent = "#af52de"
    static let screenBackground = "#f2f2f7"
    static let sheet = "#ffffff"
    static let placeholder = "#e5e5ea"
    static let bezel = "#1c1c1e"

    /// Colors of series drawn together (springs, height/velocity).
    static let series = ["#0a84ff", "#34c759", "#ff9f0a", "#ff2d55", "#5856d6", "#8e8e93"]

    /// The color of a phase group (see `SheetScenario.LabeledFrame.group`).
    static func phase(_ group: String) -> String {
        switch group {
        case "present": return "#5856d6"
        case "fling": return "#ff9f0a"
        case "settle": return "#34c759"
        case "drag": return "#0a84ff"
        case "dismiss": return "#ff3b30"
        default: return "#8e8e93"
        }
    }
}
