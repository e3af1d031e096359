import { Deferred, Effect, Exit, Option, Queue, type Tracer } from "effect"
import { span, tracedSpan } from "../observability/span.js"

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
  /** The span of one run (`Service.methodBatch`), with attributes from its items. */
  readonly span: { readonly name: string; readonly attributes: (items: ReadonlyArray<A>) => Record<string, unknown> }
}

interface Pending<A, B, E> {
  readonly item: A
  /** The result, and the run's span (when traced) for the caller to link to. */
  readonly done: Deferred.Deferred<readonly [B, Option.Option<Tracer.AnySpan>], E>
  /** The caller's span, for the run's span to link to. */
  readonly caller: Option.Option<Tracer.AnySpan>
}

const linkTo = (target: Tracer.AnySpan): Tracer.SpanLink => ({ _tag: "SpanLink", span: target, attributes: {} })

/** Resumes after the I/O callbacks of the current event-loop turn, like the baseline's setImmediate. */
const endOfTick = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

export const makeBatcher = <A, B, E>(options: BatcherOptions<A, B, E>): Effect.Effect<Batcher<A, B, E>> =>
  Effect.gen(function* () {
    const queue = yield* Queue.unbounded<Pending<A, B, E>>()
    const slots = yield* Effect.makeSemaphore(options.concurrency)

    // A started run always completes and answers every caller. A run serves many requests, so its
    // span is a root of its own, linked to each caller's span, and each caller's span links back
    // to it: a slow request leads to its statement and a slow statement to its requests.
    const execute = (batch: ReadonlyArray<Pending<A, B, E>>) =>
      Effect.exit(
        Effect.suspend(() => {
          const items = batch.map((p) => p.item)
          const links = batch.flatMap((p) => (Option.isSome(p.caller) ? [linkTo(p.caller.value)] : []))
          return Effect.zip(options.run(items), tracedSpan).pipe(span(options.span.name, () => options.span.attributes(items), { links }))
        })
      ).pipe(
        Effect.flatMap((exit) =>
          Effect.forEach(
            batch,
            (p, i) =>
              Exit.isSuccess(exit)
                ? exit.value[0].length === batch.length
                  ? Deferred.succeed(p.done, [exit.value[0][i]!, exit.value[1]] as const)
                  : Deferred.die(p.done, new Error(`batch returned ${exit.value[0].length} results for ${batch.length} items`))
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
        Effect.flatMap(tracedSpan, (caller) =>
          Effect.flatMap(Deferred.make<readonly [B, Option.Option<Tracer.AnySpan>], E>(), (done) =>
            Effect.zipRight(
              Queue.offer(queue, { item, done, caller }),
              Effect.map(Deferred.await(done), ([result, run]) => {
                if (Option.isSome(caller) && Option.isSome(run) && caller.value._tag === "Span") caller.value.addLinks([linkTo(run.value)])
                return result
              })
            )
          )
        )
    }
  })
