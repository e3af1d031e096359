import { Context, type Effect } from "effect"
import type { CallSide } from "../domain/replayDiff.js"
import type { AssertionFailure, Detections, Manifest, Message } from "../domain/types.js"
import { ServiceUnavailable } from "../http/errors.js"
import { ScorerFailed, ScorerTimeout } from "./errors.js"
import type { CompiledPrompt } from "./openai/prompt.js"

/**
 * decisions §6: the scorer budget per evaluate call, every retry included. The model scorer's
 * policy enforces it (src/scoring/openai/policy.ts: one deadline over waiting, attempts and
 * backoffs). On the main thread the embedded scorer is synchronous, so no timer could stop it;
 * on scoring threads (threads/ScorerThreads.ts) the call is answered ScorerTimeout at the budget.
 */
export const SCORER_BUDGET = "30 seconds"

export type ScoringError = ScorerFailed | ScorerTimeout | ServiceUnavailable

/**
 * Why a cascade call was answered by the embedded scorer after the model was asked (decisions
 * §11): the provider unreachable or refusing (503 in `openai` mode), no answer within the
 * model's share of the budget (504), or no usable answer (502).
 */
export type FallbackReason = "model_unavailable" | "model_timeout" | "model_failed"

/** What a scoring cost, for the log row. */
export interface ScoringUsage {
  /** The scorer that decided: "local" or "openai" (under the cascade, whichever answered). */
  readonly scorer: string
  /** The model the provider reports having used; null for the embedded scorer. */
  readonly model: string | null
  /** Summed over every attempt that returned (a repair costs twice); null when the endpoint reports none. */
  readonly tokensIn: number | null
  readonly tokensOut: number | null
  /** Set when the cascade answered with the embedded scorer because the model failed. */
  readonly fallback?: FallbackReason
}

export interface Scored {
  readonly detections: Detections
  readonly usage: ScoringUsage
}

/** The embedded scorer's usage on a log row, wherever it ran. */
export const localUsage: ScoringUsage = { scorer: "local", model: null, tokensIn: null, tokensOut: null }

export interface ScorerShape {
  /** Recorded on each log row: which scorer decided. */
  readonly name: string
  /** The model a model-backed scorer asks, recorded on the rows of calls that failed (none answered). */
  readonly model?: string
  /**
   * `rubricKey` names the manifest (an evaluation id, or a digest of ad-hoc criteria) so that
   * whatever the scorer precomputes for it is built once and reused. `prompt` is the model
   * prompt stored with the evaluation (absent for ad-hoc criteria and older rows).
   */
  readonly score: (
    rubricKey: string,
    manifest: Manifest,
    input: ReadonlyArray<Message>,
    prompt?: CompiledPrompt
  ) => Effect.Effect<Scored, ScoringError>
  /** Create-time assertions (decisions §4); what they compile is kept under `rubricKey` for later calls. */
  readonly assertExamples: (
    rubricKey: string,
    manifest: Manifest,
    prompt?: CompiledPrompt
  ) => Effect.Effect<ReadonlyArray<AssertionFailure>, ScoringError>
}

export class Scorer extends Context.Tag("Assay/Scorer")<Scorer, ScorerShape>() {}

/** What a replay asks of the embedded scorer (decisions §12). */
export interface ReplayScorerShape {
  /**
   * Each input scored with the manifest, as the "after" side of its call in the replay's diff.
   * Many calls per request: a replay re-scores up to 10,000.
   */
  readonly rescore: (
    rubricKey: string,
    manifest: Manifest,
    /** Each call's messages as logged, JSON text: parsed where they are scored. */
    inputs: ReadonlyArray<string>
  ) => Effect.Effect<ReadonlyArray<CallSide>>
}

/**
 * The embedded scorer, whatever ASSAY_SCORER says: replays re-score logged calls with it
 * (decisions §12), offline and at no cost per call, on low-priority threads of their own.
 */
export class ReplayScorer extends Context.Tag("Assay/ReplayScorer")<ReplayScorer, ReplayScorerShape>() {}
