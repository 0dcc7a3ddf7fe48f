/// Foundation's `NSCoder`, as far as `init?(coder:)` names it: a controller a storyboard would
/// unarchive. The lab unarchives nothing, so none is ever made.
public final class NSCoder: Sendable {
  private init() {}
}
