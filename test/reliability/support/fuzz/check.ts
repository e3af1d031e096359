// What every answer of the fuzz must satisfy, and what its case expected.
import type { Outcome } from "../load.js"
import type { Expectation } from "./mutations.js"
import { related } from "./tree.js"

const CODES: Record<number, ReadonlyArray<string>> = {
  400: ["VALIDATION_ERROR", "XOR_REQUIRED", "FORBIDDEN_CRITERIA", "MIXED_AUTH"],
  401: ["UNAUTHORIZED"],
  402: ["QUOTA_EXCEEDED"],
  403: ["FORBIDDEN"],
  404: ["NOT_FOUND"],
  413: ["PAYLOAD_TOO_LARGE"],
  415: ["UNSUPPORTED_MEDIA_TYPE"],
  422: ["EXAMPLE_ASSERTION_FAILED"],
  429: ["RATE_LIMITED"]
}

export class Violation extends Error {}

const fail = (what: string, res: Outcome): never => {
  throw new Violation(`${what}: got ${res.status || res.error} ${res.body.slice(0, 500)}`)
}

const parse = (res: Outcome): any => {
  try {
    return JSON.parse(res.body)
  } catch {
    return fail("the body is not JSON", res)
  }
}

const issuesOf = (body: any): Array<{ path: string; message: string }> => (body.code === "VALIDATION_ERROR" ? body.issues : [])

/** The flat error body of decisions §1 for every 4xx, and nothing but 4xx or a success. */
export const checkWellFormed = (res: Outcome, success: ReadonlyArray<number>): any => {
  if (res.status === 0) fail("no answer", res)
  if (res.status >= 500) fail("a 5xx", res)
  if (typeof res.headers["x-request-id"] !== "string") fail("no X-Request-Id", res)
  if (success.includes(res.status)) return res.body === "" ? undefined : parse(res)
  const allowed = CODES[res.status]
  if (allowed === undefined) fail(`an unexpected status (success is ${success.join("/")})`, res)
  if (!String(res.headers["content-type"]).startsWith("application/json")) fail("an error that is not JSON", res)
  const body = parse(res)
  if (typeof body !== "object" || body === null || !allowed!.includes(body.code) || typeof body.message !== "string" || "_tag" in body) {
    fail("an error body that is not the flat body of decisions §1", res)
  }
  if (body.code === "VALIDATION_ERROR") {
    const ok = Array.isArray(body.issues) && body.issues.length > 0 && body.issues.every((i: any) => typeof i.path === "string" && typeof i.message === "string")
    if (!ok) fail("a VALIDATION_ERROR without issues[].path", res)
  }
  if (body.code === "EXAMPLE_ASSERTION_FAILED" && !(Array.isArray(body.failures) && body.failures.length > 0)) fail("a 422 without failures", res)
  if (res.status === 401 && res.headers["www-authenticate"] !== "Bearer") fail("a 401 without WWW-Authenticate: Bearer", res)
  if (res.status === 429 && !/^\d+$/.test(String(res.headers["retry-after"]))) fail("a 429 without Retry-After", res)
  return body
}

/** The answer the case's own expectation asks for (on top of `checkWellFormed`). */
export const checkExpected = (res: Outcome, body: any, expect: Expectation, success: ReadonlyArray<number>): void => {
  const ok = success.includes(res.status)
  const onBranch = (path: string) => res.status === 400 && issuesOf(body).some((i) => related(i.path, path))
  switch (expect.kind) {
    case "accept":
      if (!ok) fail(`a valid request refused (expected ${success.join("/")})`, res)
      return
    case "invalid":
      if (onBranch(expect.path) || (expect.tooLargeAllowed === true && res.status === 413)) return
      return fail(`expected 400 VALIDATION_ERROR with an issue at "${expect.path}"`, res)
    case "code":
      if (res.status !== expect.status || body?.code !== expect.code) fail(`expected ${expect.status} ${expect.code}`, res)
      return
    case "either":
      if (!ok && !onBranch(expect.path)) fail(`expected success or a 400 at "${expect.path}"`, res)
      return
    case "no5xx":
      return
    case "anyOf": {
      const failures: Array<string> = []
      for (const option of expect.options) {
        try {
          return checkExpected(res, body, option, success)
        } catch (e) {
          failures.push((e as Error).message)
        }
      }
      throw new Violation(failures.join("; or "))
    }
  }
}
