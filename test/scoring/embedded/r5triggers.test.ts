import { runDomains } from "./triggerRunner.js"
import { DOMAINS } from "./triggerDomains.js"
import { DOMAINS as DOMAINS2 } from "./triggerDomains2.js"

// Escalation triggers in rubrics of several detectors, eight domains of our own
// (triggerDomains.ts, triggerDomains2.ts): a true event must escalate, a message that only shares
// the domain's words with the trigger's examples must not.

/**
 * Cases the engine still gets wrong (the start of their name), asserted to fail so a mend shows up.
 * Missed: events told in words the sentence vectors do not bring near the examples (a crash told
 * as a skid into a ditch, a self-harm risk as goodbye letters). False: an episode past and sorted,
 * somebody else's event, a future need: the vectors carry the event's words, and the phrase
 * readings of notNow.ts do not reach these wordings (a question of what to do if: openClauses.ts).
 * Mended in round trigger2 (11-28): the foreign charges disowned ("I've never been there"), read as a trigger's problem by circumstances.ts.
 */
const STILL_WRONG: ReadonlyArray<string> = [
  // "Rental assistance … we skidded on ice …" mended by trig4 (11-28).
  "Ref: KX8820 Reason for call: other vehic",
  "A few months ago there was a strange pay",
  "My dad had money taken from his account",
  "we got the final warning letter about di",
  // "Do you have a priority services register …" mended by custfp (11-28): a wish with no word of trouble (troubleWords.ts).
  "Hello, my son told me tonight that an in",
  "How can we help? / one of your staff dro",
  "Hi, since your team took out the chimney",
  "Neighbour here at number 16 - the boards",
  "This is your final chance. A lawyer frie",
  "Order number: 561120 Issue: damaged on a",
  "I can't do this anymore. I've written go",
  "Hi, I'm worried about someone on my corr",
  "Hi, you're through to student support. /",
  "Two years ago I went through a really da",
  "Ref TR-90455. The hotel says it has no r",
  "Hi, the ferry to the island was cancelle",
  "Back home now after Crete. The transfer",
  "Is the old town safe to walk around at n"
]

runDomains([...DOMAINS, ...DOMAINS2], STILL_WRONG)
