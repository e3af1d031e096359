import { Effect } from "effect"
import { makeBatcher } from "../db/Batcher.js"
import { type BatchRow, type LogEntry, LogRepo, type QuotaGroup } from "./LogRepo.js"

export interface WriteRequest {
  readonly entry: LogEntry
  /** The quota the row must take a unit of (limit null: unlimited), or null for a row that takes none. */
  readonly quota: { readonly limit: number | null } | null
}

/** A group of one organization's rows that the first statement could not admit whole. */
interface Remainder {
  readonly orgId: string
  readonly members: ReadonlyArray<number>
  /** The counter as last seen: where to start guessing how many still fit. */
  readonly used: number
  /** Its callers carry different limits (an override changed meanwhile): decided one by one. */
  readonly mixed: boolean
}

/**
 * Writes log rows (decisions §9) for concurrent evaluate calls in batches: the rows of one
 * event-loop tick go out in one statement with their quota units (LogRepo.writeBatch), and each
 * caller resumes only after the commit that holds its row, learning whether it was admitted.
 *
 * Admission is exactly that of calls taking their unit one after the other, in arrival order:
 * an organization's rows are admitted whole when they all fit. When they do not, they are
 * retried in order in smaller statements, as many at once as the counter suggests still fit;
 * the first refused row (alone in its statement), or a statement that fills the window, means
 * the window was full at that commit, and the rows after it are refused. Units used therefore
 * equal successful rows at every commit.
 */
export class LogWriter extends Effect.Service<LogWriter>()("Assay/LogWriter", {
  effect: Effect.gen(function* () {
    const logs = yield* LogRepo

    const admitInOrder = (items: ReadonlyArray<WriteRequest>, admitted: Array<boolean>, r: Remainder) =>
      Effect.gen(function* () {
        let next = 0
        let used = r.used
        let missed = false
        while (next < r.members.length) {
          const limit = items[r.members[next]!]!.quota!.limit
          const left = r.members.length - next
          const room = limit === null ? left : limit - used
          const size = r.mixed || missed || room <= 0 ? 1 : Math.min(room, left)
          const part = r.members.slice(next, next + size)
          const rows: Array<BatchRow> = part.map((i) => ({ entry: items[i]!.entry, counts: true }))
          const [result] = yield* logs.writeBatch(rows, [{ orgId: r.orgId, n: size, limit }])
          if (result === undefined) return yield* Effect.dieMessage("LogRepo.writeBatch answered no group")
          if (result.admitted) {
            part.forEach((i) => (admitted[i] = true))
            next += size
            used = result.used
            missed = false
            if (!r.mixed && limit !== null && used >= limit) return
          } else if (size === 1) {
            if (!r.mixed) return
            next += 1
          } else {
            used = result.used
            missed = true
          }
        }
      })

    const run = (items: ReadonlyArray<WriteRequest>) =>
      Effect.gen(function* () {
        const admitted = items.map((item) => item.quota === null)
        const byOrg = new Map<string, Array<number>>()
        items.forEach((item, i) => {
          if (item.quota === null) return
          const members = byOrg.get(item.entry.orgId) ?? []
          members.push(i)
          byOrg.set(item.entry.orgId, members)
        })
        const limitOf = (i: number) => items[i]!.quota!.limit
        const uniform = (members: ReadonlyArray<number>) => members.every((i) => limitOf(i) === limitOf(members[0]!))

        const rows: Array<BatchRow> = []
        const groups: Array<QuotaGroup> = []
        const remainders: Array<Remainder> = []
        items.forEach((item, i) => item.quota === null && rows.push({ entry: item.entry, counts: false }))
        for (const [orgId, members] of byOrg) {
          if (!uniform(members)) {
            remainders.push({ orgId, members, used: 0, mixed: true })
            continue
          }
          members.forEach((i) => rows.push({ entry: items[i]!.entry, counts: true }))
          groups.push({ orgId, n: members.length, limit: limitOf(members[0]!) })
        }

        if (rows.length > 0) {
          for (const result of yield* logs.writeBatch(rows, groups)) {
            const members = byOrg.get(result.orgId)!
            if (result.admitted) members.forEach((i) => (admitted[i] = true))
            else remainders.push({ orgId: result.orgId, members, used: result.used, mixed: false })
          }
        }
        // Organizations are independent of each other; within one, order is kept.
        yield* Effect.forEach(remainders, (r) => admitInOrder(items, admitted, r), { concurrency: 4, discard: true })
        return admitted
      }).pipe(Effect.orDie)

    const batcher = yield* makeBatcher({
      run,
      maxBatch: 200,
      concurrency: 4,
      span: { name: "LogWriter.writeBatch", attributes: (items) => ({ rows: items.length }) }
    })

    return {
      /** True once the row is committed; false when its quota unit could not be taken (nothing written). */
      write: (request: WriteRequest) => batcher.submit(request)
    } as const
  }),
  dependencies: [LogRepo.Default]
}) {}
