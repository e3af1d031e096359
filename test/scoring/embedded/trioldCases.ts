// Challenge "triold" (round triold, 11-29): older triage cues and sales-pack rules a read-only
// review found misreading. Trades no set visited: a pottery studio, a sailing school, a campsite,
// a tattoo studio, a driving school, a beekeeping supplier, an allotment society, a translation
// bureau, an aquarium shop, a climbing gym. Every sentence is our own.
// (a) "unknown user" as an error's text, a wish to restrict unauthorised access, and a sign-in
//     alert the sender owns are no breach; a stranger's login, data seen by strangers and a
//     takeover stay critical.
// (b) one function hanging or freezing for everyone is a fault (high at least); "hang" with no
//     fault ("getting the hang of") is none.
// (d) a calm request for a fix within days keeps its reading when a legal disclaimer closes the mail.
import type { T9Case } from "./triage9Read.js"
import { sevCase } from "./triage13Cases.js"
import { user } from "./triageReading.js"
import { m, type MessyCase } from "./packs5Cases.js"

type Levels = ReadonlyArray<string | null>
const one = (id: string, text: string, severity: Levels) => sevCase(id, [user(text)], severity)
const CRIT: Levels = ["critical"]
const BAD: Levels = ["high", "critical"]
const HIGH: Levels = ["high"]
const QUIET: Levels = [null, "low"]
const NOT_CRIT: Levels = [null, "low", "medium", "high"]

/** (a) Words of a breach that tell none: an error's text, a feature wished for, an alert owned. */
export const NO_BREACH: ReadonlyArray<T9Case> = [
  one("a1-pottery-error-text", "When two of our instructors sign in, the screen just shows 'Unknown user' although their accounts exist.", NOT_CRIT),
  one("a2-sailing-message", "Login fails with an unknown user message for a couple of our skippers since Monday.", NOT_CRIT),
  one("a3-camp-feature", "Could you add a way to block unauthorised access to the price list for our seasonal staff?", QUIET),
  one("a4-tattoo-setting", "Is there a setting to prevent unauthorized access to the archived design folder?", QUIET),
  one("a5-camp-was-me", "Your system flagged a suspicious login on our campsite account on Saturday. That was just me, signing in from my sister's house.", QUIET),
  one("a6-bees-laptop", "Got an email about an unrecognised device signing in. No worries, it was my new laptop. Can I switch these emails off?", QUIET),
  one("a7-allot-fair", "There is a warning about a sign-in from an unknown location, but that was our treasurer logging in at the county show.", QUIET),
  one("a8-driving-mine", "Hi, I had a strange login alert this morning - it was me though, I used the office PC. Just letting you know.", QUIET),
  one("a9-translate-policy", "Email form\nTopic: security\nQuestion: how do you stop unauthorised access to client documents?", QUIET)
]

/** (a) Real breaches: they stay critical. */
export const BREACH: ReadonlyArray<T9Case> = [
  one("c1-pottery-device", "An unknown device logged into our studio account at 3am and downloaded the customer list. None of us were awake.", CRIT),
  one("c2-sailing-abroad", "There is a suspicious login on my account from another country and it was not me. Please lock it now.", CRIT),
  one("c3-allot-strangers", "Strangers can see our members' bank details on the public plot page.", CRIT),
  one("c4-driving-takeover", "Someone has taken over our driving school account and changed the email, so we cannot get back in.", CRIT),
  one("c5-tattoo-unauth", "We had unauthorised access to our admin panel overnight and client records were downloaded.", CRIT),
  one("c6-bees-unknown-users", "Three unknown users appeared on our shop account today. We never added them.", CRIT),
  one("c7-aqua-login", "Hi team,\nthere was an unrecognised login to our account from an address abroad and the payout bank details were edited. Not us.\nRegards, Tom", CRIT)
]

/** (b) One function hanging or freezing for everyone: a fault for all, high at least. */
export const HANGS: ReadonlyArray<T9Case> = [
  one("b1-translate-hang", "Invoice printing hangs for every user since the update.", BAD),
  one("b2-aqua-freeze", "The label printing screen freezes for all our users at the last step.", BAD),
  one("b3-climb-hanging", "Waiver signing is hanging for every customer at the front desk today.", BAD),
  one("b4-sail-hangs-team", "Chat: hey, the timetable export hangs for everyone in the office, can you check", BAD),
  one("b6-bees-plural", "Our nightly stock reports hang for all users now, nobody can get the figures out.", BAD),
  one("b7-driving-freeze", "Lesson receipts freeze for every pupil when we press send.", BAD),
  one("b5-pottery-call", "Call notes 14:10 - owner rang. Class booking page hangs for all members since lunch, nothing loads past the payment step.", BAD)
]

/** (b) Near: "hang" of one person once, asked about, or the idiom. */
export const HANG_NEAR: ReadonlyArray<T9Case> = [
  one("h1-climb-once", "The app hung once for me yesterday, then it was fine again. Just mentioning it.", [null, "low", "medium"]),
  one("h2-bees-ask", "Do exports hang for very large files? Asking before we buy the yearly plan.", QUIET),
  one("h3-camp-idiom", "Our wardens are getting the hang of the new booking screen, every user says it is easier. Thanks!", QUIET),
  one("h4-tattoo-hangup", "Can your phone menu hang up politely on every caller after hours? We want it to play a message first.", QUIET)
]

const DISCLAIMER = [
  "The content of this e-mail, attachments included, is private and meant only for its addressee.",
  "Should this message have reached you by mistake, please notify us immediately and then delete it."
].join("\n")

/** (d) A fix offered days, calm words: high, not critical, whatever boilerplate closes the mail. */
export const CALM_SIGNED: ReadonlyArray<T9Case> = [
  one("d1-sail-disclaimer", `Hello,\nthe course calendar shows an error for every visitor on the public site. Could someone take a look over the next couple of days?\nThanks,\nMaria Lopes\nBlue Harbour Sailing\n\n${DISCLAIMER}`, HIGH),
  one("d2-aqua-disclaimer", `Hi,\nthe stock report fails for all users. A fix by Thursday would be fine.\nKind regards\nLee\n\nDISCLAIMER: ${DISCLAIMER}`, HIGH),
  one("d3-climb-sentfrom", "The waiver kiosk shows an error to every customer. Can you have a look at it within the week?\n\nSent from my iPhone", HIGH),
  // Near: haste in the sender's own words keeps the alarm.
  one("d4-pottery-haste", `Hello,\nthe kiln booking page shows an error for every customer. Please fix it immediately, this week at the latest.\nRegards\nJo\n\n${DISCLAIMER}`, CRIT)
]

/** (c) MEDDIC metrics and SPICED impact/pain: a question to the vendor, a lost page, and the real thing. */
export const PACK_CASES: ReadonlyArray<MessyCase> = [
  m("mm1", "meddic", "Can you save about 20 minutes on each booking? That is what I want to know.", [], ["identify_pain"]),
  m("mm2", "meddic", "Could your scheduling cut roughly an hour a day for our reception?", [], ["identify_pain"]),
  m("mm3", "meddic", "Would it save us around 15 minutes per lesson plan? Curious before the demo.", [], ["identify_pain"]),
  m("mm4", "meddic", "Switching would save us about 20 minutes on every booking, so roughly 10 hours a week.", ["metrics"], ["identify_pain"]),
  m("mm5", "meddic", "Our goal is to cut the weekly stock count from six hours to two.", ["metrics"], ["identify_pain"]),
  m("sp1", "spiced", "Since your redesign we lost the timetable page, where has it gone?", [], ["pain"]),
  m("sp2", "spiced", "I have lost the export button since the update, can you point me to it?", [], ["pain"]),
  m("sp3", "spiced", "After the redesign we lost the calendar tab from the menu.", [], ["pain"]),
  m("sp4", "spiced", "We lost three regular customers last month because their lessons went missing from the diary.", ["impact", "pain"], ["situation"]),
  m("sp5", "spiced", "The double bookings lost us about 2,000 pounds in refunds this spring.", ["impact", "pain"], ["situation"]),
  m("sp6", "spiced", "We lose half a day every week retyping the orders by hand.", ["impact", "pain"], ["situation"])
]
