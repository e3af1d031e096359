// A customer who changes their mind in a later turn: "We'd like to order 50." … "Actually hold off,
// the project is cancelled" declines, and "Not interested." … "Actually, we'd like to go ahead after
// all" buys. When the buying and the declining intents are both read, each from its own customer
// turns, and the later turn says it turns back, the earlier intent is no longer the customer's; a
// purchase a later turn calls off ("hold off", "we've changed our minds") is dropped even when no
// decline is read.
import type { Detection, Detections, Message } from "../../../domain/types.js"
import type { DetModel } from "./model.js"
import { isCustomer } from "../../../domain/roles.js"

const BUYING = "intent.purchase_interest"
const DECLINING = "intent.not_interested"
/** Words of a turn that goes back on what the sender said before. */
const TURNS_BACK = /\b(actually|after all|on second thoughts?|changed (our|my) minds?|things have changed|scratch that|hold off|having thought (about it|it over))\b/i
/** Words of a later turn that call the purchase off, whether or not they decline the product. */
const CALLS_OFF =
  /\b(?:hold off|changed (?:our|my) minds?|cancel (?:that|it|the order)|forget (?:it|that|the order)|not going ahead|put (?:it|this|that|things|the order) on hold)\b/i
/** Raw confidence of an intent the sender went back on: not found, but close (the words were said). */
const WENT_BACK = 0.3

/** Whether a customer turn after `after` calls the purchase off. */
const calledOffAfter = (after: number, input: ReadonlyArray<Message>): boolean =>
  input.some((msg, k) => k > after && isCustomer(msg) && CALLS_OFF.test(msg.content))

const lastTurn = (d: Detection): number => Math.max(...d.evidence.map((e) => e.message_index))
const firstTurn = (d: Detection): number => Math.min(...d.evidence.map((e) => e.message_index))

/** The detections with an intent dropped when a later turn of the other one goes back on it. */
export const laterMind = (models: ReadonlyArray<DetModel>, out: Record<string, Detection>, input: ReadonlyArray<Message>): void => {
  const buying = models.find((m) => m.spec.builtin === BUYING)?.spec.name
  const declining = models.find((m) => m.spec.builtin === DECLINING)?.spec.name
  if (buying === undefined) return
  const b = out[buying]!
  const d = declining === undefined ? undefined : out[declining]!
  const drop = (name: string, was: Detection) => {
    out[name] = { ...was, found: false, confidence: WENT_BACK, value: null }
  }
  // "We'd like to order 50." … "Actually hold off": called off, with or without a decline read.
  if (b.found && b.evidence.length > 0 && d?.found !== true && calledOffAfter(lastTurn(b), input)) return drop(buying, b)
  if (d === undefined || declining === undefined) return
  if (!b.found || !d.found || b.evidence.length === 0 || d.evidence.length === 0) return
  if (firstTurn(d) > lastTurn(b) && TURNS_BACK.test(input[firstTurn(d)]!.content)) drop(buying, b)
  else if (firstTurn(b) > lastTurn(d) && TURNS_BACK.test(input[firstTurn(b)]!.content)) drop(declining, d)
}
