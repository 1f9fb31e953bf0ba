import PixelDiff
import Scenarios
import Raster
import Support

/// One image to compare with its golden: `Goldens/<scenario>/<variant>/<name>.png`.
package struct GoldenCheck: Sendable {
    /// What produced the image.
    package enum Kind: String, Sendable, Equatable {
        /// A `snapshot` step's screen.
        case snapshot
        /// A `snapshot` step with a window: a contact sheet of the animation.
        case animation
        /// The state when the scenario ended.
        case final
        /// An exported (shared) image.
        case shared
    }

    /// The scenario's name.
    package var scenario: String
    /// `<device>-<orientation>` (the orientation at the start).
    package var variant: String
    /// The golden's file name without `.png`.
    package var name: String
    package var kind: Kind
    /// Where the image comes from in the scenario file: the `snapshot` step, or for the final
    /// state and shared images the file alone (line 0). For annotations and test failures.
    package var source: SourceLocation?
    /// Draws the image; called once, on any thread.
    package var render: @Sendable () -> RGBAImage

    package init(scenario: String, variant: String, name: String, kind: Kind, source: SourceLocation? = nil,
                render: @escaping @Sendable () -> RGBAImage) {
        self.scenario = scenario
        self.variant = variant
        self.name = name
        self.kind = kind
        self.source = source
        self.render = render
    }

    /// `<scenario>/<variant>/<name>`: the golden's path under the goldens folder, without `.png`.
    package var id: String { "\(scenario)/\(variant)/\(name)" }

    /// The golden's path under `goldens`.
    package func goldenPath(in goldens: String) -> String { "\(goldens)/\(id).png" }

    /// Why one of the names the golden's path is made of is not usable as a path component
    /// (``PathComponent``), e.g. `scenario name '..' names the parent folder`; nil when all are.
    /// The scenario parser refuses such names already; a check built otherwise is refused too.
    package var pathProblem: String? {
        for (what, value) in [("scenario name", scenario), ("variant", variant), ("snapshot name", name)] {
            if let problem = PathComponent.problem(value) { return "\(what) '\(echo(value))' \(problem)" }
        }
        return nil
    }
}
