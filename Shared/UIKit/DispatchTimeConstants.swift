// Dispatch's time constants, as `dispatch/time.h` defines them on Apple's platforms, where an
// iOS file finds them through UIKit [A]; Dispatch on Linux leaves them out.

/// Nanoseconds in a second [A].
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond [A].
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond [A].
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second [A].
public let USEC_PER_SEC: UInt64 = 1_000_000
