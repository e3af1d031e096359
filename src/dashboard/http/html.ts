// Server-rendered HTML: every interpolated value is escaped unless it is already Html.

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

export type Part = Html | string | number | boolean | null | undefined | ReadonlyArray<Part>

const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const render = (part: Part): string => {
  if (part instanceof Html) return part.value
  if (part === null || part === undefined || part === false || part === true) return ""
  if (typeof part === "string") return escape(part)
  if (typeof part === "number") return String(part)
  return part.map(render).join("")
}

/** `html\`<p>${name}</p>\``: strings are escaped, Html and arrays of Html are inserted as they are. */
export const html = (strings: TemplateStringsArray, ...parts: ReadonlyArray<Part>): Html => {
  let out = strings[0] ?? ""
  parts.forEach((part, i) => {
    out += render(part) + (strings[i + 1] ?? "")
  })
  return new Html(out)
}

/** Markup produced by this code itself (never from input). */
export const trusted = (markup: string): Html => new Html(markup)

/** Attribute helper: `${attr("checked", on)}` renders ` checked` or nothing. */
export const attr = (name: string, on: boolean): Html => new Html(on ? ` ${name}` : "")
