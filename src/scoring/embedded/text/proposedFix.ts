// The agent's turn that asks the customer to do something on their own side ("could you log out and
// back in?", "please clear the browser cache", "try restarting the tablet"), told with no fix of
// the vendor's own ("we pushed a fix", "we've restarted the service", "on our side"). A bare "works
// now" answering it says the customer's own step mended the fault (round triage11): the fault was
// theirs, as a reply naming their VPN or cable says (correction.ts OWN_CAUSE). A fault the vendor
// mended keeps its severity (round rev9: reading every gone reply as resolved cost judge sets B,
// E and G), so any vendor-side step in the same turn keeps the first alarm.

/** Steps a customer takes at their own desk or device. */
const OWN_STEP =
  String.raw`(?:log(?:ging)? (?:out|off|back)|sign(?:ing)? (?:out|off|back)|clear(?:ing)?|restart(?:ing)?|reboot(?:ing)?|reinstall(?:ing)?|re-?install(?:ing)?|update (?:the|your) (?:app|browser)|updat(?:e|ing) the app|refresh(?:ing)?|switch(?:ing)? (?:\w+ ){0,2}off|turn(?:ing)? (?:\w+ ){0,2}off|unplug(?:ging)?|plug(?:ging)? (?:it )?back|reconnect(?:ing)?|re-?connect(?:ing)?|re-?pair(?:ing)?|re-?enter(?:ing)?|re-?add(?:ing)?|re-?select(?:ing)?|clos(?:e|ing) (?:and re-?open|the app|your browser|the browser)|check(?:ing)? (?:your|the) (?:connection|cable|settings|wi-?fi|network|date|time|browser|printer)|(?:use|using|open(?:ing)?) (?:a )?(?:different|another|private|incognito)\b)`

/** The agent asking for such a step: "could you …", "could you ask a parent to …", "please …", "try …". */
const ASKS_OWN_STEP = new RegExp(String.raw`\b(?:could|can|would) you(?: please)?(?: (?:just|quickly|first))?(?: ask (?:\w+ ){1,2}to)? (?:try )?${OWN_STEP}|\bplease(?: (?:just|first))? (?:try )?${OWN_STEP}|\btry(?:ing)? ${OWN_STEP}|(?:^|[.!?]\s+)${OWN_STEP}`, "i")

/** A step the vendor took itself, or a fix it shipped: the fault was the service's. */
const VENDOR_STEP =
  /\b(?:we|we've|we’ve|we have|we just|our (?:team|engineers?|developers?))\s+(?:just |now |already )?(?:pushed|deployed|released|rolled|restarted|reset|cleared|fixed|patched|reindexed|published|applied|updated|restored|re-?enabled|removed|increased|changed|flushed|reverted|rebooted|repaired|resolved|corrected|found|identified)\b|\bon our (?:side|end)\b|\bour (?:side|end|servers?|systems?)\b|\b(?:fix|patch|update|release|version) (?:is|has been|was) (?:live|out|deployed|released|applied)\b/i

/** Whether the agent's message asks the customer for a step of their own and tells no step of the vendor's. */
export const proposesOwnStep = (agentText: string): boolean => ASKS_OWN_STEP.test(agentText) && !VENDOR_STEP.test(agentText)
