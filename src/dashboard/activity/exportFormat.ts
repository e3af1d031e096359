import type { ExportRow } from "./FeedExport.js"

export const CSV_COLUMNS = [
  "id", "created_at", "mode", "evaluation_id", "evaluation_name", "input_type", "status", "error_code",
  "next_action", "guide", "scorer", "latency_ms", "input"
] as const

const NEEDS_QUOTES = /[",\r\n]/
const FORMULA = /^[=+\-@\t\r]/

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe, since inputs are text written by the public.
 */
export const csvCell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return ""
  const text = typeof value === "number" ? String(value) : FORMULA.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvHeader = `${CSV_COLUMNS.join(",")}\r\n`

type Message = { readonly role: string; readonly content: string }

/** One `role: content` line per message. The JSON is the service's own log column, not input to check. */
const inputLines = (json: string): string => (JSON.parse(json) as ReadonlyArray<Message>).map((m) => `${m.role}: ${m.content}`).join("\n")

// Written out rather than looped over the column names: this runs once per exported row.
export const csvLine = (r: ExportRow): string =>
  `${csvCell(r.id)},${csvCell(r.created_at)},${csvCell(r.mode)},${csvCell(r.evaluation_id)},${csvCell(r.evaluation_name)},` +
  `${csvCell(r.input_type)},${csvCell(r.status)},${csvCell(r.error_code)},${csvCell(r.next_action)},${csvCell(r.guide)},` +
  `${csvCell(r.scorer)},${r.latency_ms},${csvCell(inputLines(r.input_json))}\r\n`

/** One JSON object a line, with the input's messages and the whole logged result (their JSON text as stored). */
export const jsonLine = (r: ExportRow): string => {
  const fields = JSON.stringify({
    id: r.id,
    created_at: r.created_at,
    mode: r.mode,
    evaluation_id: r.evaluation_id,
    evaluation_name: r.evaluation_name,
    input_type: r.input_type,
    status: r.status,
    error_code: r.error_code,
    next_action: r.next_action,
    guide: r.guide,
    scorer: r.scorer,
    latency_ms: r.latency_ms
  })
  return `${fields.slice(0, -1)},"input":${r.input_json},"result":${r.result_json ?? "null"}}\n`
}
