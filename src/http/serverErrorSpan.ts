import * as HttpServerRespondable from "@effect/platform/HttpServerRespondable"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"

/**
 * A 5xx answer, carried out of the application as a defect so that the platform's request span
 * ends with status Error (OTel HTTP semantic conventions: a server span is an error for 5xx).
 * The boundary has already answered it: the platform sends exactly `response` (it is
 * respondable) and takes the span's `http.response.status_code` from it. A 4xx is the caller's
 * error, not the server's, and stays a plain answer with status Unset/OK.
 */
class ServerErrorAnswer extends Error implements HttpServerRespondable.Respondable {
  constructor(readonly response: HttpServerResponse.HttpServerResponse, code: string, message: string) {
    super(`${response.status} ${code}: ${message}`)
    this.name = "ServerErrorAnswer"
  }
  [HttpServerRespondable.symbol]() {
    return Effect.succeed(this.response)
  }
}

/** The boundary's answer, leaving as a marked defect when it is a 5xx. */
export const answered = (response: HttpServerResponse.HttpServerResponse, code: string | undefined, message: string | undefined) =>
  response.status >= 500
    ? Effect.die(new ServerErrorAnswer(response, code ?? String(response.status), message ?? ""))
    : Effect.succeed(response)
