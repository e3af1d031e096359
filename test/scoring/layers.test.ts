// The layers the service wires for ASSAY_SCORER=openai and cascade, and their configuration.
import { ConfigProvider, Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ModelClient } from "../../src/scoring/openai/ModelClient.js"
import { ScorerCascade } from "../../src/scoring/cascade/ScorerCascade.js"
import { ScorerOpenAi } from "../../src/scoring/openai/layers.js"
import { Scorer } from "../../src/scoring/Scorer.js"
import { manifestOf } from "../domain/fixtures.js"
import { answer, det, type FakeOpenAi, startFakeOpenAi, testPolicy, withEnv } from "./fakeOpenAi.js"

const manifest = manifestOf({ template: "intent_detect", standard_detectors: ["pricing_interest", "urgency"] })
const input = [{ role: "user", content: "How much does the pro plan cost?" }]
const modelAnswer = answer({ pricing_interest: det({ found: true, value: "pro plan cost" }), urgency: det() })

describe("scorer layers", () => {
  let fake: FakeOpenAi
  beforeAll(async () => {
    fake = await startFakeOpenAi()
  })
  afterAll(() => fake.close())

  const scoreWith = (layer: typeof ScorerOpenAi, env: ReadonlyArray<readonly [string, string]> = []) =>
    Effect.runPromise(
      Effect.flatMap(Scorer, (s) => Effect.map(s.score("k", manifest, input), (detections) => ({ name: s.name, detections }))).pipe(
        Effect.provide(layer(testPolicy)),
        withEnv(fake, env)
      )
    )

  it("ASSAY_SCORER=openai: the Scorer answers from the model", async () => {
    fake.script([modelAnswer])
    const { name, detections } = await scoreWith(ScorerOpenAi)
    expect(name).toBe("openai")
    expect(detections.detections.pricing_interest).toMatchObject({ found: true, value: "pro plan cost" })
    expect(fake.requests).toHaveLength(1)
  })

  it("ASSAY_SCORER=cascade: the embedded scorer decides when it is sure enough", async () => {
    fake.script([modelAnswer])
    const { name, detections } = await scoreWith(ScorerCascade)
    expect(name).toBe("cascade")
    expect(detections.detections.pricing_interest?.found).toBe(true)
    expect(fake.requests).toHaveLength(0)
  })

  it("ASSAY_SCORER=cascade: the model decides above ASSAY_CASCADE_THRESHOLD", async () => {
    fake.script([modelAnswer])
    const { detections } = await scoreWith(ScorerCascade, [["ASSAY_CASCADE_THRESHOLD", "0.95"]])
    expect(detections.detections.pricing_interest?.value).toBe("pro plan cost")
    expect(fake.requests).toHaveLength(1)
  })
})

describe("model client configuration", () => {
  const build = (env: Record<string, string>) =>
    Effect.runPromiseExit(
      Effect.asVoid(ModelClient).pipe(
        Effect.provide(ModelClient.Default),
        Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
      )
    )

  it.each([
    [{}, "OPENAI_API_KEY"],
    [{ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "localhost:11434" }, "OPENAI_BASE_URL"],
    [{ OPENAI_API_KEY: "sk-x", OPENAI_TEMPERATURE: "3" }, "OPENAI_TEMPERATURE"]
  ])("%j fails naming %s", async (env, variable) => {
    const exit = await build(env)
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toContain(variable)
  })

  it("needs no key for a local server", async () => {
    expect(Exit.isSuccess(await build({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }))).toBe(true)
  })
})
