import { Effect } from "effect"
import { RejectedCalls } from "../../rejections/RejectedCalls.js"
import { htmlResponse } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { layout } from "../views/layout.js"
import { rejectedBody } from "./views.js"

const PAGE = 50

const cursor = (raw: string | null): number | null => (raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null)

export const registerRejected = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const rejected = yield* RejectedCalls

    yield* router.get(
      "/dashboard/rejected",
      kit.page(({ session, url }) =>
        Effect.gen(function* () {
          const before = cursor(url.searchParams.get("before"))
          const rows = yield* rejected.page(session.orgId, before, PAGE + 1)
          const shown = rows.slice(0, PAGE)
          const body = rejectedBody({
            rows: shown,
            next: rows.length > PAGE ? shown[shown.length - 1]!.id : null,
            paged: before !== null,
            retentionDays: kit.config.rejectedRetentionDays
          })
          return htmlResponse(layout({ title: "Rejected calls", session, section: "activity", body }))
        })
      )
    )
  })
