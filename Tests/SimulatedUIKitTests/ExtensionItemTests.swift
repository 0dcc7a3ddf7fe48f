import Foundation
import Testing

@testable import SimulatedUIKit

/// Foundation's extension types as an app extension uses them (`NSExtensionContext`,
/// `NSExtensionItem`, `NSItemProvider`): what Apple's documentation says of each, and when an item
/// provider's and a context's completion handlers run here (the types' doc comments).
struct ExtensionItemTests {
  /// An item keeps its attachments, title and text in `userInfo`, under Foundation's keys, as
  /// Apple's documentation of each property says.
  @Test func anItemsAttachmentsAndTitleLiveInItsUserInfo() {
    let item = NSExtensionItem()
    #expect(item.userInfo == nil)
    let provider = NSItemProvider(item: "a note" as NSString, typeIdentifier: "public.plain-text")
    item.attachments = [provider]
    item.attributedTitle = NSAttributedString(string: "Title")
    let kept = item.userInfo?[NSExtensionItemAttachmentsKey] as? [NSItemProvider]
    #expect(kept?.first === provider)
    #expect(item.attributedTitle?.string == "Title")
    #expect(item.userInfo?[NSExtensionItemAttributedTitleKey] != nil)
    item.attachments = nil
    #expect(item.attachments == nil)
    #expect(item.userInfo?[NSExtensionItemAttachmentsKey] == nil)
  }

  /// A provider holds what it was made with, under that type identifier only: the lab keeps no
  /// hierarchy of types, so `public.plain-text` is not `public.text` here.
  @Test func aProviderHoldsItsItemUnderItsOwnTypeIdentifier() {
    let provider = NSItemProvider(item: "a note" as NSString, typeIdentifier: "public.plain-text")
    #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(NSItemProvider(item: nil, typeIdentifier: "public.url").registeredTypeIdentifiers == [])
  }

  /// `loadItem` hands the item over later, never within the call (iOS runs the handler
  /// asynchronously), as a call the timeline names; a type it does not hold hands `nil` and the
  /// item-unavailable error (-1000).
  @Test func aLoadHandsTheItemOverOnTheMainQueueAfterTheCall() {
    let system = RecordingSystem()
    let list: NSDictionary = ["title": "Example Domain"]
    let provider = NSItemProvider(item: list, typeIdentifier: "com.apple.property-list")
    var loaded: NSDictionary?
    var failure: NSError?
    RunningSystemSlot.install(
      system,
      during: {
        provider.loadItem(forTypeIdentifier: "com.apple.property-list", options: nil) { item, _ in
          loaded = item as? NSDictionary
        }
        provider.loadItem(forTypeIdentifier: "public.url", options: nil) { _, error in
          failure = error as NSError?
        }
        #expect(loaded == nil)
        system.runScheduledWork()
      })
    #expect(loaded?["title"] as? String == "Example Domain")
    #expect(failure?.domain == NSItemProviderErrorDomain)
    #expect(failure?.code == -1000)
    #expect(
      system.entries.map(\.event) == [
        .call(CallRecord(name: "item provider completion")),
        .call(CallRecord(name: "item provider completion")),
      ])
  }

  /// A context hands its host's items; ending the request keeps what it returned, and tells its
  /// completion handler, later, that it had not expired.
  @Test func completingARequestKeepsTheItemsAndTellsTheHandlerLater() {
    let system = RecordingSystem()
    let input = NSExtensionItem()
    let context = NSExtensionContext(inputItems: [input])
    #expect((context.inputItems.first as? NSExtensionItem) === input)
    #expect(NSExtensionContext().inputItems.isEmpty)
    let returned = NSExtensionItem()
    var expired: Bool?
    RunningSystemSlot.install(
      system,
      during: {
        context.completeRequest(returningItems: [returned]) { expired = $0 }
        #expect(expired == nil)
        system.runScheduledWork()
      })
    #expect((context.returnedItems?.first as? NSExtensionItem) === returned)
    #expect(expired == false)
    #expect(
      system.entries.map(\.event) == [.call(CallRecord(name: "extension request completion"))])
  }

  /// A controller's extension context is the one the host gave it, else its parent's: a child of
  /// the extension's controller (its navigation controller's root) belongs to the same extension.
  @Test func aChildControllerBelongsToItsParentsExtension() {
    let parent = UIViewController()
    let child = UIViewController()
    #expect(parent.extensionContext == nil)
    let context = NSExtensionContext()
    parent.hostedExtensionContext = context
    parent.addChild(child)
    #expect(parent.extensionContext === context)
    #expect(child.extensionContext === context)
  }

  /// A controller's title is its navigation item's, which keeps its bar button items.
  @Test func aControllersTitleIsItsNavigationItems() {
    let controller = UIViewController()
    controller.title = "Example Domain"
    #expect(controller.navigationItem.title == "Example Domain")
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    controller.navigationItem.rightBarButtonItem = done
    #expect(controller.navigationItem.rightBarButtonItems == [done])
    controller.navigationItem.setRightBarButton(nil, animated: true)
    #expect(controller.navigationItem.rightBarButtonItem == nil)
  }
}
