import RouteKit

/// The app's capability the Taskboard spec grants `createTask`, which the generated routes name.
protocol IdempotentRoute: RetryableRoute {}
