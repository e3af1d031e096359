// The model prompt is compiled when an evaluation is created and stored with it (issue 5): a
// process that never saw the evaluation sends the stored prompt rather than rebuilding it, and a
// prompt stored by an older version of the rules is compiled again.
import { Option, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AppConfigShape } from "../../src/config.js"
import { compileManifest } from "../../src/domain/manifest.js"
import { ScorerOpenAi } from "../../src/scoring/openai/layers.js"
import { compilePrompt, PROMPT_VERSION } from "../../src/scoring/openai/prompt.js"
import { answer, det, type FakeOpenAi, startFakeOpenAi, testPolicy } from "../scoring/fakeOpenAi.js"
import { call } from "../support/client.js"
import { backends, freshPostgresDatabase } from "../support/database.js"
import { embeddedDataDir } from "../support/embedded.js"
import { evaluateBody, intentEvaluation } from "../support/fixtures.js"
import { startServer, type TestServer } from "../support/server.js"

const { name: _name, ...definition } = intentEvaluation
const allAbsent = answer(Object.fromEntries(intentEvaluation.standard_detectors.map((d) => [d, det()])))

describe.each(backends)("the compiled prompt stored with the evaluation (%s)", (backend) => {
  let fake: FakeOpenAi
  let config: Partial<AppConfigShape>
  let first: TestServer
  let org: { org_id: string; api_key: string }

  const start = () => startServer(backend, { scorer: ScorerOpenAi({ ...testPolicy, budget: "2 seconds" }), config })
  const create = async (s: TestServer) => {
    const res = await call(s.baseUrl, "POST", "/v1/evaluations", { token: org.api_key, body: intentEvaluation })
    expect(res.status).toBe(201)
    return res.body.evaluation_id as string
  }
  const stored = async (s: TestServer, id: string) =>
    (await s.query<{ compiled_prompt: any }>("SELECT compiled_prompt FROM evaluations WHERE id = $1", id))[0]!.compiled_prompt

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    process.env.OPENAI_API_KEY = "sk-test"
    process.env.OPENAI_BASE_URL = fake.baseUrl
    config =
      backend === "postgres"
        ? { databaseUrl: Option.some(Redacted.make(await freshPostgresDatabase())) }
        : { databaseUrl: Option.none(), dataDir: embeddedDataDir() }
    first = await start()
    org = await first.createOrg()
  })
  afterAll(async () => {
    await first.close()
    await fake.close()
  })

  it("stores, at creation, exactly the prompt the model scorer would compile", async () => {
    const id = await create(first)
    const prompt = await stored(first, id)
    expect(prompt).toEqual(compilePrompt(compileManifest(definition as never)))
    expect(prompt.version).toBe(PROMPT_VERSION)
    expect(prompt.system).toContain("pricing_interest")
    expect(prompt.schema.required).toEqual(expect.arrayContaining(intentEvaluation.standard_detectors))
  })

  it("a fresh process sends the stored prompt, and recompiles one stored by an older version", async () => {
    const current = await create(first)
    const older = await create(first)
    // Marked so the test can tell a stored prompt from a recompiled one; edited as text, so the
    // stored document keeps its key order.
    await first.query(
      `UPDATE evaluations SET compiled_prompt = replace(compiled_prompt::text, '"system":"', '"system":"[stored] ')::json
       WHERE id = ANY($1::uuid[])`,
      [current, older]
    )
    await first.query(
      `UPDATE evaluations SET compiled_prompt = replace(compiled_prompt::text, '"version":${PROMPT_VERSION},', '"version":0,')::json WHERE id = $1`,
      older
    )
    await first.close()
    first = await start()

    fake.script([allAbsent, allAbsent])
    const a = await call(first.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(current) })
    const b = await call(first.baseUrl, "POST", "/v1/evaluate", { token: org.api_key, body: evaluateBody(older) })
    expect([a.status, b.status]).toEqual([200, 200])
    expect(fake.requests).toHaveLength(2)
    const compiled = compilePrompt(compileManifest(definition as never))
    const sent: Array<string> = fake.requests.map((r) => r.messages[0].content)
    expect(sent[0]).toBe(`[stored] ${compiled.system}`)
    expect(sent[1]).toBe(compiled.system)
    // Property order is the order a structured-output model writes in (evidence before found):
    // the stored schema is sent exactly as compiled, key order included.
    for (const request of fake.requests) expect(JSON.stringify(request.response_format.json_schema.schema)).toBe(JSON.stringify(compiled.schema))
  })
})
