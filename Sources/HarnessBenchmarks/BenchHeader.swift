import Foundation

/// The first line every benchmark prints, so a figure copied from it says where and how it was
/// measured: the command, the date, the machine (cores, CPU model, load) and the build.
///
/// `# instagrid-bench png --quick · 2025-06-01 · 2 cores, AMD EPYC, load 3.10 · release build`
public enum BenchHeader {
    /// The header line for this process.
    public static var line: String {
        let command = (["instagrid-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        return "# \(command) · \(date) · \(machine) · \(build) build"
    }

    /// Today's date (UTC), `yyyy-MM-dd`.
    public static var date: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }

    /// `2 cores, AMD EPYC, load 3.10`: the cores this process may use (as `nproc` counts), the
    /// CPU model from /proc/cpuinfo and the one-minute load average from /proc/loadavg.
    public static var machine: String {
        var parts = ["\(ProcessInfo.processInfo.activeProcessorCount) cores"]
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":") {
            parts.append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        if let loadavg = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
           let first = loadavg.split(separator: " ").first {
            parts.append("load \(first)")
        }
        return parts.joined(separator: ", ")
    }

    /// `release` or `debug`.
    public static var build: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }
}
