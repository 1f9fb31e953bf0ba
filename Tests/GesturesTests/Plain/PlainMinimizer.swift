import Devices
import Gestures
import VirtualClock

/// Shrinks a case on which the kit and the plain arena disagree to one that still disagrees:
/// fewer fingers, recognizers, views and moves, plainer flags.
enum PlainMinimizer {
    static func minimize(_ start: PlainCase) -> PlainCase {
        let kind = PlainComparison.firstMismatch(start)?.kind
        var best = start
        var shrunk = true
        while shrunk {
            shrunk = false
            for candidate in smaller(best) where PlainComparison.firstMismatch(candidate)?.kind == kind {
                best = candidate
                shrunk = true
                break
            }
        }
        return best
    }

    static func smaller(_ c: PlainCase) -> [PlainCase] {
        var out: [PlainCase] = []
        for i in c.strokes.indices {
            var d = c
            d.strokes.remove(at: i)
            out.append(d)
        }
        for i in c.recognizers.indices {
            var d = c
            let name = d.recognizers.remove(at: i).name
            for j in d.recognizers.indices {
                d.recognizers[j].requires.removeAll { $0 == name }
                d.recognizers[j].simultaneous.removeAll { $0 == name }
            }
            out.append(d)
        }
        for (i, view) in c.views.enumerated()
        where !c.views.contains(where: { $0.parent == view.name }) && !c.recognizers.contains(where: { $0.view == view.name }) {
            var d = c
            d.views.remove(at: i)
            let pan = view.name + ".pan"
            for j in d.recognizers.indices {
                d.recognizers[j].requires.removeAll { $0 == pan }
                d.recognizers[j].simultaneous.removeAll { $0 == pan }
            }
            out.append(d)
        }
        for i in c.strokes.indices {
            let moves = c.strokes[i].events.indices.filter { c.strokes[i].events[$0].phase == .moved }
            if moves.count > 1 {
                var d = c
                let half = Set(moves.prefix(moves.count / 2))
                d.strokes[i].events = d.strokes[i].events.enumerated().filter { !half.contains($0.offset) }.map(\.element)
                out.append(d)
            }
            for m in moves {
                var d = c
                d.strokes[i].events.remove(at: m)
                out.append(d)
            }
        }
        for i in c.recognizers.indices {
            let r = c.recognizers[i]
            var d = c
            if !r.requires.isEmpty { d.recognizers[i].requires = []; out.append(d); d = c }
            if !r.simultaneous.isEmpty { d.recognizers[i].simultaneous = []; out.append(d); d = c }
            if !r.cancelsTouchesInView { d.recognizers[i].cancelsTouchesInView = true; out.append(d); d = c }
            if !r.delaysTouchesEnded { d.recognizers[i].delaysTouchesEnded = true; out.append(d); d = c }
            if r.delaysTouchesBegan != r.kind.delaysTouchesBeganByDefault {
                d.recognizers[i].delaysTouchesBegan = r.kind.delaysTouchesBeganByDefault
                out.append(d)
            }
        }
        for i in c.views.indices {
            let v = c.views[i]
            var d = c
            if v.button != nil { d.views[i].button = nil; out.append(d); d = c }
            if v.isHidden { d.views[i].isHidden = false; out.append(d); d = c }
            if !v.isInteractionEnabled { d.views[i].isInteractionEnabled = true; out.append(d) }
        }
        return out
    }

    /// The case as Swift a test could start from.
    static func describe(_ c: PlainCase) -> String {
        var lines: [String] = ["views:"]
        for v in c.views {
            var parts = ["\(v.name) in \(v.parent ?? "screen") [\(v.frame.x), \(v.frame.y), \(v.frame.width), \(v.frame.height)]"]
            if let b = v.button { parts.append("button(slop \(b.slop))") }
            if v.isHidden { parts.append("hidden") }
            if !v.isInteractionEnabled { parts.append("interaction: false") }
            if let s = v.scroll {
                parts.append("content [\(s.content.width), \(s.content.height)] paging \(s.isPaging) delays-content \(s.delaysContentTouches) pan-hysteresis \(s.pan.hysteresis) estimate \(s.pan.velocityEstimate) cancels \(s.cancelsTouchesInView)")
            }
            lines.append("  " + parts.joined(separator: ", "))
        }
        lines.append("recognizers:")
        for r in c.recognizers {
            var parts = ["\(r.name) on \(r.view): \(r.kind)"]
            if !r.requires.isEmpty { parts.append("requires \(r.requires)") }
            if !r.simultaneous.isEmpty { parts.append("simultaneous \(r.simultaneous)") }
            if !r.cancelsTouchesInView { parts.append("cancels-touches-in-view false") }
            if r.delaysTouchesBegan != r.kind.delaysTouchesBeganByDefault { parts.append("delays-touches-began \(r.delaysTouchesBegan)") }
            if !r.delaysTouchesEnded { parts.append("delays-touches-ended false") }
            lines.append("  " + parts.joined(separator: ", "))
        }
        lines.append("touches:")
        for e in c.events {
            lines.append("  t=\(e.time) \(e.phase) #\(e.id) (\(e.point.x), \(e.point.y))")
        }
        return lines.joined(separator: "\n")
    }
}
