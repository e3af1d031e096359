// A greeting or a closing on a line of its own ("Hello all,", "Dear Sir or Madam,", "Best wishes,")
// is manners, not a statement: a group greeted ("Hello support team,") is not who is affected.
import { CLOSING } from "./signature.js"

/** An opening salutation of at most four words after the greeting word. */
const GREETING = /^[ \t]*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)\b(?:[ \t]+[\p{L}'’.-]+){0,4}[ \t]*[,!:.]?[ \t]*$/iu

export const isCourtesyLine = (text: string): boolean => GREETING.test(text) || CLOSING.test(text)
