// The `MobileCoreServices` module: what an app's or an extension's file that imports
// MobileCoreServices uses of it, the uniform type identifiers it passes to an item provider
// (`loadItem(forTypeIdentifier: kUTTypePropertyList as String)`) or an image picker's
// `mediaTypes`, each with the string iOS gives it [A: the UTType constants' documentation, which
// names each identifier].
//
// On iOS each is a `CFString`, which `as String` bridges; Linux's Foundation has no `CFString`, so
// here each is the `String` itself, and `kUTTypeURL as String` is the same text, as on iOS. What is
// modelled less: a constant used as a `CFString` (`UTTypeConformsTo`, `CFStringCompare`) does not
// compile, and none of MobileCoreServices' functions is declared (docs/uikit-surface.md).

/// An item of any kind: the root of the identifiers' hierarchy [A].
public let kUTTypeItem = "public.item"
/// Any content, a document's or a media file's [A].
public let kUTTypeContent = "public.content"
/// A stream of bytes [A].
public let kUTTypeData = "public.data"
/// A URL [A].
public let kUTTypeURL = "public.url"
/// A URL of a file [A].
public let kUTTypeFileURL = "public.file-url"
/// Text of any encoding [A].
public let kUTTypeText = "public.text"
/// Text without markup [A].
public let kUTTypePlainText = "public.plain-text"
/// Text without markup, in UTF-8 [A].
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
/// Rich text [A].
public let kUTTypeRTF = "public.rtf"
/// HTML [A].
public let kUTTypeHTML = "public.html"
/// JSON [A].
public let kUTTypeJSON = "public.json"
/// A property list, of any format: what a Safari action's preprocessing results come as [A].
public let kUTTypePropertyList = "com.apple.property-list"
/// A property list in XML [A].
public let kUTTypeXMLPropertyList = "com.apple.xml-property-list"
/// An image of any format [A].
public let kUTTypeImage = "public.image"
/// A JPEG image [A].
public let kUTTypeJPEG = "public.jpeg"
/// A PNG image [A].
public let kUTTypePNG = "public.png"
/// A GIF image [A].
public let kUTTypeGIF = "com.compuserve.gif"
/// A PDF document [A].
public let kUTTypePDF = "com.adobe.pdf"
/// Audio and video [A].
public let kUTTypeAudiovisualContent = "public.audiovisual-content"
/// A movie, with or without sound [A].
public let kUTTypeMovie = "public.movie"
/// Video without sound [A].
public let kUTTypeVideo = "public.video"
/// Audio without video [A].
public let kUTTypeAudio = "public.audio"
/// A contact card [A].
public let kUTTypeVCard = "public.vcard"
