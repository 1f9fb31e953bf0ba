import Harness
import MessengerExploration

extension Explorer {
    /// Messenger's `explore` (docs/explore.md, "Worlds"): the harness's explorer over
    /// ``WorldExploration/plan`` — random worlds of 2–4 users (or `--users`), their actions and,
    /// with `--jitter`, every message's latency — with W1–W5 checked once each world is quiet;
    /// `--options` read as a world's `options`.
    public static let messenger = Explorer(maxInputs: WorldExploration.maxActions,
                                           participants: WorldExploration.userRange, plan: WorldExploration.plan)
}
