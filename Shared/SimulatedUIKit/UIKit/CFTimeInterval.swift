/// Core Foundation's interval in seconds, as Core Animation's API takes it (`CATransaction`): a
/// `Double`, as on iOS [A].
public typealias CFTimeInterval = Double
