// A customer who changes their mind in a later turn: "We'd like to order 50." … "Actually hold off,
// the project is cancelled" declines, and "Not interested." … "Actually, we'd like to go ahead after
// all" buys. When the buying and the declining intents are both read, each from its own customer
// turns, and the later turn says it turns back, the earlier intent is no longer the customer's.
import type { Detection, Detections, Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"

const BUYING = "intent.purchase_interest"
const DECLINING = "intent.not_interested"
/** Words of a turn that goes back on what the sender said before. */
const TURNS_BACK = /\b(actually|after all|on second thoughts?|changed (our|my) minds?|things have changed|scratch that|hold off|having thought (about it|it over))\b/i
/** Raw confidence of an intent the sender went back on: not found, but close (the words were said). */
const WENT_BACK = 0.3

const lastTurn = (d: Detection): number => Math.max(...d.evidence.map((e) => e.message_index))
const firstTurn = (d: Detection): number => Math.min(...d.evidence.map((e) => e.message_index))

/** The detections with an intent dropped when a later turn of the other one goes back on it. */
export const laterMind = (models: ReadonlyArray<DetModel>, out: Record<string, Detection>, input: ReadonlyArray<Message>): void => {
  const buying = models.find((m) => m.spec.builtin === BUYING)?.spec.name
  const declining = models.find((m) => m.spec.builtin === DECLINING)?.spec.name
  if (buying === undefined || declining === undefined) return
  const b = out[buying]!
  const d = out[declining]!
  if (!b.found || !d.found || b.evidence.length === 0 || d.evidence.length === 0) return
  const drop = (name: string, was: Detection) => {
    out[name] = { ...was, found: false, confidence: WENT_BACK, value: null }
  }
  if (firstTurn(d) > lastTurn(b) && TURNS_BACK.test(input[firstTurn(d)]!.content)) drop(buying, b)
  else if (firstTurn(b) > lastTurn(d) && TURNS_BACK.test(input[firstTurn(b)]!.content)) drop(declining, d)
}
