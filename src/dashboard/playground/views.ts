import type { Explanation } from "../../domain/explain.js"
import type { EvaluationResult } from "../../domain/result.js"
import type { Issue, Message } from "../../domain/types.js"
import type { EvaluationRow } from "../../evaluations/Repo.js"
import { attr, html, type Html } from "../http/html.js"
import { notice } from "../views/components.js"
import { csrfField } from "../views/layout.js"
import { explanationView } from "../views/explanation.js"
import { resultView } from "../views/result.js"
import { INPUT_TYPES } from "./input.js"

export interface PlaygroundView {
  readonly csrf: string
  readonly evaluations: ReadonlyArray<EvaluationRow>
  readonly evaluationId: string
  readonly inputType: string
  readonly text: string
  readonly nextAction: boolean
  /** decisions §11 `options.explain`. */
  readonly explain: boolean
  readonly issues?: ReadonlyArray<Issue>
  readonly error?: string
  readonly result?: { readonly result: EvaluationResult; readonly input: ReadonlyArray<Message>; readonly explanation?: Explanation }
}

export const playgroundBody = (v: PlaygroundView): Html => {
  if (v.evaluations.length === 0) {
    return html`<p class="panel">The playground scores text against one of your evaluations. <a href="/dashboard/evaluations/new">Create an evaluation</a> first.</p>`
  }
  return html`<p>Paste a message and see how an evaluation scores it. Playground runs are not logged and use no quota.</p>
${v.error === undefined ? "" : notice("error", v.error)}
${v.issues === undefined || v.issues.length === 0 ? "" : notice("error", html`The input is not valid.<ul>${v.issues.map((i) => html`<li><code>${i.path}</code>: ${i.message}</li>`)}</ul>`)}
<form method="post" action="/dashboard/playground" class="stack panel" data-busy="Scoring…">
  ${csrfField(v.csrf)}
  <div class="row">
    <div><label for="evaluation_id">Evaluation</label>
      <select id="evaluation_id" name="evaluation_id">${v.evaluations.map(
        (e) => html`<option value="${e.id}"${attr("selected", e.id === v.evaluationId)}>${e.name}</option>`
      )}</select></div>
    <div><label for="input_type">Input type</label>
      <select id="input_type" name="input_type">${INPUT_TYPES.map((t) => html`<option value="${t}"${attr("selected", t === v.inputType)}>${t}</option>`)}</select></div>
  </div>
  <div><label for="text">Text <span class="hint">For a transcript, start lines with “user:” or “agent:”.</span></label>
    <textarea id="text" name="text" rows="7" required>${v.text}</textarea></div>
  <label class="check"><input type="checkbox" name="request_next_action" value="1"${attr("checked", v.nextAction)}> Suggest a next action</label>
  <label class="check"><input type="checkbox" name="explain" value="1"${attr("checked", v.explain)}> Explain: say which rules set the status and the next action</label>
  <div class="actions"><button type="submit">Score</button></div>
</form>
${v.result === undefined ? "" : html`<section aria-labelledby="result-heading" id="result"><h2 id="result-heading">Result</h2>${explanationView(v.result.explanation)}${resultView(v.result.result, v.result.input)}</section>`}`
}
