import { runDomains } from "./triggerRunner.js"
import { DOMAINS } from "./triggerDomains3.js"
import { DOMAINS as DOMAINS4 } from "./triggerDomains4.js"

// A review of the trigger's routine (engine/triggerContrast.ts) by trying to break it: six
// domains of our own (triggerDomains3.ts, triggerDomains4.ts), events told beside routine matter,
// in the routine detectors' words, beside a reference, in one line or in a form, and routine
// messages. With the routine switched off the 67 messages are 20 wrong (10 false ESCALATE, 10
// missed); with it as first merged, 19 (4 false, 15 missed): six false escalations gone, five
// events lost; with a field's examples left out of the routine, 18 (4 false, 14 missed).

/**
 * Cases still wrong (the start of their name), asserted to fail so a mend shows up.
 * Lost to the routine, no general narrowing found (docs/quality.md, "Tried", 11-27 review):
 * - an event clause the vectors do not bring near any example, beside a routine clause that was
 *   itself the only reading near the trigger (the spay booking, the bus pass): the routine test
 *   rightly drops that clause, the event was found by its words alone;
 * - a short event whose routine tail pulls the whole sentence to the routine while its own clause
 *   stays under the find line (the poison);
 * - an event in a sentence of its own that shares a routine example's subject and place more than
 *   any trigger example's (pushed down the steps).
 * Missed with or without the routine: events in words the vectors miss (passed out, a plate on a
 * foot, a CO alarm, fitting, a child not dropped off). False with or without it: a question about
 * a danger in general, a routine fault told in the trigger's words (boiler pressure), a request
 * about children running late.
 * Mended in round trigger2 (11-28): the wasp sting ("stung", a harm word now, near a trigger with one example telling harm).
 */
const STILL_WRONG: ReadonlyArray<string> = [
  "We were booked in for the puppy's spay n",
  "I need a new bus pass for my son because",
  "Dog ate rat poison, on our way in",
  // Mended by trig4 (11-28), an incident not outweighed by a routine's or a calm non-example's shared words:
  // "What time does the morning bus leave? My daughter was pushed …", "Member 100981. A weight plate fell off …",
  // "I want to freeze my membership because I tore a ligament …".
  "someone passed out in the sauna at the c",
  "I booked the Tuesday spin class and half",
  "The radiators in the bedroom don't get w",
  "the CO alarm in the hallway has been bee",
  "The boiler pressure keeps dropping and t",
  "Rufus is due his booster jabs but this m",
  "Next Wednesday we have the check up book",
  "Is chocolate really that bad for dogs? J",
  "Is the tap water safe to drink after the",
  "Pupil: Amira Khan Route: 22A What happen"
  // "Can you remind the driver on Route 14 to …" mended by custfp (11-28): a routine ask with no word of trouble.
]

runDomains([...DOMAINS, ...DOMAINS4], STILL_WRONG)
