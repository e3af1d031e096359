import { NodeRuntime } from "@effect/platform-node"
import { Cause, Effect, Layer, Option } from "effect"
import { parseArgs } from "node:util"
import { AppConfig, describeConfigError, isConfigError } from "../config.js"
import { migrate } from "../db/migrate.js"
import { MigratedDatabase, ServerLayer } from "../http/Server.js"
import { isUuid } from "../http/params.js"
import { LoggingLive } from "../observability/Logging.js"
import { OrganizationsRepo, Plan } from "../organizations/Repo.js"
import { CliError, createKey, createOrganization, resetPassword, revokeKey } from "./commands.js"
import { DatabaseLive } from "../db/Database.js"

const usage = `Usage:
  assay serve
  assay migrate
  assay org create --name NAME [--plan free|pro|enterprise] [--quota N] [--rate N] [--json]
  assay key create --org ORG_ID [--json]
  assay key revoke --key KEY_ID
  assay user reset-password --email EMAIL [--json]   (prints a one-time link, valid 1 hour)`

const options = {
  name: { type: "string" },
  plan: { type: "string", default: "free" },
  quota: { type: "string" },
  rate: { type: "string" },
  org: { type: "string" },
  key: { type: "string" },
  email: { type: "string" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", default: false }
} as const

const parse = () => {
  try {
    return parseArgs({ allowPositionals: true, strict: true, options })
  } catch (e) {
    console.error(`assay: ${(e as Error).message}\n${usage}`)
    process.exit(2)
  }
}
const { positionals, values } = parse()

const count = (flag: string, raw: string | undefined, min: number): number | null => {
  if (raw === undefined) return null
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new CliError(`--${flag} must be an integer ≥ ${min}.`)
  return n
}

const print = (value: object) =>
  Effect.sync(() => console.log(values.json ? JSON.stringify(value) : Object.entries(value).map(([k, v]) => `${k}: ${v}`).join("\n")))

const withOrgs = <A, E>(effect: Effect.Effect<A, E, OrganizationsRepo>) =>
  effect.pipe(Effect.provide(OrganizationsRepo.Default.pipe(Layer.provideMerge(MigratedDatabase))))

const command = (): Effect.Effect<void, unknown, AppConfig> => {
  const [group, action] = positionals
  switch (`${group ?? ""} ${action ?? ""}`.trim()) {
    case "serve":
      return Layer.launch(ServerLayer)
    case "migrate":
      return Effect.flatMap(migrate, (done) =>
        Effect.sync(() => console.log(done.length === 0 ? "Database is up to date." : `Applied: ${done.map(([id, name]) => `${id}_${name}`).join(", ")}`))
      ).pipe(Effect.provide(DatabaseLive))
    case "org create": {
      if (!values.name) throw new CliError("--name is required.")
      const plan = values.plan as Plan
      if (!Plan.literals.includes(plan)) throw new CliError("--plan must be free, pro or enterprise.")
      const input = { name: values.name, plan, quota: count("quota", values.quota, 0), rate: count("rate", values.rate, 1) }
      return withOrgs(Effect.flatMap(createOrganization(input), print))
    }
    case "key create":
      if (!values.org || !isUuid(values.org)) throw new CliError("--org ORG_ID (a UUID) is required.")
      return withOrgs(Effect.flatMap(createKey(values.org), print))
    case "key revoke":
      if (!values.key || !isUuid(values.key)) throw new CliError("--key KEY_ID (a UUID) is required.")
      return withOrgs(Effect.flatMap(revokeKey(values.key), print))
    case "user reset-password":
      if (!values.email) throw new CliError("--email EMAIL is required.")
      return Effect.flatMap(resetPassword(values.email), print)
    default:
      throw new CliError(usage)
  }
}

/** One clear line for the errors a person can fix; anything else is a bug and shows its cause. */
const explain = (cause: Cause.Cause<unknown>): string => {
  const failure = Option.getOrUndefined(Cause.failureOption(cause)) ?? Cause.squash(cause)
  if (isConfigError(failure)) return describeConfigError(failure)
  if (failure instanceof CliError) return failure.message
  if (failure instanceof Error && failure.message) return failure.message
  return Cause.pretty(cause)
}

const program = Effect.suspend(() => (values.help ? Effect.sync(() => console.log(usage)) : command())).pipe(
  Effect.provide(AppConfig.Live),
  // JSON lines at LOG_LEVEL (src/observability/Logging.ts); a bad LOG_LEVEL is a config error like any other.
  Effect.provide(LoggingLive),
  Effect.tapErrorCause((cause) =>
    Cause.isInterruptedOnly(cause) ? Effect.void : Effect.sync(() => console.error(`assay: ${explain(cause)}`))
  )
)

NodeRuntime.runMain(program, { disableErrorReporting: true, disablePrettyLogger: true })
