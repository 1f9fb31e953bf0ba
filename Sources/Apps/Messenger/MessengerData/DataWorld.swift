import MessengerBackend
import VirtualClock

/// The phones' data layers and the backend on one clock, without screens: what a world model
/// embeds, and what tests and `explore`'s invariants can run alone. It routes each data layer's
/// requests into the backend and each backend answer back into its phone's layer, as the SDK's
/// main queue does: answers are handled one at a time in the order they come, and the requests
/// an answer makes are sent at once.
public struct DataWorld<Caller: Sendable & Equatable>: AppModel {
    /// The inputs: the screens' operations, the network, the backend's timers.
    public enum Action: Sendable, Equatable {
        /// Phone `client` starts `operation` for `caller`.
        case start(client: Int, DataOperation, caller: Caller)
        /// Phone `client`'s link goes offline or online.
        case network(client: Int, online: Bool)
        /// A backend timer fired.
        case backend(BackendTimer)
    }

    /// What happened: results for the screens and the backend's trace lines, in order.
    public enum Event: Sendable, Equatable {
        /// A result for phone `client`'s screens.
        case result(client: Int, caller: Caller, DataResult)
        case trace(BackendTrace)
    }

    /// The virtual time; the backend's is set to it before each input.
    public var now: Double
    /// The one backend, with a client per phone.
    public private(set) var backend: Backend<DataTag>
    /// Each phone's data layer, in `users:` order.
    public private(set) var layers: [DataLayer<Caller>]

    /// One phone per layer, in `users:` order, on `backend` (which has one client per phone).
    public init(backend: Backend<DataTag>, layers: [DataLayer<Caller>]) {
        self.now = backend.now
        self.backend = backend
        self.layers = layers
    }

    /// Sets phone `client`'s cached user (both the e-mail and the name; nil removes both).
    public mutating func setIdentity(_ identity: ChatIdentity?, client: Int) {
        guard layers.indices.contains(client) else { return }
        layers[client].email = identity?.email
        layers[client].name = identity?.name
    }

    /// Caches phone `client`'s e-mail, as logging in does (the name stays as it was).
    public mutating func setEmail(_ email: String, client: Int) {
        guard layers.indices.contains(client) else { return }
        layers[client].email = email
    }

    /// Caches phone `client`'s name, as reading the user's node after logging in does.
    public mutating func setName(_ name: String, client: Int) {
        guard layers.indices.contains(client) else { return }
        layers[client].name = name
    }

    /// Runs `action` through the layers and the backend until no answer is left to hand over.
    public mutating func reduce(_ action: Action) -> [Effect<BackendTimer, Event>] {
        backend.now = now
        // Room for a delivery's usual effects at once, rather than grown one by one.
        var effects: [Effect<BackendTimer, Event>] = []
        effects.reserveCapacity(8)
        var answers: [BackendCallback<DataTag>] = []
        switch action {
        case let .start(client, operation, caller):
            guard layers.indices.contains(client) else { return [] }
            let output = layers[client].start(operation, caller: caller)
            Self.append(output, client: client, to: &effects)
            for request in output.requests {
                Self.absorb(backend.reduce(.request(client: client, request.request, tag: request.tag)), into: &effects, answers: &answers)
            }
        case let .network(client, online):
            Self.absorb(backend.reduce(.network(client: client, online: online)), into: &effects, answers: &answers)
        case .backend(let timer):
            Self.absorb(backend.reduce(.wake(timer)), into: &effects, answers: &answers)
        }
        var next = 0
        while next < answers.count {
            let answer = answers[next]
            next += 1
            guard layers.indices.contains(answer.client) else { continue }
            let output = layers[answer.client].resume(answer)
            Self.append(output, client: answer.client, to: &effects)
            for request in output.requests {
                Self.absorb(backend.reduce(.request(client: answer.client, request.request, tag: request.tag)),
                       into: &effects, answers: &answers)
            }
        }
        return effects
    }

    public static func action(firing timer: BackendTimer) -> Action {
        .backend(timer)
    }

    public mutating func traceKept(_ isKept: Bool) {
        backend.traceKept(isKept)
    }

    /// The backend's summary: messages in flight and held, pending writes.
    public var summary: BackendSummary { backend.summary }

    /// Appends `output`'s results for phone `client` to `effects`.
    static func append(_ output: DataOutput<Caller>, client: Int, to effects: inout [Effect<BackendTimer, Event>]) {
        for result in output.results {
            effects.append(.log(.result(client: client, caller: result.caller, result.result)))
        }
    }

    /// Passes the backend's timers and traces on, and queues its answers. Static: a method of
    /// the world called with `backend.reduce(…)` as its argument would copy the world before
    /// the backend changes, and every array the backend then changes would be copied whole.
    static func absorb(_ backendEffects: consuming [BackendEffect<DataTag>], into effects: inout [Effect<BackendTimer, Event>],
                answers: inout [BackendCallback<DataTag>]) {
        // Taken out one by one, in order, each moved rather than copied.
        var pending = backendEffects
        if effects.capacity < effects.count + pending.count {
            effects.reserveCapacity(max(2 * effects.capacity, effects.count + pending.count))
        }
        pending.reverse()
        while let effect = pending.popLast() {
            switch effect {
            case let .schedule(timer, delay): effects.append(.schedule(timer, after: delay))
            case .cancel(let timer): effects.append(.cancel(timer))
            case .log(.trace(let trace)): effects.append(.log(.trace(trace)))
            case .log(.callback(let callback)): answers.append(callback)
            }
        }
    }
}
