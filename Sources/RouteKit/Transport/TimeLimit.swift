/// The value of `operation`, or `timeoutError` when it has not finished within `limit`.
///
/// On time-out the operation is cancelled, and this returns once it has ended, so it must
/// honour cancellation: what RouteKit bounds this way — a transport's send, a
/// ``BearerTokenSession``'s token — does.
func withTimeLimit<Value: Sendable>(
    _ limit: Duration,
    timeoutError: any Error,
    _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw timeoutError
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw timeoutError }
        return first
    }
}
