import type { Domain } from "./triggerCases.js"

// Second reading of three evening rounds (rev6Readings.test.ts), on sentences of our own:
// packs4's titles told only as who gets the message (bystanders.ts), trigtopic's checks asked
// (checksAsked.ts), formlabels' labels read by meaning (labelMeaning.ts). Each family holds
// misfires a careful user would hit and the readings that must still fire.

/** [id, pack, detector, text, found] */
export type TitleCase = readonly [string, "bant" | "meddic", string, string, boolean]

export const TITLE_CASES: ReadonlyArray<TitleCase> = [
  // The sender's own title, though a "cc" or a copy word is near.
  ["t1", "bant", "authority", "I'm the CFO here and I sign off on all software spend. I've cc'd our office manager for scheduling.", true],
  ["t2", "bant", "authority", "Cc'ing my assistant. As managing director I have the final say on this purchase.", true],
  ["t3", "meddic", "economic_buyer", "Our CFO signs off anything over 5k, I'll loop her in once we have numbers.", true],
  ["t4", "bant", "authority", "Looping in our COO, she makes the final call on vendors.", true],
  ["t5", "meddic", "economic_buyer", "The owner holds the budget for this, so I've copied him here.", true],
  ["t6", "bant", "authority", "Our CEO approved the purchase last week; just sorting logistics now.", true],
  // Titles only told as getting the message, remarking or curious: no authority.
  ["t7", "bant", "authority", "I'll forward this to our head of operations so she can have a look.", false],
  ["t8", "bant", "authority", "Our CTO mentioned your API docs were tidy.", false],
  ["t9", "meddic", "economic_buyer", "The finance director would like to see a sample invoice first.", false],
  ["t10", "bant", "authority", "Our new CFO starts in January, so things are a bit up in the air.", false],
  ["t11", "bant", "authority", "I'm only the office manager, I just keep the printers running.", false],
  ["t12", "meddic", "economic_buyer", "My bank has to approve the transfer before Friday.", false],
  ["t13", "bant", "authority", "Our CEO will join the demo on Thursday to listen in.", false],
  // "You must" guesses versus a demand.
  ["t14", "meddic", "decision_criteria", "You must be swamped this time of year, no rush on the reply.", false],
  ["t15", "meddic", "decision_criteria", "You must support single sign-on with Okta, that's a hard requirement for us.", true]
]

/** Checks asked, for a boiler and gas engineer's line (trigger: a danger now). */
export const HEATING: Domain = {
  name: "a heating engineer's booking line",
  criteria: {
    custom_detectors: [
      { name: "job_type", type: "classification", categories: ["repair", "service", "install"], examples: [
        { text: "The boiler keeps cutting out", category: "repair" },
        { text: "Due our yearly boiler service", category: "service" },
        { text: "We'd like a new combi fitted", category: "install" }
      ] },
      { name: "postcode", type: "presence", examples: ["Postcode LS6 2QT", "We're at BD9 4HU", "Address: 3 Oak Row, HX1 5JJ"] },
      { name: "gas_danger", type: "presence", required: false, description: "A gas leak, carbon monoxide or fire danger in the home now", examples: [
        "I can smell gas near the boiler",
        "The carbon monoxide alarm is going off",
        "Flames are coming out of the front of the boiler",
        "The flue pipe is hot and there's black soot round it"
      ] }
    ],
    escalation: { triggers: [{ field: "gas_danger" }] }
  },
  cases: [
    // The event, told plainly or with a check asked beside it: must escalate.
    ["Can you come and check the boiler? There is a smell of gas by our hob.", true],
    ["Could someone inspect the hob please, there's a gas smell every time we turn it on", true],
    ["Please send an engineer to check it because the CO alarm keeps beeping and my daughter has a headache", true],
    ["Hi, the carbon monoxide alarm went off twice this morning, can you test the boiler today?", true],
    ["Subject: Boiler service\n\nThe engineer never came and now there's soot round the flue and a smell of gas.", true],
    ["We'd like the boiler checked as soon as possible - there's a gas smell in the hallway.", true],
    // A check asked for, a precaution or a named check, with no danger now: must not escalate.
    ["Can you book our annual gas safety check for next month?", false],
    ["We'd like a carbon monoxide alarm fitted in the bedroom, just to be safe.", false],
    ["Could someone service the boiler before winter to avoid any problems?", false],
    ["Re: Gas safety certificate\n\nTuesday morning works for us, thanks.", false],
    ["Please check the flue while you're here, the landlord wants it on the certificate.", false],
    ["The leak by the meter was fixed last spring and has been fine since.", false]
  ]
}

/** [id, detector, form line, found] for a removals firm's quote form. */
export type LabelCase = readonly [string, string, string, boolean]

export const removalsForm = (line: string): string => `Name: Priya Nandakumar\nPhone: 07700 900412\n${line}\nNotes: Two flights of stairs at the old place.`

export const LABEL_CASES: ReadonlyArray<LabelCase> = [
  // The label names the field by another word: must read.
  ["l1", "moving_from", "Current location: Didsbury", true],
  ["l2", "moving_from", "Home town: Stockport", true],
  ["l3", "move_date", "Availability: from 3 March", true],
  ["l4", "quote_budget", "Spend: up to £900", true],
  ["l5", "quote_budget", "Price expected: around 700", true],
  // A label word in a label naming another field: must not read as this one.
  ["l6", "quote_budget", "Price list requested: yes please", false],
  ["l7", "move_date", "Start of lease at new flat: 3 March", false],
  ["l8", "moving_from", "Based on: a friend's recommendation", false],
  ["l9", "move_date", "Available for a callback: evenings", false],
  ["l10", "quote_budget", "Payment card: Visa", false],
  ["l11", "moving_from", "Where did you hear about us: Instagram", false],
  // An answer that is none yet: no reading, and a plain "none" a denial.
  ["l12", "quote_budget", "Budget: none set yet", false],
  ["l13", "move_date", "Move date: not fixed yet", false],
  // Label words that name another field on a removals crew's own job form (detectors below).
  ["l14", "crew_licence", "Licence held: C1 van licence", true],
  ["l15", "crew_licence", "Card: Visa ending 4242", false],
  ["l16", "crew_licence", "Card type: debit", false],
  ["l17", "crew_rate", "Day rate: £140", true],
  ["l18", "crew_rate", "Rate your last move with us: 5 stars", false],
  ["l19", "crew_start", "Notice: 1 week", true],
  ["l20", "crew_start", "Notice: saw your advert in the shop window", false],
  ["l21", "crew_home", "Home: 07700 900123", false],
  ["l22", "crew_home", "Area: Levenshulme", true]
]
