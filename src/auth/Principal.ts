import { Context } from "effect"
import type { OrgLimits } from "../organizations/Repo.js"

/**
 * The organization's quota units used this calendar month, read with the credential: the quota
 * pre-check's input (src/limits/Quota.ts). Advisory; the statement writing the log row decides.
 */
export interface MonthUsage {
  readonly used: number
  readonly resetAt: Date
}

/** Who is calling: an organization key, or a deployment secret bound to one evaluation. */
export type Principal =
  | { readonly kind: "key"; readonly credentialId: string; readonly orgId: string; readonly limits: OrgLimits; readonly usage: MonthUsage }
  | {
      readonly kind: "deployment"
      readonly credentialId: string
      readonly orgId: string
      readonly evaluationId: string
      readonly limits: OrgLimits
      readonly usage: MonthUsage
    }

export class CurrentPrincipal extends Context.Tag("Assay/CurrentPrincipal")<CurrentPrincipal, Principal>() {}
