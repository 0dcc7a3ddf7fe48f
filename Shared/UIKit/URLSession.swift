import Foundation
import SimulatedUIKit

/// Foundation's `URLSession`, which Foundation on Linux keeps in `FoundationNetworking`, as a
/// device with no network sees it [M: a run is deterministic, and the lab reaches no server]: a
/// task, once resumed, fails with `URLError(.notConnectedToInternet)`, the error iOS gives when
/// the device is offline [A]. Declared in the `UIKit` module, which every file of
/// the app's sees, so that an app's image loader or API client compiles unchanged, as on iOS it
/// finds Foundation's. **Modelled less:** only `shared` and `dataTask(with:completionHandler:)`
/// for a URL; the completion runs on the main queue after the work under way [M: iOS runs it on
/// the session's delegate queue, a background queue].
public final class URLSession: Sendable {
  /// The session apps share [A].
  public static let shared = URLSession()

  private init() {}

  /// A task that loads `url` and hands `completionHandler` the data, the response and the error:
  /// with no network, no data, no response and `URLError(.notConnectedToInternet)` [A, M]. It
  /// starts when resumed (`URLSessionDataTask.resume()`) [A].
  public func dataTask(
    with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void
  ) -> URLSessionDataTask {
    URLSessionDataTask(url: url, completionHandler: completionHandler)
  }
}
