import { escape } from "../http/html.js"

/** Fills by status, also used by the legends' swatches (same colours as the badges). */
export const STATUS_COLORS: Readonly<Record<string, string>> = {
  QUALIFIED: "#1d7a46",
  PARTIAL: "#d89614",
  FAILED: "#b42318",
  ESCALATE: "#6941c6",
  ERROR: "#8a9099"
}

/** 1, 2, 5 × 10^n at or above `n`: round gridline steps. */
/**
 * The top of a count axis drawn with 4 gridlines: 4 × a whole, round step, so that every tick is
 * an integer (a count of 7.5 calls reads wrong).
 */
export const niceMax = (n: number): number => {
  const need = Math.max(1, Math.ceil(n / 4))
  const magnitude = 10 ** Math.floor(Math.log10(need))
  const step = [1, 2, 3, 4, 5, 6, 8, 10].map((m) => m * magnitude).find((v) => v >= need) ?? 10 * magnitude
  return 4 * step
}

/** An SVG element; attribute values and text are escaped. */
export const el = (name: string, attrs: Readonly<Record<string, string | number>>, children = ""): string => {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join("")
  return children === "" ? `<${name}${a}/>` : `<${name}${a}>${children}</${name}>`
}

export const text = (attrs: Readonly<Record<string, string | number>>, content: string): string => el("text", attrs, escape(content))

export const title = (content: string): string => `<title>${escape(content)}</title>`

export const round = (n: number): number => Math.round(n * 10) / 10
