import { isUuid } from "../../http/params.js"

export const FEED_STATUSES = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE", "ERROR"] as const
export const FEED_MODES = ["durable", "adhoc", "deployment"] as const

export interface FeedFilters {
  readonly evaluationId: string | null
  /** ERROR selects calls whose scoring failed (no status). */
  readonly status: (typeof FEED_STATUSES)[number] | null
  readonly mode: (typeof FEED_MODES)[number] | null
  /** UTC days, inclusive. */
  readonly from: string | null
  readonly to: string | null
  /** Words to find in the input (each as a prefix, all of them), or a log id. */
  readonly q: string | null
}

/** The search box: a log id matches exactly; anything else is searched as words of the input. */
export type Search = { readonly kind: "id"; readonly id: string } | { readonly kind: "words"; readonly query: string } | { readonly kind: "none" }

const WORD = /[\p{L}\p{N}]+/gu

/** A tsquery of prefix terms built from letters and digits only, so no input can break its syntax. */
export const searchOf = (q: string | null): Search => {
  if (q === null) return { kind: "none" }
  if (isUuid(q)) return { kind: "id", id: q.toLowerCase() }
  const words = (q.toLowerCase().match(WORD) ?? []).slice(0, 8)
  return words.length === 0 ? { kind: "none" } : { kind: "words", query: words.map((w) => `${w}:*`).join(" & ") }
}

export interface Cursor {
  /** created_at with microseconds, as PostgreSQL stores it: a JS Date would lose them. */
  readonly at: string
  readonly id: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

const oneOf = <T extends string>(values: ReadonlyArray<T>, value: string | null): T | null =>
  value !== null && (values as ReadonlyArray<string>).includes(value) ? (value as T) : null

/** A real calendar day (2026-02-30 is not one, though Date.parse rolls it over to March). */
const day = (value: string | null): string | null => {
  if (value === null || !DAY.test(value)) return null
  const parsed = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value ? value : null
}

const text = (value: string | null): string | null => {
  const trimmed = value?.trim().slice(0, 200) ?? ""
  return trimmed === "" ? null : trimmed
}

/** Unknown or malformed values are ignored: a filter link never fails. */
export const readFilters = (params: URLSearchParams): FeedFilters => {
  const evaluation = params.get("evaluation")
  return {
    evaluationId: evaluation !== null && isUuid(evaluation) ? evaluation.toLowerCase() : null,
    status: oneOf(FEED_STATUSES, params.get("status")),
    mode: oneOf(FEED_MODES, params.get("mode")),
    from: day(params.get("from")),
    to: day(params.get("to")),
    q: text(params.get("q"))
  }
}

export const encodeCursor = (c: Cursor): string => Buffer.from(`${c.at}|${c.id}`, "utf8").toString("base64url")

export const decodeCursor = (value: string | null): Cursor | null => {
  if (value === null || value.length > 200) return null
  const [at, id] = Buffer.from(value, "base64url").toString("utf8").split("|")
  if (at === undefined || id === undefined || !AT.test(at) || !isUuid(id)) return null
  const parsed = Date.parse(at)
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 19) === at.slice(0, 19) ? { at, id } : null
}

/** The query string of a feed page: filters, plus a cursor when paging on. */
export const feedQuery = (f: FeedFilters, cursor: string | null = null): string => {
  const params = new URLSearchParams()
  if (f.evaluationId !== null) params.set("evaluation", f.evaluationId)
  if (f.status !== null) params.set("status", f.status)
  if (f.mode !== null) params.set("mode", f.mode)
  if (f.from !== null) params.set("from", f.from)
  if (f.to !== null) params.set("to", f.to)
  if (f.q !== null) params.set("q", f.q)
  if (cursor !== null) params.set("cursor", cursor)
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}
