import MessengerBackend
import Testing

@Suite("Authentication: create, sign in and sign out, with the SDK's messages")
struct AuthenticationTests {
    @Test("the SDK's messages, word for word")
    func messages() {
        #expect(AuthError.emailAlreadyInUse.message == "The email address is already in use by another account.")
        #expect(AuthError.weakPassword.message == "The password must be 6 characters long or more.")
        #expect(AuthError.invalidEmail.message == "The email address is badly formatted.")
        #expect(AuthError.userNotFound.message
                == "There is no user record corresponding to this identifier. The user may have been deleted.")
        #expect(AuthError.wrongPassword.message == "The password is invalid or the user does not have a password.")
        #expect(AuthError.network.message
                == "Network error (such as timeout, interrupted connection or unreachable host) has occurred.")
    }

    @Test("creating an account is refused for a bad e-mail, then a short password, then an e-mail in use", arguments: [
        ("bob.example.com", "password1", AuthResult.failed(.invalidEmail)),
        ("bob@example", "12345", .failed(.invalidEmail)),
        ("bob@example.com", "12345", .failed(.weakPassword)),
        ("alice@example.com", "12345", .failed(.weakPassword)),
        ("alice@example.com", "password1", .failed(.emailAlreadyInUse)),
        ("ALICE@Example.com", "other-password", .failed(.emailAlreadyInUse)),
        ("bob@example.com", "123456", .signedIn(email: "bob@example.com")),
        ("Bob@Example.COM", "password1", .signedIn(email: "bob@example.com")),
    ])
    func create(email: String, password: String, result: AuthResult) {
        var world = BackendHarness(latencies: [0.25])
        world.setUp { $0.setUpAccount(email: "alice@example.com", password: "password1") }
        world.request(0, .createUser(email: email, password: password), tag: "create", at: 1)
        world.settle()
        #expect(world.answers("create").map(\.time) == [1.5])
        #expect(world.answers("create").map(\.answer) == [.auth(result)])
        let signedIn: String? = if case .signedIn(let who) = result { who } else { nil }
        #expect(world.backend.signedInEmail(client: 0) == signedIn)
        #expect(world.backend.accounts.count == (signedIn == nil ? 1 : 2))
    }

    @Test("signing in is refused for a bad e-mail, an unknown one, a wrong password", arguments: [
        ("alice", "password1", AuthResult.failed(.invalidEmail)),
        ("carol@example.com", "password1", .failed(.userNotFound)),
        ("alice@example.com", "password2", .failed(.wrongPassword)),
        ("alice@example.com", "", .failed(.wrongPassword)),
        ("Alice@Example.com", "password1", .signedIn(email: "alice@example.com")),
    ])
    func signIn(email: String, password: String, result: AuthResult) {
        var world = BackendHarness(latencies: [0.25])
        world.setUp { $0.setUpAccount(email: "alice@example.com", password: "password1") }
        world.request(0, .signIn(email: email, password: password), tag: "sign in", at: 2)
        world.settle()
        #expect(world.answers("sign in").map(\.time) == [2.5])
        #expect(world.answers("sign in").map(\.answer) == [.auth(result)])
    }

    @Test("offline, create and sign-in fail at once with the network error, and send nothing")
    func offline() {
        var world = BackendHarness(latencies: [0.25])
        world.network(0, online: false, at: 0)
        world.request(0, .createUser(email: "bob@example.com", password: "password1"), tag: "create", at: 1)
        world.request(0, .signIn(email: "bob@example.com", password: "password1"), tag: "sign in", at: 1)
        #expect(world.answers("create").map(\.answer) == [.auth(.failed(.network))])
        #expect(world.answers("sign in").map(\.answer) == [.auth(.failed(.network))])
        #expect(world.callbacks.allSatisfy { $0.time == 1 })
        #expect(world.backend.isQuiet && world.backend.accounts.isEmpty)
    }

    @Test("signing out is at once, with no message; accounts set up at launch can sign in")
    func signOut() {
        var world = BackendHarness(latencies: [0.25, 0.25])
        world.setUp {
            $0.setUpAccount(email: "alice@example.com", password: "password1")
            $0.setUpSignedIn(client: 0, email: "alice@example.com")
        }
        #expect(world.backend.signedInEmail(client: 0) == "alice@example.com")
        #expect(world.backend.signedInEmail(client: 1) == nil)
        world.request(0, .signOut, at: 1)
        #expect(world.backend.signedInEmail(client: 0) == nil)
        #expect(world.backend.isQuiet && world.callbacks.isEmpty)
        world.request(1, .signIn(email: "alice@example.com", password: "password1"), at: 2)
        world.settle()
        #expect(world.backend.signedInEmail(client: 1) == "alice@example.com")
    }

    @Test("an account set up twice is one account")
    func setUpTwice() {
        var backend = Backend<String>(latencies: [])
        let first = backend.setUpAccount(email: "a@b.co", password: "password1")
        let second = backend.setUpAccount(email: "A@B.CO", password: "other")
        #expect(first && !second)
        #expect(backend.accounts == [BackendAccount(email: "a@b.co", password: "password1")])
    }

    @Test("well-formed e-mails", arguments: [
        ("a@b.co", true), ("first.last+tag@mail.example.org", true), ("a@b", false), ("@b.co", false),
        ("a@@b.co", false), ("a@b..co", false), ("a@.b.co", false), ("a b@c.de", false), ("", false), ("a@b.co.", false),
    ])
    func wellFormed(email: String, valid: Bool) {
        #expect(AuthError.isWellFormed(email: email) == valid)
    }
}
