// The baseline of issue 9: a bare node:http server that parses the same JSON body, checks a
// bearer token and writes one row per request, batching the rows of concurrent requests into
// one multi-row INSERT per event-loop tick; each response leaves after the commit of its row.
//
//   DATABASE_URL=postgres://... BENCH_TOKEN=... PORT=... node scripts/bench/baseline.ts
import { createHash, randomUUID, timingSafeEqual } from "node:crypto"
import { createServer, type ServerResponse } from "node:http"
import Pg from "pg"

const url = process.env.DATABASE_URL!
const port = Number(process.env.PORT ?? 0)
const expected = createHash("sha256").update(process.env.BENCH_TOKEN ?? "").digest()
const orgId = randomUUID()
const pool = new Pg.Pool({ connectionString: url, max: 20 })

await pool.query(`CREATE TABLE IF NOT EXISTS baseline_logs (
  id uuid PRIMARY KEY, org_id uuid NOT NULL, input_type text NOT NULL, input jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now())`)

interface Pending {
  readonly id: string
  readonly inputType: string
  readonly input: string
  readonly res: ServerResponse
}

let pending: Array<Pending> = []

const answer = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text)
}

const flush = () => {
  const batch = pending
  pending = []
  pool
    .query(
      "INSERT INTO baseline_logs (id, org_id, input_type, input) SELECT id, $1, t, i FROM unnest($2::uuid[], $3::text[], $4::jsonb[]) AS u(id, t, i)",
      [orgId, batch.map((p) => p.id), batch.map((p) => p.inputType), batch.map((p) => p.input)]
    )
    .then(
      () => batch.forEach((p) => answer(p.res, 200, { id: p.id })),
      () => batch.forEach((p) => answer(p.res, 503, { code: "SERVICE_UNAVAILABLE" }))
    )
}

const server = createServer((req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", () => {
    const header = req.headers.authorization ?? ""
    const token = header.startsWith("Bearer ") ? header.slice(7) : ""
    if (!timingSafeEqual(createHash("sha256").update(token).digest(), expected)) return answer(res, 401, { code: "UNAUTHORIZED" })
    let body: { input_type?: unknown; input?: unknown }
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"))
    } catch {
      return answer(res, 400, { code: "VALIDATION_ERROR" })
    }
    if (!Array.isArray(body.input) || typeof body.input_type !== "string") return answer(res, 400, { code: "VALIDATION_ERROR" })
    if (pending.length === 0) setImmediate(flush)
    pending.push({ id: randomUUID(), inputType: body.input_type, input: JSON.stringify(body.input), res })
  })
})
server.keepAliveTimeout = 5_000
server.listen(port, "127.0.0.1", () => {
  const address = server.address() as { port: number }
  console.log(`listening ${address.port}`)
})
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)))
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
