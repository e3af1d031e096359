import type { Session } from "../auth/Accounts.js"
import { html, type Part } from "../http/html.js"
import { htmlResponse } from "../http/respond.js"
import { bareLayout, layout } from "./layout.js"

/** An HTML answer for anything that went wrong; never a stack trace or SQL text. */
export const errorPage = (input: { status: number; title: string; message: Part; session: Session | null; headers?: Record<string, string> }) => {
  const body = html`<div class="alert error" role="alert"><p>${input.message}</p></div>
<p><a href="/dashboard">Back to the dashboard</a></p>`
  return htmlResponse(
    input.session === null
      ? bareLayout(input.title, body)
      : layout({ title: input.title, session: input.session, section: "none", body }),
    input.status,
    input.headers ?? {}
  )
}

export const notFoundPage = (session: Session | null, what = "page") =>
  errorPage({ status: 404, title: "Not found", message: `There is no such ${what} in this organization.`, session })
