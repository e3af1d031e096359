import { html, type Html, trusted } from "../http/html.js"
import { el, STATUS_COLORS, text } from "./svg.js"

const STATUSES = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"] as const
export type Matrix = Readonly<Record<string, Readonly<Record<string, number>>>>

const CELL = 76
const LEFT = 92
const TOP = 44

const count = (m: Matrix, from: string, to: string) => m[from]?.[to] ?? 0

/** The moves off the diagonal, largest first, as a sentence (the chart's text description). */
export const describeTransitions = (m: Matrix): string => {
  const moves = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [from, to, count(m, from, to)] as const))
    .filter(([, , n]) => n > 0)
    .sort((a, b) => b[2] - a[2])
  const kept = STATUSES.reduce((n, s) => n + count(m, s, s), 0)
  if (moves.length === 0) return `No call changed status (${kept} kept theirs).`
  return `${moves.map(([from, to, n]) => `${n} from ${from} to ${to}`).join(", ")}; ${kept} kept their status.`
}

/**
 * The status transition matrix of a replay: rows are the logged status, columns the draft's; a
 * cell's shade grows with its count, the diagonal (unchanged) in grey, changes in the colour of
 * the status they move to.
 */
export const transitionChart = (id: string, heading: string, m: Matrix): Html => {
  const max = Math.max(1, ...STATUSES.flatMap((from) => STATUSES.map((to) => count(m, from, to))))
  const W = LEFT + CELL * STATUSES.length + 8
  const H = TOP + CELL * STATUSES.length + 8
  const parts: Array<string> = [text({ x: LEFT + (CELL * STATUSES.length) / 2, y: 12, "text-anchor": "middle" }, "after (draft)")]
  STATUSES.forEach((to, j) => {
    parts.push(text({ x: LEFT + j * CELL + CELL / 2, y: TOP - 10, "text-anchor": "middle", "font-size": 10 }, to))
  })
  STATUSES.forEach((from, i) => {
    const y = TOP + i * CELL
    parts.push(text({ x: LEFT - 6, y: y + CELL / 2 + 4, "text-anchor": "end", "font-size": 10 }, from))
    STATUSES.forEach((to, j) => {
      const n = count(m, from, to)
      const shade = n === 0 ? 0 : 0.15 + 0.85 * (n / max)
      const fill = from === to ? "#8a9099" : STATUS_COLORS[to]!
      const x = LEFT + j * CELL
      parts.push(el("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, fill: "#eef1f5" }))
      if (n > 0) {
        parts.push(el("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, fill, "fill-opacity": shade.toFixed(2) }, `<title>${from} → ${to}: ${n}</title>`))
      }
      parts.push(text({ x: x + CELL / 2, y: y + CELL / 2 + 5, "text-anchor": "middle", "font-weight": from === to ? "normal" : "bold" }, String(n)))
    })
  })
  parts.push(text({ x: 4, y: 12 }, "before (logged)"))
  const svg = `<svg class="chart matrix" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d" xmlns="http://www.w3.org/2000/svg">${el("title", { id: `${id}-t` }, heading)}${el("desc", { id: `${id}-d` }, describeTransitions(m))}${parts.join("")}</svg>`
  return html`<figure class="panel chart-box" id="${id}"><figcaption><strong>${heading}</strong></figcaption>${trusted(svg)}
<p class="small">${describeTransitions(m)}</p></figure>`
}
