import { Effect, Option } from "effect"
import { constantTimeEqualHex, parseToken } from "../domain/keys.js"
import { DeploymentsRepo } from "../deployments/Repo.js"
import { OrganizationsRepo, OrgLimits } from "../organizations/Repo.js"
import type { Principal } from "./Principal.js"

const TOUCH_INTERVAL_MS = 60_000

/**
 * Verification per decisions §5: format and checksum (no database read for a mistyped key),
 * lookup by SHA-256 digest, constant-time comparison. Revocation is read on every request.
 */
export class Credentials extends Effect.Service<Credentials>()("Assay/Credentials", {
  effect: Effect.gen(function* () {
    const orgs = yield* OrganizationsRepo
    const deployments = yield* DeploymentsRepo
    // last_used_at is informational: written at most once a minute per key, off the request path.
    const lastTouched = new Map<string, number>()

    const touch = (keyId: string) => {
      const now = Date.now()
      if ((lastTouched.get(keyId) ?? 0) > now - TOUCH_INTERVAL_MS) return Effect.void
      lastTouched.set(keyId, now)
      return Effect.forkDaemon(orgs.touchKey(keyId)).pipe(Effect.asVoid)
    }

    const verify = (token: string): Effect.Effect<Option.Option<Principal>> =>
      Effect.gen(function* () {
        const parsed = parseToken(token)
        if (parsed === null) return Option.none()
        if (parsed.kind === "key") {
          const row = yield* orgs.findActiveKey(parsed.digest)
          if (Option.isNone(row) || !constantTimeEqualHex(row.value.digest, parsed.digest)) return Option.none()
          const r = row.value
          yield* touch(r.keyId)
          return Option.some<Principal>({
            kind: "key",
            credentialId: r.keyId,
            orgId: r.orgId,
            limits: new OrgLimits({ orgId: r.orgId, plan: r.plan, quotaOverride: r.quotaOverride, rateOverride: r.rateOverride })
          })
        }
        const row = yield* deployments.findActiveSecret(parsed.digest)
        if (Option.isNone(row) || !constantTimeEqualHex(row.value.digest, parsed.digest)) return Option.none()
        const r = row.value
        return Option.some<Principal>({
          kind: "deployment",
          credentialId: r.deploymentId,
          orgId: r.orgId,
          evaluationId: r.evaluationId,
          limits: new OrgLimits({ orgId: r.orgId, plan: r.plan, quotaOverride: r.quotaOverride, rateOverride: r.rateOverride })
        })
      }).pipe(Effect.withSpan("Credentials.verify"))

    return { verify } as const
  }),
  dependencies: [OrganizationsRepo.Default, DeploymentsRepo.Default]
}) {}
