import type { Message } from "../../domain/types.js"
import { html, type Html } from "../http/html.js"

const PALETTE_SIZE = 4

export interface Quote {
  readonly detector: string
  readonly messageIndex: number
  readonly quote: string
}

const tone = (palette: ReadonlyMap<string, number>, detector: string) => (palette.get(detector) ?? 0) % PALETTE_SIZE

/**
 * Text that several detectors quote is wrapped once per detector, each mark in its own colour and
 * each outer one a band wider (class `depth-n`), so every detector stays visible where quotes
 * overlap instead of the first colour winning. The outermost mark names them all.
 */
const layered = (text: string, detectors: ReadonlyArray<string>, palette: ReadonlyMap<string, number>): Html =>
  detectors.reduceRight<Html>(
    (inner, detector, i) =>
      i === 0
        ? html`<mark class="hl-${tone(palette, detector)} depth-${detectors.length - 1}" title="${detectors.join(", ")}" data-detectors="${detectors.join(" ")}" data-detector="${detector}">${inner}</mark>`
        : html`<mark class="hl-${tone(palette, detector)} depth-${detectors.length - 1 - i}" data-detector="${detector}">${inner}</mark>`,
    html`${text}`
  )

/**
 * One message with its evidence marked. Quotes are exact substrings of the message
 * (decisions §2); overlapping quotes split into segments that name every detector covering them.
 */
export const highlightMessage = (content: string, quotes: ReadonlyArray<Quote>, palette: ReadonlyMap<string, number> = new Map()): Html => {
  const spans = quotes.flatMap((q) => {
    const start = q.quote === "" ? -1 : content.indexOf(q.quote)
    return start < 0 ? [] : [{ start, end: start + q.quote.length, detector: q.detector }]
  })
  const cuts = [...new Set([0, content.length, ...spans.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b)
  const parts: Array<Html> = []
  for (let i = 0; i < cuts.length - 1; i++) {
    const from = cuts[i]!
    const to = cuts[i + 1]!
    const text = content.slice(from, to)
    const covering = [...new Set(spans.filter((s) => s.start <= from && s.end >= to).map((s) => s.detector))]
    parts.push(covering.length === 0 ? html`${text}` : layered(text, covering, palette))
  }
  return html`${parts}`
}

/** Marks take a colour per detector; the legend names them. */
export const highlightedInput = (messages: ReadonlyArray<Message>, quotes: ReadonlyArray<Quote>): Html => {
  const detectors = [...new Set(quotes.map((q) => q.detector))]
  const palette = new Map(detectors.map((d, i) => [d, i]))
  return html`${
    detectors.length === 0
      ? ""
      : html`<ul class="legend" aria-label="Highlight colours">${detectors.map(
          (d, i) => html`<li><mark class="hl-${i % PALETTE_SIZE}">${d}</mark></li>`
        )}</ul>`
  }${messages.map(
    (m, i) =>
      html`<div class="message"><span class="role">${m.role}</span>${highlightMessage(m.content, quotes.filter((q) => q.messageIndex === i), palette)}</div>`
  )}`
}
