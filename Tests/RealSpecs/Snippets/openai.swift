// swift-format-ignore-file
// (Formatted by hand: the docs quote its regions verbatim, laid out for reading there.)
// Code the docs show against OpenAI's description (openai.yaml of ROUTEGEN_REAL_SPECS, not bundled):
// `Scripts/compile-real-specs.sh` compiles this file, warnings as errors, against the code
// generated from it (module API_openai), and `DocsSnippetsTests` checks that the docs quote
// its regions as they are.
import API_openai
import Foundation
import RouteKit

func chat(openAI: AuthenticatedRouter<OpenAIAPI.ApiKeyAuth>) async throws {
    // snippet: chat-stream
    // Only what is set is sent: no temperature, n or store, whose defaults the API applies. A
    // user message's `role` can only be `user`, so its initializer fills it in.
    let request = OpenAIAPI.CreateChatCompletionRequest(
        messages: [.chatCompletionRequestUserMessage(.init(content: .string("Say hello.")))],
        model: .gpt4o,
        stream: true)
    for try await chunk in openAI.stream(.createChatCompletion(body: request)) {
        print(chunk.choices.first?.delta.content ?? "", terminator: "")   // content: Nullable<String>?
    }
    // end snippet
}
