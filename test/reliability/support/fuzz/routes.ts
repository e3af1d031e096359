// The fuzz cases of every route: valid bodies (accepted), single mutations (each with the
// answer it must get), the XOR / deployment rules, foreign and malformed ids, and piles of
// mutations (never a 5xx). `runRoute` drives them through fast-check against a live server.
import fc from "fast-check"
import type { Agent } from "node:http"
import { generateToken } from "../../../../src/domain/keys.js"
import { choice, type Expectation, mutate, mutateMany, serialize } from "./mutations.js"
import type { Json } from "./tree.js"
import { arbitraries, schemaSamples } from "./valid.js"

export interface FuzzContext {
  readonly baseUrl: string
  readonly agent: Agent
  readonly key: string
  readonly foreignKey: string
  /** A deployment secret and the evaluation it is bound to. */
  readonly secret: string
  readonly bound: string
  /** Own evaluations, one per template; `bound` is among them. */
  readonly evaluations: ReadonlyArray<string>
  readonly foreignEvaluation: string
  /** Own log rows: durable ones (by evaluation), ad-hoc ones, and one of another organization. */
  readonly logs: { readonly byEvaluation: Readonly<Record<string, ReadonlyArray<string>>>; readonly adhoc: ReadonlyArray<string>; readonly foreign: string }
}

export interface Case {
  readonly label: string
  readonly method: "GET" | "POST" | "DELETE"
  readonly path: string
  readonly token: string | null
  readonly body?: Json
  readonly raw?: string
  readonly headers?: Record<string, string>
  readonly expect: Expectation
  /** The statuses that count as accepted on this route for this case. */
  readonly success: ReadonlyArray<number>
}

const accept: Expectation = { kind: "accept" }
const notFound: Expectation = { kind: "code", status: 404, code: "NOT_FOUND" }
const randomUuid = fc.uuid({ version: 4 })

/** Path segments that are no id of ours: any Unicode, percent-encoded as a client would, or raw oddities. */
const pct = (s: string) =>
  [...Buffer.from(s, "utf8")].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("")
const garbageId = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 80 }).map(pct),
  fc.constantFrom("%ZZ", "%00", "..%2F..", "%C0%AF", "a%2Fb", "null", "undefined", "0", "-1", "x".repeat(5000), "00000000-0000-0000-0000-000000000000", "%EF%BF%BD")
)

/** A valid body, or one mutation of it, or several, with the answer each must get. */
const variants = (valid: fc.Arbitrary<Json>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map((body) => ({ label: "valid", body, expect: accept })) },
    { weight: 5, arbitrary: fc.tuple(valid, choice).map(([body, c]) => mutate(body, c)) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.array(choice, { minLength: 2, maxLength: 4 })).map(([body, cs]) => mutateMany(body, cs)) }
  )

const bodyCase = (m: { label: string; body: Json; expect: Expectation }) => ({ label: m.label, raw: serialize(m.body), expect: m.expect })

const create = (ctx: FuzzContext): fc.Arbitrary<Case> =>
  fc.oneof(
    { weight: 9, arbitrary: variants(arbitraries.create) },
    { weight: 1, arbitrary: schemaSamples.create.map((body) => ({ label: "schema sample", body, expect: { kind: "no5xx" } as Expectation })) }
  ).map((m) => ({
    ...bodyCase(m),
    method: "POST",
    path: "/v1/evaluations",
    token: ctx.key,
    success: [201, 422]
  }))

type Mode = "durable" | "adhoc" | "deployment"

const evaluateBase = (ctx: FuzzContext) =>
  fc.oneof(
    fc.record({ mode: fc.constant<Mode>("durable"), id: fc.constantFrom(...ctx.evaluations), rest: arbitraries.evaluateRest }).map(({ mode, id, rest }) => ({ mode, body: { evaluation_id: id, ...rest } })),
    fc.record({ mode: fc.constant<Mode>("adhoc"), criteria: arbitraries.criteria, rest: arbitraries.evaluateRest }).map(({ mode, criteria, rest }) => ({ mode, body: { criteria, ...rest } })),
    fc.record({ mode: fc.constant<Mode>("deployment"), rest: arbitraries.evaluateRest }).map(({ mode, rest }) => ({ mode, body: rest as Json }))
  )

const xor = (ctx: FuzzContext) =>
  fc.tuple(evaluateBase(ctx), arbitraries.criteria, fc.constantFrom(...ctx.evaluations), fc.nat()).map(([{ mode, body }, criteria, id, n]) => {
    const code = (c: string): Expectation => ({ kind: "code", status: 400, code: c })
    if (mode === "durable") return { mode, label: "evaluation_id and criteria", body: { ...body, criteria }, expect: code("XOR_REQUIRED") }
    if (mode === "adhoc") return { mode, label: "criteria and evaluation_id", body: { ...body, evaluation_id: id }, expect: code("XOR_REQUIRED") }
    return n % 2 === 0
      ? { mode, label: "secret with criteria", body: { ...body, criteria }, expect: code("FORBIDDEN_CRITERIA") }
      : { mode, label: "secret with evaluation_id", body: { ...body, evaluation_id: id }, expect: code("MIXED_AUTH") }
  })

const unknownEvaluation = (ctx: FuzzContext) =>
  fc.tuple(arbitraries.evaluateRest, fc.oneof(randomUuid, fc.constant(ctx.foreignEvaluation))).map(([rest, id]) => ({
    mode: "durable" as Mode,
    label: "an evaluation_id that is not ours",
    body: { evaluation_id: id, ...rest },
    expect: notFound
  }))

const guide = fc.oneof(
  { weight: 4, arbitrary: arbitraries.guide.map((g) => ({ value: g, expect: accept })) },
  fc.tuple(arbitraries.guide, fc.constantFrom("\t", "\u0085", "\u00ad", "\u009b")).map(([g, bad]) => ({ value: `a${bad}${g}z`, expect: { kind: "invalid", path: "X-Service-Guide" } as Expectation })),
  fc.integer({ min: 201, max: 4000 }).map((n) => ({ value: "g".repeat(n), expect: { kind: "invalid", path: "X-Service-Guide" } as Expectation }))
)

const evaluate = (ctx: FuzzContext): fc.Arbitrary<Case> => {
  const withBody = fc.oneof(
    { weight: 8, arbitrary: evaluateBase(ctx).chain(({ mode, body }) => variants(fc.constant(body)).map((m) => ({ mode, ...m }))) },
    { weight: 2, arbitrary: xor(ctx) },
    { weight: 1, arbitrary: unknownEvaluation(ctx) },
    { weight: 1, arbitrary: schemaSamples.evaluate.map((body) => ({ mode: "durable" as Mode, label: "schema sample", body, expect: { kind: "no5xx" } as Expectation })) }
  )
  return fc.tuple(withBody, fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, guide)).map(([m, g]) => {
    // A guide issue is only predictable on an otherwise accepted call.
    const expect = g !== null && m.expect.kind === "accept" ? g.expect : m.expect
    return {
      ...bodyCase({ ...m, expect }),
      label: `${m.mode}: ${m.label}${g === null ? "" : " + X-Service-Guide"}`,
      method: "POST",
      path: "/v1/evaluate",
      token: m.mode === "deployment" ? ctx.secret : ctx.key,
      ...(g === null ? {} : { headers: { "x-service-guide": g.value } }),
      success: [200]
    }
  })
}

const outcome = (ctx: FuzzContext): fc.Arbitrary<Case> => {
  const own = fc.constantFrom(...ctx.evaluations.filter((id) => (ctx.logs.byEvaluation[id] ?? []).length > 0))
  const target = fc.oneof(
    { weight: 6, arbitrary: own.chain((id) => fc.record({ id: fc.constant(id), log: fc.option(fc.constantFrom(...ctx.logs.byEvaluation[id]!), { freq: 2 }), found: fc.constant(true) })) },
    { weight: 1, arbitrary: fc.record({ id: fc.oneof(randomUuid, fc.constant(ctx.foreignEvaluation), garbageId), log: fc.constant(null), found: fc.constant(false) }) },
    { weight: 1, arbitrary: fc.record({ id: own, log: fc.oneof(randomUuid, fc.constant(ctx.logs.foreign), fc.constantFrom(...ctx.logs.adhoc)), found: fc.constant(false) }) }
  )
  return fc.tuple(target, variants(arbitraries.outcome)).map(([t, m]) => {
    const body = t.log === null || m.body === null || typeof m.body !== "object" || Array.isArray(m.body) ? m.body : { ...m.body, evaluation_log_id: t.log }
    // The body is decoded before the handler looks the ids up: an invalid body is a 400 either way.
    const expect: Expectation = !t.found ? (m.expect.kind === "accept" ? notFound : { kind: "anyOf", options: [m.expect, notFound] }) : m.expect
    return { ...bodyCase({ ...m, body, expect }), label: `${t.found ? "own" : "unknown"} ids: ${m.label}`, method: "POST", path: `/v1/evaluations/${t.id}/outcome`, token: ctx.key, success: [201] }
  })
}

const getEvaluation = (ctx: FuzzContext): fc.Arbitrary<Case> =>
  fc.oneof(
    fc.constantFrom(...ctx.evaluations).map((id) => ({ id, token: ctx.key, expect: accept, label: "own" })),
    fc.constantFrom(...ctx.evaluations).map((id) => ({ id: id.toUpperCase(), token: ctx.key, expect: accept, label: "own, upper case" })),
    fc.constant({ id: ctx.bound, token: ctx.secret, expect: accept, label: "bound, with the secret" }),
    fc.constantFrom(...ctx.evaluations.filter((id) => id !== ctx.bound)).map((id) => ({ id, token: ctx.secret, expect: notFound, label: "not bound, with the secret" })),
    fc.oneof(randomUuid, garbageId, fc.constant(ctx.foreignEvaluation)).map((id) => ({ id, token: ctx.key, expect: notFound, label: "unknown" }))
  ).map((c) => ({ label: c.label, method: "GET", path: `/v1/evaluations/${c.id}`, token: c.token, expect: c.expect, success: [200] }))

const getLog = (ctx: FuzzContext): fc.Arbitrary<Case> => {
  const durable = Object.values(ctx.logs.byEvaluation).flat()
  const boundLogs = ctx.logs.byEvaluation[ctx.bound] ?? []
  return fc.oneof(
    fc.constantFrom(...durable).map((id) => ({ id, token: ctx.key, expect: accept, label: "own durable" })),
    fc.constantFrom(...boundLogs).map((id) => ({ id, token: ctx.secret, expect: accept, label: "bound, with the secret" })),
    fc.constantFrom(...durable.filter((id) => !boundLogs.includes(id))).map((id) => ({ id, token: ctx.secret, expect: notFound, label: "not bound, with the secret" })),
    fc.constantFrom(...ctx.logs.adhoc).map((id) => ({ id, token: ctx.key, expect: notFound, label: "ad-hoc (not fetchable)" })),
    fc.oneof(randomUuid, garbageId, fc.constant(ctx.logs.foreign)).map((id) => ({ id, token: ctx.key, expect: notFound, label: "unknown" }))
  ).map((c) => ({ label: c.label, method: "GET", path: `/v1/evaluate/${c.id}`, token: c.token, expect: c.expect, success: [200] }))
}

const createDeployment = (ctx: FuzzContext): fc.Arbitrary<Case> => {
  const body = fc.oneof(
    fc.constant({ label: "no body", expect: accept }),
    fc.constant({ label: "an empty object", raw: "{}", expect: accept }),
    fc
      .jsonValue({ maxDepth: 3 })
      .filter((v) => !(typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0))
      .map((v) => ({ label: "a JSON body (refused)", raw: JSON.stringify(v), expect: { kind: "invalid", path: "" } as Expectation })),
    fc.constant({ label: "malformed JSON", raw: '{"a":', expect: { kind: "invalid", path: "" } as Expectation }),
    fc.constant({ label: "text body", raw: "hello", headers: { "content-type": "text/plain" }, expect: { kind: "code", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" } as Expectation })
  )
  const target = fc.oneof(
    fc.constantFrom(...ctx.evaluations).map((id) => ({ id, token: ctx.key, found: true, forbidden: false })),
    fc.oneof(randomUuid, garbageId, fc.constant(ctx.foreignEvaluation)).map((id) => ({ id, token: ctx.key, found: false, forbidden: false })),
    fc.constant({ id: ctx.bound, token: ctx.secret, found: true, forbidden: true })
  )
  return fc.tuple(target, body).map(([t, b]) => {
    const expect: Expectation = t.forbidden
      ? { kind: "code", status: 403, code: "FORBIDDEN" }
      : !t.found
        ? b.expect.kind === "accept" ? notFound : { kind: "anyOf", options: [b.expect, notFound] }
        : b.expect
    return { label: `${t.found ? "own" : "unknown"}: ${b.label}`, method: "POST", path: `/v1/evaluations/${t.id}/deployments`, token: t.token, ...("raw" in b ? { raw: b.raw } : {}), ...("headers" in b ? { headers: b.headers } : {}), expect, success: [201] }
  })
}

/** Unknown or revoked credentials, other schemes, tokens in query strings: 401 (429 once the address is throttled). */
const badAuth = (ctx: FuzzContext): fc.Arbitrary<Case> => {
  const flip = (token: string, at: number) => {
    const i = 4 + (at % (token.length - 4))
    return token.slice(0, i) + (token[i] === "a" ? "b" : "a") + token.slice(i + 1)
  }
  const header = fc.oneof(
    fc.nat().map((n) => `Bearer ${flip(ctx.key, n)}`),
    fc.nat().map((n) => `Bearer ${flip(ctx.secret, n)}`),
    fc.constant(null).map(() => `Bearer ${generateToken("key")}`),
    fc.constant(null).map(() => `Bearer ${generateToken("secret")}`),
    fc.constantFrom(`Basic ${Buffer.from(`user:${ctx.key}`).toString("base64")}`, `Token ${ctx.key}`, ctx.key, "Bearer", `Bearer ${ctx.key} extra`, `Bearer${ctx.key}`, `Digest ${ctx.key}`),
    fc.string({ maxLength: 100 }).map((s) => `Bearer ${s.replace(/\s/g, "")}x`)
  )
  const target = fc.constantFrom(
    ["GET", `/v1/evaluations/${ctx.bound}`],
    ["POST", "/v1/evaluate"],
    ["POST", "/v1/evaluations"],
    ["GET", `/v1/evaluate/${Object.values(ctx.logs.byEvaluation).flat()[0]}`],
    ["POST", `/v1/evaluations/${ctx.bound}/deployments`],
    ["DELETE", `/v1/deployments/${ctx.bound}`]
  )
  const query = fc.constantFrom("api_key", "access_token", "token", "key", "authorization")
  return fc.tuple(target, fc.oneof(header.map((h) => ({ h, q: null })), query.map((q) => ({ h: null, q })))).map(([[method, path], { h, q }]) => ({
    label: h === null ? `token in ?${q}=` : `Authorization: ${h.slice(0, 24)}…`,
    method: method as Case["method"],
    path: q === null ? path! : `${path}?${q}=${encodeURIComponent(ctx.key)}`,
    token: null,
    ...(h === null ? {} : { headers: { authorization: h } }),
    ...(method === "POST" ? { raw: JSON.stringify({ input_type: "form", input: [{ role: "user", content: "hi" }] }) } : {}),
    expect: { kind: "no5xx" },
    success: []
  }))
}

export const routes = {
  "POST /v1/evaluations": create,
  "POST /v1/evaluate": evaluate,
  "POST /v1/evaluations/{id}/outcome": outcome,
  "GET /v1/evaluations/{id}": getEvaluation,
  "GET /v1/evaluate/{id}": getLog,
  "POST /v1/evaluations/{id}/deployments": createDeployment,
  "DELETE /v1/deployments/{id}": (ctx: FuzzContext) => revokeDeployment(ctx),
  "bad credentials, any route": badAuth
} satisfies Record<string, (ctx: FuzzContext) => fc.Arbitrary<Case>>

export type RouteName = keyof typeof routes

/** Revocation needs a deployment of its own per case: the case carries an instruction to make one. */
const revokeDeployment = (ctx: FuzzContext): fc.Arbitrary<Case> =>
  fc.oneof(
    fc.constantFrom(...ctx.evaluations).map((id) => ({ label: "own, twice", method: "DELETE" as const, path: `@fresh:${id}`, token: ctx.key, expect: accept, success: [204] })),
    fc.oneof(randomUuid, garbageId).map((id) => ({ label: "unknown", method: "DELETE" as const, path: `/v1/deployments/${id}`, token: ctx.key, expect: notFound, success: [204] })),
    fc.constant({ label: "with a secret", method: "DELETE" as const, path: `/v1/deployments/${ctx.bound}`, token: ctx.secret, expect: { kind: "code", status: 403, code: "FORBIDDEN" } as Expectation, success: [204] })
  )
