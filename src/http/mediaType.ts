/**
 * decisions §10: `application/json` and every `application/*+json` (vnd.api+json,
 * merge-patch+json, ld+json, ...) are JSON; a `charset` other than UTF-8 is refused. Type and
 * parameter names are case-insensitive (RFC 9110 §8.3.1); a parameter value may be quoted.
 */
export type MediaVerdict = "json" | "not-json" | "not-utf8"

const JSON_TYPE = /^application\/(?:[a-z0-9!#$&^_.+-]+\+)?json$/

export const jsonMediaType = (contentType: string | undefined): MediaVerdict => {
  if (contentType === undefined) return "not-json"
  const [type = "", ...parameters] = contentType.split(";")
  if (!JSON_TYPE.test(type.trim().toLowerCase())) return "not-json"
  for (const parameter of parameters) {
    const eq = parameter.indexOf("=")
    if (eq === -1 || parameter.slice(0, eq).trim().toLowerCase() !== "charset") continue
    const charset = parameter.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1").toLowerCase()
    if (charset !== "utf-8" && charset !== "utf8") return "not-utf8"
  }
  return "json"
}
