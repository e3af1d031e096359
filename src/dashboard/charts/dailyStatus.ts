import { html, type Html, trusted } from "../http/html.js"
import { el, niceMax, round, STATUS_COLORS, text, title } from "./svg.js"

export interface DayCounts {
  readonly day: string
  readonly counts: Readonly<Record<string, number>>
}

const SERIES = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE", "ERROR"] as const
interface Frame {
  readonly className: string
  readonly W: number
  readonly H: number
  readonly left: number
  readonly labels: number
}

// Two drawings of one chart: wide for laptops, compact (fewer, larger labels) for phones;
// the stylesheet shows one. Text in an SVG scales with it, so one drawing cannot suit both.
const FRAMES: ReadonlyArray<Frame> = [
  { className: "chart wide", W: 720, H: 260, left: 44, labels: 8 },
  { className: "chart compact", W: 360, H: 220, left: 34, labels: 4 }
]
const M = { right: 12, top: 12, bottom: 34 }

const total = (d: DayCounts) => SERIES.reduce((n, s) => n + (d.counts[s] ?? 0), 0)

const describe = (days: ReadonlyArray<DayCounts>): string => {
  const sums = SERIES.map((s) => [s, days.reduce((n, d) => n + (d.counts[s] ?? 0), 0)] as const)
  const all = sums.reduce((n, [, v]) => n + v, 0)
  if (all === 0) return "No evaluate calls in this period."
  const busiest = days.reduce((a, b) => (total(b) > total(a) ? b : a))
  return `${all} calls: ${sums.filter(([, v]) => v > 0).map(([s, v]) => `${s} ${v}`).join(", ")}. Busiest day ${busiest.day} with ${total(busiest)}.`
}

const draw = (f: Frame, id: string, heading: string, days: ReadonlyArray<DayCounts>, description: string): string => {
  const { W, H } = f
  const plotW = W - f.left - M.right
  const plotH = H - M.top - M.bottom
  const max = niceMax(Math.max(0, ...days.map(total)))
  const slot = plotW / Math.max(1, days.length)
  const barW = Math.max(2, slot * 0.7)
  const y = (v: number) => M.top + plotH - (v / max) * plotH
  const parts: Array<string> = []
  for (let i = 0; i <= 4; i++) {
    const v = (max / 4) * i
    parts.push(el("line", { x1: f.left, x2: W - M.right, y1: round(y(v)), y2: round(y(v)), stroke: i === 0 ? "#8a9099" : "#e3e7ec" }))
    parts.push(text({ x: f.left - 6, y: round(y(v)) + 4, "text-anchor": "end" }, Number.isInteger(v) ? String(v) : v.toFixed(1)))
  }
  const labelEvery = Math.ceil(days.length / f.labels)
  days.forEach((d, i) => {
    const x = f.left + i * slot + (slot - barW) / 2
    let base = 0
    for (const s of SERIES) {
      const v = d.counts[s] ?? 0
      if (v === 0) continue
      const top = y(base + v)
      parts.push(el("rect", { x: round(x), y: round(top), width: round(barW), height: round(y(base) - top), fill: STATUS_COLORS[s]! }, title(`${d.day} ${s}: ${v}`)))
      base += v
    }
    // Counted back from today, so the newest day always has its label.
    if ((days.length - 1 - i) % labelEvery === 0) {
      parts.push(text({ x: round(x + barW / 2), y: H - M.bottom + 18, "text-anchor": "middle" }, d.day.slice(5)))
    }
  })
  if (days.every((d) => total(d) === 0)) {
    parts.push(text({ x: W / 2, y: M.top + plotH / 2, "text-anchor": "middle" }, "No calls in this period"))
  }
  const ids = `${id}-${f.W}`
  return `<svg class="${f.className}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${ids}-t ${ids}-d" xmlns="http://www.w3.org/2000/svg">${el("title", { id: `${ids}-t` }, heading)}${el("desc", { id: `${ids}-d` }, description)}${parts.join("")}</svg>`
}

/** Evaluate calls per day, stacked by status: an inline SVG picture with a text description. */
export const dailyStatusChart = (id: string, heading: string, days: ReadonlyArray<DayCounts>): Html => {
  const description = describe(days)
  return html`<figure class="panel chart-box" id="${id}">
  <figcaption><strong>${heading}</strong></figcaption>
  ${trusted(FRAMES.map((f) => draw(f, id, heading, days, description)).join(""))}
  <ul class="legend">${SERIES.map((s) => html`<li><span class="swatch sw-${s}"></span>${s === "ERROR" ? "Error" : s}</li>`)}</ul>
</figure>`
}

/** The last `n` UTC days ending today, each with its counts (zero when absent). */
export const lastDays = (n: number, rows: ReadonlyArray<{ day: string; status: string; count: number }>, now = new Date()): ReadonlyArray<DayCounts> => {
  const byDay = new Map<string, Record<string, number>>()
  for (const r of rows) byDay.set(r.day, { ...(byDay.get(r.day) ?? {}), [r.status]: r.count })
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(today - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10)
    return { day, counts: byDay.get(day) ?? {} }
  })
}
