import { html, type Html } from "../http/html.js"
import type { LogDetail } from "./LogDetailRepo.js"

const block = (id: string, title: string, value: unknown, note: string) => html`<section class="raw" aria-labelledby="${id}-title">
  <div class="raw-head"><h3 id="${id}-title">${title}</h3>
    <button type="button" class="secondary" data-copy="${id}" hidden>Copy</button><span id="${id}-status" class="small" role="status"></span></div>
  <p class="small muted">${note}</p>
  <pre class="json" id="${id}">${JSON.stringify(value, null, 2)}</pre>
</section>`

/**
 * The call as JSON: the request body rebuilt from what the log keeps (ad-hoc criteria and options
 * are not logged), and the response body exactly as the API answered it.
 */
export const rawJson = (r: LogDetail): Html => {
  const request = {
    ...(r.mode === "durable" ? { evaluation_id: r.evaluationId } : {}),
    input_type: r.inputType,
    input: r.input
  }
  const requestNote =
    r.mode === "adhoc"
      ? "The input as sent; the ad-hoc criteria and the options are not logged."
      : r.mode === "deployment"
        ? "The input as sent with the deployment's secret; the options are not logged."
        : "The input as sent; the options are not logged."
  return html`${block("raw-request", "Request", request, requestNote)}
${
  r.result === null
    ? html`<p class="muted">No response body was logged: scoring failed${r.errorCode === null ? "" : html` with <code>${r.errorCode}</code>`}.</p>`
    : block(
        "raw-response",
        "Response",
        { id: r.id, evaluation_id: r.evaluationId, version: r.evaluationVersion, ...r.result },
        "The body the API answered with (an explanation, when one was asked for, is not logged)."
      )
}`
}

/** The playground with this call's evaluation and input (ad-hoc criteria are not saved, so not for them). */
export const playgroundLink = (r: LogDetail): Html =>
  r.evaluationId === null || r.mode === "adhoc"
    ? html``
    : html`<a class="button secondary" href="/dashboard/playground?evaluation=${r.evaluationId}&amp;log=${r.id}">Open in playground</a>`
