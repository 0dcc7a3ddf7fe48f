// The `MobileCoreServices` module: what an app's or an extension's file that imports
// MobileCoreServices uses of it, the uniform type identifiers it passes to an item provider
// (`loadItem(forTypeIdentifier: kUTTypePropertyList as String)`) or an image picker's
// `mediaTypes`, each with the string iOS gives it [A: the UTType constants' documentation, which
// names each identifier].
//
// On iOS each is a `CFString`, which `as String` bridges; Linux's Foundation has no `CFString`, so
// here each is the `String` itself, and `kUTTypeURL as String` is the same text, as on iOS. What is
// modelled less: a constant used as a `CFString` (`UTTypeConformsTo`, `CFStringCompare`) does not
// compile, and none of MobileCoreServices' functions is declared (docs/uikit-surface.md). Each is
// the identifier of UniformTypeIdentifiers' type of that name, which replaced them (iOS 14),
// and which this module does not re-export, as iOS's does not.

internal import UniformTypeIdentifiers

/// An item of any kind: the root of the identifiers' hierarchy [A].
public let kUTTypeItem = UTType.item.identifier
/// Any content, a document's or a media file's [A].
public let kUTTypeContent = UTType.content.identifier
/// A stream of bytes [A].
public let kUTTypeData = UTType.data.identifier
/// A URL [A].
public let kUTTypeURL = UTType.url.identifier
/// A URL of a file [A].
public let kUTTypeFileURL = UTType.fileURL.identifier
/// Text of any encoding [A].
public let kUTTypeText = UTType.text.identifier
/// Text without markup [A].
public let kUTTypePlainText = UTType.plainText.identifier
/// Text without markup, in UTF-8 [A].
public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier
/// Rich text [A].
public let kUTTypeRTF = UTType.rtf.identifier
/// HTML [A].
public let kUTTypeHTML = UTType.html.identifier
/// JSON [A].
public let kUTTypeJSON = UTType.json.identifier
/// A property list, of any format: what a Safari action's preprocessing results come as [A].
public let kUTTypePropertyList = UTType.propertyList.identifier
/// A property list in XML [A].
public let kUTTypeXMLPropertyList = UTType.xmlPropertyList.identifier
/// An image of any format [A].
public let kUTTypeImage = UTType.image.identifier
/// A JPEG image [A].
public let kUTTypeJPEG = UTType.jpeg.identifier
/// A PNG image [A].
public let kUTTypePNG = UTType.png.identifier
/// A GIF image [A].
public let kUTTypeGIF = UTType.gif.identifier
/// A PDF document [A].
public let kUTTypePDF = UTType.pdf.identifier
/// Audio and video [A].
public let kUTTypeAudiovisualContent = UTType.audiovisualContent.identifier
/// A movie, with or without sound [A].
public let kUTTypeMovie = UTType.movie.identifier
/// Video without sound [A].
public let kUTTypeVideo = UTType.video.identifier
/// Audio without video [A].
public let kUTTypeAudio = UTType.audio.identifier
/// A contact card [A].
public let kUTTypeVCard = UTType.vCard.identifier
