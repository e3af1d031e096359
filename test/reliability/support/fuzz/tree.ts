// A JSON body as a tree of addressable nodes, for mutations that know which path they break.
import { formatPath } from "../../../../src/http/issuePath.js"

export type Json = any
export type Path = ReadonlyArray<string | number>

export interface Node {
  readonly path: Path
  readonly value: Json
  readonly key: string | number | undefined
}

/** Every node of the body, the body itself first, in document order. */
export const nodes = (root: Json): Array<Node> => {
  const out: Array<Node> = []
  const visit = (value: Json, path: Path) => {
    out.push({ path, value, key: path.at(-1) })
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]))
    else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, [...path, k])
  }
  visit(root, [])
  return out
}

export const clone = <T>(value: T): T => structuredClone(value)

/**
 * Whether the body, serialized, would pass `cap` characters; counted with an early stop, since
 * stacked mutations share subtrees whose full text can pass the length a JavaScript string can
 * hold (~537 million). A string counts at its escaped length, and mutations.ts's placeholders at
 * what serialize() makes of them (a nesting `depth` deep is about 6 characters per level).
 */
export const serializedOver = (root: Json, cap: number): boolean => {
  let size = 0
  const textSize = (text: string): number => {
    const nest = /^@@NEST:[oa](\d+)@@$/.exec(text)
    if (nest !== null) return 6 * Number(nest[1]) + 8
    const raw = /^@@RAW:([^@"]*)@@$/.exec(text)
    return raw !== null ? raw[1]!.length : JSON.stringify(text).length
  }
  const visit = (value: Json): boolean => {
    size += typeof value === "string" ? textSize(value) : 8
    if (size > cap) return true
    if (Array.isArray(value)) return value.some(visit)
    if (value !== null && typeof value === "object") return Object.entries(value).some(([k, v]) => ((size += JSON.stringify(k).length + 1), visit(v)))
    return false
  }
  return visit(root)
}

/** Replaces the node at `path` (the body itself for []), returning the new body. */
export const setAt = (root: Json, path: Path, value: Json): Json => {
  if (path.length === 0) return value
  const copy = clone(root)
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key]
  parent[path.at(-1)!] = value
  return copy
}

export const deleteAt = (root: Json, path: Path): Json => {
  const copy = clone(root)
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key]
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1)
  else delete parent[path.at(-1)!]
  return copy
}

/** Renames the key at `path` (an object member) to `name`, keeping its value. */
export const renameAt = (root: Json, path: Path, name: string): Json => {
  const copy = clone(root)
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key]
  const value = parent[path.at(-1)!]
  delete parent[path.at(-1)!]
  Object.defineProperty(parent, name, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

export const issuePath = (path: Path): string => formatPath(path)

/**
 * One issue path lies on the other's branch: `a.b` is related to `a`, `a.b[0]` and `a.b` itself.
 * The body itself ("") is on every branch: a mutation of the whole body may be reported anywhere.
 */
export const related = (issue: string, expected: string): boolean => {
  if (expected === "") return true
  const under = (long: string, short: string) =>
    long === short || (short !== "" && (long.startsWith(`${short}.`) || long.startsWith(`${short}[`)))
  return under(issue, expected) || under(expected, issue)
}
