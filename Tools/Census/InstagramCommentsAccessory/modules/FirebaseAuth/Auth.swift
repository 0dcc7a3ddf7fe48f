import Foundation

// The census's stand-in for Firebase Authentication (`import FirebaseAuth`), written for the
// `InstagramCommentsAccessory` piece: only what its files call, and no server. No user is
// signed in, as in an app launched for the first time before its sign-in screen has run.

/// The app's authentication, as Firebase's `Auth`.
public final class Auth: Sendable {
  private static let shared = Auth()

  /// The app's authentication: one for the app, as Firebase's default app has.
  public static func auth() -> Auth { shared }

  /// The user signed in: none.
  public let currentUser: User? = nil
}

/// A signed-in user, as Firebase's `User`: its id. No user is ever signed in (`Auth.currentUser`).
public final class User: Sendable {
  /// The user's id.
  public let uid: String

  private init(uid: String) { self.uid = uid }
}
