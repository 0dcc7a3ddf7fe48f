import ArgumentParser
import SchmeeboardVariants
import TestSupport
import Testing

@testable import KeyboardSchmeeboard
@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// With no arguments the command runs its default job without parsing (`SchmeeboardCommand.main`):
/// what it takes instead is what parsing no arguments gives, and it prints the same.
@Suite struct DefaultRunTests {
  @Test func theStandardRequestIsWhatNoArgumentsParseTo() throws {
    let runOptions = try RunOptions<BuiltInVariants>.parse([])
    let request = try CommandRequest(runOptions, try ModeOptions.parse([]))
    #expect(request == .run(.standard))
    let report = try ReportRequest(try ReportOptions.parse([]), runOptions, for: request)
    #expect(report == .plain)
  }

  @Test func theShippedWorkaroundsAreWhatNoArgumentsParseTo() throws {
    let parsed = try Workarounds.parse([])
    let shipped = KeyboardSchmeeboardVariant.shippedSwitches
    #expect(shipped.noIOS5Workaround == parsed.noIOS5Workaround)
    #expect(shipped.noIOS6Workaround == parsed.noIOS6Workaround)
    #expect(KeyboardSchmeeboardVariant.describe(shipped).map(\.isOn) == [true, true])
  }

  @Test func noArgumentsPrintWhatTheParsedDefaultsPrint() async throws {
    let parsed = try BuiltInVariant.keyboardSchmeeboard.output([])
    let child = await runKeyboardSchmeeboard([], expecting: 0)
    #expect(child?.standardOutput == parsed)
    #expect(child?.standardError == "")
  }
}
