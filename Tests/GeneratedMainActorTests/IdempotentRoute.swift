import RouteKit

/// The capability `Specs/` grants `createTask` (`capabilities: [IdempotentRoute]`), declared
/// here as an app would: the generated code names it, and this target compiles that code.
protocol IdempotentRoute: RetryableRoute {}
