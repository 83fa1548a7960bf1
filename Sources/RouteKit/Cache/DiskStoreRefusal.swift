import Foundation

extension ResponseCache {
    /// Why a ``ResponseCache`` does not use the folder it was given for its on-disk store: the
    /// folder is a link, another user owns it, others may write into it, or it could not be
    /// created or made private. Such a folder could hold entries someone else forged, so the
    /// cache keeps its entries in memory only.
    public struct DiskStoreRefusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The folder that was given.
        public let directory: URL
        /// What is wrong with it, in words.
        public let reason: String

        public var description: String {
            "the response cache does not use \(directory.path) for its on-disk store: \(reason)"
        }
    }
}
