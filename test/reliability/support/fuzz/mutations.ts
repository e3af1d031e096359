// Mutations of a valid body. Each one knows what it breaks, so the answer it must get is
// decided here, independently of the service's own validation code.
import fc from "fast-check"
import { clone, deleteAt, serializedOver, issuePath, type Json, type Node, nodes, type Path, renameAt, setAt } from "./tree.js"
import { LIMITS as SERVICE_LIMITS } from "../../../../src/domain/limits.js"

export type Expectation =
  /** The call must succeed (the route's success statuses). */
  | { readonly kind: "accept" }
  /** 400 VALIDATION_ERROR with an issue on the branch of `path` (or 413 when `tooLarge` may happen). */
  | { readonly kind: "invalid"; readonly path: string; readonly tooLargeAllowed?: boolean }
  /** Exactly this 4xx code. */
  | { readonly kind: "code"; readonly status: number; readonly code: string }
  /** Either accepted or rejected on that branch: the rules leave both open (see the mutation). */
  | { readonly kind: "either"; readonly path: string }
  /** Several mutations at once: any well-formed 4xx or a success, never a 5xx. */
  | { readonly kind: "no5xx" }
  /** Any one of these (an id the router cannot decode is a 404 before the body is read). */
  | { readonly kind: "anyOf"; readonly options: ReadonlyArray<Expectation> }

export interface Mutated {
  readonly label: string
  readonly body: Json
  readonly expect: Expectation
}

/**
 * Sentinel strings replaced after stringify: numbers JavaScript cannot hold (`1e400`), and deep
 * nesting, kept out of the body tree so that cloning and printing a case stay cheap.
 */
export const RAW = (text: string) => `@@RAW:${text}@@`
const NEST = (depth: number, objects: boolean) => `@@NEST:${objects ? "o" : "a"}${depth}@@`
export const serialize = (body: Json): string =>
  JSON.stringify(body)
    .replace(/"@@RAW:([^@"]*)@@"/g, "$1")
    .replace(/"@@NEST:([oa])(\d+)@@"/g, (_, kind: string, depth: string) =>
      kind === "o" ? `${'{"a":'.repeat(Number(depth))}1${"}".repeat(Number(depth))}` : `${"[".repeat(Number(depth))}"leaf"${"]".repeat(Number(depth))}`
    )

const REQUIRED = new Set([
  "name", "template", "type", "examples", "text", "triggers", "field", "role", "content", "input_type", "input",
  "decision", "actual_outcome", "conversion_value", "days_to_close", "standard_detectors", "framework",
  "custom_detectors", "categories", "values"
])
const KNOWN = new Set([...REQUIRED, "options", "request_next_action", "required", "non_examples", "escalation", "category", "evaluation_log_id", "evaluation_id", "criteria"])

// The service's own bounds where it has them, so a raised limit (decisions §6) moves the fuzzer too.
const LIMITS: Record<string, number> = {
  input: 200,
  custom_detectors: SERVICE_LIMITS.detectorsPerEvaluation,
  categories: SERVICE_LIMITS.categoriesMax,
  examples: SERVICE_LIMITS.examplesPerDetector,
  non_examples: SERVICE_LIMITS.nonExamplesPerDetector,
  triggers: SERVICE_LIMITS.triggersPerEvaluation,
  standard_detectors: 5
}

const isExample = (path: Path) => typeof path.at(-1) === "number" && path.at(-2) === "examples"

/** A value of another JSON type than `value`; never one the field also accepts. */
const otherType = (node: Node, pick: number): Json => {
  const current = node.value === null ? "null" : Array.isArray(node.value) ? "array" : typeof node.value
  const candidates: Array<[string, Json]> = [
    ["number", 42], ["number", -1e308], ["boolean", true], ["null", null], ["string", "x"], ["array", []], ["array", [1, "a"]], ["object", {}], ["object", { a: 1 }]
  ]
  const allowed = candidates.filter(([type]) => {
    if (type === current) return false
    if (node.key === "category" && type === "null") return false
    if (isExample(node.path) && (type === "string" || type === "object")) return false
    return true
  })
  return allowed[pick % allowed.length]![1]
}

const poison = ["\u0000", "\ud800", "\udfff", "a\u0000b", "x\udc00y", "\ud83d"]

export interface MutationChoice {
  readonly kind: number
  readonly pick: number
  readonly variant: number
  readonly size: number
  readonly key: string
}

export const choice: fc.Arbitrary<MutationChoice> = fc.record({
  kind: fc.nat(),
  pick: fc.nat(),
  variant: fc.nat(),
  size: fc.integer({ min: 33, max: 20_000 }),
  key: fc.oneof(fc.stringMatching(/^[a-z_]{1,12}$/), fc.constantFrom("__proto__", "constructor", "toString", "Ω", "💥", "a.b", "[0]", ""))
})

type Mutation = (body: Json, all: Array<Node>, c: MutationChoice) => Mutated | null

const mutations: ReadonlyArray<Mutation> = [
  function wrongType(body, all, c) {
    const node = all[c.pick % all.length]!
    const value = otherType(node, c.variant)
    return { label: `wrong type at ${issuePath(node.path) || "(body)"}`, body: setAt(body, node.path, value), expect: { kind: "invalid", path: issuePath(node.path) } }
  },
  function missing(body, all, c) {
    const members = all.filter((n) => typeof n.key === "string")
    if (members.length === 0) return null
    const node = members[c.pick % members.length]!
    const key = node.key as string
    const label = `missing ${issuePath(node.path)}`
    const mutated = deleteAt(body, node.path)
    if (key === "evaluation_id" || key === "criteria") return { label, body: mutated, expect: { kind: "code", status: 400, code: "XOR_REQUIRED" } }
    if (REQUIRED.has(key)) return { label, body: mutated, expect: { kind: "invalid", path: issuePath(node.path) } }
    return { label, body: mutated, expect: { kind: "accept" } }
  },
  function extra(body, all, c) {
    const objects = all.filter((n) => n.value !== null && typeof n.value === "object" && !Array.isArray(n.value))
    if (objects.length === 0 || KNOWN.has(c.key)) return null
    const node = objects[c.pick % objects.length]!
    if (Object.hasOwn(node.value, c.key)) return null
    const copy = clone(body)
    const target = node.path.reduce((v: Json, k) => v[k], copy)
    Object.defineProperty(target, c.key, { value: c.variant % 2 === 0 ? 1 : { nested: [true] }, enumerable: true, writable: true, configurable: true })
    return { label: `extra field ${issuePath([...node.path, c.key])}`, body: copy, expect: { kind: "invalid", path: issuePath([...node.path, c.key]) } }
  },
  function unstorableText(body, all, c) {
    const strings = all.filter((n) => typeof n.value === "string" || typeof n.key === "string")
    if (strings.length === 0) return null
    const node = strings[c.pick % strings.length]!
    const bad = poison[c.variant % poison.length]!
    if (typeof node.value === "string" && (c.size % 2 === 0 || typeof node.key !== "string")) {
      const at = c.size % (node.value.length + 1)
      const text = node.value.slice(0, at) + bad + node.value.slice(at)
      return { label: `unstorable text at ${issuePath(node.path)}`, body: setAt(body, node.path, text), expect: { kind: "invalid", path: issuePath(node.path) } }
    }
    const renamed = `${node.key as string}${bad}`
    return { label: `unstorable key at ${issuePath(node.path)}`, body: renameAt(body, node.path, renamed), expect: { kind: "invalid", path: issuePath([...node.path.slice(0, -1), renamed]) } }
  },
  function deepNesting(body, all, c) {
    const node = all[c.pick % all.length]!
    const value = NEST(c.size, c.variant % 2 === 0)
    return { label: `nested ${c.size} deep at ${issuePath(node.path) || "(body)"}`, body: setAt(body, node.path, value), expect: { kind: "invalid", path: issuePath(node.path) } }
  },
  function oversizedString(body, all, c) {
    const strings = all.filter((n) => typeof n.value === "string")
    if (strings.length === 0) return null
    const node = strings[c.pick % strings.length]!
    const length = [32_001, 40_000, 70_000][c.variant % 3]!
    return { label: `string of ${length} at ${issuePath(node.path)}`, body: setAt(body, node.path, "x".repeat(length)), expect: { kind: "invalid", path: issuePath(node.path), tooLargeAllowed: true } }
  },
  function oversizedArray(body, all, c) {
    const arrays = all.filter((n) => Array.isArray(n.value) && n.value.length > 0 && typeof n.key === "string" && LIMITS[n.key] !== undefined)
    if (arrays.length === 0) return null
    const node = arrays[c.pick % arrays.length]!
    const limit = LIMITS[node.key as string]!
    const items = Array.from({ length: limit + 1 + (c.variant % 3) }, (_, i) => node.value[i % node.value.length])
    return { label: `${items.length} items at ${issuePath(node.path)}`, body: setAt(body, node.path, items), expect: { kind: "invalid", path: issuePath(node.path), tooLargeAllowed: true } }
  },
  function emptyArray(body, all, c) {
    const arrays = all.filter((n) => Array.isArray(n.value) && n.value.length > 0 && n.path.length > 0)
    if (arrays.length === 0) return null
    const node = arrays[c.pick % arrays.length]!
    const label = `empty ${issuePath(node.path)}`
    // non_examples: [] is allowed on a presence detector (the only place a valid body has it).
    const expect: Expectation = node.key === "non_examples" ? { kind: "accept" } : { kind: "invalid", path: issuePath(node.path) }
    return { label, body: setAt(body, node.path, []), expect }
  },
  function extremeNumber(body, all, c) {
    const numbers = all.filter((n) => typeof n.value === "number")
    if (numbers.length === 0) return null
    const node = numbers[c.pick % numbers.length]!
    const cases: Array<[Json, boolean]> = [
      [1e308, true], [Number.MIN_VALUE, true], [0, true], [RAW("-0"), true], [2 ** 53 + 2, true], [RAW("123456789012345678901234567890"), true],
      [RAW("1e400"), false], [RAW("-1e400"), false], [-Number.MIN_VALUE, false], [-1, false], [RAW("-0.0000001"), false]
    ]
    const [value, ok] = cases[c.variant % cases.length]!
    return { label: `number ${String(value)} at ${issuePath(node.path)}`, body: setAt(body, node.path, value), expect: ok ? { kind: "accept" } : { kind: "invalid", path: issuePath(node.path) } }
  }
]

/** One mutation of `body`; falls back to a wrong type at the root when the chosen one does not apply. */
export const mutate = (body: Json, c: MutationChoice): Mutated => {
  const all = nodes(body)
  for (let i = 0; i < mutations.length; i++) {
    const m = mutations[(c.kind + i) % mutations.length]!(body, all, c)
    if (m !== null) return m
  }
  return { label: "wrong type at (body)", body: [], expect: { kind: "invalid", path: "" } }
}

// Far past the 256 KiB body limit (decisions §6): a stack held under it still tests the 413.
const STACK_CAP = 4_000_000

/** Two to four mutations on top of each other: only "never a 5xx" is predictable. */
export const mutateMany = (body: Json, cs: ReadonlyArray<MutationChoice>): Mutated => {
  let current = body
  const labels: Array<string> = []
  for (const c of cs) {
    const m = mutate(current, c)
    // Copies of copies grow past what a JavaScript string can hold (3,000 examples of 70,000
    // characters, 210 million, fit; that detector copied 50 times does not): a stack ends at the
    // mutation before its body passes the cap.
    if (labels.length > 0 && serializedOver(m.body, STACK_CAP)) break
    current = m.body
    labels.push(m.label)
  }
  return { label: labels.join(" + "), body: current, expect: { kind: "no5xx" } }
}
