// Presence detectors: the best unit by cue patterns, similarity to positive phrasings (lowered
// near non-examples) and exact examples; denials from deny cues, denial phrasings, negated
// sentences that would match once un-negated, bare "no" answers to the agent's question (agentAnswers.ts), and for
// custom detectors the denials read off their name, form and examples (customDenials.ts, negatedExamples.ts).
// This file holds the order of the readings: each unit's find (unitFind.ts) and denial
// (unitDenial.ts), then the agent's questions answered, the head's finds and veto, and the
// answer built from them (presenceVerdict.ts).
import type { Detection, Message } from "../../../domain/types.js"
import type { Compiled } from "./compile.js"
import { better, type Candidate, type DetModel } from "./model.js"
import type { Turn, Unit } from "../text/units.js"
import { HEAD_FIND, headFind, headVeto } from "./headFinds.js"
import { offTopicMessages } from "./unread.js"
import { noAnswers } from "./answeredNo.js"
import { readAnswers, type Reading } from "./agentAnswers.js"
import { messageFacts, unitFind } from "./unitFind.js"
import { unitDenial } from "./unitDenial.js"
import { verdictOf } from "./presenceVerdict.js"
import { UNBACKED_WHOLE, unbackedWholes } from "./wholeBacked.js"

export const presence = (
  ctx: Compiled,
  m: DetModel,
  all: ReadonlyArray<Unit>,
  sims: ReadonlyArray<Float64Array>,
  exacts: ReadonlyArray<ReadonlySet<number>>,
  flips: ReadonlyArray<Float64Array | null>,
  turns: ReadonlyArray<Turn>,
  input: ReadonlyArray<Message>
): Detection => {
  const facts = messageFacts(ctx, m, all, sims, input)
  let found: Candidate | null = null
  let denied: Candidate | null = null
  const positives: Array<Candidate> = []
  const denials: Array<Candidate> = []
  // A message that is not about the detector's subject (a job application to a sales inbox) is not read.
  const offTopic = offTopicMessages(m, all)
  const finds = all.map((u, i) => (offTopic.has(u.messageIndex) ? null : unitFind(ctx, m, facts, u, sims[i]!, exacts[i]!, input)))
  // A trigger's find by a whole message that none of its sentences backs is the domain's words pooled (wholeBacked.ts).
  const unbacked = unbackedWholes(m, all, finds.map((r) => r?.find.score ?? null))
  all.forEach((u, i) => {
    const found1 = finds[i]
    if (found1 == null) return
    const s = sims[i]!
    const read = unbacked.has(i) ? { ...found1, find: { ...found1.find, score: Math.min(found1.find.score, UNBACKED_WHOLE) } } : found1
    if (read.find.score >= 0.5) positives.push(read.find)
    found = better(found, read.find)
    const cand = unitDenial(ctx, m, u, s, flips[i], read, input)
    if (cand !== null) {
      denials.push(cand)
      denied = better(denied, cand)
    }
  })

  // The finds read off the sentences themselves: the only ones the head's veto may take (headFinds.ts).
  const readFinds = positives.length
  // Answers to an agent question about this signal.
  const read: Reading = { found, denied, positives }
  const unlinked = readAnswers(ctx, m, all, sims, turns, input, offTopic, read)
  found = read.found
  denied = read.denied

  for (const cand of noAnswers(m, turns, input)) {
    positives.push(cand)
    found = better(found, cand)
  }
  // A learned head's find where nothing else found or denied the signal (headFinds.ts).
  const head = ((found as Candidate | null)?.score ?? 0) < HEAD_FIND && ((denied as Candidate | null)?.score ?? 0) < 0.5 ? headFind(m, all, offTopic, input) : null
  if (head !== null) positives.push((found = head))
  found = headVeto(m, positives, readFinds, found, input)

  return verdictOf(m, found, denied as Candidate | null, positives, denials, unlinked, all, offTopic, input)
}
