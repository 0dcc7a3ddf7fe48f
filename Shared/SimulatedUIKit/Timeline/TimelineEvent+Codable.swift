/// An event in JSON: an object whose `kind` names the case, with the record's own keys beside it
/// (`{"kind": "call", "name": "viewDidLoad()"}`), or `text` for `step` and `note`.
///
/// Written by hand because the synthesized form nests every payload under `_0`.
extension TimelineEvent {
  private enum CodingKeys: String, CodingKey {
    case kind
    case text
  }

  private enum Kind: String, Codable {
    case step, call, post, animate, set, state, convert, constraint, note
  }

  /// Decodes an event from an object whose `kind` names the case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(Kind.self, forKey: .kind) {
    case .step: self = .step(try container.decode(String.self, forKey: .text))
    case .call: self = .call(try CallRecord(from: decoder))
    case .post: self = .post(try PostRecord(from: decoder))
    case .animate: self = .animate(try AnimationRecord(from: decoder))
    case .set: self = .set(try ValueChange(from: decoder))
    case .state: self = .state(try StateChange(from: decoder))
    case .convert: self = .convert(try ConversionRecord(from: decoder))
    case .constraint: self = .constraint(try ConstraintChange(from: decoder))
    case .note: self = .note(try container.decode(String.self, forKey: .text))
    }
  }

  /// Encodes the event as an object: its `kind`, then `text` or the record's own keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .step(let text):
      try container.encode(Kind.step, forKey: .kind)
      try container.encode(text, forKey: .text)
    case .call(let call):
      try container.encode(Kind.call, forKey: .kind)
      try call.encode(to: encoder)
    case .post(let post):
      try container.encode(Kind.post, forKey: .kind)
      try post.encode(to: encoder)
    case .animate(let animation):
      try container.encode(Kind.animate, forKey: .kind)
      try animation.encode(to: encoder)
    case .set(let change):
      try container.encode(Kind.set, forKey: .kind)
      try change.encode(to: encoder)
    case .state(let state):
      try container.encode(Kind.state, forKey: .kind)
      try state.encode(to: encoder)
    case .convert(let conversion):
      try container.encode(Kind.convert, forKey: .kind)
      try conversion.encode(to: encoder)
    case .constraint(let constraint):
      try container.encode(Kind.constraint, forKey: .kind)
      try constraint.encode(to: encoder)
    case .note(let text):
      try container.encode(Kind.note, forKey: .kind)
      try container.encode(text, forKey: .text)
    }
  }
}
