import { Effect } from "effect"
import { charCount } from "../../domain/text.js"
import { clearFlash, readFlash, setFlash } from "../http/flash.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import type { Session } from "../auth/Accounts.js"
import { layout } from "../views/layout.js"
import { revokeAction } from "../revocable.js"
import { KeysRepo } from "./KeysRepo.js"
import { keysBody, type KeysView } from "./views.js"

export const registerKeys = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const keys = yield* KeysRepo

    const render = (session: Session, extra: Partial<KeysView>, status = 200) =>
      Effect.map(keys.list(session.orgId), (list) =>
        htmlResponse(
          layout({ title: "API keys", session, section: "keys", body: keysBody({ csrf: session.csrfSecret, keys: list, ...extra }) }),
          status
        )
      )

    yield* router.get(
      "/dashboard/keys",
      kit.page(kit.owners(({ session, url, request }) => {
        const flash = readFlash(kit.cookies, session, request)
        const shown = render(session, {
          ...(url.searchParams.has("revoked") ? { message: { kind: "ok", text: "The key is revoked." } } : {}),
          ...(flash === null ? {} : { created: { apiKey: flash.secret, label: flash.label } })
        })
        return flash === null ? shown : Effect.map(shown, clearFlash(kit.cookies))
      }))
    )

    yield* router.post(
      "/dashboard/keys",
      kit.action(kit.owners(({ session, form }) =>
        Effect.gen(function* () {
          const label = form.text("label")
          if (charCount(label) > 100) return yield* render(session, { message: { kind: "error", text: "The name may be at most 100 characters long." } }, 400)
          const created = yield* keys.create(session.orgId, label === "" ? null : label)
          // Redirected, so a refresh does not mint another key; the key is shown once from the flash.
          return setFlash(kit.cookies, session, { secret: created.apiKey, label: label === "" ? null : label })(seeOther("/dashboard/keys"))
        })
      ))
    )

    yield* router.post(
      "/dashboard/keys/:id/revoke",
      revokeAction(kit, {
        revoke: keys.revoke,
        missing: (session) => render(session, { message: { kind: "error", text: "No such active key in this organization." } }, 404),
        done: "/dashboard/keys?revoked=1"
      })
    )
  })
