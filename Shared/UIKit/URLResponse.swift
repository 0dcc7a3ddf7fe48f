import Foundation

/// Foundation's `URLResponse`, which Foundation on Linux keeps in `FoundationNetworking`: the type
/// of a data task's response [A]. The lab's tasks reach no server (`URLSession`) and hand none,
/// so it has nothing of its own [M].
open class URLResponse: NSObject {}
