/// What a run looked like to the person holding the phone (`docs/behaviour-model.md` §1).
public enum Verdict: String, Equatable, Codable, Sendable, CaseIterable {
  /// The gray view stayed on the keyboard's top: |gap| ≤ 2 pt in every sample, 0 at rest.
  case clean
  /// Small transient mismatches, the "slivers of pink" of the 2013 post; 0 at rest.
  case slivers
  /// A large transient: the text field dives behind the keyboard, or a band of pink opens.
  case glitch
  /// Still wrong once everything has settled.
  case stuck
}
