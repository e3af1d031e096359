// Challenge "triage11" (11-28), part 1: a school's parent app, a gym's class booking and a vet
// practice's records. Chats, emails with a signature or a quoted reply, `Label: value` forms, call
// notes, non-native English; a third near misses (a how-to in alarming words, a fault fixed or a
// past outage, a test message, a wish told as a complaint, a deadline that is the customer's own
// routine, a bare "works now" after the agent's fix). All wording is our own.
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD: ReadonlyArray<string | null> = ["critical", "high"]
const GONE: ReadonlyArray<string | null> = [null, "low"]
const CALM: ReadonlyArray<string | null> = ["flexible", null]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** A primary school's parent app. */
export const SCHOOL: ReadonlyArray<T9Case> = [
  one("s1-absence-greyed", "Since your update the absence form is greyed out for every parent at our school. Registers close at 9:30 and half of year 3 is off with the sickness bug going round.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("s2-trip-twice", "Hello,\n\nThe payment page for the year 6 residential trip has taken the deposit twice from several families - three have rung us so far, one is now overdrawn.\n\nKind regards,\nJanet Okafor\nSchool Business Manager\nBrookside Primary", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("s3-form-blurry", "School: Oakfield Primary\nPlan: Free\nIssue: The header picture on the newsletter looks a bit blurry on Android phones\nUrgency: Low", { severity: ["low"], tier: ["free"], time: CALM, status: "QUALIFIED" }),
  one("s4-near-howto-disaster", "Disaster!! I cannot work out how to add a second parent to a child's profile. Where is that option hiding?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("s5-near-past-outage", "Just for your records: last Tuesday morning the app was down for about an hour and parents couldn't report absences. It's been fine ever since. Could you send a short incident summary we can pass to the governors?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("s6-call-snow", "Call notes 08:10 - Head teacher rang. Messages to parents have not been sending since last night. The snow closure notice has to reach families before 8:45 or they will drive in. Trust-wide Enterprise licence, 14 schools.", { severity: BAD, time: ["immediate"], tier: ["enterprise"], status: "ESCALATE" }),
  one("s7-nn-one-parent", "Hello, the teacher of my son send me a message in the app but i am not able to open it, it say error 403. Other parents can open it. Can you help please?", { severity: ["medium", "low"], time: CALM, status: "QUALIFIED" }),
  one("s8-near-wish-complaint", "It is really frustrating that the app still won't show both of my children's timetables on one screen. I have to switch between them every single time. Please add this.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  { id: "s9-works-now", messages: [user("None of the parents can log in to book parents' evening slots, and booking closes tonight."), agent("Could you ask a parent to update the app from the store and try again?"), user("works now, thanks")], severity: GONE, status: ["NONE", "QUALIFIED"] },
  one("s10-near-routine-friday", "We send the weekly bulletin to families every Friday. Could you add a way to schedule it in advance? It's not a problem at the moment, just an idea.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("s11-near-test", "URGENT - test ticket from the school office, please ignore. Just checking the new form reaches you.", { severity: GONE, time: [null, "flexible"], status: ["NONE", "QUALIFIED"] }),
  one("s12-quoted-register", "Thanks for getting back to me. It is still happening: the register loses every mark when a teacher presses save, in every class this morning. We must send attendance to the council by 2pm.\n\n> On Mon 24 Nov, Support wrote:\n> Could you tell us which browser your teachers use?", { severity: BAD, time: ["immediate"], status: "ESCALATE" })
]

/** A gym's class booking system. */
export const GYM: ReadonlyArray<T9Case> = [
  one("g1-no-sessions", "Members can't book any classes, the app says 'no sessions' for every day of the week. Our 6pm spin class is normally full and people are messaging the front desk.", { severity: BAD, time: ["immediate", "soon", null], status: ["ESCALATE", "QUALIFIED"] }),
  one("g2-debits-failed", "Hi,\n\nEvery membership direct debit for this month has failed - roughly 300 members, so nothing has been collected since the 1st.\n\nThanks,\nDaniel Price\nOwner, Ironworks Gym\nBusiness plan", { severity: ["critical"], tier: ["business"], status: "ESCALATE" }),
  one("g3-form-photo", "Name: Priya\nGym: FlexFit Leeds\nPlan: Business\nCategory: Bug\nDescription: The instructor photo is cropped oddly on the timetable page.\nPriority: Low", { severity: ["low"], tier: ["business"], time: CALM, status: "QUALIFIED" }),
  one("g4-near-howto-mess", "Our whole timetable is a mess!! How do I move the Tuesday yoga from studio 1 to studio 2 for all future weeks?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("g5-near-past-outage", "Last month's outage, when the booking app went down on a Saturday, cost us a few bookings. Is there a status page we could subscribe to for next time?", { severity: ["low", "medium"], time: CALM, status: "QUALIFIED" }),
  one("g6-nn-door", "Hi, the door access is not working with the member cards since this morning, nobody can come inside the gym, we open the door by hand now. Please urgent.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("g7-one-trainer", "One of our trainers can't see her client list in the app. Everyone else is fine, she's on quite an old iPhone.", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("g8-near-wish-ridiculous", "Honestly it's ridiculous that members still can't pause their membership from the app. We get five emails a week about it. Please build this.", { severity: ["low", "medium"], time: CALM, status: "QUALIFIED" }),
  { id: "g9-works-now", messages: [user("The waitlist isn't moving anyone up when a spot frees, classes are running half empty."), agent("We've restarted the waitlist job. Could you check the 7am class?"), user("yes it moved people up, thanks!")], severity: [...GONE, "medium", ...BAD], status: ["NONE", "QUALIFIED", "ESCALATE"] },
  one("g10-near-routine-month", "We run our member report on the last day of each month. The logo on the PDF export is slightly off-centre. Not urgent.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("g11-call-tablets", "Call w/ Marco (Enterprise, 22 clubs). Since the 9am update the check-in tablets in all clubs show a blank screen. Front desks are writing names on paper. Wants an engineer on it now.", { severity: BAD, time: ["immediate"], tier: ["enterprise"], status: "ESCALATE" }),
  one("g12-near-test", "Just testing the new support widget on our website - no problem here, please ignore!", { severity: GONE, time: CALM, status: ["NONE", "QUALIFIED"] })
]

/** A vet practice's records. */
export const VET: ReadonlyArray<T9Case> = [
  one("v1-wrong-owner", "Your vaccination reminders went out with the wrong details - Mrs Lee received a reminder for someone else's dog, with that owner's name and home address on it.", { severity: ["critical"], status: "ESCALATE" }),
  one("v2-dose-tenfold", "Since this morning the dosage calculator gives cat doses ten times too high. Our vets spotted it, but a locum could easily miss it. Please look at this today.\n\nDr Amira Shah\nHeadland Vets", { severity: ["critical"], time: ["immediate"], status: "ESCALATE" }),
  one("v3-form-question", "Practice: Millbrook Vets\nPlan: Free trial\nIssue type: Question\nMessage: Can I export the client list to Excel?", { severity: ["low"], tier: ["free"], time: CALM, status: "QUALIFIED" }),
  one("v4-near-deceased", "A patient died over the weekend and the owner keeps getting booster reminders, which is upsetting for them. How do I mark the animal as deceased so they stop?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("v5-near-fixed", "The lab results import was broken on Monday, but your team fixed it the same afternoon. I've checked and every result from Monday came through. No action needed.", { severity: GONE, status: ["NONE", "QUALIFIED"] }),
  one("v6-nn-diary", "Good morning, the appointment diary is not opening for all the receptionists, we have a full day of surgery and clients are waiting in the reception. Please help fast.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("v7-call-vat", "Call notes 14:20 - practice manager, Business plan. Invoices printed today show VAT at 0% on every line, about 30 clients have already paid. Needs fixing before evening surgery at 5.", { severity: BAD, time: ["immediate"], tier: ["business"], status: "ESCALATE" }),
  one("v8-one-pc-slow", "The records screen takes about 10 seconds to open, but only on the PC in consulting room 2. The other rooms are fine.", { severity: ["medium", "low"], status: "QUALIFIED" }),
  { id: "v9-works-now", messages: [user("No one can print medicine labels, the printer shows 'driver error' on every PC."), agent("Could you restart the PC the printer is plugged into and print one label?"), user("Perfect, working now.")], severity: GONE, status: ["NONE", "QUALIFIED"] },
  one("v10-near-wish-2026", "Why on earth can't I add a second phone number for an owner? Please add it, it's basic.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("v11-near-routine-monday", "Every Monday we send the insurance claims batch. Where can I find the history of past batches? Just for my own notes.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  { id: "v13-near-tried-still", messages: [user("None of the consulting room PCs can open the records, they all freeze on the splash screen."), agent("Could you try restarting one of them?"), user("Done that, it still freezes. Same on the others.")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  one("v12-quoted-xrays", "Hi, following up on the below. Still no sign of the X-ray images for three patients from yesterday, and the vets need them for follow-ups on Thursday.\n\n> From: Support\n> We're looking into the missing images and will update you.", { severity: ["medium", "high"], time: ["soon"], status: "QUALIFIED" })
]
