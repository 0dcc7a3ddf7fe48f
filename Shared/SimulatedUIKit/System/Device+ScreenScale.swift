extension Device {
  /// Pixels per point on the device's screen [S: Apple's device specifications]: 1 on the iPad 2,
  /// 3 on the Plus and the phones without a home button, 2 on the others.
  var screenScale: Double {
    switch self {
    case .ipad2: 1
    case .iphone7plus, .iphonex, .iphone15: 3
    case .iphone4s, .iphone5, .iphone7, .ipadair2, .iphonese2, .ipadpro11: 2
    }
  }
}
