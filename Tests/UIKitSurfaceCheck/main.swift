// Runs an app's controller written in today's idiom, compiled against `import UIKit` alone, and
// the bridged casts, `import CoreGraphics`, a table fed by a data source, a collection view controller and its flow layout, a constraint's subclass, the lab's `AnyObjectLookup`, `NSHashTable`, the transition coordinator as a protocol and what else `import UIKit` brings, and prints each behaviour it checks: `PASS` or `FAIL` and the statement.
//
// A process of its own, as the driver runs an app's file: the `UIKit` module's casts (`as? CGRect`,
// `as? CGFloat`) are conformances to `_ObjectiveCBridgeable` that the test binary does not load.
// `UIKitSurfaceTests` runs this and reads it.

let checks = CheckList()
checkBridging(checks)
checkCoreGraphics(checks)
checkTodaysController(checks)
checkTables(checks)
checkCollections(checks)
checkRuntimeNames(checks)
checkConstraintSubclass(checks)
checkAnyObjectLookup(checks)
checkHashTable(checks)
checkTransitionCoordinator(checks)
for line in checks.lines { print(line) }
