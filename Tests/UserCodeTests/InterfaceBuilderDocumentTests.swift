import Foundation
import Testing

/// `schmeeboard --controller` takes an app's Interface Builder documents beside its Swift files
/// (`docs/your-own-controller.md`, "Interface Builder documents"): a `.xib` is the nib of its
/// name, which `UINib` and `Bundle.loadNibNamed` load, its objects of the app's own classes made
/// with `init(coder:)` and told `awakeFromNib()`, the File's Owner's outlets and actions
/// connected; a storyboard's scene of the run's class gives the controller its view, outlets and
/// actions, inside the navigation controller that holds it. A document the lab cannot build is
/// one line naming it, before anything compiles. The documents below are ours.
@Suite(.serialized) struct InterfaceBuilderDocumentTests {
  /// A nib of an input bar: a view of the app's class `ChatBar` holding a field and a button, with
  /// constraints between them, the File's Owner's outlets to the bar and the field, and the
  /// button's action sent to the owner; canvas, device and outline labels, which the lab reads
  /// past, as Xcode writes them.
  static let chatBarNib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ChatViewController" customModule="Chat" customModuleProvider="target">
                <connections>
                    <outlet property="chatBar" destination="bar-aa-001" id="out-aa-001"/>
                    <outlet property="messageField" destination="fld-aa-002" id="out-aa-002"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="bar-aa-001" userLabel="Chat Bar" customClass="ChatBar" customModule="Chat" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Message" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-aa-002">
                        <rect key="frame" x="12" y="11" width="301" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-003">
                        <rect key="frame" x="325" y="11" width="56" height="34"/>
                        <state key="normal" title="Send"/>
                        <connections>
                            <action selector="send:" destination="-1" eventType="touchUpInside" id="act-aa-001"/>
                        </connections>
                    </button>
                </subviews>
                <color key="backgroundColor" white="0.94999999999999996" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="fld-aa-002" firstAttribute="leading" secondItem="bar-aa-001" secondAttribute="leading" constant="12" id="con-aa-001"/>
                    <constraint firstItem="fld-aa-002" firstAttribute="centerY" secondItem="bar-aa-001" secondAttribute="centerY" id="con-aa-002"/>
                    <constraint firstItem="btn-aa-003" firstAttribute="leading" secondItem="fld-aa-002" secondAttribute="trailing" constant="12" id="con-aa-003"/>
                    <constraint firstAttribute="trailing" secondItem="btn-aa-003" secondAttribute="trailing" constant="12" id="con-aa-004"/>
                    <constraint firstItem="btn-aa-003" firstAttribute="centerY" secondItem="fld-aa-002" secondAttribute="centerY" id="con-aa-005"/>
                    <constraint firstItem="btn-aa-003" firstAttribute="width" constant="56" id="con-aa-006"/>
                </constraints>
                <point key="canvasLocation" x="132" y="-12"/>
            </view>
        </objects>
    </document>

    """

  /// A controller that loads the nib as its File's Owner in `viewDidLoad`, and prints what the
  /// nib gave it.
  static let chatController = """
    import UIKit

    final class ChatBar: UIView {
      var awoke = false
      override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
      }
    }

    final class ChatViewController: UIViewController {
      @IBOutlet var chatBar: ChatBar!
      @IBOutlet weak var messageField: UITextField!
      var sent: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        let objects = UINib(nibName: "ChatBar", bundle: nil).instantiate(withOwner: self, options: nil)
        print("top-level objects: \\(objects.count), the first a ChatBar: \\(objects.first is ChatBar)")
        print("the bar awoke: \\(chatBar.awoke); the field is in it: \\(messageField.superview === chatBar)")
        chatBar.frame = CGRect(x: 0, y: view.bounds.height - 300, width: 300, height: 56)
        view.addSubview(chatBar)
        chatBar.layoutIfNeeded()
        let field = messageField.frame
        print("field x \\(field.minX) y \\(field.minY) width \\(field.width) height \\(field.height), "
          + "placeholder \\(messageField.placeholder ?? "none")")
        messageField.text = "hello"
        let button = chatBar.subviews.compactMap { $0 as? UIButton }.first
        button?.sendActions(for: .touchUpInside)
        print("sent: \\(sent)")
        let again = Bundle.main.loadNibNamed("ChatBar", owner: nil, options: nil)
        print("loaded again without an owner: \\((again?.first as? ChatBar)?.awoke ?? false), "
          + "the owner's bar kept: \\(chatBar.superview === view)")
      }

      @IBAction func send(_ sender: Any) {
        sent.append(messageField.text ?? "")
      }
    }

    """

  @Test func aNibBuildsItsObjectsConnectsItsOwnerAndAwakesThem() throws {
    let folder = try DriverRun.folder([
      ("ChatViewController.swift", Self.chatController), ("ChatBar.xib", Self.chatBarNib),
    ])
    let run = try DriverRun([
      "--controller", folder.path, "--device", "iphone15", "--os", "18", "--scenario", "show-hide",
      "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let console = run.standardError.split(separator: "\n").map {
      $0.replacing("[iPhone 15, iOS 18, show-hide] ", with: "")
    }
    // The bar made 300 pt wide: the field 12 pt in, the 56 pt button 12 pt after it and 12 pt
    // from the trailing edge, so 300 - 12 - 12 - 56 - 12 = 208 pt wide (301 in the nib's 393 pt);
    // centred in the 56 pt bar at its intrinsic 34 pt.
    #expect(
      console == [
        "top-level objects: 1, the first a ChatBar: true",
        "the bar awoke: true; the field is in it: true",
        "field x 12.0 y 11.0 width 208.0 height 34.0, placeholder Message",
        "sent: [\"hello\"]",
        "loaded again without an owner: true, the owner's bar kept: true",
      ])
    #expect(run.standardOutput.hasPrefix("ChatViewController\tiphone15\t18\tshow-hide\t"))
  }

  /// A storyboard whose navigation controller, its bar opaque, holds the scene of
  /// `GuideViewController`: a field pinned to the safe area's sides and 8 pt above the keyboard
  /// layout guide, a bar button item whose action is the controller's, and a top-level view of
  /// the app's own class.
  static let guideStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-bb-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
        </dependencies>
        <scenes>
            <scene sceneID="scn-bb-001">
                <objects>
                    <navigationController id="nav-bb-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nvb-bb-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vcr-bb-001" kind="relationship" relationship="rootViewController" id="seg-bb-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-bb-001" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="-500" y="0"/>
            </scene>
            <scene sceneID="scn-bb-002">
                <objects>
                    <viewController id="vcr-bb-001" customClass="GuideViewController" customModule="Guide" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vew-bb-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="fld-bb-001">
                                    <rect key="frame" x="16" y="776" width="361" height="34"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-bb-001"/>
                            <keyboardLayoutGuide key="keyboard" id="kbd-bb-001"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="fld-bb-001" firstAttribute="leading" secondItem="saf-bb-001" secondAttribute="leading" constant="16" id="con-bb-001"/>
                                <constraint firstItem="saf-bb-001" firstAttribute="trailing" secondItem="fld-bb-001" secondAttribute="trailing" constant="16" id="con-bb-002"/>
                                <constraint firstItem="kbd-bb-001" firstAttribute="top" secondItem="fld-bb-001" secondAttribute="bottom" constant="8" id="con-bb-003"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Guide" id="nvi-bb-001">
                            <barButtonItem key="rightBarButtonItem" title="Done" id="itm-bb-001">
                                <connections>
                                    <action selector="done" destination="vcr-bb-001" id="act-bb-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="field" destination="fld-bb-001" id="out-bb-001"/>
                            <outlet property="fieldBottom" destination="con-bb-003" id="out-bb-002"/>
                            <outlet property="doneItem" destination="itm-bb-001" id="out-bb-003"/>
                            <outlet property="badge" destination="bdg-bb-001" id="out-bb-004"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-bb-002" sceneMemberID="firstResponder"/>
                    <view contentMode="scaleToFill" id="bdg-bb-001" userLabel="Badge" customClass="GuideBadge" customModule="Guide" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                        <color key="backgroundColor" systemColor="systemYellowColor"/>
                    </view>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

  static let guideController = """
    import UIKit

    final class GuideBadge: UIView {
      var awoke = false
      override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
      }
    }

    final class GuideViewController: UIViewController {
      @IBOutlet var field: UITextField!
      @IBOutlet var fieldBottom: NSLayoutConstraint!
      @IBOutlet var doneItem: UIBarButtonItem!
      @IBOutlet var badge: GuideBadge!

      override func viewDidLoad() {
        super.viewDidLoad()
        print("in a navigation controller: \\(navigationController != nil), its bar translucent: "
          + "\\(navigationController?.navigationBar.isTranslucent ?? true)")
        print("the field's bottom is on the keyboard guide: \\(fieldBottom.firstItem === view.keyboardLayoutGuide)")
        print("the badge awoke: \\(badge.awoke), in no view: \\(badge.superview == nil)")
        print("Done's target is the controller: \\(doneItem.target === self), \\(doneItem.title ?? "")")
      }

      @IBAction func done() {
        field.resignFirstResponder()
      }
    }

    """

  @Test func aStoryboardSceneGivesTheControllerItsViewsInItsNavigationController() throws {
    let folder = try DriverRun.folder([
      ("GuideViewController.swift", Self.guideController),
      ("Guide.storyboard", Self.guideStoryboard),
    ])
    let run = try DriverRun([
      "--controller", folder.path, "--device", "iphone15", "--os", "18", "--scenario", "show-hide",
      "--summary",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let console = run.standardError.split(separator: "\n").map {
      $0.replacing("[iPhone 15, iOS 18, show-hide] ", with: "")
    }
    #expect(
      console == [
        "in a navigation controller: true, its bar translucent: false",
        "the field's bottom is on the keyboard guide: true",
        "the badge awoke: true, in no view: true",
        "Done's target is the controller: true, Done",
      ])
    // The field rides 8 pt above the keyboard, through the guide: clean.
    #expect(run.standardOutput.hasPrefix("GuideViewController\tiphone15\t18\tshow-hide\tclean\t"))
  }

  @Test func aStoryboardSceneAndLayoutTogetherAreAUsageError() throws {
    let folder = try DriverRun.folder([
      ("GuideViewController.swift", Self.guideController),
      ("Guide.storyboard", Self.guideStoryboard),
    ])
    let run = try DriverRun(["--controller", folder.path, "--layout", "pinned", "--summary"])
    #expect(run.status == 64)
    #expect(
      run.standardError
        == "error: --layout pinned: GuideViewController's scene in Guide.storyboard gives its "
        + "views; run it without --layout, or without the storyboard")
  }

  /// The navigation controller that holds the scene is the lab's: what the storyboard sets on it
  /// beyond its bar's frame and translucency (large titles, which move the scene down) is refused.
  @Test func aNavigationBarSettingTheLabDoesNotModelIsRefused() throws {
    let large = Self.guideStoryboard.replacing(
      "translucent=\"NO\"", with: "translucent=\"NO\" prefersLargeTitles=\"YES\"")
    let folder = try DriverRun.folder([
      ("GuideViewController.swift", Self.guideController), ("Guide.storyboard", large),
    ])
    let run = try DriverRun(["--controller", folder.path, "--summary"])
    #expect(run.status == 65)
    #expect(
      run.standardError
        == "error: Guide.storyboard:11: <navigationBar nvb-bb-001> sets 'prefersLargeTitles', "
        + "which the lab does not model (docs/uikit-surface.md, \"Interface Builder documents\")")
  }

  @Test func aMalformedDocumentIsOneLineNamingItBeforeAnythingCompiles() throws {
    let folder = try DriverRun.folder([
      ("ChatViewController.swift", Self.chatController),
      ("ChatBar.xib", String(Self.chatBarNib.prefix(700))),
    ])
    let run = try DriverRun(["--controller", folder.path, "--summary"])
    #expect(run.status == 65)
    #expect(run.standardError.hasPrefix("error: ChatBar.xib:"))
    #expect(run.standardError.contains(": not a well-formed document: "))
    #expect(!run.standardError.contains("\n"))
    #expect(!run.progress.contains { $0.hasPrefix("compiling") })
  }

  @Test func anObjectTheLabDoesNotBuildIsRefusedNamingTheElementAndWhatIsAllowed() throws {
    let map = Self.chatBarNib.replacing(
      "<textField opaque=\"NO\" contentMode=\"scaleToFill\" borderStyle=\"roundedRect\"",
      with: "<mapView opaque=\"NO\" contentMode=\"scaleToFill\"", maxReplacements: 1
    ).replacing("</textField>", with: "</mapView>")
    let folder = try DriverRun.folder([
      ("ChatViewController.swift", Self.chatController), ("ChatBar.xib", map),
    ])
    let run = try DriverRun(["--controller", folder.path, "--summary"])
    #expect(run.status == 65)
    #expect(
      run.standardError
        == "error: ChatBar.xib:20: <mapView> is an object the lab does not build; a document's "
        + "objects may be barButtonItem, button, imageView, label, scrollView, stackView, "
        + "textField, textView, view, viewController (docs/uikit-surface.md, \"Interface Builder "
        + "documents\")")
  }
}
