import { Config, ConfigError, Context, Effect, Layer, Option, Redacted } from "effect"

export type ScorerMode = "local" | "openai" | "cascade"

/** Who may create an organization from the dashboard's sign-up page (docs/decisions.md). */
export type SignupMode = "open" | "closed"

export interface AppConfigShape {
  readonly port: number
  readonly databaseUrl: Option.Option<Redacted.Redacted>
  readonly dataDir: string
  readonly publicUrl: string
  readonly scorer: ScorerMode
  /** Trust the left-most X-Forwarded-For address for per-address limits (behind a known proxy only). */
  readonly trustProxy: boolean
  readonly signup: SignupMode
  /** The log of rejected API calls: days kept, and rows kept per organization. */
  readonly rejectedRetentionDays: number
  readonly rejectedMaxPerOrg: number
}

// validate before withDefault: the other order loses the variable's name from the error.
const port = Config.integer("PORT").pipe(
  Config.validate({ message: "must be an integer between 0 and 65535", validation: (n) => n >= 0 && n <= 65535 }),
  Config.withDefault(8080)
)

const url = (name: string) =>
  Config.string(name).pipe(
    Config.validate({
      message: "must be an absolute http(s) URL",
      validation: (s) => {
        try {
          return ["http:", "https:"].includes(new URL(s).protocol)
        } catch {
          return false
        }
      }
    })
  )

const atLeastOne = (name: string, fallback: number) =>
  Config.integer(name).pipe(Config.validate({ message: "must be an integer ≥ 1", validation: (n) => n >= 1 }), Config.withDefault(fallback))

const load = Effect.gen(function* () {
  const p = yield* port
  const openAiKey = yield* Config.option(Config.redacted("OPENAI_API_KEY"))
  return {
    port: p,
    databaseUrl: yield* Config.option(Config.redacted("DATABASE_URL")),
    dataDir: yield* Config.string("ASSAY_DATA_DIR").pipe(Config.withDefault("./.assay")),
    publicUrl: (yield* url("PUBLIC_URL").pipe(Config.withDefault(`http://localhost:${p}`))).replace(/\/+$/, ""),
    scorer: yield* Config.literal("local", "openai", "cascade")("ASSAY_SCORER").pipe(
      Config.withDefault<ScorerMode>(Option.isSome(openAiKey) ? "openai" : "local")
    ),
    trustProxy: yield* Config.boolean("ASSAY_TRUST_PROXY").pipe(Config.withDefault(false)),
    signup: yield* Config.literal("open", "closed")("ASSAY_SIGNUP").pipe(Config.withDefault<SignupMode>("closed")),
    rejectedRetentionDays: yield* atLeastOne("ASSAY_REJECTED_RETENTION_DAYS", 7),
    rejectedMaxPerOrg: yield* atLeastOne("ASSAY_REJECTED_MAX_PER_ORG", 10_000)
  } satisfies AppConfigShape
})

export class AppConfig extends Context.Tag("Assay/AppConfig")<AppConfig, AppConfigShape>() {
  static readonly Live = Layer.effect(AppConfig, load)
  static readonly layer = (overrides: Partial<AppConfigShape>) =>
    Layer.effect(AppConfig, Effect.map(load, (c) => ({ ...c, ...overrides })))
}

/** One line naming the variable, for start-up failures (decisions §8). */
export const describeConfigError = (error: ConfigError.ConfigError): string => {
  const first = (e: ConfigError.ConfigError): string => {
    switch (e._op) {
      case "And":
      case "Or":
        return first(e.left)
      case "InvalidData":
      case "MissingData":
      case "SourceUnavailable":
      case "Unsupported":
        return `${e.path.join(".")}: ${e.message}`
    }
  }
  return `Invalid configuration: ${first(error)}`
}

export const isConfigError = (u: unknown): u is ConfigError.ConfigError => ConfigError.isConfigError(u)
