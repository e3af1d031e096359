// The warning shown instead of publishing a tried draft over versions published after its editing
// began (docs/decisions.md, "Safe publishing"): who published the newest and when, then an explicit
// choice. "Publish anyway" confirms exactly the latest shown; if yet another version lands before
// it is posted, this page comes back naming that one.
import type { EvaluationRow, VersionRow } from "../../evaluations/Repo.js"
import { html, type Html } from "../http/html.js"
import { time } from "../views/components.js"
import { csrfField } from "../views/layout.js"

export interface ConflictPage {
  readonly csrf: string
  readonly evaluation: EvaluationRow
  readonly replayId: string
  /** The version the draft's editing began from. */
  readonly base: number
  readonly latest: VersionRow
}

const publisher = (v: VersionRow) => (v.publishedBy === null ? "an API key" : v.publishedBy)

/** "Version 4 was published by b@x at … after you started editing from version 3." */
export const conflictSentence = (p: Pick<ConflictPage, "base" | "latest">): Html => {
  const newer = p.latest.version - p.base
  const which = newer > 1 ? html`Versions ${p.base + 1} to ${p.latest.version} were published after you started editing from version ${p.base}; the latest, version ${p.latest.version}, by` : html`Version ${p.latest.version} was published by`
  const tail = newer > 1 ? "." : html` after you started editing from version ${p.base}.`
  return html`${which} <strong>${publisher(p.latest)}</strong> at ${time(p.latest.createdAt)}${tail}`
}

export const conflictBody = (p: ConflictPage): Html => {
  const base = `/dashboard/evaluations/${p.evaluation.id}`
  return html`
<div class="alert error" role="alert" id="publish-conflict">
  <p>${conflictSentence(p)}</p>
  <p>Publishing your draft now makes it version ${p.latest.version + 1} and replaces what version ${p.latest.version} changed. Nothing was published.</p>
</div>
<form method="post" action="${base}/publish" class="actions" data-busy="Publishing…">
  ${csrfField(p.csrf)}<input type="hidden" name="replay_id" value="${p.replayId}">
  <input type="hidden" name="publish_over" value="${p.latest.version}">
  <button type="submit">Publish anyway as version ${p.latest.version + 1}</button>
  <a class="button secondary" href="${base}/versions/${p.latest.version}">Open the latest (version ${p.latest.version})</a>
  <a class="button secondary" href="${base}/tries/${p.replayId}">Back to the tried draft</a>
</form>`
}
