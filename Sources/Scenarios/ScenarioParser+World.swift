import Devices
import Support
import Yams

/// Worlds (docs/worlds.md): the participants list and the steps addressed to one of them.
extension ScenarioParser {
    /// The participants list: `users: { alice: { device: iphone-8, … }, bob: {} }`, in order.
    mutating func participants(_ field: Field, world: WorldWords) throws(ScenarioError)
        -> [Participant<App.ParticipantSettings>] {
        let key = world.participantsKey
        let example = "'\(key): { alice: { device: \(world.defaultDevice) } }'"
        guard case .mapping(let mapping) = field.value else {
            throw typeError("a mapping of participants such as \(example)", for: key, found: field.value)
        }
        guard !mapping.isEmpty else {
            throw error("'\(key)' is empty; name at least one participant, e.g. \(example)", at: field.value)
        }
        var result: [Participant<App.ParticipantSettings>] = []
        var seen: Set<String> = []
        for (nameNode, entry) in mapping {
            guard result.count < world.maxParticipants else {
                throw error("a world has at most \(world.maxParticipants) participants; this is one more",
                            at: nameNode)
            }
            let name = try participantName(nameNode, world: world)
            guard seen.insert(name.lowercased()).inserted else {
                throw error("participant '\(name)' is listed twice (names differing only in case name the same "
                            + "golden folder)", at: nameNode)
            }
            participantNames.append(name)
            var device = Device.named(world.defaultDevice)
            var own: [Field] = []
            if case .null? = ScenarioText.scalarValue(entry) {
                // `bob:` alone takes every default.
            } else {
                let fields = try fields(of: entry, for: name, known: ["device"] + world.participantKeys,
                                        context: "in participant '\(name)'", expected: "a mapping such as "
                                            + "'{ device: \(world.defaultDevice) }'")
                for field in fields {
                    guard field.name == "device" else { own.append(field); continue }
                    let id = try text(field.value, for: "device", expected: "a device id")
                    guard let named = Device.named(id) else {
                        throw error(Device.unknownMessage(id, allowAll: false), at: field.value)
                    }
                    device = named
                }
            }
            guard let device else {
                throw error("the default device '\(world.defaultDevice)' is not a known device", at: nameNode)
            }
            try chargeExpansion(own)
            let settings = try App.participant(name, own, in: &self)
            result.append(Participant(name: name, device: device, settings: settings))
        }
        return result
    }

    /// A participant's name: letters, digits, `-` and `_`, starting with a letter (it names a
    /// golden folder and is written as a step key), and not a step's name.
    func participantName(_ node: Node, world: WorldWords) throws(ScenarioError) -> String {
        let name = try word(node, for: world.participantsKey, expected: "a participant name")
        let allowed = name.unicodeScalars.allSatisfy { Self.isNameCharacter($0) && $0 != "." }
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
              allowed else {
            throw error("participant name '\(echo(name))' must start with a letter and use only letters, digits, "
                        + "'-' and '_' (it names the participant's golden folder)", at: node)
        }
        if let problem = PathComponent.problem(name) {
            throw error("participant name '\(echo(name))' must be usable as a folder name: it \(problem)", at: node)
        }
        let steps = vocabulary.allSteps + world.worldSteps
        guard !steps.contains(name), name != "world" else {
            throw error("participant name '\(name)' is the name of "
                        + (name == "world" ? "the world's golden folder" : "a step") + "; choose another", at: node)
        }
        return name
    }

    /// `alice: { tap: send }`: one step of the phone of participant `index`, read with that
    /// participant's touches and snapshot names.
    mutating func addressedStep(_ field: Field, participant index: Int) throws(ScenarioError) -> Step<App> {
        let current = TouchBook(down: touchesDown, seen: touchesSeen, order: touchOrder)
        let book = otherPhonesTouches.removeValue(forKey: index) ?? TouchBook()
        touchesDown = book.down
        touchesSeen = book.seen
        touchOrder = book.order
        participant = index
        defer {
            otherPhonesTouches[index] = TouchBook(down: touchesDown, seen: touchesSeen, order: touchOrder)
            touchesDown = current.down
            touchesSeen = current.seen
            touchOrder = current.order
            participant = nil
        }
        var step = try step(field.value)
        step.participant = index
        return step
    }

    /// Why a step key cannot be read where it is written in a world, or nil when it can:
    /// a phone's step at the world level, a world's step inside an addressed one, or a
    /// participant inside another's step.
    func worldPlacementProblem(_ field: Field, world: WorldWords) -> String? {
        let name = field.name
        let example = participantNames.first ?? "alice"
        if let index = participant {
            let owner = participantNames[index]
            if participantNames.contains(name) {
                return "a step for '\(owner)' cannot hold a step for '\(name)'; write '\(name): { … }' as its own "
                    + "list item"
            }
            if !vocabulary.allSteps.contains(name) && world.steps.contains(name) {
                return "'\(name)' is a step of the world, not of one phone; write it as its own list item, not "
                    + "inside '\(owner): { … }'"
            }
            return nil
        }
        if participantNames.contains(name) || world.worldSteps.contains(name) { return nil }
        if vocabulary.allSteps.contains(name) {
            return "'\(name)' is a step of one participant's phone; address it, e.g. '\(example): { \(name): … }'"
        }
        return nil
    }
}

/// The raw touches of one phone while a scenario is read: those down, those seen, and the
/// order they first began in.
struct TouchBook: Sendable {
    var down: [Int: SourceLocation] = [:]
    var seen: Set<Int> = []
    var order: [Int] = []
}
