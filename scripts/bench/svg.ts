// A small line chart as standalone SVG (no dependencies): evenly spaced x categories, one or
// more series, each point labelled with its value.

export interface Series {
  readonly name: string
  readonly values: ReadonlyArray<number>
  readonly color: string
}

export interface Panel {
  readonly title: string
  readonly unit: string
  readonly series: ReadonlyArray<Series>
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const niceMax = (max: number) => {
  if (max <= 0) return 1
  const step = 10 ** Math.floor(Math.log10(max))
  for (const m of [1, 2, 2.5, 5, 10]) if (m * step >= max) return m * step
  return 10 * step
}

const label = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2))

const panel = (p: Panel, xs: ReadonlyArray<string>, xTitle: string, left: number, width: number, height: number) => {
  const top = 40
  const plotH = height - top - 60
  const plotW = width - 80
  const x0 = left + 60
  const max = niceMax(Math.max(...p.series.flatMap((s) => s.values)) * 1.1)
  const xAt = (i: number) => x0 + (xs.length === 1 ? plotW / 2 : (i * plotW) / (xs.length - 1))
  const yAt = (v: number) => top + plotH - (v / max) * plotH
  const out: Array<string> = []
  out.push(`<text x="${left + width / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">${esc(p.title)}</text>`)
  for (let k = 0; k <= 4; k++) {
    const v = (max * k) / 4
    out.push(`<line x1="${x0}" x2="${x0 + plotW}" y1="${yAt(v)}" y2="${yAt(v)}" stroke="#ddd"/>`)
    out.push(`<text x="${x0 - 6}" y="${yAt(v) + 4}" text-anchor="end" font-size="11">${label(v)}</text>`)
  }
  out.push(`<text x="${left + 14}" y="${top + plotH / 2}" font-size="11" transform="rotate(-90 ${left + 14} ${top + plotH / 2})" text-anchor="middle">${esc(p.unit)}</text>`)
  xs.forEach((x, i) => out.push(`<text x="${xAt(i)}" y="${top + plotH + 18}" text-anchor="middle" font-size="11">${esc(x)}</text>`))
  out.push(`<text x="${x0 + plotW / 2}" y="${top + plotH + 38}" text-anchor="middle" font-size="11">${esc(xTitle)}</text>`)
  p.series.forEach((s, si) => {
    const points = s.values.map((v, i) => `${xAt(i)},${yAt(v)}`).join(" ")
    out.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${points}"/>`)
    s.values.forEach((v, i) => {
      out.push(`<circle cx="${xAt(i)}" cy="${yAt(v)}" r="3" fill="${s.color}"/>`)
      out.push(`<text x="${xAt(i)}" y="${yAt(v) - 7 - si * 12}" text-anchor="middle" font-size="10" fill="${s.color}">${label(v)}</text>`)
    })
    if (p.series.length > 1) {
      out.push(`<rect x="${x0 + 8}" y="${top + 6 + si * 16}" width="10" height="10" fill="${s.color}"/>`)
      out.push(`<text x="${x0 + 22}" y="${top + 15 + si * 16}" font-size="11">${esc(s.name)}</text>`)
    }
  })
  return out.join("\n")
}

/** Two or more panels side by side, sharing the x categories. */
export const chart = (title: string, xs: ReadonlyArray<string>, xTitle: string, panels: ReadonlyArray<Panel>): string => {
  const w = 420
  const h = 300
  const width = w * panels.length
  const body = panels.map((p, i) => panel(p, xs, xTitle, i * w, w, h)).join("\n")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h + 24}" viewBox="0 0 ${width} ${h + 24}" font-family="sans-serif">
<title>${esc(title)}</title>
<rect width="100%" height="100%" fill="white"/>
<g transform="translate(0,24)">
${body}
</g>
<text x="8" y="16" font-size="13">${esc(title)}</text>
</svg>
`
}
