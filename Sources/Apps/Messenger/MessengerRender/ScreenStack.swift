import MessengerModel
import Raster

/// The phone's screens from bottom to top at its instant, with where each transition has them
/// (M2, M3, M5–M7, M11): a pushed screen slides in from the right over the one under it, which
/// moves left by a third of its width (UIKit's push and pop; an interactive pop at the
/// finger's progress); a modal slides up from the bottom over a screen that stays. Screens
/// being popped or dismissed are drawn from the transition's copy, since the model has dropped
/// them. A screen fully covered by one over it is not drawn.
struct ScreenStack {
    let scene: Scene

    private var phone: MessengerPhone { scene.phone }
    private var layout: MessengerLayout { scene.layout }

    /// The fraction shown of each navigation or modal layer matching `match`: the current one
    /// (appearing, or in place when no transition runs) and those leaving.
    private func layers<Screen>(current: Screen?, currentFraction: Double = 1,
                                _ match: (Layer) -> Screen?) -> [(screen: Screen, fraction: Double)] {
        var shown: [(Screen, Double)] = []
        var currentShown = current.map { ($0, currentFraction) }
        for transition in phone.transitions where transition.isRunning(at: scene.now) {
            guard let screen = match(transition.layer) else { continue }
            let fraction = transition.fraction(at: scene.now)
            if transition.isAppearing, let current {
                currentShown = (current, fraction)
            } else if !transition.isAppearing {
                shown.append((screen, fraction))
            }
        }
        return shown + (currentShown.map { [$0] } ?? [])
    }

    func draw(on painter: inout Painter) {
        let logins = layers(current: phone.login) { if case .login(let screen) = $0 { screen } else { nil } }
        let searches = layers(current: phone.newConversation) {
            if case .newConversation(let screen) = $0 { screen } else { nil }
        }
        let covered = logins.contains { $0.fraction >= 1 } || searches.contains { $0.fraction >= 1 }
        if !covered { drawTabs(on: &painter) }
        for (screen, fraction) in searches {
            modal(fraction, on: &painter) { NewConversationView(scene: scene).draw(screen, on: &$0) }
        }
        for (screen, fraction) in logins {
            modal(fraction, on: &painter) { drawLogin(screen, on: &$0) }
        }
    }

    /// Chats with its pushed chats, or Profile; the tab bar goes with Chats when a chat
    /// slides over it.
    private func drawTabs(on painter: inout Painter) {
        guard phone.tab == .chats else {
            ProfileView(scene: scene).draw(on: &painter)
            scene.bars.tabBar(selected: .profile, on: &painter)
            return
        }
        let dragged = phone.edgePop.map { 1 - $0.progress } ?? 1
        let chats = layers(current: phone.chat, currentFraction: dragged) {
            if case .chat(let chat) = $0 { chat } else { nil }
        }
        push(chats, on: &painter, under: { painter in
            ChatsView(scene: scene).draw(on: &painter)
            scene.bars.tabBar(selected: .chats, on: &painter)
        }, over: { chat, painter in
            ChatView(scene: scene).draw(chat, on: &painter)
        })
    }

    /// Log In with Register pushed on it (the current one, or the copy being dismissed).
    private func drawLogin(_ login: LoginScreen, on painter: inout Painter) {
        let isCurrent = phone.login == login
        let registers: [(screen: RegisterScreen, fraction: Double)]
        if isCurrent {
            registers = layers(current: phone.login?.register) { if case .register(let screen) = $0 { screen } else { nil } }
        } else {
            registers = login.register.map { [($0, 1)] } ?? []
        }
        let view = LoginView(scene: scene)
        push(registers, on: &painter, under: { view.drawLogin(login, on: &$0) }, over: { view.drawRegister($0, on: &$1) })
    }

    /// A navigation stack's bottom screen under pushed ones at their fractions.
    private func push<Screen>(_ pushed: [(screen: Screen, fraction: Double)], on painter: inout Painter,
                              under: (inout Painter) -> Void, over: (Screen, inout Painter) -> Void) {
        let top = pushed.map(\.fraction).max() ?? 0
        let width = layout.width
        if top < 1 {
            painter.shifted(dx: -top * width / 3, dy: 0) { under(&$0) }
            // UIKit dims the screen underneath a little as the new one covers it.
            if top > 0 { painter.fillAll(RGBA(0, 0, 0, UInt8(clamping: Painter.whole(top * 26)))) }
        }
        for (screen, fraction) in pushed {
            let x = (1 - fraction) * width
            if fraction < 1 { edgeShadow(x: x, on: &painter) }
            painter.shifted(dx: x, dy: 0) { painter in
                painter.clipped(to: layout.screen) { over(screen, &$0) }
            }
        }
    }

    /// The soft shadow along a sliding screen's left edge.
    private func edgeShadow(x: Double, on painter: inout Painter) {
        for step in 0..<6 {
            let alpha = UInt8(clamping: 6 * (6 - step))
            painter.fill(Rect(x: x - Double(step + 1), y: 0, width: 1, height: layout.height), RGBA(0, 0, 0, alpha))
        }
    }

    /// A modal screen lifted from the bottom to its place at `fraction`.
    private func modal(_ fraction: Double, on painter: inout Painter, _ body: (inout Painter) -> Void) {
        let y = (1 - fraction) * layout.height
        painter.shifted(dx: 0, dy: y) { painter in
            painter.clipped(to: layout.screen) { body(&$0) }
        }
    }
}
