extension ScenarioParser {
  /// Parses a file's contents: UTF-8 text, with any byte-order mark ignored.
  ///
  /// Bytes that are not UTF-8 are refused at the line and column where they begin, so that a binary
  /// file gets one clear line rather than a message full of replacement characters.
  public func parse(contents bytes: [UInt8], name: String) throws(ScenarioError) -> Scenario {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
    var decoder = Unicode.UTF8.ForwardParser()
    var iterator = body.makeIterator()
    var validCount = 0
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let encoded):
        validCount += encoded.count
      case .emptyInput:
        return try parse(String(decoding: body, as: UTF8.self), name: name)
      case .error:
        let lines = String(decoding: body.prefix(validCount), as: UTF8.self)
          .split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak)
        let hex = String(body[body.startIndex + validCount], radix: 16, uppercase: true)
        throw ScenarioError(
          file: fileName, line: lines.count, column: (lines.last?.count ?? 0) + 1,
          message:
            "not a text file: byte 0x\(hex.count == 1 ? "0" : "")\(hex) is not UTF-8; expected plain text"
        )
      }
    }
  }
}
