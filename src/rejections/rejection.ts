import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { displayPrefix, parseToken, redactTokens } from "../domain/keys.js"
import type { RequestState } from "../http/RequestState.js"
import { pathOf } from "../observability/requests.js"
import type { Rejection } from "./RejectedCalls.js"

/** What the rejected-calls log keeps of an answered API request; null for what it does not keep. */
export const rejectionOf = (
  request: HttpServerRequest.HttpServerRequest,
  state: RequestState,
  status: number,
  code: string | undefined
): Rejection | null => {
  const path = pathOf(request.url)
  if (status < 400 || !path.startsWith("/v1/")) return null
  const header = request.headers.authorization ?? ""
  // Only a credential of our own format (checksum included) is named, and only by its display prefix.
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? ""
  const parsed = token === "" ? null : parseToken(token)
  return {
    orgId: state.orgId,
    credentialDigest: parsed?.digest ?? null,
    credentialPrefix: parsed === null ? null : displayPrefix(token),
    method: request.method,
    route: redactTokens(path).slice(0, 300),
    status,
    code: code ?? null,
    requestId: state.requestId
  }
}
