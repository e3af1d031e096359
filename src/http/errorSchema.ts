import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"

/** A `code` field that fills itself in: errors are constructed with their payload only. */
export const code = <C extends string>(value: C) =>
  Schema.Literal(value).pipe(Schema.propertySignature, Schema.withConstructorDefault(() => value))

/** A `message` with a default sentence; callers may give a more specific one. */
export const message = (fallback: string) =>
  Schema.String.pipe(Schema.propertySignature, Schema.withConstructorDefault(() => fallback))

/**
 * An example body for the OpenAPI document. The schema checks it when the document is built (a
 * wrong example is left out, and test/ops/docs.test.ts notices); the document then drops `_tag`,
 * as the boundary does on the wire.
 */
export const example = (tag: string, body: Record<string, unknown>) => ({ _tag: tag, ...body }) as never

interface FlatErrorSpec<Code extends string, Fields extends Schema.Struct.Fields> {
  readonly status: number
  readonly code: Code
  /** The default `message`; a caller may construct the error with a more specific one. */
  readonly message: string
  /** What the OpenAPI document says about this answer. */
  readonly description: string
  /** Fields beyond `code` and `message` (decisions §1, "extra fields"). */
  readonly fields?: Fields
  /** The OpenAPI example: `code` and the default `message`, overridden or completed by these. */
  readonly example?: Record<string, unknown>
}

/**
 * Declares an error of the flat body of decisions §1 with its HTTP status, once:
 *
 *   export class NotFound extends FlatError<NotFound>()("NotFound", {
 *     status: 404, code: "NOT_FOUND", message: "Not found.", description: "No such resource."
 *   }) {}
 *
 * The boundary (src/http/boundary.ts) drops `_tag` on the wire; endpoints only `.addError(X)`.
 */
export const FlatError =
  <Self = never>() =>
  <const Tag extends string, const Code extends string, Fields extends Schema.Struct.Fields = {}>(
    tag: Tag,
    spec: FlatErrorSpec<Code, Fields>
  ) =>
    Schema.TaggedError<Self>()(
      tag,
      { code: code(spec.code), message: message(spec.message), ...(spec.fields ?? ({} as Fields)) },
      HttpApiSchema.annotations({
        status: spec.status,
        description: spec.description,
        examples: [example(tag, { code: spec.code, message: spec.message, ...spec.example })]
      })
    )
