// The reading of a labelled challenge case against a rubric (the structure and emailform sets):
// each labelled detector's reading, and the status the labels imply beside the one read.
// Labels: "found", "absent" (not found, a denial allowed), "negated", a classification's category,
// or "!x" for anything but x.
import type { Manifest, Message } from "../../../src/domain/types.js"
import { deriveStatus } from "../../../src/domain/status.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

export type Want = string
export interface LabelledCase<R extends string> {
  readonly id: string
  readonly rubric: R
  readonly input: string | ReadonlyArray<Message>
  readonly want: Readonly<Record<string, Want>>
}

export interface Reading {
  readonly id: string
  readonly detector: string
  readonly want: Want
  readonly got: string
  readonly right: boolean
}

const gotOf = (d: { found: boolean; negated: boolean; value: string | null }, kind: "presence" | "classification"): string =>
  kind === "classification" ? (d.found ? d.value ?? "found" : "absent") : d.found ? "found" : d.negated ? "negated" : "absent"

const agrees = (want: Want, got: string): boolean =>
  want.startsWith("!") ? got !== want.slice(1) : want === "absent" ? got === "absent" || got === "negated" : want === got

/** A reader over these rubrics, compiling each once. */
export const readerFor = <R extends string>(rubrics: Readonly<Record<R, unknown>>) => {
  const scorers = new Map<R, ReturnType<typeof compileEmbedded>>()
  const scorerOf = (rubric: R) => {
    let s = scorers.get(rubric)
    if (s === undefined) scorers.set(rubric, (s = compileEmbedded(rubrics[rubric] as Manifest)))
    return s
  }
  return (c: LabelledCase<R>): { readings: Array<Reading>; statusWant: string; statusGot: string } => {
    const manifest = rubrics[c.rubric] as Manifest
    const detections = scorerOf(c.rubric).score(typeof c.input === "string" ? [{ role: "user", content: c.input }] : c.input)
    const readings = Object.entries(c.want).map(([detector, want]) => {
      const spec = manifest.detectors.find((d) => d.name === detector)
      if (spec === undefined) throw new Error(`${c.id}: no detector ${detector}`)
      const got = gotOf(detections[detector]!, spec.kind)
      return { id: c.id, detector, want, got, right: agrees(want, got) }
    })
    // The labels' detections: unlabelled detectors keep what was read.
    const wanted = Object.fromEntries(
      Object.entries(detections).map(([name, d]) => {
        const w = c.want[name]
        if (w === undefined || w.startsWith("!")) return [name, d]
        const spec = manifest.detectors.find((s) => s.name === name)!
        const found = w !== "absent" && w !== "negated"
        return [name, { ...d, found, negated: w === "negated", value: spec.kind === "classification" && found ? w : d.value, invalid: false }]
      })
    )
    return { readings, statusWant: deriveStatus(manifest, wanted).status, statusGot: deriveStatus(manifest, detections).status }
  }
}
