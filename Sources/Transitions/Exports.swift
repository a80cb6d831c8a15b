/// `import Transitions` is all a user writes: the core's value types come along.
@_exported import TransitionsCore
