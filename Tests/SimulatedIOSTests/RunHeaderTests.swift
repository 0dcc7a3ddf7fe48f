import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A run's header keeps the device it ran on, not its name; JSON spells it by its display name, as
/// it always has (`docs/json-schema.md`), and reads it back.
@Suite struct RunHeaderTests {
  @Test func jsonSpellsTheDeviceByItsDisplayNameAndReadsItBack() throws {
    for device in Device.allCases {
      var header = RunHeader.test
      header.target.device = device
      let text = String(decoding: try JSONEncoder().encode(header), as: UTF8.self)
      #expect(text.contains("\"device\":\"\(device.displayName)\""), "\(device)")
      #expect(try JSONDecoder().decode(RunHeader.self, from: Data(text.utf8)) == header)
    }
  }

  @Test func aDeviceTheLabDoesNotKnowDoesNotDecode() throws {
    let text = String(decoding: try JSONEncoder().encode(RunHeader.test), as: UTF8.self)
      .replacingOccurrences(of: "\"iPhone 5\"", with: "\"iPhone 99\"")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RunHeader.self, from: Data(text.utf8))
    }
  }
}
