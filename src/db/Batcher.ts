import { Deferred, Effect, Exit, Queue } from "effect"

/**
 * Per-tick batching across concurrent requests (style habit 6). `SqlResolver` batches only the
 * requests of one fiber's `forEach`; here every HTTP request is its own fiber, so the items
 * submitted by all of them during one turn of the event loop go into one `run`, and each caller
 * resumes with its own result once that `run` (one statement, one commit) has finished.
 */
export interface Batcher<A, B, E> {
  readonly submit: (item: A) => Effect.Effect<B, E>
}

export interface BatcherOptions<A, B, E> {
  /** Results in the order of `items`, one each. A failure or defect reaches every caller of the batch. */
  readonly run: (items: ReadonlyArray<A>) => Effect.Effect<ReadonlyArray<B>, E>
  /** Items per run at most (statement size); the rest wait for the next run. */
  readonly maxBatch: number
  /** Runs in flight at once; while all are busy, new items gather into a larger next batch. */
  readonly concurrency: number
}

interface Pending<A, B, E> {
  readonly item: A
  readonly done: Deferred.Deferred<B, E>
}

/** Resumes after the I/O callbacks of the current event-loop turn, like the baseline's setImmediate. */
const endOfTick = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

export const makeBatcher = <A, B, E>(options: BatcherOptions<A, B, E>): Effect.Effect<Batcher<A, B, E>> =>
  Effect.gen(function* () {
    const queue = yield* Queue.unbounded<Pending<A, B, E>>()
    const slots = yield* Effect.makeSemaphore(options.concurrency)

    // A started run always completes and answers every caller.
    const execute = (batch: ReadonlyArray<Pending<A, B, E>>) =>
      Effect.exit(Effect.suspend(() => options.run(batch.map((p) => p.item)))).pipe(
        Effect.flatMap((exit) =>
          Effect.forEach(
            batch,
            (p, i) =>
              Exit.isSuccess(exit)
                ? exit.value.length === batch.length
                  ? Deferred.succeed(p.done, exit.value[i]!)
                  : Deferred.die(p.done, new Error(`batch returned ${exit.value.length} results for ${batch.length} items`))
                : Deferred.failCause(p.done, exit.cause),
            { discard: true }
          )
        ),
        Effect.uninterruptible
      )

    // A slot is taken before the next batch is, so while every slot is busy items pile up.
    const step = Effect.gen(function* () {
      yield* slots.take(1)
      const first = yield* Queue.take(queue)
      yield* endOfTick
      const rest = yield* Queue.takeUpTo(queue, options.maxBatch - 1)
      yield* Effect.forkDaemon(Effect.ensuring(execute([first, ...rest]), slots.release(1)))
    })
    // The worker is not tied to the layer's scope: on shutdown the services are released before
    // the HTTP server has finished its requests in flight (the server closes last), and those
    // must still be written. It holds no timer or socket, so it keeps no process alive.
    yield* Effect.forkDaemon(Effect.forever(step))

    return {
      submit: (item: A) =>
        Effect.flatMap(Deferred.make<B, E>(), (done) => Effect.zipRight(Queue.offer(queue, { item, done }), Deferred.await(done)))
    }
  })
