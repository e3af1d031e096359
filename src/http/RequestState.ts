import type { Option, Tracer } from "effect"
import { FiberRef } from "effect"
import { globalValue } from "effect/GlobalValue"
import { randomUUID } from "node:crypto"
import type { Verified } from "../auth/Credentials.js"

/** Per-request facts gathered along the way and written onto whatever response goes out. */
export interface RequestState {
  readonly requestId: string
  readonly startedAt: number
  /** Headers for the response, success or error (RateLimit, Retry-After, ...). */
  readonly headers: Record<string, string>
  orgId: string | null
  /** The bearer credential, once checked before the body was read (src/http/inFlight.ts). */
  verified?: Option.Option<Verified>
  /** `Authentication.check`, opened for that early check and ended by the gate (traced requests only). */
  authSpan?: Option.Option<Tracer.Span>
  /** Answered 503 by the slot deadline (src/http/inFlight.ts) and interrupted: logged as such. */
  overdue?: boolean
}

export const CurrentRequest = globalValue("Assay/CurrentRequest", () =>
  FiberRef.unsafeMake<RequestState>({ requestId: "", startedAt: 0, headers: {}, orgId: null })
)

const acceptableId = /^[A-Za-z0-9._:-]{8,64}$/

/** A caller's own X-Request-Id is kept when it is a sane token, so their logs and ours line up. */
export const newRequestState = (incoming: string | undefined): RequestState => ({
  requestId: incoming !== undefined && acceptableId.test(incoming) ? incoming : randomUUID(),
  startedAt: performance.now(),
  headers: {},
  orgId: null
})
