/// The one check for a name that becomes a single component of a file path: a scenario's name
/// (the folder of its goldens, artifacts and report images), a snapshot's name (a golden's file
/// name). Such names come from files nobody vetted, so a name that passes can only ever name an
/// entry inside the folder it is joined to.
///
/// A usable name is not empty, not `.` or `..`, holds no `/`, no `\`, no NUL or other control
/// character, does not start with `-` (it would read as an option on a command line), and has at
/// most ``maxBytes`` UTF-8 bytes.
package enum PathComponent {
    /// The most UTF-8 bytes a name may have, so that the longest file name made from it — the
    /// temporary `.<name>.side-by-side.png.tmp-<pid>-<n>` of an atomic write — fits in the 255
    /// bytes file systems allow for one component.
    package static let maxBytes = 200

    /// Why `name` cannot be a path component, worded to follow "it" (`contains '/'`), or nil
    /// when it can.
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." { return "names the folder itself" }
        if name == ".." { return "names the parent folder" }
        if name.contains("/") { return "contains '/'" }
        if name.contains("\\") { return "contains '\\'" }
        if let control = name.unicodeScalars.first(where: isControl) {
            return "contains the control character " + scalarName(control)
        }
        if name.hasPrefix("-") { return "starts with '-'" }
        let bytes = name.utf8.count
        if bytes > maxBytes { return "is \(bytes) bytes long; the limit is \(maxBytes)" }
        return nil
    }

    /// Whether `name` is one Windows reserves for a device, whatever the case and extension
    /// (`CON`, `nul.yaml`, `Com1.txt`): such a file cannot be checked out there, and opening it
    /// opens the device. `CON`, `PRN`, `AUX`, `NUL`, `COM0`–`COM9`, `LPT0`–`LPT9` (also with
    /// superscript digits), before the first dot, trailing spaces ignored.
    package static func isWindowsReserved(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var base = stem.uppercased()
        while base.hasSuffix(" ") { base.removeLast() }
        if ["CON", "PRN", "AUX", "NUL"].contains(base) { return true }
        guard base.count == 4, base.hasPrefix("COM") || base.hasPrefix("LPT"), let last = base.last else { return false }
        return last.isASCII ? last.isNumber : ["¹", "²", "³"].contains(last)
    }

    /// Whether `name` can be a path component.
    package static func isValid(_ name: String) -> Bool {
        problem(name) == nil
    }

    /// C0 and C1 control characters and DEL, and the line and paragraph separators U+2028 and
    /// U+2029: NUL ends a path at the C library, the others rewrite what a terminal shows or end
    /// a line where YAML, JavaScript and some editors read one (a comment, a quoted scalar).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

/// `U+001B`.
func scalarName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
