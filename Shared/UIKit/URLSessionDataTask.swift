import Foundation
import SimulatedUIKit

/// Foundation's `URLSessionDataTask`, a load of a URL's data (`URLSession`) [A]: with no network,
/// a task resumed fails with `URLError(.notConnectedToInternet)`, on the main queue after the work
/// under way [M], once; one cancelled first fails with `URLError(.cancelled)` instead [A].
public final class URLSessionDataTask {
  /// The URL the task loads [A: `originalRequest`'s URL].
  public let url: URL
  /// What the task hands its outcome to, until it has.
  private var completionHandler: ((Data?, URLResponse?, Error?) -> Void)?

  init(url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) {
    self.url = url
    self.completionHandler = completionHandler
  }

  /// Starts the task: it fails, no network being there [A, M].
  public func resume() {
    finish(with: URLError(.notConnectedToInternet))
  }

  /// Cancels the task: it fails with `URLError(.cancelled)` [A].
  public func cancel() {
    finish(with: URLError(.cancelled))
  }

  /// Hands `error` to the completion handler on the main queue, once.
  private func finish(with error: URLError) {
    guard let handler = completionHandler else { return }
    completionHandler = nil
    MainDispatchQueue.main.async { handler(nil, nil, error) }
  }
}
