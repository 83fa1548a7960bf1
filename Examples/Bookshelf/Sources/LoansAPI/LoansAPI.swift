// RouteGenPlugin generates this target's code from loans.yaml during the build. SwiftPM skips
// a target whose folder holds no Swift file before any plugin runs, so this file is here only to
// make LoansAPI a target; it may stay empty.
