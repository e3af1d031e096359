// The embedded scorer: compiles a Manifest once (compile.ts: prototype vectors, cue patterns,
// an inverted index and, for custom classification detectors with enough labelled examples, a
// softmax over their categories), then scores inputs sentence by sentence (presence.ts,
// classify.ts).
import type { Detection, Detections, Manifest, Message } from "../../../domain/types.js"
import { classify } from "./classify.js"
import { compileSteps } from "./compile.js"
import { similarities } from "./match.js"
import { presence } from "./presence.js"
import { drain, type Steps } from "../../../domain/steps.js"
import type { SoftmaxOptions } from "../models/softmax.js"
import { readInput } from "../text/units.js"
import { flipNegation } from "../text/features.js"
import { calibrate, type CallContext, contextOf } from "./calibration.js"
import { bestHeadProbabilities, headOf } from "../models/heads.js"
import { laterMind } from "./laterMind.js"
import { severityOpinion } from "./severityOpinion.js"

export interface RawScore {
  readonly detections: Detections
  readonly context: CallContext
}

export interface CompiledScorer {
  readonly score: (input: ReadonlyArray<Message>) => Detections
  /** The same before the calibration stage (calibration.ts), with what that stage reads of the call: what scripts/fit-calibration.ts fits. */
  readonly scoreRaw: (input: ReadonlyArray<Message>) => RawScore
  /** Estimated memory kept by the compiled rubric. */
  readonly bytes: number
}

/** `softmaxOptions`: the classifiers' training settings; only the benchmark changes them (its seed). */
export const compileEmbedded = (manifest: Manifest, softmaxOptions?: SoftmaxOptions): CompiledScorer =>
  drain(compileEmbeddedSteps(manifest, softmaxOptions))

/** `compileEmbedded`, pausing between small pieces of work (steps.ts). */
export function* compileEmbeddedSteps(manifest: Manifest, softmaxOptions?: SoftmaxOptions): Steps<CompiledScorer> {
  const ctx = yield* compileSteps(manifest, softmaxOptions)
  const anyPresence = ctx.models.some((m) => !m.classification)
  // Custom classifiers score with their own class models; the shared index serves the rest.
  const anyShared = ctx.models.some((m) => !m.classification || m.builtin)
  const none = new Float64Array(0)
  const headed = ctx.models.filter((m) => headOf(m.spec.builtin) >= 0)
  const scoreRaw = (input: ReadonlyArray<Message>): RawScore => {
    const { units: all, turns } = readInput(input)
    const sims = all.map((u) => (anyShared ? similarities(ctx, u.features, u.key) : none))
    const exacts = all.map((u) => new Set(ctx.exact.get(u.key) ?? []))
    // Negated sentences read as stated: only presence detectors ask (a would-be match that is denied).
    const flips = all.map((u) => (u.hasNegation && anyPresence ? similarities(ctx, flipNegation(u.features), null) : null))
    const out: Record<string, Detection> = {}
    for (const m of ctx.models) {
      out[m.spec.name] = m.classification
        ? classify(ctx, m, all, sims, exacts, input, turns)
        : presence(ctx, m, all, sims, exacts, flips, turns, input)
    }
    laterMind(ctx.models, out, input)
    // The severity heads' second opinion (severityOpinion.ts) comes before the calibration stage, so
    // that a severity it rescues is reported at the calibrated confidence of a rule's weakest find.
    for (const m of ctx.models) if (m.spec.builtin === "triage.issue_severity") out[m.spec.name] = severityOpinion(m, out[m.spec.name]!, all, input)
    // The heads' second opinion is read only where the calibration stage uses it: a not-found pack signal.
    const headsWanted = headed.some((m) => !out[m.spec.name]!.found)
    const heads = headsWanted ? bestHeadProbabilities(all, (u) => input[u.messageIndex]!.content.slice(u.start, u.end)) : undefined
    return { detections: out, context: contextOf(all, heads) }
  }
  const score = (input: ReadonlyArray<Message>): Detections => {
    const raw = scoreRaw(input)
    const out: Record<string, Detection> = {}
    for (const m of ctx.models) out[m.spec.name] = calibrate(m.spec, raw.detections[m.spec.name]!, raw.context)
    return out
  }

  return { score, scoreRaw, bytes: ctx.bytes }
}
