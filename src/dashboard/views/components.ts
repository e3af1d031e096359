import { html, type Html, type Part } from "../http/html.js"

export const STATUSES = ["QUALIFIED", "PARTIAL", "FAILED", "ESCALATE"] as const
export type StatusName = (typeof STATUSES)[number]

const MODE_LABEL: Readonly<Record<string, string>> = { durable: "Durable", adhoc: "Ad-hoc", deployment: "Deployment" }

/** A failed scoring has no status: it shows its error code instead. */
export const statusBadge = (status: string | null, errorCode: string | null = null): Html =>
  status === null
    ? html`<span class="badge s-ERROR" title="Scoring failed">Error${errorCode === null ? "" : `: ${errorCode}`}</span>`
    : html`<span class="badge s-${status}">${status}</span>`

/** Ad-hoc rows are filled in, so they stand out in any list (interface: "ad-hoc rows are labelled"). */
export const modeBadge = (mode: string): Html =>
  html`<span class="badge m-${mode}" data-mode="${mode}">${MODE_LABEL[mode] ?? mode}</span>`

const pad = (n: number) => String(n).padStart(2, "0")

/** To the second, in UTC: the one time zone of every page, filter and chart (issue 25). */
export const utcText = (d: Date): string =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`

export const utcDay = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** UTC everywhere, labelled: rows in the reader's zone beside filters and charts in UTC read wrong. */
export const time = (d: Date | null): Html =>
  d === null ? html`<span class="muted">never</span>` : html`<time datetime="${d.toISOString()}">${utcText(d)}</time>`

export const number = (n: number, digits = 0): string =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })

export const percent = (ratio: number | null): string => (ratio === null ? "–" : `${(ratio * 100).toFixed(1)}%`)

export const notice = (kind: "ok" | "error", message: Part): Html =>
  html`<div class="alert ${kind}" role="${kind === "error" ? "alert" : "status"}">${message}</div>`

/** A secret shown once, with a copy button the script reveals. */
export const secretBox = (id: string, label: string, value: string): Html => html`<section class="secret" aria-labelledby="${id}-label">
  <strong id="${id}-label">${label}</strong>
  <code id="${id}" data-secret>${value}</code>
  <button type="button" class="secondary" data-copy="${id}" hidden>Copy</button>
  <span id="${id}-status" class="small" role="status"></span>
  <p class="small note">This is the only time it is shown. Store it in your secret manager now; afterwards only its first 8 characters are displayed.</p>
</section>`

export const tableWrap = (caption: string, head: Html, rows: ReadonlyArray<Html>, empty: string): Html =>
  rows.length === 0
    ? html`<p class="muted">${empty}</p>`
    : html`<div class="table-wrap"><table><caption class="sr-only">${caption}</caption><thead>${head}</thead><tbody>${rows}</tbody></table></div>`
