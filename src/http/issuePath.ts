import { ParseResult } from "effect"
import type { Issue } from "../domain/types.js"

/** `["custom_detectors", 1, "categories"]` → `custom_detectors[1].categories`; the body itself is "". */
export const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((acc, key) => {
    if (typeof key === "number") return `${acc}[${key}]`
    const name = String(key)
    return acc === "" ? name : `${acc}.${name}`
  }, "")

/** Issues worded as the API's VALIDATION_ERROR words them (src/http/errorResponse.ts). */
export const decodeIssues = (error: ParseResult.ParseError): ReadonlyArray<Issue> =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((i) => ({
    path: formatPath(i.path),
    message: i._tag === "Unexpected" ? "This field is not allowed." : i._tag === "Missing" ? "This field is required." : i.message
  }))
