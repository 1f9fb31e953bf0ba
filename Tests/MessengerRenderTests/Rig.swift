import Testing
import MessengerModel
import MessengerRender
import Raster

/// A phone on a driver, driven as a scenario would: named taps at a target's centre, drags
/// sampled every 1/60 s, typing, and the data layer's answers by ticket; and its screen.
struct Rig {
    var driver: Driver<MessengerPhone>
    var nextTouch = 1
    var taken = 0
    var renderer = MessengerRenderer(photos: Rig.photos)

    init(device: Device, account: Account? = Account(email: "alice@example.com", name: "Alice Martin")) {
        driver = Driver(state: MessengerPhone(device: device, account: account))
    }

    var phone: MessengerPhone { driver.state }
    var now: Double { driver.now }
    var layout: MessengerLayout { phone.layout }
    var scale: Int { phone.device.scale }

    /// The screen now.
    func render() -> RGBAImage { renderer.render(phone) }

    /// The requests made since the last call.
    mutating func drain() -> [DataRequest] {
        let requests = Array(phone.outbox.dropFirst(taken))
        taken = phone.outbox.count
        return requests
    }

    /// The last request made since the last look, of the kind `matching` accepts.
    mutating func request(sourceLocation: SourceLocation = #_sourceLocation,
                          _ matching: (DataRequest.Kind) -> Bool) -> DataRequest {
        guard let request = drain().last(where: { matching($0.kind) }) else {
            Issue.record("no such request", sourceLocation: sourceLocation)
            return DataRequest(ticket: 0, kind: .signOut)
        }
        return request
    }

    mutating func send(_ action: MessengerAction) { driver.send(action) }
    mutating func wait(_ seconds: Double) { driver.advance(to: driver.now + seconds) }
    mutating func answer(_ answer: DataAnswer, to request: DataRequest) {
        send(.answered(ticket: request.ticket, answer))
    }
    mutating func type(_ text: String) { send(.type(text, replacing: false)) }

    mutating func tap(at point: Point) {
        let id = nextTouch
        nextTouch += 1
        send(.touchBegan(id: id, at: point))
        send(.touchEnded(id: id, at: point))
    }

    mutating func tap(_ target: Target, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = phone.frame(of: target) else {
            Issue.record("\(target.name) is not on screen", sourceLocation: sourceLocation)
            return
        }
        tap(at: frame.center)
    }

    /// A straight drag by (dx, dy) over `duration`, released at its end unless `end` is false.
    mutating func drag(from start: Point, dx: Double, dy: Double, duration: Double, end: Bool = true) {
        let id = nextTouch
        nextTouch += 1
        let t0 = driver.now
        send(.touchBegan(id: id, at: start))
        var frame = 1
        while Double(frame) / 60 < duration {
            let f = Double(frame) / 60 / duration
            driver.advance(to: t0 + Double(frame) / 60)
            send(.touchMoved(id: id, at: Point(x: start.x + dx * f, y: start.y + dy * f)))
            frame += 1
        }
        driver.advance(to: t0 + duration)
        let last = Point(x: start.x + dx, y: start.y + dy)
        send(end ? .touchEnded(id: id, at: last) : .touchMoved(id: id, at: last))
    }

    // MARK: - Worlds in a few steps

    /// Signed in on Chats with these conversations listed.
    static func chats(_ device: Device, rows: [ConversationRow]) -> Rig {
        var rig = Rig(device: device)
        rig.send(.conversationsChanged(rows))
        _ = rig.drain()
        return rig
    }

    /// A chat with Bob open (the push ended), showing `messages`.
    static func chat(_ device: Device, messages: [ChatMessage]) -> Rig {
        var rig = chats(device, rows: [ConversationRow(id: "c1", otherUserEmail: "bob-example-com", name: "Bob Stone",
                                                       latestMessage: "hi")])
        rig.tap(.row(1))
        rig.wait(0.35)
        rig.send(.messagesChanged(conversation: "c1", messages))
        _ = rig.drain()
        return rig
    }

    static let rows = [
        ConversationRow(id: "c1", otherUserEmail: "bob-example-com", name: "Bob Stone", latestMessage: "See you tomorrow at the station!"),
        ConversationRow(id: "c2", otherUserEmail: "carol-example-com", name: "Carol ", latestMessage: "ok"),
        ConversationRow(id: "c3", otherUserEmail: "dave-example-com", name: "Dave Brown",
                        latestMessage: "A longer latest message that will not fit on one line of the row, nor on two, so it ends with an ellipsis"),
    ]

    static func message(_ text: String, from sender: String, _ index: Int) -> ChatMessage {
        ChatMessage(id: "m\(index)", senderEmail: sender, content: .text(text), date: "2026-01-01T00:00:\(index).000Z")
    }

    static let conversation: [ChatMessage] = [
        message("Hi Bob!", from: "alice-example-com", 1),
        message("Hello Alice, how are you?", from: "bob-example-com", 2),
        message("Fine, thanks. Shall we meet tomorrow at the station, at nine in the morning?", from: "alice-example-com", 3),
        ChatMessage(id: "m4", senderEmail: "bob-example-com", content: .photo("message_images/photo_message_m4.png"), date: "d4"),
        message("Yes", from: "bob-example-com", 5),
        ChatMessage(id: "m6", senderEmail: "alice-example-com", content: .video("message_images/video_message_m6.mov"), date: "d6"),
    ]

    /// Photos by name: Bob's avatar and the two media messages (made here, so the tests need
    /// no files).
    static let photos = MessengerPhotos(images: [
        MessengerPhotos.avatarPath(forSafeEmail: "bob-example-com"): TestPhotos.gradient(width: 120, height: 90),
        MessengerPhotos.avatarPath(forSafeEmail: "alice-example-com"): TestPhotos.stripes(width: 64, height: 64),
        "message_images/photo_message_m4.png": TestPhotos.gradient(width: 400, height: 300),
        "message_images/video_message_m6.mov": TestPhotos.stripes(width: 300, height: 300),
        "cat": TestPhotos.stripes(width: 90, height: 120),
    ])
}
