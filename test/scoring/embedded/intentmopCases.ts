// Challenge "intentmop" (11-27, issue 22): messages of our own, in other domains than the
// triage3 round's, for the five readings that round left (its known misses): a price sheet asked
// for, a sentence-shaped head before a colon, a channel declined with another one chosen, everyone
// hit told in other words, and the point the sender marks as the real problem. Each family has
// positives and near misses. A triage expectation is a category, null (nothing found), or
// `{ not }` when only one reading is clearly wrong.
export type Expect = string | null | { readonly not: string }

export interface MopCase {
  readonly name: string
  readonly text: string
  readonly intents?: Readonly<Record<string, boolean>>
  readonly severity?: Expect
  readonly time?: Expect
}

const price = (name: string, text: string, asked: boolean): MopCase => ({ name, text, intents: { pricing_interest: asked } })

export const PRICE_SHEETS: ReadonlyArray<MopCase> = [
  price("sheet for catering", "Could you email over your price sheet for the catering packages?", true),
  price("pricing sheet before the committee", "Before our committee meets on Thursday, please share the pricing sheet for school groups.", true),
  price("downloadable sheet", "Is there a price sheet I can download for the van hire?", true),
  price("texting style", "hi can u send pricing sheet for 40 seats pls", true),
  price("rate sheet", "Do you have a rate sheet for weekend bookings at the studio?", true),
  price("own sheet upload fails (near miss)", "Our price sheet upload keeps failing at row 12.", false),
  price("own sheet lost a column (near miss)", "The pricing sheet in our shop settings lost its currency column after the update.", false),
  price("own sheet attached (near miss)", "I've attached our own price sheet so your team can load it into the till.", false)
]

export const SENTENCE_HEADS: ReadonlyArray<MopCase> = [
  { name: "not pressing: rename a folder", text: "It's not pressing at all: whenever you're free, could you show me how to rename a folder?", intents: { urgency: false }, time: { not: "immediate" } },
  { name: "nothing urgent: dark theme", text: "Nothing here is urgent: I only want to know whether the mobile app has a dark theme.", intents: { urgency: false }, time: { not: "immediate" } },
  { name: "no hurry: patio chairs", text: "We are in no hurry: the patio chairs can come any time next month.", intents: { urgency: false }, time: { not: "immediate" } },
  { name: "no emergency: printer jams", text: "This isn't an emergency: the printer in room 4 jams now and then.", intents: { urgency: false }, time: { not: "immediate" } },
  { name: "it is urgent: kiosk frozen (control)", text: "It is urgent: our kiosk froze and the queue is out the door.", intents: { urgency: true } },
  { name: "form with an urgency line (control)", text: "Name: Priya Shah\nUrgency: high\nMessage: the card reader in aisle two is dead.", intents: { urgency: true } },
  { name: "a tag before the colon (control)", text: "URGENT: none of the drivers can open their route list.", intents: { urgency: true }, severity: "critical" }
]

const channel = (name: string, text: string, declines: boolean, more: Readonly<Record<string, boolean>> = {}): MopCase => ({ name, text, intents: { not_interested: declines, ...more } })

export const CHANNELS: ReadonlyArray<MopCase> = [
  channel("no need to ring, email fine", "No need to ring me, an email is fine.", false),
  channel("don't phone, text instead", "Please don't phone, I'd rather you texted me the times.", false),
  channel("no need to call, send the quote", "No need to call, just send the quote over by email.", false, { pricing_interest: true }),
  channel("don't call at work, email instead", "Don't call me during work hours, email me the details instead.", false),
  channel("don't call again, not interested (control)", "Please don't call me again, we're not interested.", true),
  channel("no need to call, gone elsewhere (control)", "No need to call, we've already gone with another supplier.", true),
  channel("don't contact again (control)", "Don't contact me again.", true)
]

export const EVERYONE: ReadonlyArray<MopCase> = [
  { name: "any of our four vans", text: "The depot opens at six and the route planner won't load on any of our four vans' tablets.", severity: "critical" },
  { name: "every one of our shops", text: "The till software crashes at every one of our shops.", severity: "critical" },
  { name: "in all our branches", text: "The stock app stopped syncing in all our branches this morning.", severity: "critical" },
  { name: "every one of our five clinics", text: "Staff at every one of our five clinics get a login error on the rota app.", severity: "critical" },
  { name: "any of our kitchen tablets", text: "The ordering screen won't open on any of our six kitchen tablets.", severity: "critical" },
  { name: "to every student", text: "The results portal shows a blank page to every student who signs in.", severity: "high" },
  { name: "for each visitor", text: "The newsletter signup form throws an error for each visitor who tries it.", severity: "high" },
  { name: "every driver on one shift (a team)", text: "For every driver on the night shift the scanner app freezes at login.", severity: "high" },
  { name: "every invoice, a logo (near miss)", text: "Every invoice we send shows the wrong logo.", severity: { not: "critical" } },
  { name: "any of our admins can reset (near miss)", text: "Any of our three admins can reset the password, so no rush.", severity: { not: "critical" } }
]

export const MARKED_POINTS: ReadonlyArray<MopCase> = [
  {
    name: "a hard-to-spot button, then starters without invites",
    text: "The export button is a bit hard to spot, which is mildly annoying. The main issue is that our new starters never receive their login invite, so they cannot start work.",
    severity: "high"
  },
  {
    name: "a blurry logo, then clients can't pick a time",
    text: "Small thing first: the footer logo is slightly blurry. What really matters is that the booking calendar won't let clients choose a time.",
    severity: "high"
  },
  {
    name: "an odd font, then points missing",
    text: "The menu font looks a bit odd on phones. The bigger problem is that loyalty points don't show up after a purchase.",
    severity: "medium"
  },
  {
    name: "dull colours, the main thing is praise (near miss)",
    text: "The colours on the dashboard are a bit dull. The main thing is that everything else works really well, thank you!",
    severity: "low"
  },
  {
    name: "slow search, then the real problem after a colon",
    text: "Two things. The search is a little slow. The real problem: parents can't download the term report.",
    severity: "high"
  }
]

export const MOP_CASES: ReadonlyArray<MopCase> = [...PRICE_SHEETS, ...SENTENCE_HEADS, ...CHANNELS, ...EVERYONE, ...MARKED_POINTS]
