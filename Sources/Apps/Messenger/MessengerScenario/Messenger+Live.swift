import MessengerModel
import MessengerWorld

/// What the studio's live world records of Messenger (docs/studio.md, "Worlds").
extension Messenger {
    /// "Expect the current state": for each user's phone, in `users:` order, every phone key
    /// (`screen`, `title`, `alert`, `sheet`, `keyboard`, `focused`, `input`, `rows`,
    /// `messages`, `pending`, `signedIn`); then the world's `quiet`.
    public static func expectations(everythingIn world: MessengerWorld)
        -> [(participant: Int?, expectation: MessengerExpectation)] {
        let phones = world.phones.indices.map { index -> (participant: Int?, expectation: MessengerExpectation) in
            let phone = world.phone(index)
            let checks: [MessengerCheck] = [
                .screen(phone.screen.rawValue), .title(phone.title), .alert(phone.alertMessage),
                .sheet(phone.sheetTitle), .keyboard(phone.keyboard.isUp), .focused(phone.focusedTarget?.name),
                .input(phone.input ?? ""), .rows(phone.rowNames), .messages(shownMessages(phone, in: world)),
                .pending(world.data.backend.pendingWriteCount(client: index)), .signedIn(phone.isSignedIn),
            ]
            return (index, MessengerExpectation(participant: index, checks: checks))
        }
        return phones + [(nil, MessengerExpectation(participant: nil, checks: [.quiet(world.data.backend.isQuiet)]))]
    }
}
