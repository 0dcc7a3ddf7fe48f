import Foundation
import Shared
import Testing

@testable import KeyboardSchmeeboard

/// Bad pairs are refused with one line and the usage exit code.
@Suite struct ValidationTests {
  @Test func deviceThatNeverRanTheVersionIsRefused() async {
    let result = await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent, \.standardOutputContent]) {
      await MainActor.run { SchmeeboardCommand<KeyboardSchmeeboard.App>.main(["--device", "iphone7", "--os", "6"]) }
    }
    let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(error.contains("iPhone 7 did not run iOS 6; it ran iOS 10 to 11"))
    #expect(result?.standardOutputContent.isEmpty == true)
  }
}
