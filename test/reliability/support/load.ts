import { Agent, request } from "node:http"

export interface Outcome {
  /** HTTP status; 0 when no answer came (refused, reset, timed out). */
  readonly status: number
  readonly ms: number
  /** When the call was sent, ms since the epoch. */
  readonly at: number
  readonly body: string
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly error?: string
}

export interface SendOptions {
  readonly token?: string
  readonly body?: unknown
  readonly raw?: string
  readonly headers?: Record<string, string>
  /** Gives up (status 0, error "timeout") after this long; default 35 s, past the 30 s scorer budget. */
  readonly timeoutMs?: number
  readonly agent?: Agent | false
}

/** One HTTP call that never rejects: failures to get an answer are outcomes too. */
export const send = (baseUrl: string, method: string, path: string, options: SendOptions = {}): Promise<Outcome> =>
  new Promise((resolve) => {
    const at = Date.now()
    const started = performance.now()
    const headers: Record<string, string> = { ...options.headers }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    if (payload !== undefined) {
      headers["content-type"] ??= "application/json"
      headers["content-length"] = String(Buffer.byteLength(payload))
    }
    let settled = false
    const finish = (o: Omit<Outcome, "ms" | "at">) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...o, at, ms: performance.now() - started })
    }
    const req = request(`${baseUrl}${path}`, { method, headers, agent: options.agent ?? false }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }))
      res.on("error", (e) => finish({ status: 0, body: "", headers: {}, error: (e as NodeJS.ErrnoException).code ?? e.message }))
    })
    const timer = setTimeout(() => {
      req.destroy()
      finish({ status: 0, body: "", headers: {}, error: "timeout" })
    }, options.timeoutMs ?? 35_000)
    req.on("error", (e) => finish({ status: 0, body: "", headers: {}, error: (e as NodeJS.ErrnoException).code ?? e.message }))
    req.end(payload)
  })

export const json = <T = any>(o: Outcome): T => JSON.parse(o.body) as T

export const percentile = (values: ReadonlyArray<number>, p: number): number => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export const tally = (outcomes: ReadonlyArray<Outcome>): Record<string, number> =>
  outcomes.reduce<Record<string, number>>((acc, o) => {
    const k = o.status === 0 ? `net:${o.error}` : String(o.status)
    acc[k] = (acc[k] ?? 0) + 1
    return acc
  }, {})

/** `concurrency` loops calling `fn(i)` for i = 0 .. count-1 (each i exactly once), or until `stop()` says so. */
export const closedLoop = async <T>(
  concurrency: number,
  count: number,
  fn: (i: number) => Promise<T>,
  stop: () => boolean = () => false
): Promise<Array<T>> => {
  const results: Array<T> = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && !stop()) {
        const i = next++
        results[i] = await fn(i)
      }
    })
  )
  return results
}

/** Starts `fn` at a fixed rate for `durationMs`, whatever the answers take (an open-loop load). */
export const openLoop = async <T>(ratePerSecond: number, durationMs: number, fn: (i: number) => Promise<T>): Promise<Array<T>> => {
  const pending: Array<Promise<T>> = []
  const started = performance.now()
  const total = Math.floor((ratePerSecond * durationMs) / 1000)
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / ratePerSecond
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    pending.push(fn(i))
  }
  return Promise.all(pending)
}

/** `workers` loops calling `fn`, `pauseMs` apart, until `stop` is called; outcomes as they come. */
export const untilStopped = (workers: number, fn: () => Promise<Outcome>, pauseMs = 20) => {
  const outcomes: Array<Outcome> = []
  let running = true
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      outcomes.push(await fn())
      await sleep(pauseMs)
    }
  })
  const stop = async () => {
    running = false
    await Promise.all(loops)
  }
  return { outcomes, stop }
}

/**
 * When the first call sent at or after `since` succeeded (its send time), once `settleMs` more
 * have passed after it; undefined if none did within `limitMs` of `since`.
 */
export const firstSuccessSince = async (
  outcomes: ReadonlyArray<Outcome>,
  since: number,
  { settleMs, limitMs }: { readonly settleMs: number; readonly limitMs: number }
): Promise<number | undefined> => {
  let first: number | undefined
  while (Date.now() - since < limitMs) {
    first = outcomes.find((o) => o.at >= since && o.status === 200)?.at
    if (first !== undefined && Date.now() - first > settleMs) break
    await sleep(100)
  }
  return first
}
