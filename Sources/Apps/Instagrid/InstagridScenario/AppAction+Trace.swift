import InstagridModel
import Scenarios

extension AppAction {
    /// A short human description.
    public var summary: String {
        switch self {
        case let .touchBegan(id, point): TouchSample.Phase.began.summary(id: id, at: point)
        case let .touchMoved(id, point): TouchSample.Phase.moved.summary(id: id, at: point)
        case let .touchEnded(id, point): TouchSample.Phase.ended.summary(id: id, at: point)
        case let .touchCancelled(id, point): TouchSample.Phase.cancelled.summary(id: id, at: point)
        case .deviceRotated(let orientation): "rotate \(orientation.rawValue)"
        case .pickerChose(let photo): "picker choose \(ScenarioText.echo(photo))"
        case .pickerCancelled: "picker cancel"
        case .shareSheetFinished(let outcome): "share \(outcome.rawValue)"
        case .alertDismissed: "alert dismiss"
        case .timerFired(let timer): "timer \(timer.rawValue)"
        case .deviceTurned(let orientation): "rotate \(orientation.rawValue)"
        case .sourceChosen(let choice): "source \(choice.rawValue)"
        case .permissionAnswered(let answer): "permission \(answer.rawValue)"
        case .alertAnswered(let button): "alert \(button.rawValue)"
        case let .shareActivityFinished(activity, completed, sheetStays):
            "share \(activity.rawValue) completed: \(completed)" + (sheetStays ? " sheetStays" : "")
        case let .settingChanged(kind, authorization): "settings \(kind.rawValue): \(authorization.rawValue)"
        case .appBecameInactive: "app inactive"
        case .appBecameActive: "app active"
        case .appEnteredBackground: "app background"
        case .appEnteredForeground: "app foreground"
        }
    }

    public var jsonFields: [(String, JSONValue)] {
        switch self {
        case let .touchBegan(id, point): return TouchSample.Phase.began.jsonFields(id: id, at: point)
        case let .touchMoved(id, point): return TouchSample.Phase.moved.jsonFields(id: id, at: point)
        case let .touchEnded(id, point): return TouchSample.Phase.ended.jsonFields(id: id, at: point)
        case let .touchCancelled(id, point): return TouchSample.Phase.cancelled.jsonFields(id: id, at: point)
        case .deviceRotated(let orientation):
            return [("type", .string("rotate")), ("orientation", .string(orientation.rawValue))]
        case .pickerChose(let photo): return [("type", .string("picker")), ("choose", .string(photo))]
        case .pickerCancelled: return [("type", .string("picker")), ("answer", .string("cancel"))]
        case .shareSheetFinished(let outcome): return [("type", .string("share")), ("outcome", .string(outcome.rawValue))]
        case .alertDismissed: return [("type", .string("alert")), ("answer", .string("dismiss"))]
        case .timerFired(let timer): return [("type", .string("timer")), ("timer", .string(timer.rawValue))]
        case .deviceTurned(let orientation):
            return [("type", .string("rotate")), ("orientation", .string(orientation.rawValue))]
        case .sourceChosen(let choice): return [("type", .string("source")), ("answer", .string(choice.rawValue))]
        case .permissionAnswered(let answer):
            return [("type", .string("permission")), ("answer", .string(answer.rawValue))]
        case .alertAnswered(let button): return [("type", .string("alert")), ("answer", .string(button.rawValue))]
        case let .shareActivityFinished(activity, completed, sheetStays):
            return [("type", .string("share")), ("activity", .string(activity.rawValue)),
                    ("completed", .string(completed ? "true" : "false")),
                    ("sheetStays", .string(sheetStays ? "true" : "false"))]
        case let .settingChanged(kind, authorization):
            return [("type", .string("settings")), ("permission", .string(kind.rawValue)),
                    ("authorization", .string(authorization.rawValue))]
        case .appBecameInactive: return [("type", .string("app")), ("state", .string("inactive"))]
        case .appBecameActive: return [("type", .string("app")), ("state", .string("active"))]
        case .appEnteredBackground: return [("type", .string("app")), ("state", .string("background"))]
        case .appEnteredForeground: return [("type", .string("app")), ("state", .string("foreground"))]
        }
    }
}

extension AppEvent {
    /// A short human description.
    public var summary: String {
        switch self {
        case let .touchDown(_, control): control.map { "touch on \($0)" } ?? "touch on no control"
        case .touchMovedTo: "tracked"
        case .touchLifted: "touch lifted"
        case let .tapMissed(control, slop): "\(control) not fired: touch ended more than \(ScenarioText.points(slop)) pt outside it"
        case .tapCancelledBySwipe(let control): "\(control) touch cancelled by the swipe"
        case .layoutSelected(let layout): "layout \(layout.rawValue) selected"
        case .pickerPresented(let slot): "picker presented for slot \(slot)"
        case let .photoChosen(slot, photo): "slot \(slot) shows \(ScenarioText.echo(photo))"
        case .pickerDismissed(let slot): "picker for slot \(slot) dismissed"
        case .swipeRecognized(let direction): "swipe \(direction.rawValue) recognized"
        case .swipeFailed(let failure): "swipe failed: \(failure.summary)"
        case let .slideOutStarted(offset, duration): "grid slides out to \(formatPoint(offset)) in \(ScenarioText.seconds(duration)) s"
        case .shareSheetPresented(let number): "exported image \(number); share sheet presented"
        case let .slideBackStarted(outcome, duration): "share \(outcome.rawValue); grid slides back in \(ScenarioText.seconds(duration)) s"
        case .slideBackFinished: "grid back in place"
        case .alertPresented(let kind): "alert \(kind.rawValue) presented"
        case .alertDismissed: "alert dismissed"
        case .rotated(let orientation): "screen laid out \(orientation.rawValue)"
        case .ignored(let reason): "ignored: \(reason.summary)"
        case let .deviceTurned(device, interface): "device \(device.rawValue); interface stays \(interface.rawValue)"
        case .rotationDeferred(let orientation): "camera is up: interface turns \(orientation.rawValue) when it goes"
        case let .touchOnButton(_, title): "touch on button '\(title)'"
        case let .sourceSheetPresented(slot, camera):
            "source sheet presented for slot \(slot)" + (camera ? "" : " (no Camera action)")
        case .sourceChosen(let choice): "source \(choice.rawValue) chosen"
        case .cameraPresented(let slot): "camera presented for slot \(slot)"
        case .promptPresented(let kind): "\(kind.rawValue) permission prompt presented"
        case let .permissionSet(kind, authorization): "\(kind.rawValue) permission \(authorization.rawValue)"
        case .openSettings: "openSettings"
        case .imageSaved(let count): "image saved to photos (\(count) so far)"
        case .imageNotSaved(let authorization): "image not saved: add permission \(authorization.rawValue)"
        case let .shareHandler(outcome, activity, sheetStays):
            "handler: \(activity?.rawValue ?? "share") \(outcome.rawValue)" + (sheetStays ? ", sheet stays" : "")
        case .gridAlreadyHome: "grid already home or on its way"
        case .slotsCleared: "every slot emptied"
        case .shareSheetDismissedByRotation: "share sheet dismissed by the rotation"
        case .lifecycle(let state): "app \(state.rawValue)"
        case .touchInterrupted(let id): "touch \(id) cancelled by the interruption"
        case .animationEndedEarly(let timer): "\(timer.rawValue) at once (background)"
        case .slideOutFinished: "grid out; share sheet already up"
        }
    }
}

extension IgnoreReason {
    /// Why, in words.
    public var summary: String {
        switch self {
        case let .busy(phase, input): "\(input) while \(phase.rawValue) (locked outside idle)"
        case .layoutAlreadySelected(let layout): "layout \(layout.rawValue) is already selected"
        case .incompleteGridBlocked(let empty): "grid incomplete (empty slots \(empty.map(String.init).joined(separator: ", "))), incompleteGrid: block"
        case let .notPresented(what, phase): "no \(what) is presented (phase \(phase.rawValue))"
        case .unknownTouch(let id): "touch \(id) is not down"
        case .duplicateTouch(let id): "touch \(id) is already down"
        case .slotHidden(let slot): "slot \(slot) is hidden by the layout"
        case let .notActive(state, input): "\(input) while the app is \(state.phrase)"
        case .interruptedTouch(let id): "touch \(id) was cancelled by an interruption"
        case .outsideStandIn(let what): what
        case .noSuchButton(let what): "no such button: \(what)"
        case .modalUp(let what): "\(what) is presented"
        case let .lifecycleUnchanged(state, input): "\(input) while the app is \(state.phrase)"
        }
    }
}

extension AppLifecycle {
    /// "active", "inactive", "in the background".
    var phrase: String { self == .background ? "in the background" : rawValue }
}

extension SwipeFailure {
    /// Why, in words.
    public var summary: String {
        switch self {
        case .secondTouch: "a second touch began"
        case .outOfBounds: "the move was too slow, or too far against or across the direction"
        case .endedBeforeRecognized: "touch ended before it was recognized"
        case .cancelled: "touch cancelled"
        }
    }
}

/// A point as the trace prints it: `(x, y)` in points.
private func formatPoint(_ point: Point) -> String {
    ScenarioText.point(x: point.x, y: point.y)
}
