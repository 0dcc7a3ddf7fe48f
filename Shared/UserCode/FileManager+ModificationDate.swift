import FoundationEssentials

extension FileManager {
  /// When the file at `path` was last modified, or `nil` when it is not there.
  func modificationDate(ofItemAtPath path: String) -> Date? {
    (try? attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
