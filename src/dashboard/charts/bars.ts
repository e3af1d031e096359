import { html, type Html, trusted } from "../http/html.js"
import { el, round, STATUS_COLORS, text, title } from "./svg.js"

export interface Bar {
  readonly label: string
  readonly value: number
  /** What is printed at the end of the bar ("42.0%", "$1,200"). */
  readonly display: string
}

const W = 300
const ROW = 30
const LEFT = 84
const RIGHT = 58

/** Horizontal bars per status, coloured like the status badges. */
export const barChart = (id: string, heading: string, bars: ReadonlyArray<Bar>, max: number | null = null): Html => {
  const H = Math.max(1, bars.length) * ROW + 8
  const top = max ?? Math.max(0, ...bars.map((b) => b.value))
  const scale = (v: number) => (top <= 0 ? 0 : (v / top) * (W - LEFT - RIGHT))
  const rows = bars.map((b, i) => {
    const y = 4 + i * ROW
    const w = Math.max(b.value > 0 ? 2 : 0, scale(b.value))
    return [
      text({ x: LEFT - 8, y: y + 19, "text-anchor": "end" }, b.label),
      el("rect", { x: LEFT, y: y + 5, width: W - LEFT - RIGHT, height: 20, fill: "#eef1f5" }),
      el("rect", { x: LEFT, y: y + 5, width: round(w), height: 20, fill: STATUS_COLORS[b.label] ?? "#2450c7" }, title(`${b.label}: ${b.display}`)),
      text({ x: LEFT + round(w) + 6, y: y + 19 }, b.display)
    ].join("")
  })
  const summary = bars.length === 0 ? "No data yet." : bars.map((b) => `${b.label} ${b.display}`).join(", ")
  const svg = `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d" xmlns="http://www.w3.org/2000/svg">${el("title", { id: `${id}-t` }, heading)}${el("desc", { id: `${id}-d` }, summary)}${
    bars.length === 0 ? text({ x: W / 2, y: 20, "text-anchor": "middle" }, "No data yet") : rows.join("")
  }</svg>`
  return html`<figure class="panel chart-box" id="${id}"><figcaption><strong>${heading}</strong></figcaption>${trusted(svg)}</figure>`
}

/** Quota used against its limit; an unlimited plan shows no bar to fill. */
export const meter = (id: string, used: number, limit: number | null): Html => {
  const W2 = 600
  const ratio = limit === null || limit === 0 ? 0 : Math.min(1, used / limit)
  const fill = ratio >= 0.9 ? "#b42318" : ratio >= 0.75 ? "#d89614" : "#2450c7"
  const label = limit === null ? `${used.toLocaleString("en-US")} used; no limit` : `${used.toLocaleString("en-US")} of ${limit.toLocaleString("en-US")} (${(ratio * 100).toFixed(1)}%)`
  const svg = `<svg class="chart meter" viewBox="0 0 ${W2} 28" role="img" aria-labelledby="${id}-t" xmlns="http://www.w3.org/2000/svg">${el("title", { id: `${id}-t` }, `Quota: ${label}`)}${el("rect", { x: 0, y: 0, width: W2, height: 28, rx: 6, fill: "#eef1f5" })}${
    limit === null ? "" : el("rect", { x: 0, y: 0, width: round(W2 * ratio), height: 28, rx: 6, fill })
  }</svg>`
  return html`<div class="meter-box">${trusted(svg)}<p class="small">${label}</p></div>`
}
