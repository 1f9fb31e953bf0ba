/// The six devices of `Device.all` by name, for code (scenarios and the command line use ids).
extension Device {
    /// iPhone SE (1st generation): 320×568 points, scale 2.
    public static var iPhoneSE: Device { catalog("iphone-se") }
    /// iPhone 8: 375×667 points, scale 2; the device of scenarios that name none.
    public static var iPhone8: Device { catalog("iphone-8") }
    /// iPhone 8 Plus: 414×736 points, scale 3.
    public static var iPhone8Plus: Device { catalog("iphone-8-plus") }
    /// iPhone X / XS: 375×812 points, scale 3.
    public static var iPhoneXS: Device { catalog("iphone-xs") }
    /// iPhone XR: 414×896 points, scale 2.
    public static var iPhoneXR: Device { catalog("iphone-xr") }
    /// iPhone XS Max: 414×896 points, scale 3.
    public static var iPhoneXSMax: Device { catalog("iphone-xs-max") }

    private static func catalog(_ id: String) -> Device {
        guard let device = named(id) else { preconditionFailure("device '\(id)' is missing from Device.all") }
        return device
    }
}
