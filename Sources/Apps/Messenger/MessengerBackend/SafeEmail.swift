/// An e-mail address as a database key, as the Messenger app writes it: every `.` and `@`
/// replaced by `-` (`bob@example.com` → `bob-example-com`). Other characters are kept, so an
/// address with `#`, `$`, `[` or `]` still makes an invalid key (``DatabasePath/child(_:)``).
public func safeEmail(_ email: String) -> String {
    String(email.map { $0 == "." || $0 == "@" ? "-" : $0 })
}
