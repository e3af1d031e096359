import * as HttpIncomingMessage from "@effect/platform/HttpIncomingMessage"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Effect, Option } from "effect"

/** The API's body limit; the largest form (an evaluation with many examples) fits in it. */
export const FORM_LIMIT_BYTES = 256 * 1024

export class Form {
  constructor(private readonly params: URLSearchParams) {}
  /** Trimmed value; "" when absent. */
  text(name: string): string {
    return (this.params.get(name) ?? "").trim()
  }
  /** Untrimmed value, for passwords and pasted text. */
  raw(name: string): string {
    return this.params.get(name) ?? ""
  }
  all(name: string): ReadonlyArray<string> {
    return this.params.getAll(name)
  }
  has(name: string): boolean {
    return this.params.has(name)
  }
  keys(): ReadonlyArray<string> {
    return [...new Set(this.params.keys())]
  }
}

export type FormError = "too-large"

/** An application/x-www-form-urlencoded body; anything else reads as an empty form. */
export const readForm = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<Form, FormError> =>
  Effect.gen(function* () {
    const type = request.headers["content-type"] ?? ""
    if (!/^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type)) return new Form(new URLSearchParams())
    if (Number(request.headers["content-length"] ?? 0) > FORM_LIMIT_BYTES) return yield* Effect.fail("too-large" as const)
    const text = yield* request.text.pipe(
      HttpIncomingMessage.withMaxBodySize(Option.some(FORM_LIMIT_BYTES)),
      Effect.mapError((): FormError => "too-large")
    )
    if (Buffer.byteLength(text) > FORM_LIMIT_BYTES) return yield* Effect.fail("too-large" as const)
    return new Form(new URLSearchParams(text))
  })
