import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FlatError } from "../../src/http/errorSchema.js"

// The one helper every error class is declared with: what a contributor adding an error relies on.
class Gone extends FlatError<Gone>()("Gone", {
  status: 410,
  code: "GONE",
  message: "It is gone.",
  description: "The resource was removed.",
  fields: { goneAt: Schema.String },
  example: { goneAt: "2026-11-26T00:00:00.000Z" }
}) {}

describe("FlatError", () => {
  it("fills in the code and the default message, and keeps a specific one", () => {
    const plain = new Gone({ goneAt: "t" })
    expect([plain._tag, plain.code, plain.message, plain.goneAt]).toEqual(["Gone", "GONE", "It is gone.", "t"])
    expect(new Gone({ goneAt: "t", message: "No such thing." }).message).toBe("No such thing.")
  })

  it("carries its HTTP status, description and example into the OpenAPI document", () => {
    const api = HttpApi.make("t").add(HttpApiGroup.make("g").add(HttpApiEndpoint.get("gone", "/gone").addError(Gone)))
    const doc = OpenApi.fromApi(api) as any
    const response = doc.paths["/gone"].get.responses["410"]
    expect(response.description).toBe("The resource was removed.")
    const schema = doc.components.schemas.Gone
    expect(schema.examples).toEqual([{ _tag: "Gone", code: "GONE", message: "It is gone.", goneAt: "2026-11-26T00:00:00.000Z" }])
  })

  it("encodes to the fields the boundary flattens: code, message and the extras", () => {
    expect(Schema.encodeSync(Gone)(new Gone({ goneAt: "t" }))).toEqual({ _tag: "Gone", code: "GONE", message: "It is gone.", goneAt: "t" })
  })
})
