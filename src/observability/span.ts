import { Effect, type Exit, Option, type Tracer } from "effect"
import { GenAi } from "./attributes.js"

// The tracer Effect installs when no exporter is configured (TracingLive adds none without
// OTEL_EXPORTER_OTLP_ENDPOINT): its spans stay in memory and are never read by anyone.
const inMemoryOnly = Effect.runSync(Effect.tracer)

/**
 * `Effect.withSpan` for the request path's service spans (docs/observability.md), at the cost
 * measured in docs/performance.md:
 * - only when an exporter is installed: with Effect's in-memory tracer nobody can ever read these
 *   spans, yet each one copied the request's context and fiber refs three times, about a fifth of
 *   a request's CPU for the dozen of them. The request span itself is always made (its ids are in
 *   the log lines, and the router writes the matched route onto it);
 * - without capturing a stack trace: by default every span makes an `Error` when it is built,
 *   only to name its caller should it fail; these names already say where they are.
 */
export const span = (
  name: string,
  attributes?: Record<string, unknown> | (() => Record<string, unknown>),
  options: { readonly kind?: Tracer.SpanKind; readonly links?: ReadonlyArray<Tracer.SpanLink> } = {}
) => {
  const traced =
    typeof attributes === "function"
      ? <A, E, R>(self: Effect.Effect<A, E, R>) =>
          Effect.withSpan(self, name, { attributes: attributes(), kind: options.kind, links: options.links, captureStackTrace: false })
      : Effect.withSpan(name, { attributes, kind: options.kind, links: options.links, captureStackTrace: false })
  return <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, Exclude<R, Tracer.ParentSpan>> =>
    Effect.tracerWith((tracer) => (tracer === inMemoryOnly ? (self as Effect.Effect<A, E, Exclude<R, Tracer.ParentSpan>>) : traced(self)))
}

/** The current span, where `span` makes spans (an exporter is installed); none otherwise. */
export const tracedSpan: Effect.Effect<Option.Option<Tracer.AnySpan>> = Effect.tracerWith((tracer) =>
  tracer === inMemoryOnly ? Effect.succeedNone : Effect.option(Effect.currentSpan)
)

/** Span annotations, made only where `span` makes spans: otherwise they would land on the request span, read by no one. */
export const whenTraced = (annotate: Effect.Effect<void>): Effect.Effect<void> =>
  Effect.tracerWith((tracer) => (tracer === inMemoryOnly ? Effect.void : annotate))

/**
 * A span opened here and ended elsewhere (`endSpan`): for a step that starts in one middleware
 * and finishes in another, such as the credential check made before the body is read and the
 * rest of the gate after it. None where `span` makes no spans.
 */
export const openSpan = (name: string): Effect.Effect<Option.Option<Tracer.Span>> =>
  Effect.tracerWith((tracer) =>
    tracer === inMemoryOnly ? Effect.succeedNone : Effect.asSome(Effect.makeSpan(name, { captureStackTrace: false }))
  )

/** Ends an `openSpan` span with `exit`, unless it has ended already. */
export const endSpan = (opened: Option.Option<Tracer.Span>, exit: Exit.Exit<unknown, unknown>): Effect.Effect<void> =>
  Option.isNone(opened) || opened.value.status._tag === "Ended"
    ? Effect.void
    : Effect.clockWith((clock) => Effect.sync(() => opened.value.end(clock.unsafeCurrentTimeNanos(), exit)))

/** A model call's usage on the current span (GenAI conventions); unknown token counts are left out. */
export const annotateModelUsage = (usage: {
  readonly model: string
  readonly tokensIn: number | null
  readonly tokensOut: number | null
}): Effect.Effect<void> =>
  whenTraced(
    Effect.annotateCurrentSpan({
      [GenAi.responseModel]: usage.model,
      ...(usage.tokensIn === null ? {} : { [GenAi.inputTokens]: usage.tokensIn }),
      ...(usage.tokensOut === null ? {} : { [GenAi.outputTokens]: usage.tokensOut })
    })
  )
