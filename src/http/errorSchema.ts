import { Schema } from "effect"

/** A `code` field that fills itself in: errors are constructed with their payload only. */
export const code = <C extends string>(value: C) =>
  Schema.Literal(value).pipe(Schema.propertySignature, Schema.withConstructorDefault(() => value))

/** A `message` with a default sentence; callers may give a more specific one. */
export const message = (fallback: string) =>
  Schema.String.pipe(Schema.propertySignature, Schema.withConstructorDefault(() => fallback))
