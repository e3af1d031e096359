// `assay serve` as an operator runs it: logs on stdout as JSON lines, traces to the OTLP endpoint
// named in its environment, configuration mistakes refused in one line.
import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call } from "../support/client.js"
import { freshPostgresDatabase } from "../support/database.js"
import { attributesOf, spansOf, startReceiver } from "../support/otlpReceiver.js"
import { runCli, startServe } from "../support/process.js"

describe("assay serve: logs and traces from the environment", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(() => receiver.close())

  it("writes JSON lines to stdout and exports its spans, flushed on SIGTERM", async () => {
    const { child, baseUrl } = await startServe({
      DATABASE_URL: await freshPostgresDatabase(),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      LOG_LEVEL: "info"
    })
    let stdout = ""
    child.stdout!.on("data", (d) => (stdout += d))
    const res = await call(baseUrl, "GET", "/v1/evaluations/00000000-0000-4000-8000-000000000000", {
      token: "esk_notARealKeyAtAll",
      headers: { "x-request-id": "process-test-0001" }
    })
    expect(res.status).toBe(401)
    child.kill("SIGTERM")
    await once(child, "exit")

    const lines = stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>)
    const line = lines.find((l) => l.request_id === "process-test-0001")
    expect(line).toMatchObject({
      level: "INFO",
      message: "request",
      method: "GET",
      route: "/v1/evaluations/:evaluation_id",
      status: 401,
      code: "UNAUTHORIZED",
      org_id: null
    })
    expect(stdout).not.toContain("esk_notARealKeyAtAll")

    const root = spansOf(receiver.received).find((span) => attributesOf(span)["assay.request.id"] === "process-test-0001")
    expect(root?.name).toBe("GET /v1/evaluations/:evaluation_id")
    expect(root?.service).toBe("assay")
    expect(attributesOf(root!)).toMatchObject({ "http.response.status_code": 401, "assay.error.code": "UNAUTHORIZED" })
    // The log line and the trace name each other.
    expect(line!.trace_id).toBe(root!.traceId)
  })

  it("refuses a bad LOG_LEVEL or OTLP endpoint in one line naming the variable", async () => {
    const badLevel = await runCli(["serve"], { LOG_LEVEL: "loud" })
    expect(badLevel.code).not.toBe(0)
    expect(badLevel.stderr.trim().split("\n").at(-1)).toBe(
      "assay: Invalid configuration: LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, off"
    )
    const badEndpoint = await runCli(["serve"], { OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })
    expect(badEndpoint.code).not.toBe(0)
    expect(badEndpoint.stderr.trim().split("\n").at(-1)).toBe(
      "assay: Invalid configuration: OTEL_EXPORTER_OTLP_ENDPOINT: must be an absolute http(s) URL"
    )
  })
})
