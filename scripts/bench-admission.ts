// What issue 23's admission steps add to every request (docs/limits.md), measured in-process:
//
//   node --import tsx scripts/bench-admission.ts
//
// - the request view every handler sees (src/http/bodyRead.ts `readOnce`: a modified request,
//   its text bound to the one cached read, a JSON media type renamed);
// - the slot deadline (src/http/gate.ts `Gate.hold`: a Node timer armed and cleared per request).
// Prints microseconds per request; bounded: a fixed number of iterations, no server, no network.
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { cpus } from "node:os"
import { readOnce } from "../src/http/bodyRead.js"
import { Gate } from "../src/http/gate.js"

const N = 200_000
const perCall = (label: string, run: (i: number) => unknown, n = N) => {
  for (let i = 0; i < n / 10; i++) run(i) // warm-up
  const started = performance.now()
  for (let i = 0; i < n; i++) run(i)
  const us = ((performance.now() - started) * 1000) / n
  console.log(`${label.padEnd(58)} ${us.toFixed(3)} µs per request`)
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown"}, Node ${process.version}; ${N} iterations each\n`)

const request = HttpServerRequest.fromWeb(
  new Request("http://localhost/v1/evaluate", { method: "POST", headers: { "content-type": "application/vnd.api+json" }, body: "{}" })
)
perCall("readOnce (request view, +json renamed)", () => readOnce(request))

const gate = new Gate(1_000_000, 35_000)
perCall("Gate.hold + release (one Node timer)", () => gate.hold(() => {})())

