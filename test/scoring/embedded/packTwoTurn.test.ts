// MEDDIC and CHAMP fields answered the way buyers talk on a call (packfn2); cases of our own.
// The known misses (TWO_TURN_MISSED in packTwoTurnCases.ts) are listed, not asserted: a reading
// that mends one moves it to TWO_TURN_STATED.
import { describe } from "vitest"
import { notStated, stated } from "./salesprecReading.js"
import { TWO_TURN_NEAR_MISSES, TWO_TURN_STATED } from "./packTwoTurnCases.js"

describe("stated over two turns, with a name, a bare number, a rank or a pot", () => stated(TWO_TURN_STATED))
describe("near misses", () => notStated(TWO_TURN_NEAR_MISSES))
