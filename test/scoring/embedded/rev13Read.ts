// Reads the rev13 challenge (rev13Cases.ts) and lists every reading outside its label as
// "id: detector" (status included): kept free of vitest so a script can tally it too.
import { compileManifest } from "../../../src/domain/manifest.js"
import { deriveStatus } from "../../../src/domain/status.js"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"
import { BOAT, BOAT_CASES, PACK_CASES, TICKETS } from "./rev13Cases.js"
import { t9Misses } from "./triage9Read.js"

const manifests = { bant: BANT, champ: CHAMP, meddic: MEDDIC, spiced: SPICED }
const scorers = Object.fromEntries(Object.entries(manifests).map(([k, m]) => [k, compileEmbedded(m)])) as Record<keyof typeof manifests, ReturnType<typeof compileEmbedded>>
const boatManifest = compileManifest({ template: "custom", ...BOAT } as never)
const boat = compileEmbedded(boatManifest)
const asMessages = (input: string | ReadonlyArray<Message>): ReadonlyArray<Message> => (typeof input === "string" ? [{ role: "user", content: input }] : input)

/** A pack's status from the detectors a case states: one denied or none FAILED, all QUALIFIED, else PARTIAL. */
const packStatus = (has: number, of: number, denied: number) => (denied > 0 || has === 0 ? "FAILED" : has === of ? "QUALIFIED" : "PARTIAL")

export const rev13Misses = (): { misses: ReadonlyArray<string>; total: number; got: Record<string, string> } => {
  const t = t9Misses(TICKETS)
  const misses = [...t.misses]
  const got: Record<string, string> = { ...t.got }
  let total = t.total
  for (const [id, input, pack, has, denied] of PACK_CASES) {
    const detections = scorers[pack].score(asMessages(input))
    const names = manifests[pack].detectors.map((d) => d.name)
    const found = names.filter((n) => detections[n]!.found)
    got[id] = found.join(",")
    for (const n of names) {
      total++
      if (found.includes(n) !== has.includes(n)) misses.push(`${id}: ${n}`)
    }
    total++
    if (deriveStatus(manifests[pack], detections).status !== packStatus(has.length, names.length, denied?.length ?? 0)) misses.push(`${id}: status`)
  }
  for (const [id, input, status, has] of BOAT_CASES) {
    const detections = boat.score(asMessages(input))
    const names = boatManifest.detectors.map((d) => d.name)
    const found = names.filter((n) => detections[n]!.found)
    const s = deriveStatus(boatManifest, detections).status
    got[id] = `${found.join(",")} ${s}`
    for (const n of names) {
      total++
      if (found.includes(n) !== has.includes(n)) misses.push(`${id}: ${n}`)
    }
    total++
    if (s !== status) misses.push(`${id}: status`)
  }
  return { misses, total, got }
}
