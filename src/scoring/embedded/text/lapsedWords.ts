// A standing the sender held and no longer holds ("I cancelled my membership last year", "my cover
// ran out in May", "I used to get the reduced rate, but I'm working now"): the state is told, but as
// ended. Read for detectors of a state held now (engine/ownRecordFound.ts), not of experience, where
// "used to" is the very signal.
import type { Token } from "./text.js"

/** Verbs that end a standing. */
const ENDED = new Set(["cancelled", "canceled", "expired", "lapsed", "ended", "terminated"])
// Not "stopped" or "quit": a diet or a habit is told by them ("I stopped eating meat").
/** "ran out", "run out": a particle verb of ending. */
const RAN = new Set(["ran", "run", "runs"])
/** Words a "used to" must be answered by later in the sentence for the state to be told gone ("…, but I'm working now"). */
const CONTRAST = new Set(["but", "now", "anymore", "longer"])

/** Whether tokens tell a standing ended: an ending verb in plain words, or "used to" answered by a contrast ("but", "now"). */
export const tellsLapsed = (tokens: ReadonlyArray<Token>): boolean => {
  // The last contrast word, found once: a "used to" before it is answered (linear in the sentence however many "used to" it holds).
  let contrast = -1
  for (let k = tokens.length - 1; k >= 0 && contrast < 0; k--) if (CONTRAST.has(tokens[k]!.norm)) contrast = k
  return tokens.some(
    (t, k) =>
      t.mod === 0 &&
      (ENDED.has(t.norm) || (RAN.has(t.norm) && tokens[k + 1]?.norm === "out") || (t.norm === "used" && tokens[k + 1]?.norm === "to" && contrast > k + 1))
  )
}
