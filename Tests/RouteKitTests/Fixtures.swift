import Foundation
import RouteKit

// Models and authentication schemes shared by the tests, written the way `routegen` emits them.

struct Todo: Codable, Hashable, Sendable {
    var id: Int
    var title: String
    var due: Date?
}

struct TodoPage: Codable, Hashable, Sendable {
    var items: [Todo]
}

/// The documented body of a 404.
struct NotFound: Codable, Hashable, Sendable {
    var resource: String
}

/// The documented body of every other failure.
struct Problem: Codable, Hashable, Sendable {
    var title: String
    var status: Int
}

/// An integer-backed enum parameter, as generated for `enum: { low: 1, high: 3 }`.
enum TodoLevel: Int, Codable, Sendable, IntegerEnumParameter {
    case low = 1, high = 3
}

enum TodoStatus: String, Codable, Sendable, StringEnumParameter {
    case open
    case inProgress = "in-progress"
}

enum UserAuth: BearerAuthentication {}
enum AdminAuth: BasicAuthentication {}
enum HeaderKeyAuth: APIKeyAuthentication {
    static let location = APIKeyLocation.header("X-API-Key")
}
enum QueryKeyAuth: APIKeyAuthentication {
    static let location = APIKeyLocation.query("api_key")
}

/// Dates chosen to be exact in binary floating point, so round trips compare equal.
enum Dates {
    /// 2027-01-15T08:00:00Z
    static let whole = Date(timeIntervalSince1970: 1_800_000_000)
    /// 2027-01-15T08:00:00.250Z
    static let fractional = Date(timeIntervalSince1970: 1_800_000_000.25)
}

extension RouteError {
    /// The failure of an `.unacceptableStatus` error.
    var statusFailure: StatusFailure? {
        if case .unacceptableStatus(_, let failure) = self { failure } else { nil }
    }

    /// The failure of a `.decodingFailed` error.
    var decodingFailure: DecodingFailure? {
        if case .decodingFailed(_, let failure) = self { failure } else { nil }
    }

    /// The reason of an `.invalidRequest` error.
    var invalidRequestReason: String? {
        if case .invalidRequest(_, let reason) = self { reason } else { nil }
    }

    var isTransportFailure: Bool {
        if case .transportFailed = self { true } else { false }
    }

    var isCancelled: Bool {
        if case .cancelled = self { true } else { false }
    }
}
