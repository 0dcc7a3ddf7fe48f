import Foundation

/// The coder an object of a nib or a storyboard is made with, `init?(coder:)` [A]: the lab builds
/// the document's objects in code (`NibArchives`), so the coder holds no values, and the
/// attributes the document sets are set on the object once it is made, as decoding sets them
/// before `init(coder:)` returns on iOS [M: the lab sets them after]. An app's
/// `init?(coder:)` that reads a key of its own finds none: `containsValue(forKey:)` is false, an
/// object `nil`, a number zero.
public final class NibDecoder: NSCoder {
  /// A nib's archive is keyed [A].
  public override var allowsKeyedCoding: Bool { true }

  public override func containsValue(forKey key: String) -> Bool { false }

  public override func decodeObject(forKey key: String) -> Any? { nil }

  public override func decodeBool(forKey key: String) -> Bool { false }

  public override func decodeInteger(forKey key: String) -> Int { 0 }

  public override func decodeDouble(forKey key: String) -> Double { 0 }

  public override func decodeFloat(forKey key: String) -> Float { 0 }
}
