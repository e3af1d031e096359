// Custom classification on text far from its examples (branch custcls2): six rubrics of our own
// (custcls2Domains.ts), 90 messages (custcls2Cases.ts) telling a category in other words, a topic
// word in a clause that states another category, and a third that state none. Asserts what is read
// right; LEFT lists the known misses, asserted "not right" so a fix only removes its line.
// On main (11-27): of 180 classification labels 92 right (108 stating a category: 37 not found, 27
// wrong; 72 stating none: 24 finds); presence 76 of 90.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { RUBRICS } from "./custcls2Domains.js"
import { CASES } from "./custcls2Cases.js"

const scorers = new Map(Object.entries(RUBRICS).map(([k, ds]) => [k, compileEmbedded(compileManifest({ template: "custom", custom_detectors: [...ds] }))]))
const messagesOf = (text: string | ReadonlyArray<string>): Array<Message> =>
  typeof text === "string" ? [{ role: "user", content: text }] : text.map((content, k) => ({ role: k % 2 === 0 ? "agent" : "user", content }))

/** Case index and detector read wrong today (abstains, a wrong category, a find where none is stated). */
const LEFT = new Set<string>([
  "1:under_warranty", // found where none
  "2:job_kind", // abstains
  "3:job_kind", // abstains
  "3:bike_type", // abstains
  "4:bike_type", // reads e_bike
  "4:under_warranty", // missed
  "5:bike_type", // abstains
  "6:job_kind", // finds purchase
  "7:bike_type", // abstains
  "8:bike_type", // reads road
  "10:job_kind", // reads repair
  "12:job_kind", // reads purchase
  "12:bike_type", // reads e_bike
  "12:under_warranty", // found where none
  "14:job_kind", // reads purchase
  "15:report_kind", // abstains
  "16:report_kind", // abstains
  "17:report_kind", // abstains
  "17:reply_channel", // reads email
  "17:exact_location", // missed
  "18:exact_location", // missed
  "19:report_kind", // finds street_lighting
  "20:report_kind", // reads street_lighting
  "20:reply_channel", // finds post
  "23:report_kind", // abstains
  "24:report_kind", // abstains
  "24:reply_channel", // finds post
  "25:report_kind", // finds road_defect
  "25:reply_channel", // finds post
  "26:report_kind", // abstains
  "27:report_kind", // abstains
  "29:exact_location", // found where none
  "30:booking_request", // reads cancellation
  "30:party_type", // reads couple
  "31:party_type", // reads group
  "33:booking_request", // reads new_holiday
  "34:booking_request", // abstains
  "34:party_type", // abstains
  "35:booking_request", // reads amend_booking
  "37:party_type", // reads family
  "37:special_assistance", // found where none
  "38:party_type", // finds family
  "39:booking_request", // finds amend_booking
  "39:special_assistance", // missed
  "40:booking_request", // abstains
  "41:booking_request", // finds amend_booking
  "42:booking_request", // reads complaint
  "42:party_type", // finds family
  "43:booking_request", // reads amend_booking
  "43:party_type", // reads family
  "44:party_type", // abstains
  "46:member_request", // reads account_update
  "47:hardship", // found where none
  "48:member_request", // reads loan
  "49:member_request", // reads savings
  "52:member_request", // finds account_update
  "52:account_holder", // reads joint
  "54:hardship", // found where none
  "55:member_request", // finds loan
  "55:hardship", // missed
  "56:account_holder", // reads joint
  "58:member_request", // abstains
  "58:hardship", // found where none
  "60:instrument", // abstains
  "60:level", // abstains
  "61:level", // abstains
  "62:level", // abstains
  "62:exam_goal", // found where none
  "63:instrument", // abstains
  "63:level", // abstains
  "65:instrument", // abstains
  "65:level", // abstains
  "66:instrument", // reads piano
  "66:level", // finds returning
  "67:instrument", // abstains
  "67:level", // finds advanced
  "68:level", // abstains
  "69:level", // abstains
  "70:instrument", // reads piano
  "71:instrument", // finds piano
  "72:level", // abstains
  "73:instrument", // abstains
  "73:level", // abstains
  "77:parcel_issue", // abstains
  "82:parcel_issue", // abstains (its reference line "Parcel ID …" no longer reads late by the shared word "parcel")
  "78:drop_preference", // finds collect_depot
  "79:drop_preference", // abstains
  "84:drop_preference", // abstains
  "88:drop_preference", // finds collect_depot
  "89:parcel_issue", // finds collection

])

const entries = CASES.flatMap((cs, i) => Object.entries(cs.want).map(([det, want]) => ({ key: `${i}:${det}`, cs, det, want })))
const got = (cs: (typeof CASES)[number], det: string): string | boolean | null => {
  const d = scorers.get(cs.rubric)!.score(messagesOf(cs.text))[det]!
  return typeof cs.want[det] === "boolean" ? d.found : d.found ? d.value : null
}

describe("custom classification far from its examples, six domains of our own (custcls2)", () => {
  it.each(entries.filter((e) => !LEFT.has(e.key)).map((e) => [e.key, e] as const))("reads %s right", (_, { cs, det, want }) => {
    expect(got(cs, det)).toBe(want)
  })

  it.each(entries.filter((e) => LEFT.has(e.key)).map((e) => [e.key, e] as const))("still wrong, %s", (_, { cs, det, want }) => {
    expect(got(cs, det)).not.toBe(want)
  })

  it("holds 6 rubrics of two classification detectors and a presence detector each, every detector labelled", () => {
    expect(Object.values(RUBRICS).map((ds) => ds.map((d) => d.type).join(","))).toEqual(Array(6).fill("classification,classification,presence"))
    for (const cs of CASES) expect(Object.keys(cs.want).sort()).toEqual(RUBRICS[cs.rubric as keyof typeof RUBRICS].map((d) => d.name).sort())
  })
})
