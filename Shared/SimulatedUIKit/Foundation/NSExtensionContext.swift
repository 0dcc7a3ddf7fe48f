/// Foundation's `NSExtensionContext`: an app extension's link to the app that hosts it, which
/// UIKit gives the extension's controller as `extensionContext` [A]. `inputItems` are what the
/// host hands over; `completeRequest` and `cancelRequest` end the request [A].
///
/// The lab makes one when it hosts an action extension (`schmeeboard --controller` with the
/// target's `Info.plist`; docs/your-own-controller.md). Ending the request is kept, what the
/// extension returned or the error it cancelled with, and its completion handler runs on the main
/// queue, as a call the timeline prints, `extension request completion` [A: the handler is
/// called once the host has the items; M: when]. What a person sees then, the extension's sheet
/// going away, is not modelled: its controller stays on the run's screen, to the scenario's end
/// (docs/uikit-surface.md) [M].
open class NSExtensionContext: NSObject {
  /// What the host hands the extension, `NSExtensionItem`s [A].
  public private(set) var inputItems: [Any]
  /// The items `completeRequest` returned, once it was called; `nil` before.
  package private(set) var returnedItems: [Any]?
  /// The error `cancelRequest` ended the request with, once it was called; `nil` before.
  package private(set) var cancellationError: Error?

  /// A context with no input items, as Foundation makes one outside a host [A].
  public override init() {
    self.inputItems = []
    super.init()
  }

  /// A context whose host hands `inputItems`: the lab's host.
  package init(inputItems: [Any]) {
    self.inputItems = inputItems
    super.init()
  }

  /// Ends the request, handing `items` to the host [A]; `completionHandler` is told whether the
  /// extension had expired (never, here) [A], on the main queue (see the type).
  open func completeRequest(
    returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    returnedItems = items ?? []
    guard let completionHandler else { return }
    MainDispatchQueue.main.async(called: Self.completionCallName) { completionHandler(false) }
  }

  /// Ends the request with `error`, handing the host nothing [A].
  open func cancelRequest(withError error: Error) {
    cancellationError = error
  }

  /// The name the timeline prints for the call to `completeRequest`'s completion handler.
  package static let completionCallName = "extension request completion"
}
