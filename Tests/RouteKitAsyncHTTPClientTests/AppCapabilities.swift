import RouteKit

/// The app's own capability the Taskboard spec grants `createTask` (`capabilities:
/// [IdempotentRoute]`): the generated routes name it, so the app declares it.
protocol IdempotentRoute: RetryableRoute {}
