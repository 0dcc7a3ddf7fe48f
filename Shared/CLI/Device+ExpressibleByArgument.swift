import ArgumentParser

extension Device: ExpressibleByArgument {}
