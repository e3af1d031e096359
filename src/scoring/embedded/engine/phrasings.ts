// The phrasings a Manifest compiles, per detector: its built-in rubric's phrasings, its
// examples and non-examples, and for a custom detector without a rubric its name (or its
// categories' names); and each detector's model, empty until compile.ts fills it.
import type { DetectorSpec, Manifest } from "../../../domain/types.js"
import { compileCue } from "../text/cues.js"
import { categoryNamesOf } from "./compoundHeads.js"
import { CueIndex } from "../text/cueIndex.js"
import { rubricFor } from "../rubrics/index.js"
import type { Rubric } from "../rubrics/types.js"
import { applicantsAreCustomers, screened, seekingWorkCues } from "./seekingWork.js"
import { compileCues, type DetModel, type Role, spaced, stemsOf, T_BANK, T_CUSTOM_CLASS, T_CUSTOM_PRESENCE } from "./model.js"

/** The `answers` entry that stands for a person's name (engine/answerLink.ts). */
const PERSON = "{person}"

/**
 * A ranked rubric's categories, most severe first: the detector's own list (an array, as the
 * catalog writes it), not its rubric's `categories` keys, which JavaScript enumerates integer-like
 * ones ("1", "2", "3") first and ascending whatever their listing (docs/decisions.md, "Severity
 * ranking and number-like category names"). Null for a rubric without `mostSevereTurn` or none.
 */
export const severityOrderOf = (spec: DetectorSpec, rubric: Rubric | null): ReadonlyArray<string> | null =>
  rubric?.mostSevereTurn === true ? spec.categories : null

/** One phrasing to compile: its detector, category and role. */
export interface Pending {
  det: number
  cat: string | null
  role: Role
  text: string
}

/** Every detector's model (phrasings not yet compiled) and its phrasings, in detector order. */
export const phrasingsOf = (manifest: Manifest): { readonly models: Array<DetModel>; readonly pending: Array<Pending> } => {
  const pending: Array<Pending> = []
  const models: Array<DetModel> = []
  // Every pattern of every detector in one index: a sentence is looked up once for all of them.
  const index = new CueIndex()
  const cue = (pattern: string) => compileCue(pattern, index)
  const cues = (list: Parameters<typeof compileCues>[0]) => compileCues(list, index)
  // A custom rubric's presence detectors leave a job seeker's message unread, unless applicants are its customers (seekingWork.ts).
  const customOffTopic = manifest.detectors.some((d) => d.builtin === null && d.kind !== "classification") && !applicantsAreCustomers(manifest) ? seekingWorkCues(manifest) : []
  manifest.detectors.forEach((spec, det) => {
    const rubric = spec.builtin !== null ? rubricFor(spec.builtin) : null
    const classification = spec.kind === "classification"
    const catStems = new Map(spec.builtin !== null ? [] : spec.categories.map((c) => [c, stemsOf(spaced(c))] as const))
    const model: DetModel = {
      spec,
      builtin: spec.builtin !== null,
      classification,
      categories: spec.categories,
      pos: [],
      neg: [],
      deny: [],
      name: [],
      namesOf: new Map(),
      any: [],
      byCat: new Map(spec.categories.map((c) => [c, { examples: [], centroid: null }])),
      cues: rubric === null ? [] : cues(rubric.cues),
      denyCues: rubric === null ? [] : cues(rubric.denyCues),
      elsewhere: (rubric?.elsewhere ?? []).map(cue),
      questions: rubric === null ? [] : rubric.questions.map(cue),
      answers: (rubric?.answers ?? []).filter((p) => p !== PERSON).map(cue),
      answeredByName: rubric?.answers?.includes(PERSON) ?? false,
      answerCues: cues(rubric?.answerCues ?? []),
      pastQuestions: (rubric?.pastQuestions ?? []).map(cue),
      // A custom detector's examples say what it is about, not whether "cannot" denies it: as before.
      inabilityStates: rubric === null ? true : rubric.inabilityStates === true,
      voids: (rubric?.voids ?? []).map(cue),
      nextSentenceVoids: (rubric?.nextSentenceVoids ?? []).map(cue),
      ownWordsOnly: rubric?.ownWordsOnly === true,
      titlesUnread: rubric?.titlesUnread === true,
      answeredNo: (rubric?.answeredNo ?? []).map(cue),
      offTopic: cues(rubric !== null ? (rubric.offTopic ?? []) : classification || !screened(manifest, spec) ? [] : customOffTopic),
      onTopic: (rubric?.onTopic ?? []).map(cue),
      severityOrder: severityOrderOf(spec, rubric),
      stressed: (rubric?.stressed ?? []).map(cue),
      markedFault: rubric?.markedFault ?? null,
      wishes: (rubric?.wishes ?? []).map(cue),
      threshold: spec.builtin !== null ? T_BANK : classification ? T_CUSTOM_CLASS : T_CUSTOM_PRESENCE,
      nameStems: spec.builtin !== null ? [] : stemsOf(spaced(spec.name)),
      catStems,
      categoryNames: categoryNamesOf(spec, catStems),
      classModel: null
    }
    models.push(model)
    if (rubric !== null) {
      for (const text of rubric.positive) pending.push({ det, cat: null, role: "pos", text })
      for (const [cat, texts] of Object.entries(rubric.categories ?? {})) {
        if (!spec.categories.includes(cat)) continue
        for (const text of texts) pending.push({ det, cat, role: "pos", text })
      }
      for (const text of rubric.denial) pending.push({ det, cat: null, role: "deny", text })
      for (const text of rubric.negative) pending.push({ det, cat: null, role: "neg", text })
    }
    for (const ex of spec.examples) {
      if (!classification) pending.push({ det, cat: null, role: "pos", text: ex.text })
      else if (ex.category !== null && spec.categories.includes(ex.category)) pending.push({ det, cat: ex.category, role: "pos", text: ex.text })
      else pending.push({ det, cat: null, role: "any", text: ex.text })
    }
    for (const text of spec.nonExamples) pending.push({ det, cat: null, role: "neg", text })
    if (rubric === null) {
      if (classification) for (const c of spec.categories) pending.push({ det, cat: c, role: "name", text: spaced(c) })
      else pending.push({ det, cat: null, role: "name", text: spaced(spec.name) })
    }
  })
  return { models, pending }
}
