/// A count and its noun, singular for exactly one: `counted(1, "scenario")` is `1 scenario`,
/// `counted(3, "scenario")` is `3 scenarios`, `counted(2, "golden", plural: "goldens")`.
///
/// Every message that counts something goes through this, so no output reads "1 checks".
/// - Parameters:
///   - noun: the singular, possibly several words (`orphaned golden`).
///   - plural: the plural when it is not the singular plus "s".
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
