// Challenge "rev9" (11-28): the misfires the last rounds left, each spread into a family of our own
// sentences, hits and near misses both. A champion's deed that failed ("I put it on the agenda and
// the trustees said no"); a date of the sender's own life or of a contract being left (a phone
// contract, "we won't continue", "home by year-end") read as a buying timeline; a sole buyer's
// "it's my money, so I'll choose" (BANT/CHAMP authority: found, docs/decisions.md); a later reply
// that tells the fault was the sender's own and is gone; a diet or hazard word denied or used in
// praise; a parent or sibling's death as the leave form's immediate family. None of the datasets' text.
import type { Message } from "../../../src/domain/types.js"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED, TRIAGE } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
const custom = (...custom_detectors: Array<Record<string, unknown>>) => compileEmbedded(compileManifest({ template: "custom", custom_detectors } as never))

const scorers = {
  bant: compileEmbedded(BANT),
  meddic: compileEmbedded(MEDDIC),
  champ: compileEmbedded(CHAMP),
  spiced: compileEmbedded(SPICED),
  support: compileEmbedded(TRIAGE),
  diet: custom(
    { name: "dietary_needs", type: "presence", examples: ["I'm vegetarian", "She's allergic to nuts", "He can't have dairy"], non_examples: ["No dietary requirements"] },
    { name: "guest_count", type: "presence", examples: ["There'll be 40 of us", "Table for six"], non_examples: ["A few people"] }
  ),
  venue: custom(
    { name: "hazard", type: "presence", required: false, examples: ["There's smoke coming out of the kitchen extractor", "Sparks flew from the light switch in room 4", "I can smell gas near the boiler"], non_examples: ["Everything looks safe"] },
    { name: "room", type: "presence", examples: ["It's in the main hall", "Room 12 on the second floor"], non_examples: ["Somewhere upstairs"] }
  ),
  repair: custom(
    { name: "heating_fault", type: "presence", examples: ["The heating isn't working", "The boiler keeps cutting out", "No hot water since Monday"], non_examples: ["Just booking the annual service"] },
    { name: "address", type: "presence", examples: ["It's 12 Hill Road", "Flat 3, Park Lane"], non_examples: ["Somewhere in town"] }
  ),
  leave: custom({ name: "relation", type: "classification", categories: ["immediate_family", "extended_family", "friend"], examples: [
    { text: "my mother passed away", category: "immediate_family" },
    { text: "my great uncle died", category: "extended_family" },
    { text: "a close friend of mine", category: "friend" }
  ] })
}
export type ScorerName = keyof typeof scorers

/** A case: which scorer and detector read it, the messages, and the readings allowed (true/false: found or not; a category; null: not found). */
export interface R9Case {
  readonly id: string
  readonly scorer: ScorerName
  readonly detector: string
  readonly messages: ReadonlyArray<Message>
  readonly want: ReadonlyArray<string | boolean | null>
}
const one = (id: string, scorer: ScorerName, detector: string, text: string, ...want: Array<string | boolean | null>): R9Case => ({ id, scorer, detector, messages: [user(text)], want })
const chat = (id: string, detector: string, messages: ReadonlyArray<Message>, ...want: Array<string | boolean | null>): R9Case => ({ id, scorer: "support", detector, messages, want })

/** What the case's detector reads: found or not for a presence or pack field, the category (or null) for a classification. */
export const readingOf = (c: R9Case): string | boolean | null => {
  const d = scorers[c.scorer].score(c.messages)[c.detector]!
  return c.want.every((w) => typeof w === "boolean") ? d.found : d.found ? d.value : null
}

const CALM = ["low", null] as const
const BAD = ["critical", "high"] as const

export const R9_CASES: ReadonlyArray<R9Case> = [
  // --- champion: the deed told as done and refused
  one("c-trustees", "meddic", "champion", "I put it on the agenda last year and the trustees said no.", false),
  one("c-board-down", "meddic", "champion", "Hi,\n\nI got this on the agenda in the spring, but the board turned it down flat.\n\nMaya", false),
  one("c-twice", "meddic", "champion", "We put it on the agenda twice and the partners rejected it both times, so I'm only browsing now.", false),
  one("c-proposal-binned", "meddic", "champion", "I wrote the proposal for our directors last autumn and they threw it out.", false),
  one("c-offered-declined", "meddic", "champion", "I offered to present it to the committee, but they weren't interested.", false),
  one("c-lead-voted", "meddic", "champion", "Hello,\n\nI took the lead on getting it approved and the council voted it down in May.\n\nGus", false),
  one("c-agenda-next", "meddic", "champion", "Hi,\n\nI'll put it on the agenda for the trustees' meeting next month and talk them round.\n\nFaye", true),
  one("c-agenda-keen", "meddic", "champion", "I got it on the agenda for Thursday and the board seem keen.", true),
  one("c-proposal-mine", "meddic", "champion", "I wrote the proposal for our MD myself, she's reading it this week.", true),
  one("c-again", "meddic", "champion", "The board said no last year, but I'm putting it on the agenda again and I'll push it through this time.", true),
  // --- timeline: a date of the sender's own life, or of a contract being left
  one("t-mobile", "bant", "timeline", "Hi,\n\nSorry for the slow reply, I've been sorting out my phone: my mobile contract ends in March. Anyway, could you send the rota software brochure?\n\nLiz", false),
  one("t-ours-ends", "bant", "timeline", "Hello,\n\nOur subscription with you expires in June and we won't continue, please make sure nothing renews.\n\nTom", false),
  one("t-home", "bant", "timeline", "I'm travelling for work until December, I'll be home by year-end. Happy to read the brochure meanwhile.", false),
  one("t-gym", "bant", "timeline", "My gym membership runs out next month, which is why I'm asking about your staff wellbeing app for later on.", false),
  one("t-licence-cancel", "bant", "timeline", "Our licence with you renews in April, but we've decided not to renew it.", false),
  one("t-wedding", "bant", "timeline", "My daughter's wedding is in May, so I'll be off most of that month. Could we talk after?", false),
  one("t-ce-mobile", "spiced", "critical_event", "My mobile contract ends in March, so I'm a bit distracted. How does your booking tool work?", false),
  one("t-switch", "bant", "timeline", "Our contract with the current supplier ends in March and we'll switch over to you then.", true),
  one("t-live", "bant", "timeline", "We need the new system live by year-end.", true),
  one("t-expire-before", "bant", "timeline", "Our subscription with the old provider expires in June, so we'd want yours in place before that.", true),
  // --- authority: a sole buyer's own choice (found), money that is for something else (not)
  one("a-my-money", "bant", "authority", "It's my money, so I'll choose.", true),
  one("a-my-money-champ", "champ", "authority", "Hi,\n\nIt's my money, so I'll be the one choosing which plan.\n\nDot", true),
  one("a-my-call", "bant", "authority", "It's my own business, so the decision is mine alone.", true),
  one("a-my-choice", "bant", "authority", "I'm paying for it myself, so it's my choice which package we go for.", true),
  one("a-wife", "bant", "authority", "It's my money, but my wife will choose the colour.", true),
  one("a-her-choice", "bant", "authority", "My daughter is paying, so it's her choice which one we get.", false),
  one("a-icon-colour", "bant", "authority", "It's my choice which colour the icons are, the default blue is awful.", false),
  one("a-party", "bant", "authority", "It's my money for the holiday, so I'll choose where we eat.", false),
  one("a-son", "bant", "authority", "My son will choose the games himself, it's his pocket money.", false),
  // --- triage: a later reply telling the fault was the sender's own and is gone
  chat("s-browser", "issue_severity", [user("Nothing loads, the whole booking site is down!"), agent("Could you try another browser?"), user("all fine now, it was only my browser")], ...CALM),
  chat("s-vpn2", "issue_severity", [user("The app is completely down, nobody can get in!"), agent("Are you on a VPN?"), user("it was my VPN, works now")], ...CALM),
  chat("s-router", "issue_severity", [user("Our whole system is down!!"), agent("Can you check your internet connection?"), user("Sorry, it was our router. Everything's working now, thanks.")], ...CALM),
  chat("s-plug", "issue_severity", [user("The card machine is dead, customers can't pay!"), agent("Is it plugged in?"), user("oh it was the plug, all sorted now")], ...CALM),
  chat("s-cache", "issue_severity", [user("Emails aren't going out at all!"), agent("Could you clear your cache?"), user("That fixed it, it was just my cache. All good.")], ...CALM),
  chat("s-back-down", "issue_severity", [user("The whole site is down!"), agent("Have you tried restarting?"), user("it was fine for a minute after the restart, now it's down again")], ...BAD),
  chat("s-others-still", "issue_severity", [user("Nobody can log in to the portal!"), agent("Try clearing your browser cache?"), user("fine now for me, it was my browser, but the rest of the team still can't get in")], ...BAD),
  chat("s-tills-still", "issue_severity", [user("Everything's down, the tills too!"), agent("Could you restart the router?"), user("The laptop works now, but the tills are still down and we can't sell.")], ...BAD),
  // "The network" after the vendor owned an outage is the vendor's: only "my/our" network is the sender's (review).
  chat("s-vendor-network", "issue_severity", [user("Nothing loads, the whole booking site is down!"), agent("We had a network outage on our side, fixed now. How does it look?"), user("yes it was the network, works now")], ...BAD),
  chat("s-vendor-fixed", "issue_severity", [user("Card payments fail for every customer!"), agent("We've rolled back last night's release, how does it look?"), user("Payments are going through again, thanks.")], "critical", "high", "medium"),
  // --- kinds: a diet word denied for oneself, a fire word in praise
  one("k-veggie", "diet", "dietary_needs", "Not vegetarian, but loved the veggie rolls. There'll be 20 of us.", false),
  one("k-vegan", "diet", "dietary_needs", "I'm not vegan, but your vegan cakes are lovely.", false),
  one("k-gf", "diet", "dietary_needs", "None of us are gluten-free, we just liked the gluten-free brownies last time.", false),
  one("k-partner", "diet", "dietary_needs", "My partner isn't vegetarian but she adores your veggie pasties.", false),
  one("k-veg-yes", "diet", "dietary_needs", "I'm vegetarian, so no meat in my rolls please.", true),
  one("k-son-yes", "diet", "dietary_needs", "I'm not vegetarian but my son is, so one veggie box please.", true),
  // A thing denied ("no", "nothing with") is the diet itself, whatever is liked after it.
  one("k-nuts-yes", "diet", "dietary_needs", "No nuts anywhere near Leo's plate please, though he loved the fruit tarts.", true),
  one("k-gluten-yes", "diet", "dietary_needs", "Nothing with gluten for two of the guests, they enjoyed everything else last year.", true),
  one("k-dairy-yes", "diet", "dietary_needs", "My daughter can't have dairy, but she loved the sorbet you did last time.", true),
  one("k-dairy-bare", "diet", "dietary_needs", "My daughter can't have dairy.", true),
  one("k-dairy-nolike", "diet", "dietary_needs", "My daughter can't have dairy, but the sorbet you did last time was fine.", true),
  one("k-eggs-yes", "diet", "dietary_needs", "Two guests mustn't eat any eggs at all, though they enjoyed the salads.", true),
  one("k-nuts-bare", "diet", "dietary_needs", "No nuts anywhere near Leo's plate please.", true),
  one("k-gluten-bare", "diet", "dietary_needs", "Nothing with gluten for two of the guests.", true),
  one("h-flames", "venue", "hazard", "The chef's flambé was the best bit, flames and all!", false),
  one("h-firepit", "venue", "hazard", "The fire pit on the terrace was the star of the night, flames and all.", false),
  one("h-sparklers", "venue", "hazard", "Loved the sparklers on the cake, sparks and all!", false),
  one("h-fireworks", "venue", "hazard", "Great fireworks at the end, smoke and all, the kids adored it.", false),
  // A wish ("would love", "I'd love") is a request, no liking: the fault told before it stands.
  one("h-wish-love", "repair", "heating_fault", "The heating isn't working, would love someone to come today.", true),
  one("h-wish-id", "repair", "heating_fault", "The heating isn't working, we'd love a visit today.", true),
  one("h-oven", "venue", "hazard", "Flames are coming out of the back of the oven in the kitchen!", true),
  one("h-fusebox", "venue", "hazard", "There's smoke pouring out of the fuse box by the bar.", true),
  // --- relation: who died or is ill, by kinship
  one("r-father", "leave", "relation", "My father died this morning. I'll need the rest of the week off.", "immediate_family"),
  one("r-mum", "leave", "relation", "My mum passed away last night, I won't be in.", "immediate_family"),
  one("r-brother", "leave", "relation", "I need time off, my brother was killed in a car crash on Saturday.", "immediate_family"),
  one("r-son", "leave", "relation", "Our son is in intensive care, I have to be at the hospital.", "immediate_family"),
  one("r-wife", "leave", "relation", "My wife has been rushed to hospital, I'm leaving now.", "immediate_family"),
  one("r-gran", "leave", "relation", "My grandmother died on Sunday, the funeral is next week.", "extended_family"),
  one("r-cousin", "leave", "relation", "Could I have Friday off for my cousin's funeral?", "extended_family"),
  one("r-friend", "leave", "relation", "A very close friend from university passed away, I'd like a day off.", "friend"),
  one("r-none", "leave", "relation", "Is bereavement leave paid, and how many days is it?", null)
]
