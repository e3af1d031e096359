import { runDomains } from "./triggerRunner.js"
import { DOMAINS } from "./trigtopicCases.js"

// A trigger's topic without its event (trigtopicCases.ts): questions, checks, precautions, past or
// others' events and harmless marks must not escalate; the event must.

/** Cases still wrong (the start of their name), asserted to fail so a mend shows up. */
const STILL_WRONG: ReadonlyArray<string> = []

runDomains(DOMAINS, STILL_WRONG)
