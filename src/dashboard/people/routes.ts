import { revokeAction } from "../revocable.js"
import { Effect } from "effect"
import { isUuid } from "../../http/params.js"
import type { Session } from "../auth/Accounts.js"
import { emailProblem, normalizeEmail } from "../auth/password.js"
import { isRole } from "../auth/roles.js"
import { clearFlash, readFlash, setFlash } from "../http/flash.js"
import { htmlResponse, seeOther } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { layout } from "../views/layout.js"
import { Invites } from "./Invites.js"
import { type MemberChange, Members } from "./Members.js"
import { peopleBody, type PeopleView } from "./views.js"

// Messages after a redirect, by the `done` query parameter (post/redirect/get).
const DONE: Readonly<Record<string, string>> = {
  revoked: "The invitation is revoked; its link no longer works.",
  role: "The role is changed.",
  removed: "The person is removed and signed out."
}

const REFUSED: Readonly<Record<Exclude<MemberChange, "done">, [number, string]>> = {
  missing: [404, "There is no such person in this organization."],
  "last-owner": [409, "The organization needs at least one owner: make someone else an owner first."]
}

export const registerPeople = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const members = yield* Members
    const invites = yield* Invites

    const render = (session: Session, extra: Partial<PeopleView>, status = 200) =>
      Effect.gen(function* () {
        const [list, pending] = yield* Effect.all([members.list(session.orgId), invites.pending(session.orgId)])
        const body = peopleBody({ csrf: session.csrfSecret, me: session.userId, members: list, invites: pending, ...extra })
        return htmlResponse(layout({ title: "People", session, section: "people", body }), status)
      })

    const error = (session: Session, status: number, text: string, extra: Partial<PeopleView> = {}) =>
      render(session, { ...extra, message: { kind: "error", text } }, status)

    yield* router.get(
      "/dashboard/people",
      kit.page(
        kit.owners(({ session, url, request }) => {
          const flash = readFlash(kit.cookies, session, request)
          const done = DONE[url.searchParams.get("done") ?? ""]
          const shown = render(session, {
            ...(done === undefined ? {} : { message: { kind: "ok", text: done } }),
            ...(flash === null ? {} : { created: { link: flash.secret, email: flash.label ?? "" } })
          })
          return flash === null ? shown : Effect.map(shown, clearFlash(kit.cookies))
        })
      )
    )

    yield* router.post(
      "/dashboard/people/invites",
      kit.action(
        kit.owners(({ session, form }) =>
          Effect.gen(function* () {
            const email = normalizeEmail(form.text("email"))
            const role = form.text("role")
            if (!isRole(role)) return yield* error(session, 400, "Choose the role Owner or Member.", { email })
            const bad = emailProblem(email)
            if (bad !== null) return yield* error(session, 400, bad, { email, role })
            const result = yield* invites.create({ orgId: session.orgId, email, role, invitedBy: session.userId })
            if (result._tag === "HasAccount") {
              return yield* error(session, 409, `${email} already has an Assay account; an account belongs to one organization.`, { email, role })
            }
            // Redirected, so a refresh does not send another invitation; the link is shown once from the flash.
            return setFlash(kit.cookies, session, { secret: result.link, label: email })(seeOther("/dashboard/people"))
          })
        )
      )
    )

    yield* router.post(
      "/dashboard/people/invites/:id/revoke",
      revokeAction(kit, {
        revoke: invites.revoke,
        missing: (session) => error(session, 404, "There is no such pending invitation in this organization."),
        done: "/dashboard/people?done=revoked"
      })
    )

    /** A change to one person: 404 for anyone outside the organization, 409 when it would leave no owner. */
    const change = (path: `/dashboard/people/${string}`, run: (session: Session, userId: string, form: { text: (n: string) => string }) => Effect.Effect<MemberChange | "bad-role">, done: string) =>
      router.post(
        path,
        kit.action(
          kit.owners(({ session, params, form }) =>
            Effect.gen(function* () {
              const id = params.id ?? ""
              const result = isUuid(id) ? yield* run(session, id, form) : "missing"
              if (result === "bad-role") return yield* error(session, 400, "Choose the role Owner or Member.")
              if (result !== "done") return yield* error(session, ...REFUSED[result])
              // Removing or demoting oneself leaves pages one can no longer open.
              return seeOther(id === session.userId ? "/dashboard" : `/dashboard/people?done=${done}`)
            })
          )
        )
      )

    yield* change(
      "/dashboard/people/:id/role",
      (session, id, form) => {
        const role = form.text("role")
        return isRole(role) ? members.setRole(session.orgId, id, role) : Effect.succeed("bad-role" as const)
      },
      "role"
    )
    yield* change("/dashboard/people/:id/remove", (session, id) => members.remove(session.orgId, id), "removed")
  })
