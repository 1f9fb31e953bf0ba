/// The image files the HTML report wrote for one check, as paths relative to the report folder
/// (`images/<n>-<scenario>-<variant>-<snapshot>-<kind>.png`).
///
/// A failed check (or one with an error) gets an `expected`, `actual` and `diff` image when it
/// had them; a passed check gets a `thumb`.
package struct ReportImages: Sendable, Equatable {
    /// What an image shows.
    package enum Kind: String, CaseIterable, Sendable, Equatable {
        /// The golden.
        case expected
        /// The rendered image.
        case actual
        /// The diff image.
        case diff
        /// A passed check's image, shown small.
        case thumb
    }

    /// The path of each image written.
    package var paths: [Kind: String]

    package init(_ paths: [Kind: String] = [:]) {
        self.paths = paths
    }

    /// The path of the `kind` image, or `nil` when there is none.
    package subscript(kind: Kind) -> String? {
        get { paths[kind] }
        set { paths[kind] = newValue }
    }

    /// The images written, in the order of ``Kind/allCases``.
    package var written: [(kind: Kind, path: String)] {
        Kind.allCases.compactMap { kind in paths[kind].map { (kind, $0) } }
    }
}
