// A greeting or a closing on a line of its own ("Hello all,", "Dear Sir or Madam,", "Best wishes,")
// is manners, not a statement: a group greeted ("Hello support team,") is not who is affected.
import { CLOSING } from "./signature.js"

/** The words that open a salutation ("Hi", "Dear", "Good morning"). */
export const GREETING_WORDS = String.raw`(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings)`
/** An opening salutation of at most four words after the greeting word. */
const GREETING = new RegExp(String.raw`^[ \t]*${GREETING_WORDS}\b(?:[ \t]+[\p{L}'’.-]+){0,4}[ \t]*[,!:.]?[ \t]*$`, "iu")

/**
 * A bare time of day as a greeting ("Morning,", "Afternoon all!"): only with its comma or "!", since
 * "Afternoon." alone answers "when suits?".
 */
const DAYTIME_GREETING = /^[ \t]*(?:morning|afternoon|evening)(?:[ \t]+(?:all|everyone|team|folks))?[ \t]*[,!][ \t]*$/iu

export const isCourtesyLine = (text: string): boolean => GREETING.test(text) || DAYTIME_GREETING.test(text) || CLOSING.test(text)

/** A short salutation that may open a sentence of thanks ("Hi there, thanks ..."). */
const SALUTE = String.raw`(?:(?:hi|hello|hey|dear)(?:\s+there|\s+all|\s+team)?\s*[,!.-]?\s*)?`
/**
 * A second clause praising the thing done: "thanks, the boots are like new", "thank you, the mirror
 * looks amazing". Not an offer praised ("the quote looks great" tells interest, not manners).
 */
const PRAISED_THING = String.raw`(?:the|my|our|her|his)\s+(?!(?:quote|quotation|proposal|offer|price|prices|pricing|plan|plans|demo|trial|contract|estimate|terms)\b)[\p{L}-]+(?:\s+[\p{L}-]+)?(?:'s|’s|\s+is|\s+are|\s+was|\s+were|\s+looks?|\s+fits?)\s+(?:(?:just|absolutely|really|so)\s+)?(?:like\s+new|amazing|lovely|beautiful|perfect|brilliant|fantastic|wonderful|great|spot\s+on|stunning)(?:\s+(?:on|in)\s+(?:the|my|our)\s+[\p{L}-]+)?`
/** A second clause that only tells the thing done is fine since: "thanks for the repair, it's been perfect since". */
const WELL_SINCE = String.raw`(?:\s*,\s*(?:(?:it|they|everything|all)(?:'s|’s|\s+is|\s+has|\s+have|'ve|’ve|\s+are|'re|’re)?\s+(?:been\s+)?(?:perfect|great|fine|good|brilliant|spot\s+on|working(?:\s+(?:fine|perfectly|well))?)(?:\s+(?:ever\s+)?since|\s+now)?|much\s+appreciated|${PRAISED_THING}))`
/**
 * Thanks, for one short clause at most: "thanks to the outage" is a cause, not thanks, and a
 * second clause ("thanks for the card, it never came") says more than manners.
 */
const THANKS = new RegExp(
  String.raw`^\W*${SALUTE}(?:(?:many|huge|big|a big)\s+)?(?:thanks|thank\s+you|thx)(?:\s+(?:so|very)\s+much|\s+a\s+lot|\s+a\s+million|\s+again|\s+in\s+advance)*(?:\s+for(?:\s+[^\s?,;:]+){1,10})?${WELL_SINCE}?[.!]*\s*$`,
  "iu"
)
/**
 * Thanks for an action on a thing named ("Thanks in advance for freezing my card."): the
 * request itself, said politely. Thanks for the reader's effort ("for taking the time", "for
 * looking into this") names no thing of its own.
 */
const REQUESTED = /\bfor\s+[a-z]+ing\s+(?:(?:my|our|the|a|an|their|his|her)\s+)(?!(?:time|trouble|effort)\b)[\p{L}-]+/iu
/** Thanks for an action already done ("for sorting my card so quickly yesterday"): a past service praised, no request. */
const DONE = /\b(?:yesterday|last\s+(?:week|month|night|time|year)|the\s+other\s+day|earlier\s+(?:today|this\s+week)|so\s+(?:quickly|fast|promptly)|(?:ever\s+)?since|much\s+appreciated)\b/iu
/** Appreciation of the reader's help, with no object of the customer's own. */
const APPRECIATION =
  /^\W*(?:i|we)\s+(?:really\s+|truly\s+|do\s+|greatly\s+|very\s+much\s+)?appreciate\s+(?:it|that|this|(?:all\s+)?your\s+(?:help|time|patience|support|quick\s+(?:reply|response)))(?:\s+(?:so\s+much|a\s+lot|very\s+much))?[.!]*\s*$/iu
/** Wishes and sign-offs: "Hope you're well.", "Have a great day!", "Looking forward to hearing from you." */
const PLEASANTRY =
  /^\W*(?:(?:i\s+)?hope\s+(?:you(?:'re|’re|\s+are)(?:\s+all)?|all\s+is|this\s+(?:e-?mail|message)\s+finds\s+you)\s+(?:doing\s+)?(?:well|good|fine|great)|have\s+a\s+(?:nice|good|great|lovely)\s+(?:day|weekend|evening|one)|(?:i(?:'m|’m|\s+am)\s+)?looking\s+forward\s+to\s+(?:hearing\s+from\s+you|your\s+(?:reply|response|answer)))\b[^?]{0,20}[.!]*\s*$/iu
/** A turn that makes a thanks sentence say something more: "Thanks, but it still hasn't arrived." */
const CONTRAST = /\b(?:but|however|though|although|yet|still|unfortunately|except)\b/i

/**
 * A sentence that is only manners: a courtesy line, thanks ("Hi there, thanks for getting back
 * to me so quickly."), appreciation ("I really appreciate it.") or a wish ("Hope you're well.").
 * It states nothing the customer asks about, so a message's reading as a whole leaves it out.
 */
export const isCourtesySentence = (text: string): boolean =>
  isCourtesyLine(text) || (!CONTRAST.test(text) && ((THANKS.test(text) && (!REQUESTED.test(text) || (DONE.test(text) && !/\bin\s+advance\b/i.test(text)))) || APPRECIATION.test(text) || PLEASANTRY.test(text)))

/** A word that only takes in what was said: "ok", "great", "perfect", "ah right". */
const TAKEN_IN = String.raw`(?:oh|ah|ok(?:ay)?|right|great|perfect|lovely|brilliant|fab(?:ulous)?|super|cool|excellent|fine|no\s+worries|(?:that's|that’s|that\s+is)\s+(?:great|fine|perfect|lovely|brilliant|good))`
/** An acknowledgement, thanks or not: "perfect, thanks", "oh ok, thank you", "lovely, cheers", "great". */
const ACKNOWLEDGED = new RegExp(
  String.raw`^\W*(?:${TAKEN_IN}\s*[,!.-]*\s*){1,3}(?:(?:many\s+)?(?:thanks|thank\s+you|thx|cheers|ta)(?:\s+(?:so|very)\s+much|\s+a\s+lot|\s+again)?)?\s*[.!]*\s*$`,
  "iu"
)

/**
 * A reply that only takes in what the other side said ("perfect, thanks", "oh ok, thank you"):
 * it states nothing, so no category is read from its one word of praise ("perfect" is near no topic
 * but a sentence vector still leans somewhere). Classification only: elsewhere such a reply may
 * accept the vendor's proposal.
 */
export const isAcknowledgement = (text: string): boolean => ACKNOWLEDGED.test(text)
