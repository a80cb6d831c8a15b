/// Command-line options of transitions-bench.
struct BenchmarkOptions {
    /// Only benchmarks whose name contains this (case-insensitive) run.
    var filter: String?
    /// Operations per timed run; nil calibrates each benchmark to about ``targetRunNanoseconds``.
    var iterations: Int?
    /// Timed runs per benchmark; the report shows their median.
    var runs = 7
    /// Print a Markdown table (for docs/performance.md) instead of aligned columns.
    var markdown = false
    /// List the benchmark names and exit.
    var list = false
    /// Print usage and exit.
    var help = false
    /// Play the scripted finger traces into the sheet and print the feel report (docs/performance.md,
    /// "Feel report") instead of the benchmark table.
    var feel = false
    /// Print the zoom's device-parity report (DEVICE-FACTS.md's zoom rows, measured vs ours) and exit.
    var zoomParity = false
    /// Print the sheet's parity report (DEVICE-FACTS.md's sheet rows, UIKit's code vs ours) and exit.
    var sheetParity = false

    /// Calibration aims for timed runs of about 20 ms.
    static let targetRunNanoseconds = 20_000_000.0

    static let usage = """
        usage: swift run -c release transitions-bench [options]

          --filter <text>    run only benchmarks whose name contains <text>
          --iterations <N>   operations per timed run (default: calibrated to ~20 ms per run)
          --runs <N>         timed runs per benchmark; the median is reported (default 7)
          --markdown         print a Markdown table
          --list             list benchmark names
          --feel             play scripted finger traces into the sheet and print the feel report
                             (hand-off, overshoot, settle, touch-down, off-screen, stall, main-thread cost)
          --zoom-parity      print the zoom's device-parity report (iOS's measured values vs ours)
          --sheet-parity     print the sheet's parity report (UIKit's code values vs ours)
          --help             show this help
        """

    /// An option that could not be understood; `message` says why.
    struct ParseError: Error {
        let message: String
    }

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws(ParseError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter":
                filter = try Self.value(for: argument, from: &remaining)
            case "--iterations":
                iterations = try Self.positiveInteger(for: argument, from: &remaining)
            case "--runs":
                runs = try Self.positiveInteger(for: argument, from: &remaining)
            case "--markdown":
                markdown = true
            case "--list":
                list = true
            case "--feel":
                feel = true
            case "--zoom-parity":
                zoomParity = true
            case "--sheet-parity":
                sheetParity = true
            case "--help", "-h":
                help = true
            default:
                throw ParseError(message: "unknown option '\(argument)'")
            }
        }
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws(ParseError) -> String
    {
        guard let value = remaining.popFirst() else {
            throw ParseError(message: "\(option) needs a value")
        }
        return value
    }

    private static func positiveInteger(
        for option: String, from remaining: inout ArraySlice<String>
    ) throws(ParseError) -> Int {
        let text = try value(for: option, from: &remaining)
        guard let number = Int(text), number > 0 else {
            throw ParseError(message: "\(option) needs a positive whole number, got '\(text)'")
        }
        return number
    }
}
