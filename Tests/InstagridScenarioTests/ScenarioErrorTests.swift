import Testing

/// Every class of scenario error, with its exact position and wording.
@Suite struct ScenarioErrorTests {
    /// Scenario text and the error it gives (path shortened to `s.yaml`).
    struct Case: CustomTestStringConvertible, Sendable {
        let yaml: String
        let error: String
        init(_ yaml: String, _ error: String) {
            self.yaml = yaml
            self.error = error
        }
        var testDescription: String { error }
    }

    static let photos = "photos: {beach: Photos/landscape-4x3.png}\n"

    static let documentErrors: [Case] = [
        Case("", "s.yaml:1:1: error: the scenario is empty; it needs at least 'steps'"),
        Case("# only a comment\n", "s.yaml:1:1: error: the scenario is empty; it needs at least 'steps'"),
        Case("- tap: slot-1\n", "s.yaml:1:1: error: a scenario is a mapping with at least 'steps', found a list"),
        Case("name: x\n", "s.yaml:1:1: error: missing 'steps': a scenario needs a list of steps"),
        Case("steps:\n  - tap: [slot-1\n",
             "s.yaml:3:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 2:10)"),
        Case("steps: []\n  name: x\n",
             "s.yaml:2:3: error: invalid YAML: did not find expected key (while parsing a block mapping at 1:1)"),
        Case("steps: []\nname: a: b\n",
             "s.yaml:2:8: error: invalid YAML: mapping values are not allowed in this context"),
        Case("steps: []\nname: a\nname: b\n",
             "s.yaml:3:1: error: duplicate key 'name'; a key may appear only once in a mapping"),
        Case("steps:\n  - {wait: 1, wait: 2}\n",
             "s.yaml:2:15: error: duplicate key 'wait'; a key may appear only once in a mapping"),
        Case("stepz:\n  - wait: 1\n", "s.yaml:1:1: error: unknown key 'stepz' at the top level; did you mean 'steps'?"),
        Case("steps: []\nvideo: yes\n",
             "s.yaml:2:1: error: unknown key 'video' at the top level; expected one of: name, description, devices, "
                + "orientation, options, photos, steps"),
        Case("steps: 3\n", "s.yaml:1:8: error: expected a list of steps for 'steps', found a number 3"),
        Case("name: [a]\nsteps: []\n", "s.yaml:1:7: error: expected a name for 'name', found a list"),
        Case("name: a/b\nsteps: []\n",
             "s.yaml:1:7: error: scenario name 'a/b' must be usable as a folder name: it contains '/'"),
        Case("steps: []\n---\nsteps: []\n",
             "s.yaml:2:1: error: invalid YAML: found a second document; a scenario file holds one"),
        Case("steps: []\nname: \u{1}\n", "s.yaml:2:7: error: invalid YAML: control characters are not allowed"),
        Case("steps: []\nname: \"a\\qb\"\n",
             "s.yaml:2:9: error: invalid YAML: found unknown escape character (while parsing a quoted scalar at 2:7)"),
    ]

    static let deviceErrors: [Case] = [
        Case("devices: iphone8\nsteps: []\n", "s.yaml:1:10: error: unknown device 'iphone8'; did you mean 'iphone-8'?"),
        Case("devices: [iphone-8, pixel-7]\nsteps: []\n",
             "s.yaml:1:21: error: unknown device 'pixel-7'; expected iphone-se, iphone-8, iphone-8-plus, iphone-xs, "
                + "iphone-xr, iphone-xs-max or all"),
        Case("devices: [iphone-8, iphone-8]\nsteps: []\n", "s.yaml:1:21: error: device 'iphone-8' is listed twice"),
        Case("devices: []\nsteps: []\n",
             "s.yaml:1:10: error: 'devices' is empty; name at least one device, or write 'all'"),
        Case("devices: {iphone-8: yes}\nsteps: []\n",
             "s.yaml:1:10: error: expected a device id, a list of ids or 'all' for 'devices', found a mapping"),
        Case("orientation: landscape\nsteps: []\n",
             "s.yaml:1:14: error: unknown orientation 'landscape'; expected portrait, landscape-left or landscape-right"),
        Case("orientation: Portrait\nsteps: []\n",
             "s.yaml:1:14: error: unknown orientation 'Portrait'; did you mean 'portrait'?"),
    ]

    static let optionErrors: [Case] = [
        Case("options:\n  tapslop: 20\nsteps: []\n",
             "s.yaml:2:3: error: unknown key 'tapslop' in options; did you mean 'tapSlop'?"),
        Case("options:\n  swipeDistanse: 20\nsteps: []\n",
             "s.yaml:2:3: error: unknown key 'swipeDistanse' in options; did you mean 'swipeDistance'?"),
        Case("options:\n  incompleteGrid: warn\nsteps: []\n",
             "s.yaml:2:19: error: unknown incompleteGrid policy 'warn'; expected allow, alert or block"),
        Case("options: {slideDuration: 0}\nsteps: []\n",
             "s.yaml:1:26: error: 'slideDuration' must be greater than 0, found 0"),
        Case("options: {returnDuration: fast}\nsteps: []\n",
             "s.yaml:1:27: error: expected a number for 'returnDuration', found a string 'fast'"),
        Case("options: {curve: easeInOut}\nsteps: []\n",
             "s.yaml:1:18: error: unknown curve 'easeInOut'; did you mean 'ease-in-out'?"),
        Case("options: {curve: {cubic-bezier: [1.2, 0, 0.5, 1]}}\nsteps: []\n",
             "s.yaml:1:34: error: x1 of 'cubic-bezier' must be between 0 and 1, found 1.2"),
        Case("options: {curve: {cubic-bezier: [0.2, 0, 0.5]}}\nsteps: []\n",
             "s.yaml:1:33: error: 'cubic-bezier' takes 4 numbers [x1, y1, x2, y2], found 3"),
        Case("options: {curve: {spring: {damping: 0}}}\nsteps: []\n",
             "s.yaml:1:37: error: 'damping' must be greater than 0, found 0"),
        Case("options: {curve: {bounce: 1}}\nsteps: []\n",
             "s.yaml:1:19: error: unknown key 'bounce' in 'curve'; expected one of: spring, cubic-bezier"),
        Case("options: {initialLayout: 4}\nsteps: []\n",
             "s.yaml:1:26: error: initialLayout must be 1, 2 or 3, found 4"),
        Case("options: {exportScale: devise}\nsteps: []\n",
             "s.yaml:1:24: error: unknown exportScale 'devise'; did you mean 'device'?"),
        Case("options: {exportScale: 4}\nsteps: []\n",
             "s.yaml:1:24: error: exportScale must be 1, 2 or 3, found 4"),
        Case("options: {swipeDistanceRate: 1.5}\nsteps: []\n",
             "s.yaml:1:30: error: 'swipeDistanceRate' must be at most 1, found 1.5"),
        Case("options: {tapSlop: -1}\nsteps: []\n",
             "s.yaml:1:20: error: 'tapSlop' must be at least 0, found -1"),
        Case("options: fast\nsteps: []\n", "s.yaml:1:10: error: expected a mapping for 'options', found a string 'fast'"),
    ]

    static let stepErrors: [Case] = [
        Case("steps:\n  - tapp: slot-1\n", "s.yaml:2:5: error: unknown key 'tapp' in step; did you mean 'tap'?"),
        Case("steps:\n  - Wait: 1\n", "s.yaml:2:5: error: unknown key 'Wait' in step; did you mean 'wait'?"),
        Case("steps:\n  - tap: slot-1\n    wait: 1\n",
             "s.yaml:3:5: error: a step has exactly one key, found 'tap' and 'wait'; write each step as its own list item"),
        Case("steps:\n  - {}\n",
             "s.yaml:2:5: error: a step has exactly one key, found none; expected one of: tap, pick, picker, rotate, "
                + "swipe, touches, wait, at, share, alert, expect, snapshot, source, permission, settings, app, "
                + "double-tap, long-press, drag, flick, edge-swipe, pinch, two-finger-tap"),
        Case("steps:\n  - tap\n", "s.yaml:2:5: error: expected a step such as 'tap: slot-1', found a string 'tap'"),
        Case("steps:\n  - wait: abc\n", "s.yaml:2:11: error: expected a number for 'wait', found a string 'abc'"),
        Case("steps:\n  - wait: '1'\n", "s.yaml:2:11: error: expected a number for 'wait', found a string '1'"),
        Case("steps:\n  - wait: -1\n", "s.yaml:2:11: error: 'wait' must not be negative, found -1"),
        Case("steps:\n  - wait: .inf\n", "s.yaml:2:11: error: 'wait' must be a finite number, found .inf"),
        Case("steps:\n  - wait:\n", "s.yaml:2:10: error: expected a number for 'wait', found nothing"),
        Case("steps:\n  - tap: slot-5\n",
             "s.yaml:2:10: error: unknown tap target 'slot-5'; expected layout-1, layout-2, layout-3, slot-1, slot-2, "
                + "slot-3, slot-4 or a point {x: …, y: …}"),
        Case("steps:\n  - tap: layout-0\n",
             "s.yaml:2:10: error: unknown tap target 'layout-0'; expected layout-1, layout-2, layout-3, slot-1, "
                + "slot-2, slot-3, slot-4 or a point {x: …, y: …}"),
        Case("steps:\n  - tap: button-1\n",
             "s.yaml:2:10: error: unknown tap target 'button-1'; expected layout-1, layout-2, layout-3, slot-1, "
                + "slot-2, slot-3, slot-4 or a point {x: …, y: …}"),
        Case("steps:\n  - tap: Slot1\n", "s.yaml:2:10: error: unknown tap target 'Slot1'; did you mean 'slot-1'?"),
        Case("steps:\n  - tap: 3\n",
             "s.yaml:2:10: error: expected a tap target (layout-1…3, slot-1…4 or {x: …, y: …}) for 'tap', found a number 3"),
        Case("steps:\n  - tap: {x: 120}\n", "s.yaml:2:10: error: missing 'y' in 'tap'"),
        Case("steps:\n  - tap: {x: 1, z: 2}\n", "s.yaml:2:17: error: unknown key 'z' in 'tap'; did you mean 'x'?"),
        Case(photos + "steps:\n  - pick: {slot: 5, photo: beach}\n",
             "s.yaml:3:18: error: slot must be 1, 2, 3 or 4, found 5"),
        Case(photos + "steps:\n  - pick: {slot: 1}\n", "s.yaml:3:11: error: missing 'photo' in 'pick'"),
        Case(photos + "steps:\n  - pick: {slot: 1, photo: beech}\n",
             "s.yaml:3:28: error: unknown photo alias 'beech'; did you mean 'beach'?"),
        Case(photos + "steps:\n  - picker: {choose: cat}\n",
             "s.yaml:3:22: error: unknown photo alias 'cat'; declared: beach"),
        Case("steps:\n  - picker: {choose: cat}\n",
             "s.yaml:2:22: error: unknown photo alias 'cat'; declare it under 'photos'"),
        Case("steps:\n  - picker: dismiss\n", "s.yaml:2:13: error: unknown picker answer 'dismiss'; expected cancel"),
        Case("steps:\n  - rotate: landscape_left\n",
             "s.yaml:2:13: error: unknown orientation 'landscape_left'; did you mean 'landscape-left'?"),
        Case("steps:\n  - swipe: upward\n",
             "s.yaml:2:12: error: unknown direction 'upward'; expected up, down, left or right"),
        Case("steps:\n  - swipe: Up\n", "s.yaml:2:12: error: unknown direction 'Up'; did you mean 'up'?"),
        Case("steps:\n  - swipe: {from: [1, 2], to: [3]}\n",
             "s.yaml:2:31: error: expected a point [x, y] for 'to', found 1 value"),
        Case("steps:\n  - swipe: {from: [1, 2], to: [3, 4], duration: 0}\n",
             "s.yaml:2:49: error: 'duration' must be greater than 0, found 0"),
        Case("steps:\n  - share: complete\n",
             "s.yaml:2:12: error: unknown share outcome 'complete'; did you mean 'completed'?"),
        Case("steps:\n  - alert: close\n",
             "s.yaml:2:12: error: unknown alert answer 'close'; expected dismiss, ok, cancel or settings"),
    ]

    static let expectErrors: [Case] = [
        Case("steps:\n  - expect: {phase: idel}\n", "s.yaml:2:21: error: unknown phase 'idel'; did you mean 'idle'?"),
        Case("steps:\n  - expect: {phase: sliding}\n",
             "s.yaml:2:21: error: unknown phase 'sliding'; expected idle, picking, sliding-out, sharing, sliding-back, "
                + "alert, choosing-source or prompt"),
        Case("steps:\n  - expect: {layuot: 1}\n",
             "s.yaml:2:14: error: unknown key 'layuot' in 'expect'; did you mean 'layout'?"),
        Case("steps:\n  - expect: {}\n",
             "s.yaml:2:13: error: 'expect' has no checks; add one of: phase, layout, orientation, slots, visibleSlots, "
                + "gridOffset, picker, alert, shares, time, sheet, prompt, pickerSource, permissions, app, savedImages, "
                + "deviceOrientation"),
        Case("steps:\n  - expect: {layout: 0}\n", "s.yaml:2:22: error: layout must be 1, 2 or 3, found 0"),
        Case(photos + "steps:\n  - expect: {slots: {5: beach}}\n", "s.yaml:3:22: error: slot must be 1, 2, 3 or 4, found 5"),
        Case(photos + "steps:\n  - expect: {slots: {1: beaches}}\n",
             "s.yaml:3:25: error: unknown photo alias 'beaches'; did you mean 'beach'?"),
        Case(photos + "steps:\n  - expect: {slots: {1: sea}}\n",
             "s.yaml:3:25: error: unknown photo alias 'sea'; declared: beach"),
        Case("steps:\n  - expect: {slots: {one: null}}\n",
             "s.yaml:2:22: error: expected a slot number 1…4 as a key in 'slots', found a string 'one'"),
        Case("steps:\n  - expect: {visibleSlots: [1, 2, 5]}\n", "s.yaml:2:35: error: slot must be 1, 2, 3 or 4, found 5"),
        Case("steps:\n  - expect: {gridOffset: 3}\n",
             "s.yaml:2:26: error: expected a point [x, y] for 'gridOffset', found a number 3"),
        Case("steps:\n  - expect: {picker: none}\n",
             "s.yaml:2:22: error: expected a slot number or null for 'picker', found a string 'none'"),
        Case("steps:\n  - expect: {alert: incomplete}\n",
             "s.yaml:2:21: error: unknown alert 'incomplete'; expected grid-incomplete, camera-unavailable, "
                + "camera-denied or library-denied"),
        Case("steps:\n  - expect: {shares: [completed, canceled]}\n",
             "s.yaml:2:34: error: unknown share outcome 'canceled'; did you mean 'cancelled'?"),
        Case("steps:\n  - expect: {time: soon}\n", "s.yaml:2:20: error: expected a number for 'time', found a string 'soon'"),
    ]

    /// Aliases that YAML reads as null, a boolean or a number: refused where they are declared
    /// and wherever an alias is expected, so `slots: {2: null}` can only mean an empty slot.
    static let aliasErrors: [Case] = {
        let rule = "choose an alias that is not null, a boolean or a number"
        func declared(_ key: String) -> String {
            "photos:\n  \(key): Photos/landscape-4x3.png\nsteps: []\n"
        }
        return [
            Case(declared("null"), "s.yaml:2:3: error: photo alias 'null' reads as null in YAML; \(rule)"),
            Case(declared("Null"), "s.yaml:2:3: error: photo alias 'Null' reads as null in YAML; \(rule)"),
            Case(declared("NULL"), "s.yaml:2:3: error: photo alias 'NULL' reads as null in YAML; \(rule)"),
            Case(declared("~"), "s.yaml:2:3: error: photo alias '~' reads as null in YAML; \(rule)"),
            Case(declared("\"null\""), "s.yaml:2:3: error: photo alias 'null' reads as null in YAML; \(rule)"),
            Case(declared("'~'"), "s.yaml:2:3: error: photo alias '~' reads as null in YAML; \(rule)"),
            Case(declared("true"), "s.yaml:2:3: error: photo alias 'true' reads as a boolean in YAML; \(rule)"),
            Case(declared("no"), "s.yaml:2:3: error: photo alias 'no' reads as a boolean in YAML; \(rule)"),
            Case(declared("\"Off\""), "s.yaml:2:3: error: photo alias 'Off' reads as a boolean in YAML; \(rule)"),
            Case(declared("1"), "s.yaml:2:3: error: photo alias '1' reads as a number in YAML; \(rule)"),
            Case(declared("1.5"), "s.yaml:2:3: error: photo alias '1.5' reads as a number in YAML; \(rule)"),
            Case(declared("-2e3"), "s.yaml:2:3: error: photo alias '-2e3' reads as a number in YAML; \(rule)"),
            Case(declared("0x1F"), "s.yaml:2:3: error: photo alias '0x1F' reads as a number in YAML; \(rule)"),
            Case(declared(".inf"), "s.yaml:2:3: error: photo alias '.inf' reads as a number in YAML; \(rule)"),
            Case(declared("'1_000'"), "s.yaml:2:3: error: photo alias '1_000' reads as a number in YAML; \(rule)"),
            Case(declared("\"\""), "s.yaml:2:3: error: a photo alias cannot be empty"),
            Case("photos: {beach: Photos/landscape-4x3.png, 7: Photos/square.png}\nsteps: []\n",
                 "s.yaml:1:43: error: photo alias '7' reads as a number in YAML; \(rule)"),
            Case(photos + "steps:\n  - pick: {slot: 1, photo: 1}\n",
                 "s.yaml:3:28: error: expected a photo alias for 'photo', found '1', which reads as a number in YAML; "
                    + "photo aliases are never null, a boolean or a number"),
            Case(photos + "steps:\n  - pick: {slot: 1, photo: null}\n",
                 "s.yaml:3:28: error: expected a photo alias for 'photo', found 'null', which reads as null in YAML; "
                    + "photo aliases are never null, a boolean or a number"),
            Case(photos + "steps:\n  - picker: {choose: yes}\n",
                 "s.yaml:3:22: error: expected a photo alias for 'choose', found 'yes', which reads as a boolean in "
                    + "YAML; photo aliases are never null, a boolean or a number"),
            Case(photos + "steps:\n  - expect: {slots: {2: \"null\"}}\n",
                 "s.yaml:3:25: error: expected a photo alias for 'slot 2', found 'null', which reads as null in YAML; "
                    + "write null without quotes for an empty slot"),
            Case(photos + "steps:\n  - expect: {slots: {2: '~'}}\n",
                 "s.yaml:3:25: error: expected a photo alias for 'slot 2', found '~', which reads as null in YAML; "
                    + "write null without quotes for an empty slot"),
            Case(photos + "steps:\n  - expect: {slots: {2: false}}\n",
                 "s.yaml:3:25: error: expected a photo alias for 'slot 2', found 'false', which reads as a boolean in "
                    + "YAML; photo aliases are never null, a boolean or a number"),
            Case(photos + "steps:\n  - expect: {slots: {2: 1.5}}\n",
                 "s.yaml:3:25: error: expected a photo alias for 'slot 2', found '1.5', which reads as a number in "
                    + "YAML; photo aliases are never null, a boolean or a number"),
            Case(photos + "steps:\n  - expect: {slots: {2: [beach]}}\n",
                 "s.yaml:3:25: error: expected a photo alias for 'slot 2', found a list"),
        ]
    }()

    static let snapshotErrors: [Case] = [
        Case("steps:\n  - snapshot: after cancel\n",
             "s.yaml:2:15: error: snapshot name 'after cancel' must use only letters, digits, '-', '_' and '.'"),
        Case("steps:\n  - snapshot: a/b\n",
             "s.yaml:2:15: error: snapshot name 'a/b' must use only letters, digits, '-', '_' and '.'"),
        Case("steps:\n  - snapshot: final\n", "s.yaml:2:15: error: snapshot name 'final' is reserved for the final state"),
        Case("steps:\n  - snapshot: shared-2\n",
             "s.yaml:2:15: error: snapshot name 'shared-2' is reserved for shared images"),
        Case("steps:\n  - snapshot: one\n  - snapshot: {name: One}\n",
             "s.yaml:3:22: error: snapshot name 'One' is used twice in this scenario"),
        Case("steps:\n  - snapshot: {name: slide, from: 0, to: 1}\n",
             "s.yaml:2:15: error: missing 'fps' in 'snapshot': a window needs 'from', 'to' and 'fps'"),
        Case("steps:\n  - snapshot: {name: slide, from: 1, to: 1, fps: 30}\n",
             "s.yaml:2:42: error: 'to' must be later than 'from' (1), found 1"),
        Case("steps:\n  - snapshot: {name: slide, from: 0, to: 1, fps: 0}\n",
             "s.yaml:2:50: error: 'fps' must be greater than 0, found 0"),
        Case("steps:\n  - snapshot: {from: 0, to: 1, fps: 30}\n", "s.yaml:2:15: error: missing 'name' in 'snapshot'"),
    ]

    static let timeErrors: [Case] = [
        Case("steps:\n  - wait: 1\n  - tap: slot-1\n  - at: 1\n",
             "s.yaml:4:9: error: 'at: 1' goes back in time: the scenario is already at 1.05 s here"),
        Case("steps:\n  - at: 2\n  - at: 1.5\n",
             "s.yaml:3:9: error: 'at: 1.5' goes back in time: the scenario is already at 2 s here"),
        Case("steps:\n  - touches:\n      - [0.1, 1, began, 0, 0]\n      - [0.05, 1, ended, 0, 0]\n",
             "s.yaml:4:10: error: touch times go backwards: 0.05 comes after 0.1"),
        Case("steps:\n  - touches: [[0.2, 1, began, 0, 0], [0.3, 1, ended, 0, 0]]\n  - at: 0.25\n",
             "s.yaml:3:9: error: 'at: 0.25' goes back in time: the scenario is already at 0.3 s here"),
    ]

    static let trackErrors: [Case] = [
        Case("steps:\n  - touches: []\n", "s.yaml:2:14: error: 'touches' is empty; add samples [t, id, phase, x, y]"),
        Case("steps:\n  - touches: [0, 1, began, 0, 0]\n",
             "s.yaml:2:15: error: expected a sample [t, id, phase, x, y] for 'touches', found a number 0"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0]\n",
             "s.yaml:3:9: error: a touch sample is [t, id, phase, x, y], found 4 values"),
        Case("steps:\n  - touches:\n      - [0, one, began, 0, 0]\n",
             "s.yaml:3:13: error: expected a whole number for 'id', found a string 'one'"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0, y]\n",
             "s.yaml:3:26: error: expected a number for 'y', found a string 'y'"),
        Case("steps:\n  - touches:\n      - [-0.1, 1, began, 0, 0]\n",
             "s.yaml:3:10: error: touch time must not be negative, found -0.1"),
        Case("steps:\n  - touches:\n      - [0, 1, begin, 0, 0]\n",
             "s.yaml:3:16: error: unknown touch phase 'begin'; did you mean 'began'?"),
        Case("steps:\n  - touches:\n      - [0, 1, moved, 0, 0]\n",
             "s.yaml:3:16: error: the first sample of touch 1 must be 'began', found 'moved'"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0, 0]\n      - [0.1, 1, ended, 0, 0]\n"
                + "      - [0.2, 1, moved, 0, 0]\n",
             "s.yaml:5:18: error: touch 1 is not down ('moved' after it ended); a new touch starts with 'began'"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0, 0]\n      - [0.1, 1, began, 0, 0]\n",
             "s.yaml:4:18: error: touch 1 began while already down; end or cancel it first"),
        Case("steps:\n  - touches:\n      - [0, 1, began, 0, 0]\n      - [0, 2, began, 9, 9]\n"
                + "      - [0.1, 1, moved, 0, 5]\n      - [0.2, 2, ended, 9, 9]\n",
             "s.yaml:3:9: error: touch 1 is still down when the scenario ends; finish it with 'ended' or "
                + "'cancelled' (in this step or a later 'touches' step)"),
    ]

    @Test(arguments: documentErrors) func document(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: deviceErrors) func devices(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: optionErrors) func options(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: stepErrors) func steps(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: expectErrors) func expectations(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: aliasErrors) func aliases(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: snapshotErrors) func snapshots(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: timeErrors) func times(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }
    @Test(arguments: trackErrors) func tracks(_ c: Case) { #expect(Fixture.error(c.yaml) == c.error) }

    @Test func multiTouchTracksAreValid() {
        let yaml = "steps:\n  - touches:\n      - [0, 1, began, 0, 0]\n      - [0, 2, began, 9, 9]\n"
            + "      - [0.1, 2, cancelled, 9, 9]\n      - [0.2, 1, ended, 0, 0]\n      - [0.3, 1, began, 0, 0]\n"
            + "      - [0.3, 1, ended, 0, 0]\n"
        #expect(Fixture.error(yaml) == nil)
    }
}
