// A scripted OpenAI-compatible endpoint for the model-mode benchmark (the same answer shape as
// test/scoring/fakeOpenAi.ts): every chat completion is answered after exactly FAKE_LATENCY_MS
// (default 1000), with one "not found" answer per detector named in the request's JSON schema.
// With FAKE_RECORD_FILE set, the first completion request's body is written there, so that a
// benchmark can send the service's own request to the endpoint directly.
//
//   PORT=... FAKE_LATENCY_MS=1000 node --import tsx scripts/bench/fakeModel.ts
import { writeFileSync } from "node:fs"
import { createServer } from "node:http"

const latency = Number(process.env.FAKE_LATENCY_MS ?? 1000)
const port = Number(process.env.PORT ?? 0)
const recordFile = process.env.FAKE_RECORD_FILE
let recorded = false

const answer = (request: any) => {
  const properties = request?.response_format?.json_schema?.schema?.properties ?? {}
  const content = Object.fromEntries(
    Object.keys(properties).map((name) => [name, { evidence: [], negated: false, found: false, value: null, confidence: 0.1 }])
  )
  return JSON.stringify({
    id: "chatcmpl-bench",
    object: "chat.completion",
    created: 0,
    model: "bench-model",
    choices: [
      { index: 0, message: { role: "assistant", content: JSON.stringify(content), refusal: null }, logprobs: null, finish_reason: "stop" }
    ],
    usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 }
  })
}

const server = createServer((req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", () => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") return void res.writeHead(404).end()
    const text = Buffer.concat(chunks).toString("utf8")
    if (recordFile !== undefined && !recorded) {
      recorded = true
      writeFileSync(recordFile, text)
    }
    const body = answer(JSON.parse(text))
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }).end(body)
    }, latency)
  })
})
server.keepAliveTimeout = 30_000
server.listen(port, "127.0.0.1", () => console.log(`listening ${(server.address() as { port: number }).port}`))
process.on("SIGTERM", () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
