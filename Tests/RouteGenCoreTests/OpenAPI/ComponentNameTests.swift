import Testing
@testable import RouteGenCore

/// Dotted component names (Twilio's `api.v2010.account.…`) drop the segments they all share and
/// the words a segment repeats from the one before, and nest in the component their path names.
struct ComponentNameTests {
    static func object(_ name: String) -> String {
        "    \(name): { type: object, properties: { x: { type: string } } }\n"
    }

    /// The model keys of a converted spec.
    static func modelNames(_ spec: String) -> [String] {
        spec.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.map {
            String($0.dropFirst(2))
        }
    }

    @Test func sharedSegmentsAndRepetitionAreDropped() {
        let spec = converted(
            openAPIHeader + "paths: {}\ncomponents:\n  schemas:\n"
                + Self.object("api.v2010.account")
                + Self.object("api.v2010.account.incoming_phone_number")
                + Self.object("api.v2010.account.incoming_phone_number.incoming_phone_number_assigned_add_on")
                + Self.object(
                    "api.v2010.account.incoming_phone_number.incoming_phone_number_assigned_add_on.incoming_phone_number_assigned_add_on_extension"
                )
                + Self.object("api.v2010.account.available_phone_number_country.available_phone_number_local")
                + Self.object("account_enum_status"))
        #expect(
            Self.modelNames(spec) == [
                "Account:", "IncomingPhoneNumber:", "IncomingPhoneNumber.AssignedAddOn:",
                "IncomingPhoneNumber.AssignedAddOn.Extension:", "AvailablePhoneNumberCountryLocal:",
                "AccountEnumStatus:",
            ])
    }

    /// Two names the rule would make one keep their whole paths, as before it; a lone dotted name
    /// has no siblings to share segments with and stays whole.
    @Test func namesThatWouldMeetKeepTheirWholePath() {
        let spec = converted(
            openAPIHeader + "paths: {}\ncomponents:\n  schemas:\n"
                + Self.object("api.v1.call") + Self.object("api.v1.event") + Self.object("Call"))
        #expect(Self.modelNames(spec) == ["ApiV1Call:", "Event:", "Call:"])
        let lone = converted(openAPIHeader + "paths: {}\ncomponents:\n  schemas:\n" + Self.object("Account.Sid"))
        #expect(lone.contains("AccountSid:"))
    }

    @Test func aSegmentKeepsAtLeastOneWord() {
        #expect(ComponentNames.withoutRepetition("call", after: "call") == "call")
        #expect(ComponentNames.withoutRepetition("call_event", after: "call") == "event")
        #expect(
            ComponentNames.withoutRepetition("available_phone_number_local", after: "available_phone_number_country")
                == "local")
        #expect(ComponentNames.withoutRepetition("recording", after: "call") == "recording")
    }
}
