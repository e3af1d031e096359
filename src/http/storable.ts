import { formatPath } from "./issuePath.js"

/** No request of the contract nests deeper than 6 levels; 32 leaves room and keeps recursion safe. */
export const MAX_JSON_DEPTH = 32

// PostgreSQL text and jsonb cannot hold U+0000, and an unpaired UTF-16 surrogate is no Unicode
// text at all (it would be stored as U+FFFD, or refused by jsonb).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const textIssue = (path: ReadonlyArray<PropertyKey>) => ({
  path: formatPath(path),
  message: "Text must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates."
})

/**
 * The first part of a parsed JSON body that cannot be stored or that no request needs:
 * nesting deeper than MAX_JSON_DEPTH (deep values would also overflow the stack of the error
 * formatter), a string or key with NUL or an unpaired surrogate, or a number too large for a
 * double. Iterative, in document order.
 */
export const unstorable = (root: unknown): { readonly path: string; readonly message: string } | null => {
  const stack: Array<readonly [unknown, ReadonlyArray<PropertyKey>]> = [[root, []]]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) return textIssue(path)
      continue
    }
    // JSON.parse reads 1e309 as Infinity: the caller's number is gone, so say so (decisions §10).
    if (typeof value === "number" && !Number.isFinite(value)) {
      return { path: formatPath(path), message: "This number cannot be represented exactly: it is beyond the range of a 64-bit floating-point number." }
    }
    if (typeof value !== "object" || value === null) continue
    if (path.length >= MAX_JSON_DEPTH) {
      return { path: formatPath(path), message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.` }
    }
    const children: Array<readonly [unknown, ReadonlyArray<PropertyKey>]> = Array.isArray(value)
      ? value.map((v, i) => [v, [...path, i]] as const)
      : Object.entries(value).map(([k, v]) => [v, [...path, k]] as const)
    for (const [, childPath] of children) {
      const key = childPath.at(-1)
      if (typeof key === "string" && UNSTORABLE.test(key)) return textIssue(childPath)
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!)
  }
  return null
}
