import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Chunk, Effect, Option, Stream } from "effect"
import { EvaluationsRepo } from "../../evaluations/Repo.js"
import { isUuid } from "../../http/params.js"
import { htmlResponse, securityHeaders } from "../http/respond.js"
import type { Kit } from "../http/route.js"
import type { DashboardRouter } from "../router.js"
import { notFoundPage } from "../views/errors.js"
import { layout } from "../views/layout.js"
import { detailBody } from "./detailView.js"
import { csvHeader, csvLine, jsonLine } from "./exportFormat.js"
import { type ExportFormat, FeedExport, type ExportRow } from "./FeedExport.js"
import { FeedRepo } from "./FeedRepo.js"
import { decodeCursor, readFilters } from "./filters.js"
import { LogDetailRepo } from "./LogDetailRepo.js"
import { feedBody } from "./views.js"

export const registerActivity = (router: DashboardRouter, kit: Kit) =>
  Effect.gen(function* () {
    const feed = yield* FeedRepo
    const logs = yield* LogDetailRepo
    const evaluations = yield* EvaluationsRepo
    const exporter = yield* FeedExport

    // Streamed a batch at a time: an export of a million calls never sits in memory whole.
    const download = (extension: ExportFormat, contentType: string, header: string, line: (r: ExportRow) => string) =>
      kit.page(({ session, url }) =>
        Effect.sync(() => {
          const body = Stream.concat(
            Stream.make(header),
            Stream.mapChunks(exporter.rows(session.orgId, readFilters(url.searchParams), extension), (rows) => Chunk.of(Chunk.join(Chunk.map(rows, line), "")))
          ).pipe(Stream.filter((text) => text !== ""), Stream.encodeText)
          const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "")
          return HttpServerResponse.stream(body, {
            contentType,
            headers: { ...securityHeaders, "content-disposition": `attachment; filename="assay-activity-${stamp}Z.${extension}"` }
          })
        })
      )

    yield* router.get("/dashboard/activity.csv", download("csv", "text/csv; charset=utf-8", csvHeader, csvLine))
    yield* router.get("/dashboard/activity.jsonl", download("jsonl", "application/jsonl; charset=utf-8", "", jsonLine))

    yield* router.get(
      "/dashboard/activity",
      kit.page(({ session, url }) =>
        Effect.gen(function* () {
          const filters = readFilters(url.searchParams)
          const cursor = decodeCursor(url.searchParams.get("cursor"))
          const [page, evals] = yield* Effect.all([feed.page(session.orgId, filters, cursor), evaluations.list(session.orgId)])
          const body = feedBody(page, filters, cursor !== null, evals)
          return htmlResponse(layout({ title: "Activity", session, section: "activity", body }))
        })
      )
    )

    yield* router.get(
      "/dashboard/activity/:id",
      kit.page(({ session, params }) =>
        Effect.gen(function* () {
          const id = params.id ?? ""
          const row = isUuid(id) ? yield* logs.find(session.orgId, id) : Option.none()
          if (Option.isNone(row)) return yield* notFoundPage(session, "call")
          const outcomes = yield* logs.outcomes(session.orgId, id)
          return htmlResponse(layout({ title: "Call details", session, section: "activity", body: detailBody(row.value, outcomes) }))
        })
      )
    )
  })
