import Scenarios
import InstagridModel

/// The value of an `app:` step (R26).
public enum LifecycleStep: String, Sendable, Equatable, CaseIterable {
    case inactive, active, background, foreground

    /// The input the step sends.
    public var action: AppAction {
        switch self {
        case .inactive: .appBecameInactive
        case .active: .appBecameActive
        case .background: .appEnteredBackground
        case .foreground: .appEnteredForeground
        }
    }
}

/// One authorization a `settings:` step sets (R19).
public struct PermissionSetting: Sendable, Equatable {
    public var kind: PermissionKind
    public var authorization: Authorization

    public init(_ kind: PermissionKind, _ authorization: Authorization) {
        self.kind = kind
        self.authorization = authorization
    }
}
