import SimulatedUIKit

/// Writes an `Encodable` value as JSON, as bytes, byte for byte as Foundation's `JSONEncoder` writes
/// it with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` on Linux: two spaces an
/// indent, `"key" : value`, keys sorted by their UTF-8 bytes, an empty object or array as its
/// brackets around an empty line, a number as its shortest form without a trailing `.0`, slashes
/// and every other character above U+001F as they are.
///
/// `JSONEncoder` writes some 20 MB a second (it builds a tree of every value, then prints it),
/// where a long comparison's document runs to gigabytes. This writes each value into the bytes
/// as it is encoded; an object whose keys come unsorted is put in order when it closes. Numbers
/// are written digit by digit (`NumberFormat.append(trimmed:decimals:to:)`) when they are whole
/// thousandths, as every rounded number of a timeline is.
struct PrettyJSONEncoder {
  /// The encoder values encode themselves to, kept from one value to the next.
  private let writer = Writer()

  /// Creates an encoder; it has no options.
  init() {}

  /// Appends `value` to `bytes`, as nested `level` deep in a document set `margin` levels in
  /// (its first line's indent already written: the lines after it are indented `level` times
  /// more, `margin` of them on every line, blank ones too; `level` counts them).
  func append(_ value: some Encodable, level: Int, margin: Int = 0, to bytes: inout [UInt8]) {
    swap(&writer.bytes, &bytes)
    writer.margin = margin
    writer.encode(value, level: level)
    swap(&writer.bytes, &bytes)
  }

  /// `value` as a document: pretty-printed, keys sorted, with no newline after it.
  func encode(_ value: some Encodable) -> String {
    var bytes: [UInt8] = []
    append(value, level: 0, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The encoder a value encodes itself to: the bytes written so far, and the containers still open
/// as a stack of frames, each the value or nested container at its place in the document.
///
/// A frame opens when a value starts to encode itself or a container asks for a nested container,
/// and closes when the value is done, or when a container below it writes again (a nested
/// container's end is not said otherwise): writing to a container whose frame has closed is a
/// programming error, as `JSONEncoder` would only tolerate it by holding the whole tree.
private final class Writer: Encoder {
  /// What a frame has become.
  enum Kind {
    /// Nothing written yet.
    case pending
    /// An object: `{` and a line break written, then its members.
    case object
    /// An array: `[` and a line break written, then its elements.
    case array
    /// A single value, written.
    case single
  }

  /// A value or nested container being written.
  struct Frame {
    /// What it has become.
    var kind = Kind.pending
    /// How deeply it is nested: its members or elements are indented one level more.
    var level: Int
    /// Where its bytes begin.
    var start: Int
    /// Its first member's index in `members`, for an object.
    var firstMember: Int
    /// How many elements it has, for an array.
    var count = 0
    /// Tells this frame from a later one at the same depth of the stack.
    var id: Int
    /// The key or index it is written at, for `codingPath`.
    var key: (any CodingKey)?
  }

  /// An object's member: its key, and where its line begins (its indent).
  struct Member {
    var key: String
    var start: Int
  }

  // The writer is used by one thread, and no access to these overlaps another: the checks Swift
  // makes at run time that none does (a third of the writer's time) are left out.
  /// What is written; the caller's bytes, swapped in while it writes.
  @exclusivity(unchecked) var bytes: [UInt8] = []
  @exclusivity(unchecked) private var frames: [Frame] = []
  /// The open objects' members, each object's after its parent's.
  @exclusivity(unchecked) private var members: [Member] = []
  /// An unsorted object's members' indices in the order of their keys, and its bytes in that
  /// order, kept from one object to the next.
  @exclusivity(unchecked) private var order: [Int] = []
  @exclusivity(unchecked) private var scratch: [UInt8] = []
  /// The levels the whole document is indented by, its blank lines too (the empty line inside
  /// an empty object or array): the lines of a document set into another, as a comparison sets
  /// each run's timeline, with its indent put after every line break.
  var margin = 0
  /// The frame of the value encoding itself now: what `container(keyedBy:)` and the other two
  /// answer to.
  private var current = -1
  private var nextID = 0

  var codingPath: [any CodingKey] { path(to: frames.count - 1) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The keys from the document's root to frame `index`.
  func path(to index: Int) -> [any CodingKey] {
    frames.prefix(index + 1).compactMap(\.key)
  }

  // MARK: - Values

  /// Writes `value` at `level`, where the writing is now.
  func encode(_ value: some Encodable, level: Int, key: (any CodingKey)? = nil) {
    let index = push(level: level, key: key)
    let outer = current
    current = index
    do {
      try value.encode(to: self)
    } catch {
      // Only a NaN or an infinity fails to encode, and the simulation makes neither.
      fatalError("\(type(of: value)) does not encode as JSON: \(error)")
    }
    current = outer
    close(above: index - 1)
  }

  /// Opens a frame at `level` where the writing is now, and returns its index.
  private func push(level: Int, key: (any CodingKey)?) -> Int {
    nextID += 1
    frames.append(
      Frame(level: level, start: bytes.count, firstMember: members.count, id: nextID, key: key))
    return frames.count - 1
  }

  /// Gets frame `index`, made by container `id`, ready to write to: the frames above it closed.
  func open(_ index: Int, id: Int) {
    guard index < frames.count, frames[index].id == id else {
      fatalError("PrettyJSONEncoder: a container written to after it was closed")
    }
    close(above: index)
  }

  /// Closes every frame above `index`, the innermost first.
  private func close(above index: Int) {
    while frames.count - 1 > index {
      let frame = frames.removeLast()
      switch frame.kind {
      case .pending:
        // A value that encoded nothing is an empty object, as `JSONEncoder` writes it.
        bytes += "{\n".utf8
        closeObject(frame)
      case .object: closeObject(frame)
      case .array:
        if frame.count == 0 { indent(margin) }
        bytes.append(UInt8(ascii: "\n"))
        indent(frame.level)
        bytes.append(UInt8(ascii: "]"))
      case .single: break
      }
    }
  }

  /// Ends an object: its members put in the order of their keys if they came in another, the
  /// last of two with the same key kept, then its closing brace.
  private func closeObject(_ frame: Frame) {
    let first = frame.firstMember
    func precedes(_ a: Int, _ b: Int) -> Bool {
      members[a].key.utf8.lexicographicallyPrecedes(members[b].key.utf8)
    }
    if !(first..<members.count).dropFirst().allSatisfy({ precedes($0 - 1, $0) }) {
      // The members' indices by key, those with the same key in the order they came (an
      // insertion sort: an object has a few keys).
      order.removeAll(keepingCapacity: true)
      for member in first..<members.count {
        var place = order.count
        while place > 0, precedes(member, order[place - 1]) { place -= 1 }
        order.insert(member, at: place)
      }
      // Each member runs from its start to the `,\n` before the next one, the last to the end.
      scratch.removeAll(keepingCapacity: true)
      for (place, member) in order.enumerated() {
        // Of two with the same key, the later one stands.
        if place + 1 < order.count, members[order[place + 1]].key == members[member].key {
          continue
        }
        if !scratch.isEmpty { scratch += ",\n".utf8 }
        let end = member + 1 < members.count ? members[member + 1].start - 2 : bytes.count
        scratch += bytes[members[member].start..<end]
      }
      bytes.replaceSubrange(members[first].start..., with: scratch)
    }
    if members.count == first { indent(margin) }
    members.removeSubrange(first...)
    bytes.append(UInt8(ascii: "\n"))
    indent(frame.level)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Two spaces for each of `level` levels.
  func indent(_ level: Int) {
    if level <= Self.spaces.count / 2 {
      bytes += Self.spaces[..<(2 * level)]
    } else {
      bytes += repeatElement(UInt8(ascii: " "), count: 2 * level)
    }
  }

  /// The spaces of the deepest indents a document has.
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 16)

  // MARK: - Containers

  /// Frame `index` as an object, `{` written when it is first asked for.
  func objectFrame(_ index: Int) -> (index: Int, id: Int) {
    close(above: index)
    switch frames[index].kind {
    case .pending:
      frames[index].kind = .object
      bytes += "{\n".utf8
    case .object: break
    case .array, .single:
      fatalError("PrettyJSONEncoder: a keyed container asked of a value already written")
    }
    return (index, frames[index].id)
  }

  /// Frame `index` as an array, `[` written when it is first asked for.
  func arrayFrame(_ index: Int) -> (index: Int, id: Int) {
    close(above: index)
    switch frames[index].kind {
    case .pending:
      frames[index].kind = .array
      bytes += "[\n".utf8
    case .array: break
    case .object, .single:
      fatalError("PrettyJSONEncoder: an unkeyed container asked of a value written")
    }
    return (index, frames[index].id)
  }

  /// Frame `index`, to be written once as a single value.
  func singleFrame(_ index: Int) -> (index: Int, id: Int) {
    (index, frames[index].id)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let frame = objectFrame(current)
    return KeyedEncodingContainer(ObjectContainer(writer: self, index: frame.index, id: frame.id))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let frame = arrayFrame(current)
    return ArrayContainer(writer: self, index: frame.index, id: frame.id)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    let frame = singleFrame(current)
    return SingleContainer(writer: self, index: frame.index, id: frame.id)
  }

  // MARK: - Members and elements

  /// Starts a member of object `index` at `key`: its line's indent, the key and ` : ` written.
  func beginMember(_ key: some CodingKey, of index: Int, id: Int) {
    open(index, id: id)
    let level = frames[index].level + 1
    if members.count > frames[index].firstMember { bytes += ",\n".utf8 }
    members.append(Member(key: key.stringValue, start: bytes.count))
    indent(level)
    string(key.stringValue)
    bytes += " : ".utf8
  }

  /// Starts an element of array `index`: the line's indent written.
  func beginElement(of index: Int, id: Int) {
    open(index, id: id)
    if frames[index].count > 0 { bytes += ",\n".utf8 }
    frames[index].count += 1
    indent(frames[index].level + 1)
  }

  /// Starts the single value of frame `index`.
  func beginSingle(of index: Int, id: Int) {
    open(index, id: id)
    guard frames[index].kind == .pending else {
      fatalError("PrettyJSONEncoder: a single value written twice")
    }
    frames[index].kind = .single
  }

  /// A frame for a nested container or a super encoder at the end of the bytes, one level below
  /// frame `index`.
  func pushNested(below index: Int, key: any CodingKey) -> Int {
    push(level: frames[index].level + 1, key: key)
  }

  /// The level of frame `index`.
  func level(of index: Int) -> Int { frames[index].level }

  // MARK: - Scalars

  func null() { bytes += "null".utf8 }

  func bool(_ value: Bool) { bytes += (value ? "true" : "false").utf8 }

  /// An integer, as `description` writes it.
  func integer(_ value: some BinaryInteger) { bytes += String(value).utf8 }

  /// A number as `JSONEncoder` writes it: `description`, without a trailing `.0`. A whole number
  /// of thousandths (every rounded number of a timeline) is written digit by digit: its shortest
  /// form is then its digits to the thousandth, without trailing zeros.
  func number(_ value: Double) {
    guard value.isFinite else {
      fatalError("PrettyJSONEncoder: \(value) has no JSON form")
    }
    let thousandths = (value * 1000).rounded()
    if abs(thousandths) < 1e15, thousandths / 1000 == value,
      !(value == 0 && value.sign == .minus)
    {
      NumberFormat.append(trimmed: value, decimals: 3, to: &bytes)
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes += text.utf8
  }

  /// A string in quotes, escaped as `JSONEncoder` escapes it: a quote and a backslash, and the
  /// control characters (`\b`, `\f`, `\n`, `\r`, `\t`, the others as `\u00XX`).
  func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings need no escape: their bytes go at once.
    guard
      value.utf8.contains(where: {
        $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
      })
    else {
      bytes += value.utf8
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += #"\""#.utf8
      case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
      case 0x08: bytes += #"\b"#.utf8
      case 0x0C: bytes += #"\f"#.utf8
      case UInt8(ascii: "\n"): bytes += #"\n"#.utf8
      case UInt8(ascii: "\r"): bytes += #"\r"#.utf8
      case UInt8(ascii: "\t"): bytes += #"\t"#.utf8
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += #"\u00"#.utf8
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}

/// The key `superEncoder()` writes at, as `JSONEncoder`'s.
private struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}

/// An array's element index as a coding key, for `codingPath`.
private struct IndexKey: CodingKey {
  var index: Int
  var stringValue: String { "Index \(index)" }
  var intValue: Int? { index }
  init(_ index: Int) { self.index = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { index = intValue }
}

/// An object's container: each value written as a member where the writing is.
private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let writer: Writer
  let index: Int
  let id: Int

  var codingPath: [any CodingKey] { writer.path(to: index) }

  mutating func encodeNil(forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.null()
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.bool(value)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.string(value)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.number(value)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.number(Double(value))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    writer.beginMember(key, of: index, id: id)
    writer.encode(value, level: writer.level(of: index) + 1, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    writer.beginMember(key, of: index, id: id)
    let frame = writer.objectFrame(writer.pushNested(below: index, key: key))
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(writer: writer, index: frame.index, id: frame.id))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    writer.beginMember(key, of: index, id: id)
    let frame = writer.arrayFrame(writer.pushNested(below: index, key: key))
    return ArrayContainer(writer: writer, index: frame.index, id: frame.id)
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(at: SuperKey())
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(at: key)
  }

  private func superEncoder(at key: some CodingKey) -> any Encoder {
    writer.beginMember(key, of: index, id: id)
    let nested = writer.pushNested(below: index, key: key)
    return FrameEncoder(writer: writer, index: nested)
  }
}

/// An array's container: each value written as the next element.
private struct ArrayContainer: UnkeyedEncodingContainer {
  let writer: Writer
  let index: Int
  let id: Int
  private(set) var count = 0

  init(writer: Writer, index: Int, id: Int) {
    self.writer = writer
    self.index = index
    self.id = id
  }

  var codingPath: [any CodingKey] { writer.path(to: index) }

  /// Starts the next element.
  private mutating func next() {
    writer.beginElement(of: index, id: id)
    count += 1
  }

  mutating func encodeNil() throws {
    next()
    writer.null()
  }
  mutating func encode(_ value: Bool) throws {
    next()
    writer.bool(value)
  }
  mutating func encode(_ value: String) throws {
    next()
    writer.string(value)
  }
  mutating func encode(_ value: Double) throws {
    next()
    writer.number(value)
  }
  mutating func encode(_ value: Float) throws {
    next()
    writer.number(Double(value))
  }
  mutating func encode(_ value: Int) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: Int8) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: Int16) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: Int32) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: Int64) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: UInt) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: UInt8) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: UInt16) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: UInt32) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: UInt64) throws {
    next()
    writer.integer(value)
  }
  mutating func encode(_ value: some Encodable) throws {
    let key = IndexKey(count)
    next()
    writer.encode(value, level: writer.level(of: index) + 1, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let key = IndexKey(count)
    next()
    let frame = writer.objectFrame(writer.pushNested(below: index, key: key))
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(writer: writer, index: frame.index, id: frame.id))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = IndexKey(count)
    next()
    let frame = writer.arrayFrame(writer.pushNested(below: index, key: key))
    return ArrayContainer(writer: writer, index: frame.index, id: frame.id)
  }

  mutating func superEncoder() -> any Encoder {
    let key = IndexKey(count)
    next()
    return FrameEncoder(writer: writer, index: writer.pushNested(below: index, key: key))
  }
}

/// A single value's container.
private struct SingleContainer: SingleValueEncodingContainer {
  let writer: Writer
  let index: Int
  let id: Int

  var codingPath: [any CodingKey] { writer.path(to: index) }

  mutating func encodeNil() throws {
    writer.beginSingle(of: index, id: id)
    writer.null()
  }
  mutating func encode(_ value: Bool) throws {
    writer.beginSingle(of: index, id: id)
    writer.bool(value)
  }
  mutating func encode(_ value: String) throws {
    writer.beginSingle(of: index, id: id)
    writer.string(value)
  }
  mutating func encode(_ value: Double) throws {
    writer.beginSingle(of: index, id: id)
    writer.number(value)
  }
  mutating func encode(_ value: Float) throws {
    writer.beginSingle(of: index, id: id)
    writer.number(Double(value))
  }
  mutating func encode(_ value: Int) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int8) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int16) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int32) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: Int64) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt8) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt16) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt32) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: UInt64) throws {
    writer.beginSingle(of: index, id: id)
    writer.integer(value)
  }
  mutating func encode(_ value: some Encodable) throws {
    writer.beginSingle(of: index, id: id)
    // The value replaces this frame's single value: its own frame, one level as deep.
    writer.encode(value, level: writer.level(of: index))
  }
}

/// The encoder `superEncoder()` hands out: its containers write to the frame made for it.
private struct FrameEncoder: Encoder {
  let writer: Writer
  let index: Int

  var codingPath: [any CodingKey] { writer.path(to: index) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let frame = writer.objectFrame(index)
    return KeyedEncodingContainer(
      ObjectContainer(writer: writer, index: frame.index, id: frame.id))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let frame = writer.arrayFrame(index)
    return ArrayContainer(writer: writer, index: frame.index, id: frame.id)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    let frame = writer.singleFrame(index)
    return SingleContainer(writer: writer, index: frame.index, id: frame.id)
  }
}
