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
