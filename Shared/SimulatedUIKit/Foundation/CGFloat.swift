/// Core Graphics' `CGFloat`, for the ports: a `Double`.
///
/// Shared simulates UIKit and Core Graphics without Foundation, whose Linux build brings
/// `CGFloat` along with some 13 million instructions of loading at every start. On the 64-bit
/// devices the samples ran on, `CGFloat` is a `Double` in a wrapper, and Swift converts between
/// the two implicitly (SE-0307): an alias keeps the ports' arithmetic bit for bit.
public typealias CGFloat = Double
