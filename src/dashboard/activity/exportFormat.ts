import type { ExportRow } from "./FeedExport.js"

export const CSV_COLUMNS = [
  "id", "created_at", "mode", "evaluation_id", "evaluation_name", "input_type", "status", "error_code",
  "next_action", "guide", "scorer", "latency_ms", "input"
] as const

const fields = (r: ExportRow) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  mode: r.mode,
  evaluation_id: r.evaluationId,
  evaluation_name: r.evaluationName,
  input_type: r.inputType,
  status: r.status,
  error_code: r.errorCode,
  next_action: r.nextAction,
  guide: r.guide,
  scorer: r.scorer,
  latency_ms: r.latencyMs
})

/**
 * RFC 4180 quoting; a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe, since inputs are text written by the public.
 */
export const csvCell = (value: string | number | null): string => {
  if (value === null) return ""
  const text = typeof value === "number" ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvHeader = `${CSV_COLUMNS.join(",")}\r\n`

export const csvLine = (r: ExportRow): string => {
  const input = r.input.map((m) => `${m.role}: ${m.content}`).join("\n")
  return `${[...Object.values(fields(r)), input].map(csvCell).join(",")}\r\n`
}

/** One JSON object a line, with the input's messages and the whole logged result. */
export const jsonLine = (r: ExportRow): string => `${JSON.stringify({ ...fields(r), input: r.input, result: r.result })}\n`
