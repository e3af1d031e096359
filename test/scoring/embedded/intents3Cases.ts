// The five intents on fresh text (intents3, 11-28): chats, signed emails with a quoted reply, web
// forms and agent transcripts from businesses no earlier round used (a pottery studio, a sail loft,
// an apiary, a piano tuner, a court translator …). Each case names the intents it states; the rest
// must stay not-found, and the status follows from them as decisions.md §3 derives it. About a
// third are near misses: a price told or paid rather than asked, one option refused while another
// is bought, a deferral rather than a no, a deadline rather than an exclamation mark, a question
// about staff rather than a request for one. Every text is our own.
import type { Status } from "../../../src/domain/types.js"
import { agent, type FpCase, type FpDomain, user } from "./custfpDomains.js"

const INTENTS = ["pricing_interest", "purchase_interest", "urgency", "not_interested", "needs_human"] as const
const SHORT: Readonly<Record<string, string>> = {
  pricing: "pricing_interest", purchase: "purchase_interest", urgency: "urgency", not: "not_interested", human: "needs_human"
}

/** A case whose `found` names the intents stated ("pricing purchase"); every other intent is not found. */
export const k = (id: string, input: FpCase[1], found: string): FpCase => {
  const on = new Set(found.split(" ").filter((w) => w !== "").map((w) => SHORT[w]!))
  const want = Object.fromEntries(INTENTS.map((n) => [n, on.has(n)]))
  const status: Status = on.has("needs_human") ? "ESCALATE" : on.has("not_interested") ? "FAILED"
    : on.has("pricing_interest") || on.has("purchase_interest") || on.has("urgency") ? "QUALIFIED" : "FAILED"
  return [id, input, status, want]
}

export const criteria = { template: "intent_detect", standard_detectors: [...INTENTS] }

const buying: FpDomain = {
  name: "buying and pricing, told indirectly, with near misses",
  criteria,
  cases: [
    k("pot01", "Can you hold two spots on the Saturday wheel-throwing class for me and my sister? We'll pay at the door.", "purchase"),
    k("sail01", "Hi Dana,\n\nThe quote for the mainsail repair looks fine to us. Send the invoice over and we'll pay it so you can start.\n\nCheers,\nRobin\nHarbour Lights Sailing Club", "purchase"),
    k("loom01", "Where do I sign? The trial won over the whole weaving guild.", "purchase"),
    k("hive01", "Name: Oskar Lund\nProduct: Nucleus colony (5 frame)\nMessage: Put me down for three nucs from the spring batch, I'll collect them from the apiary.", "purchase"),
    k("cater01", "We'd like to go ahead with buffet menu B for 80 guests. What do you need from us to confirm the booking?", "purchase"),
    k("tyre01", "How do I add winter tyre storage to my account? Happy to pay for the whole season.", "purchase"),
    k("plant01", "Can you draw up the hire agreement for the two mini excavators? We'll take them for the full month.", "purchase"),
    k("piano01", "What do you charge to tune an upright? Ours hasn't been done in years.", "pricing"),
    k("kennel01", "Name: Freya\nService: Boarding\nMessage: rates for a large dog over Christmas, six nights?", "pricing"),
    k("drone01", "Hello,\n\nCould you send me your day rate for aerial survey work, with and without the thermal camera?\n\nThanks,\nIbrahim Sesay\nSesay Land Surveys", "pricing"),
    k("print01", "Is there a discount if we order 500 tote bags instead of 200?", "pricing"),
    k("sail02", "I'm not interested in the theory evenings, I only want to learn to handle the dinghy. How much is the practical-only course?", "pricing"),
    k("groom01", "The premium spa package isn't for us, but please book Biscuit in for the basic wash and trim.", "purchase"),
    k("laund01", "We're not interested in the extended warranty, just the washing machine itself. Can I order the white one?", "purchase"),
    k("coffee01", "Our last roaster wasn't interested in small accounts, which is why I'm writing. Could we set up a standing order of 40 kg a month?", "purchase"),
    k("salon01", "My business partner isn't keen, but I am. Can we start with just my salon on the basic plan?", "purchase"),
    k("fence01", "No rush at all on the quote for the fence, sometime next month is fine.", "pricing"),
    k("class01", [
      agent("The six-week course is £240, or £45 per drop-in session."),
      user("great, sign me up for the six weeks"),
      agent("Lovely! I'll send the details."),
      user("can I pay by bank transfer?")
    ], "purchase"),
    // near misses: a price told, paid or remembered, never asked
    k("sweep01", "A friend told me you charged her about £90 for a sweep last winter and she was really pleased.", ""),
    k("tax01", "How much did I pay for last year's boiler service? My accountant needs the figure.", ""),
    k("hall01", [agent("Hire of the hall is £35 an hour on weekdays."), user("ok, thanks. bye")], ""),
    k("cheap01", "We picked you over the other printer because you were cheaper, and the bags came out great.", ""),
    k("receipt01", "Please resend the receipt for the March lessons, our bookkeeper can't find it.", ""),
    k("pause01", "Can I pause the cheese box for July while we're away?", ""),
    k("manual01", [
      agent("Would you like us to email you a copy of the manual?"),
      user("No thanks, I still have the paper one. The dishwasher is working fine now.")
    ], "")
  ]
}

const declining: FpDomain = {
  name: "declines, deferrals, a person, urgency, with near misses",
  criteria,
  cases: [
    k("green01", "Hi Leon,\n\nThanks for following up. We won't be going ahead with the greenhouse heating retrofit; the board voted to keep the old boilers. Please close our file.\n\nBest,\nMaud Ellery\nTreasurer, Westfield Allotment Society", "not"),
    k("solar01", "please stop calling my mobile about solar panels, we rent this house", "not"),
    k("tier01", [
      agent("Upgrading to Plus unlocks recurring invoices. Want me to start a trial for you?"),
      user("nah, the free tier does everything I need. I'll pass.")
    ], "not"),
    k("bake01", "Form: Unsubscribe\nEmail: hello@crumbandco.example\nReason: we closed the bakery and won't be ordering supplies any more", "not"),
    k("gym01", [agent("Membership is $60 a month with no joining fee."), user("that's way more than I'd pay for a gym. no thanks, not for me")], "not"),
    k("cheese01", "Cancel my cheese box subscription please, we're moving abroad.", "not"),
    k("roast01", "Thanks Ines, but we'll stick with our current roaster. Please take me off the wholesale mailing list.\n\nKind regards\nBartek\n\n-----Original Message-----\nFrom: Ines Duarte\nSubject: Autumn wholesale list\n\nOur autumn list is attached, 10% off orders over 20 kg until Friday!", "not"),
    k("gen01", "Don't bother sending a quote, we've already bought a second-hand generator.", "not"),
    k("deposit01", "Honestly we're done with the whole thing. Refund the deposit and close the account.", "not"),
    // near misses: a deferral, a double negation, no said to something else
    k("sign01", "Lovely proposal. We can't look at new signage until the spring budget is set. Could you get back to me in March?", ""),
    k("fitout01", "We're keen, just not this quarter: our fit-out finishes in October. Put us in your diary for then.", "purchase"),
    k("quote01", "It isn't that we're not interested; we simply need the quote split by site before the partners meet.", "pricing"),
    // a person asked for, and questions about staff
    k("allot01", "Can I speak to whoever runs the allotment waiting list? The web page hasn't changed in a year.", "human"),
    k("club01", [
      agent("I can help with opening hours, memberships and class times."),
      user("none of those. I need a person about my late father's membership.")
    ], "human"),
    k("form01", "Name: Desmond Achebe\nTopic: Accessibility\nPreferred contact: a phone call from a member of staff, not email\nMessage: my wife uses a wheelchair and we want to know about the step-free route", "human"),
    k("venue01", "Could you get one of the organisers to give me a ring about wheelchair access at the venue?", "human"),
    k("bot01", "Is it possible to talk to a human about the quote? The bot keeps sending me the brochure.", "human pricing"),
    k("pontoon01", "The pontoon gate code doesn't work and I'm locked out with a toddler. Someone please ring me NOW on 07700 900123.", "human urgency"),
    k("climb01", "Are your climbing instructors certified by the national body?", ""),
    k("vets01", "How many vets work at the Elm Road clinic these days?", ""),
    k("tech01", "Your technician Abdul was brilliant yesterday, please pass on my thanks.", ""),
    k("ledger01", "We don't need a human for this, just tell me how to export the ledger.", ""),
    k("email01", "I'd prefer not to speak to anyone on the phone, email works better for me. Which file formats can I upload?", ""),
    k("physio01", [agent("Hi! How can I help today?"), user("is Mrs Okafor the physio still working Tuesdays?")], ""),
    // urgency as a deadline, and exclamation marks, resolved emergencies, hypotheticals
    k("frame01", "Any update on the framing? The show opens on the 14th so the prints have to be back with us by the 12th at the latest.", "urgency"),
    k("visa01", "We fly out Thursday morning and the passports still haven't come back from the visa office. We need them by Wednesday 5pm.", "urgency"),
    k("freezer01", "Our walk-in freezer stopped overnight with £3k of stock inside. We need it running again before the lunch service.", "urgency"),
    k("court01", "please we need the translator for the Monday hearing, is very urgent, the court will not wait", "purchase urgency"),
    k("strings01", "Hi Pita,\n\nNo need to rush the strings after all, the concert moved to June. Go ahead and order them whenever suits.\n\nThanks,\nMele\n\n> On 3 May, Pita wrote:\n> The set of gut strings is $180 plus postage. Shall I order them?", "purchase"),
    k("glaze01", "Quick question!! Do your candles contain soy?", ""),
    k("cake01", "Just wanted to say the cake was AMAZING!!! Everyone asked where it came from!", ""),
    k("pipe01", "Thanks for sorting the burst pipe so fast yesterday. It was urgent at the time, all calm now.", ""),
    k("leak01", "If we ever had a leak at night, how fast could someone get to us?", ""),
    k("meter01", "Hi, attached are the meter photos you asked for.\n\nRegards,\nGwen Trevithick\nFacilities, St Ives Library\nFor urgent matters call 01736 000000", ""),
    k("ooo01", "I'm out of the office until Monday 9 June and not reading email. Anything urgent can go to my colleague Ravi.", "")
  ]
}

export const DOMAINS: ReadonlyArray<FpDomain> = [buying, declining]
