import { Cause, Config, Context, Effect, FiberRef, FiberRefs, HashMap, Inspectable, Layer, Logger, LogLevel, Option, Tracer } from "effect"

const levels: Record<string, LogLevel.LogLevel> = {
  trace: LogLevel.Trace,
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warn: LogLevel.Warning,
  warning: LogLevel.Warning,
  error: LogLevel.Error,
  fatal: LogLevel.Fatal,
  off: LogLevel.None
}

/** LOG_LEVEL: trace, debug, info, warn, error, fatal or off, in any case. */
export const logLevelConfig = Config.string("LOG_LEVEL").pipe(
  Config.validate({
    message: "must be one of trace, debug, info, warn, error, fatal, off",
    validation: (s) => Object.hasOwn(levels, s.toLowerCase())
  }),
  Config.map((s) => levels[s.toLowerCase()]!),
  Config.withDefault(LogLevel.Info)
)

const currentSpan = (context: FiberRefs.FiberRefs): Option.Option<Tracer.AnySpan> =>
  Context.getOption(FiberRefs.getOrDefault(context, FiberRef.currentContext), Tracer.ParentSpan)

// Annotations live in a hash map; lines read better with the request's facts first, always in this order.
const leading = ["request_id", "org_id", "method", "route", "status", "latency_ms", "code"]
const rank = (key: string) => {
  const at = leading.indexOf(key)
  return at === -1 ? leading.length : at
}

const isPlain = (value: unknown) =>
  value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))

const messageOf = (message: unknown): unknown => {
  const parts = Array.isArray(message) ? message : [message]
  return parts.length === 1 ? parts[0] : parts
}

/**
 * One JSON object per line: time, level, message, then the log annotations flat (request_id,
 * org_id, route, ... as the code annotated them), the trace and span ids when a span is current,
 * and the rendered cause for failures. Only what code annotates is written: request bodies,
 * headers and credentials are never annotated.
 */
export const jsonLineLogger = (write: (line: string) => void) =>
  Logger.make<unknown, void>(({ annotations, cause, context, date, logLevel, message }) => {
    const record: Record<string, unknown> = { time: date.toISOString(), level: logLevel.label, message: messageOf(message) }
    const entries = HashMap.toEntries(annotations).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    let plain = typeof record.message === "string"
    for (const [key, value] of entries) {
      record[key] = value
      plain &&= isPlain(value)
    }
    const span = currentSpan(context)
    if (Option.isSome(span)) {
      record.trace_id = span.value.traceId
      record.span_id = span.value.spanId
    }
    if (!Cause.isEmpty(cause)) record.error = Cause.pretty(cause)
    // A line of strings and numbers (every request's line) needs none of stringifyCircular's
    // care for cycles and redactable values, which cost a replacer call per field.
    write(plain ? JSON.stringify(record) : Inspectable.stringifyCircular(record))
  })

const stdoutLogger = jsonLineLogger((line) => process.stdout.write(`${line}\n`))

/** Replaces Effect's default logger with JSON lines on stdout, at LOG_LEVEL. */
export const LoggingLive = Layer.unwrapEffect(
  Effect.map(logLevelConfig, (level) =>
    Layer.merge(Logger.replace(Logger.defaultLogger, stdoutLogger), Logger.minimumLogLevel(level))
  )
)
