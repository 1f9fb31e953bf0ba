/// "Did you mean" suggestions for misspelt keys and values.
public enum Suggestion {
    /// The candidate closest to `word`: a match ignoring case, or ignoring case and punctuation
    /// (`easeInOut` → `ease-in-out`), or one within a small edit distance (1 for words of up to 3 letters, else 2); ties go to the earlier candidate.
    ///
    /// Words longer than ``maxWordLength`` get no suggestion, and candidates whose length is
    /// too far from the word's are not compared, so a hostile word costs no more than a typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= maxWordLength * 4, word.count <= maxWordLength else { return nil }
        let lowered = word.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) {
            return match
        }
        let squeezed = squeeze(word)
        if !squeezed.isEmpty, let match = candidates.first(where: { squeeze($0) == squeezed }) {
            return match
        }
        let limit = word.count <= 3 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        let length = lowered.count
        for candidate in candidates {
            // Lengths that differ by more than the limit cannot be within it.
            let other = candidate.lowercased()
            guard abs(other.count - length) <= limit else { continue }
            let distance = editDistance(lowered, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The longest word a suggestion is looked for, in characters.
    public static let maxWordLength = 64

    /// Lowercased letters and digits only: `Slot_1` and `slot1` both squeeze to `slot1`.
    public static func squeeze(_ word: String) -> String {
        String(word.lowercased().unicodeScalars
            .filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            .map(Character.init))
    }

    /// `; did you mean 'x'?` or an empty string.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance counting insertions, deletions, substitutions and adjacent transpositions
    /// (optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
