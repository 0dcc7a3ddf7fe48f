// Runs an app's controller written in today's idiom, compiled against `import UIKit` alone, and
// the bridged casts, and prints each behaviour it checks: `PASS` or `FAIL` and the statement.
//
// A process of its own, without Foundation: the bridges are conformances of `Double`, `Int`… to
// `_ObjectiveCBridgeable`, which Foundation declares too, and the test binary, which links
// Foundation for its goldens, would take Foundation's. `UIKitSurfaceTests` runs this and reads it.

let checks = CheckList()
checkBridging(checks)
checkTodaysController(checks)
for line in checks.lines { print(line) }
