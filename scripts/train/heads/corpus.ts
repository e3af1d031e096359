// The heads' training corpus (scripts/train/corpus/*.json): per detector, sentences that state
// it and near misses (denied, deferred, hypothetical, a third party's, another signal, small
// talk), written by others for this purpose. Read into samples exactly as the scorer reads a
// customer's sentence (headFeatures.ts).
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { headInput, type HeadInput } from "../../../src/scoring/embedded/models/headFeatures.js"
import { readInput } from "../../../src/scoring/embedded/text/units.js"

export interface CorpusEntry {
  readonly detector: string
  readonly positive: ReadonlyArray<string>
  readonly negative: ReadonlyArray<{ readonly text: string; readonly kind: string }>
}

export interface Sentence {
  readonly text: string
  readonly input: HeadInput
}

export interface Corpus {
  readonly detectors: ReadonlyArray<string>
  readonly positives: ReadonlyMap<string, ReadonlyArray<Sentence>>
  readonly negatives: ReadonlyMap<string, ReadonlyArray<Sentence & { readonly kind: string }>>
  /** Everyday lines that state no signal (background*.json: company facts, dates, logistics, pleasantries, signatures …). */
  readonly background: ReadonlyArray<Sentence & { readonly kind: string }>
}

/** A background file's line: a sentence of no detector. */
interface BackgroundLine {
  readonly text: string
  readonly kind: string
}

/** A sentence read as a customer's message: its sentence units' tokens, in order. */
export const readSentence = (text: string): Sentence => {
  const { units } = readInput([{ role: "user", content: text }])
  const tokens = units.filter((u) => !u.whole).flatMap((u) => u.tokens)
  return { text, input: headInput(tokens, text) }
}

/**
 * Entries of every file, merged by detector (a detector may come from several writers), detectors
 * sorted; a file of plain lines ({text, kind}, no detector) is background for every detector.
 */
export const loadCorpus = (files: ReadonlyArray<string>): Corpus => {
  const pos = new Map<string, Array<Sentence>>()
  const neg = new Map<string, Array<Sentence & { kind: string }>>()
  const background: Array<Sentence & { kind: string }> = []
  const seen = new Set<string>()
  for (const file of files) {
    const entries = JSON.parse(readFileSync(file, "utf8")) as ReadonlyArray<CorpusEntry | BackgroundLine>
    for (const e of entries) {
      if (!("detector" in e)) {
        if (fresh(seen, "", e.text)) background.push({ ...readSentence(e.text), kind: e.kind })
        continue
      }
      const p = pos.get(e.detector) ?? []
      const n = neg.get(e.detector) ?? []
      for (const t of e.positive) if (fresh(seen, e.detector, t)) p.push(readSentence(t))
      for (const x of e.negative) if (fresh(seen, e.detector, x.text)) n.push({ ...readSentence(x.text), kind: x.kind })
      pos.set(e.detector, p)
      neg.set(e.detector, n)
    }
  }
  return { detectors: [...pos.keys()].sort(), positives: pos, negatives: neg, background }
}

const fresh = (seen: Set<string>, detector: string, text: string): boolean => {
  const key = detector + "\u0000" + text.trim().toLowerCase()
  if (seen.has(key)) return false
  seen.add(key)
  return true
}

/** A sentence's cross-validation fold, fixed by its text. */
export const foldOf = (text: string, folds: number): number => hashOf(text) % folds

export const hashOf = (text: string): number => createHash("sha256").update(text).digest().readUInt32LE(0)

/**
 * Signals the frameworks share under other names (a budget is CHAMP's money, a deadline SPICED's
 * critical event): another framework's sentence of the same signal is no negative. Within one
 * framework, the other signals are always negatives: the framework tells them apart.
 */
const ALIKE: ReadonlyArray<ReadonlyArray<string>> = [
  ["bant.budget", "champ.money", "intent.pricing_interest"],
  ["bant.authority", "champ.authority", "meddic.economic_buyer", "meddic.decision_process", "meddic.champion", "spiced.decision"],
  ["bant.need", "meddic.identify_pain", "spiced.pain", "champ.challenges", "spiced.situation", "spiced.impact", "meddic.metrics", "champ.prioritization"],
  ["bant.timeline", "spiced.critical_event", "intent.urgency", "champ.prioritization", "intent.purchase_interest"],
  ["meddic.decision_criteria", "meddic.decision_process", "spiced.decision"]
]

const frameworkOf = (d: string): string => d.slice(0, d.indexOf("."))

/** Whether `other`'s positives are negatives for `d`. */
export const opposes = (d: string, other: string): boolean =>
  d !== other && (frameworkOf(d) === frameworkOf(other) || !ALIKE.some((g) => g.includes(d) && g.includes(other)))
