import RouteKit

/// The capability `Specs/` grants `createTask` (`capabilities: [IdempotentRoute]`): the
/// generated code this benchmark compiles names it, as an app declares it.
protocol IdempotentRoute: RetryableRoute {}
