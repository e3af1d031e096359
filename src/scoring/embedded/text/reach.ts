// Who a sentence says is hit, as one of three reaches: one person ("only my machine", "just me",
// "the others are fine"), a group bounded by a place or a unit ("none of us in the stockroom",
// "everyone in the packing team", "other departments are fine"), or everyone ("every branch",
// "company-wide", a bare "nobody can log in"). A ticket often mentions a wider group than the one
// hit ("the whole company got the notice, but only my laptop …"): past a contrast, the clause
// after it answers, and a one-person bound ("only", "alone", "everyone else is fine") outweighs
// a wider word in the same sentence. Read on the sentence's own text; English only.

export type Reach = "one" | "group" | "all"

/** Groups bounded by a place or a unit of the organisation. */
const GROUP_NOUN = String.raw`(?:team|teams|department|departments|dept|office|floor|ward|unit|shift|crew|desk|group|squad|room|lab|wing|section|class|clinic|store|shop|branch|site|building)`
/** Places and units that, counted all or any, make the whole organisation. */
const SITE_NOUNS = String.raw`(?:offices|sites|branches|buildings|locations|stores|shops|campuses|depots|clinics|schools|warehouses|plants|regions|countries|departments|teams|floors|wards)`
const WHOLE = String.raw`(?:company|business|organisation|organization|firm|org|campus|school|hospital|estate|trust|council|practice|university|college|building|site)`

/** "not just me", "not only my laptop": the sender says it is wider. */
const NOT_ONLY = /\bnot (?:just|only) (?:me|my|mine|myself|i|us|our|for)\b|\bit'?s not (?:just|only)\b|\bnot the only one\b/
const ONE: ReadonlyArray<RegExp> = [
  /\b(?:only|just) (?:seems? to be |happening |affecting |hitting |happens )?(?:to |on |for |with |in )?(?:me|my|mine|myself|i)\b/,
  /\b(?:me|i|my \w+(?: \w+)?) alone\b/,
  /\b(?:nobody|no one|noone|no-one) else\b/,
  /\b(?:everyone|everybody|anyone|all the) else\b[^.;!?]{0,40}\b(?:fine|ok|okay|normal|normally|unaffected|working|works)\b/,
  /\b(?:(?:my |the |two |three |a few |other |both )?(?:colleagues|coworkers|co-workers|teammates|others)|the rest of (?:the \w+|my \w+|us))\b[^.;!?]{0,40}\b(?:fine|ok|okay|normal|normally|unaffected|no problem|no issues?)\b/
]
/** Other groups fine: the fault is bounded to the sender's group. */
const OTHERS_FINE = new RegExp(String.raw`\bother ${SITE_NOUNS}\b[^.;!?]{0,30}\b(?:fine|ok|okay|normal|unaffected|working|no problem)\b`)
const ALL: ReadonlyArray<RegExp> = [
  new RegExp(String.raw`\b(?:every|all|any|each|across)(?: of)?(?: (?:our|the|my|their))? (?:\w+ )?${SITE_NOUNS}\b`),
  // "in any office" after a denial: "nobody in any office can log in" counts every office.
  new RegExp(String.raw`\b(?:(?:every|each) (?:single )?|(?:in|at|on|from) any (?:single )?)(?:office|site|branch|building|location|store|shop|department|depot|warehouse|clinic|campus)\b`),
  // "-wide" as what the fault is ("it's company-wide", "a school-wide outage"), not as the name of a thing ("the school-wide portal").
  new RegExp(String.raw`\b${WHOLE}[- ]wide\b(?! (?!(?:outage|issue|problem|fault|failure|too|now|again|today|this|since)\b)[a-z])|\b(?:the whole|the entire|whole|entire|all of the|across the|all over the|everyone in the|everybody in the|nobody in the|no one in the) ${WHOLE}\b`),
  /\b(?:all|every) (?:staff|employees?|users?|personnel|members of staff|colleagues|workers)\b/,
  // "anywhere" after a verb of looking is where the sender looked ("can't find it anywhere"), no reach.
  /\beverywhere\b|(?<!\b(?:find|found|see|seen|spot|spotted|locate|located|look|looked|looking|search|searched|searching)\b[^.;!?]{0,40})\banywhere\b/,
  // A bare "everyone" / "nobody": no place or group bounds it. "Nobody told me", "no one answered"
  // is who did not tell or answer the sender, not who is hit.
  /\b(?:everyone|everybody|nobody|no one|noone|no-one)\b(?! (?:else|in|on|at|from|up|down|here|there|of|who|that|upstairs|downstairs|around|near|next|i|we|on this|sitting|(?:has |had |ever |even )?(?:told|tells|tell|answered|answers|answer|replied|replies|reply|responded|responds|respond|said|says|mentioned|warned|informed|explained|called|rang|emailed|got back|gets back|picked up|bothered|let)\b))/
]
const GROUP: ReadonlyArray<RegExp> = [
  new RegExp(String.raw`\b(?:everyone|everybody|all|nobody|none|no one|noone|no-one|whole|entire|each|every one|half|most|several|some|many)\b[^.;!?]{0,40}\b${GROUP_NOUN}\b`),
  /\b(?:none|all|both|several|some|most|half|a few|two|three|four|five|six|\d+) of us\b|\bus all\b|\bwe all\b|\bmy colleagues and i\b|\b(?:me|i) and my (?:colleagues|team|coworkers|co-workers)\b/,
  // A quantifier bounded by a place or a unit of any name ("nobody in Year 4", "everyone on the night rota").
  /\b(?:everyone|everybody|nobody|no one|noone|no-one|none of (?:us|them|the \w+)|all of us|all of them) (?:in|on|at|from) (?!(?:any|all|every)\b)\w+/,
  /\b(?:up|down|in|over|out) here\b|\b(?:on|in|at) (?:this|our|my) (?:floor|office|ward|unit|site|wing|corridor|level)\b/,
  new RegExp(String.raw`\b(?:my|our) (?:\w+ )?(?:team|department|dept|crew|unit|ward|colleagues|coworkers|co-workers|teammates|section)\b`)
]

/** A greeting or thanks to a group of readers. */
const GREETING = /\b(?:hi|hello|hey|dear|morning|afternoon|thanks|thank you|cheers|greetings)(?: to)? (?:all|everyone|everybody|team|folks|guys|both)\b/g

/** The contrast a sentence turns on: the clause after it carries the sender's point. */
const CONTRAST = /\b(?:but|however|though|although|except|whereas)\b/g

const readClause = (s: string): Reach | null => {
  if (NOT_ONLY.test(s)) {
    // "it's not just me, the whole team …": the wider reach read without the denial.
    const rest = s.replace(NOT_ONLY, " ")
    const r = readClause(rest)
    return r === "one" ? null : r
  }
  if (ONE.some((re) => re.test(s))) return "one"
  if (OTHERS_FINE.test(s)) return "group"
  if (ALL.slice(0, 4).some((re) => re.test(s))) return "all"
  if (GROUP.some((re) => re.test(s))) return "group"
  if (ALL.slice(4).some((re) => re.test(s))) return "all"
  return null
}

/** The sender's own thing, named past a contrast: "but mine …", "but my badge …". */
const OWN_FAULT = /^\s*,?\s*(?:mine|my (?!(?:boss|manager|colleagues?|team|department|dept|staff|company|office)\b)\w+)\b/

/** The reach a sentence states (null: none). */
export const reachOf = (sentence: string): Reach | null => {
  // A greeting's "everyone" or "all" ("Hi all,", "Thanks everyone") addresses the readers, not who is hit.
  const s = sentence.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").replace(GREETING, " ")
  // A one-person bound anywhere in the sentence outweighs the wider group it sets itself against.
  const parts = s.split(CONTRAST)
  if (parts.length > 1) {
    for (let k = parts.length - 1; k > 0; k--) {
      const r = readClause(parts[k]!)
      if (r !== null) return r
      // "every staff member got a badge, but mine doesn't open": the fault past the contrast is the sender's own.
      if (OWN_FAULT.test(parts[k]!) && (reportsFault(parts[k]!) || /n't\b/.test(parts[k]!))) return "one"
    }
  }
  return readClause(s)
}

/** Words that tell a sentence reports the fault itself, not its background. */
const FAULT = /\b(?:not|n't|cannot|can't|cant|unable|won't|fail|fails|failing|failed|error|errors|down|broken|lost|jam|jams|jammed|jamming|stuck|crash|crashes|crashed|frozen|freezes|slow|blocked|locked|offline|dead|issue|issues|problem|problems|affected|affecting|seeing|same|spins|hangs|bounce|bounces|drops|dropping|disconnect\w*|no access|no connection|outage)\b/

export const reportsFault = (sentence: string): boolean => FAULT.test(sentence.toLowerCase().replace(/[’‘]/g, "'"))
