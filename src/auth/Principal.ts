import { Context } from "effect"
import type { OrgLimits } from "../organizations/Repo.js"

/** Who is calling: an organization key, or a deployment secret bound to one evaluation. */
export type Principal =
  | { readonly kind: "key"; readonly credentialId: string; readonly orgId: string; readonly limits: OrgLimits }
  | {
      readonly kind: "deployment"
      readonly credentialId: string
      readonly orgId: string
      readonly evaluationId: string
      readonly limits: OrgLimits
    }

export class CurrentPrincipal extends Context.Tag("Assay/CurrentPrincipal")<CurrentPrincipal, Principal>() {}
