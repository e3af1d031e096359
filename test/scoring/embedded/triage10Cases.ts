// Challenge "triage10" (11-28), part 1: a fault told gone in a bare later turn, a wish's "some day"
// beside a "today", a way round told "so I … for now", wrong documents already sent out, and
// hand-work with the volume after a comma. About a third are near misses. All wording is our own.
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD: ReadonlyArray<string | null> = ["critical", "high"]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** The fault told gone in a bare reply after the agent's fix (near misses: "but …", still failing). */
export const GONE: ReadonlyArray<T9Case> = [
  { id: "g1-scan-ok", messages: [user("None of the tills in the bakery can scan barcodes since this morning, the queue is out the door."), agent("We pushed a fix to the scanner driver, could you try again?"), user("scanning fine now, cheers")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] },
  { id: "g2-worked-time", messages: [user("Our payroll export fails for every employee with 'E-77', we can't pay anyone."), agent("Please retry the export, we cleared a lock on your account."), user("It worked this time, thank you!")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] },
  { id: "g3-back-up", messages: [user("the whole booking site is down, customers get a blank page"), agent("We restarted the web nodes. Is it loading for you now?"), user("yep its back up, all good")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] },
  { id: "g4-sync-again", messages: [user("Hi, no tablet in the clinic syncs patient notes, nurses are writing on paper."), agent("Could you log out and back in on one tablet?"), user("Done, they're syncing again now. Many thanks for the quick help.")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] },
  { id: "g5-nn-ok-now", messages: [user("Hello, all the cashier can not open the cash drawer, is very urgent."), agent("We have reset the drawer settings, please check."), user("Now is working, thank you very much")], severity: [null, "low"], status: ["NONE", "QUALIFIED"] },
  { id: "g6-but-still", messages: [user("Nobody in the warehouse can print pick lists."), agent("We restarted the print service, can you try again?"), user("It worked this time but the second printer still prints nothing.")], severity: BAD.concat(["medium"]), status: ["ESCALATE", "QUALIFIED"] },
  { id: "g7-only-one", messages: [user("None of our drivers can see their routes in the app today."), agent("We reindexed the routes, does it load now?"), user("works for me now, the drivers still see an empty list though")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  { id: "g8-once", messages: [user("Card payments are declined for every customer at the counter."), agent("We cleared the gateway cache. Could you try a payment?"), user("One went through, the next three were declined again.")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  { id: "g9-fixed-new", messages: [user("Logins fail for all our staff with a timeout."), agent("Fixed on our side, please try again."), user("Logins fine now. Separately, the export button is gone from the reports page, we need it for month end on Friday.")], severity: ["medium", "high", "low"], status: "QUALIFIED" },
  { id: "g10-thanks-only", messages: [user("The mobile app crashes for every member when they open the timetable."), agent("We've published version 4.2.1 with a fix."), user("Thanks, we'll let members know.")], severity: BAD.concat([null, "low"]), status: ["ESCALATE", "QUALIFIED", "NONE"] }
]

/** A wish with "some day" and a fault with "today" in the same email. */
export const WISH_TODAY: ReadonlyArray<T9Case> = [
  one("w1-someday-today", "Hi team, some day it would be lovely to have dark mode. More pressing: since this morning none of the vets can open patient records, and we have a full list of appointments today.", { severity: BAD, time: ["immediate", "soon"], status: ["ESCALATE", "QUALIFIED"] }),
  one("w2-eventually-tonight", "Eventually we'd like an export to PDF, no rush on that. But the booking page fails for every guest and we have 40 arrivals tonight.", { severity: BAD, time: ["immediate", "soon"], status: ["ESCALATE", "QUALIFIED"] }),
  one("w3-one-day-now", "One day a calendar view would be nice to have. Right now, though, the kitchen screen shows no orders at all and lunch service has started.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("w4-future-by-noon", "For the future: could the app remember my last filter? Separately, the payroll file is rejected by the bank for everyone and it has to go in by noon today.", { severity: BAD, time: ["immediate", "soon"], status: ["ESCALATE", "QUALIFIED"] }),
  one("w5-near-only-wish", "Some day it would be lovely to have a dark mode, no hurry at all.", { severity: ["low"], time: ["flexible", null], status: "QUALIFIED" }),
  one("w6-near-wish-today", "Would be nice someday to have keyboard shortcuts. Also, small thing, the footer shows last year's date today.", { severity: ["low"], time: ["flexible", null, "soon"], status: "QUALIFIED" }),
  one("w7-near-today-mild", "Whenever you get a chance, an export to Excel would help. The search is a bit slow today, maybe 4 seconds.", { severity: ["low", "medium"], time: ["flexible", null, "soon"], status: "QUALIFIED" })
]

/** A way round told "so I … for now": the fault stays, the harm is lowered. */
export const WORKAROUND: ReadonlyArray<T9Case> = [
  one("r1-so-i-manual", "The automatic reminders stopped going out to clients last week, so I'm phoning them myself for now. It takes me about an hour a day.", { severity: ["medium", "high"], status: "QUALIFIED" }),
  one("r2-so-we-paper", "The stock sync with the web shop has stopped, so we are updating quantities by hand for now. Annoying but we cope.", { severity: ["medium"], status: "QUALIFIED" }),
  one("r3-nn-so-i", "Hello, the import of bank statement give error, so i type the payments manually for the moment. Please fix when you can.", { severity: ["medium"], time: ["flexible", null], status: "QUALIFIED" }),
  one("r4-workaround-works", "Printing from Chrome fails, so I print from Firefox for now, which works fine. Just letting you know.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("r5-near-no-way-round", "The reminders stopped going out to all our clients and there is no way to send them by hand, we're losing bookings every hour.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("r6-near-workaround-fails", "Card payments fail for everyone, so I tried taking them on the old terminal but it declines them too. We can only take cash.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("r7-near-for-now-ok", "Everything is fine for now, just wanted to ask how to add a second admin.", { severity: ["low", null], status: ["QUALIFIED", "NONE"] })
]

/** Wrong documents already gone out to the customer's own customers. */
export const SENT_OUT: ReadonlyArray<T9Case> = [
  one("s1-invoices-sent", "Every invoice we sent out yesterday has the wrong VAT rate on it, and they've already gone to about 300 of our customers.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("s2-statements-mailed", "The monthly statements were mailed to our tenants with someone else's balance on them. Tenants are calling us.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("s3-nn-bills-wrong", "Hello, the bills to our clients go out with wrong price, the clients already receive them and complain.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("s4-receipts-wrong-total", "Customers got emailed receipts with the wrong totals this morning, a few have asked for refunds already.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("s5-near-draft-wrong", "The draft invoice shows the wrong VAT rate, we haven't sent it yet. Can you check the setting?", { severity: ["medium", "low"], status: "QUALIFIED" }),
  one("s6-near-one-invoice", "One invoice had a typo in the customer's street name, we corrected it by hand.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("s7-near-sent-fine", "We sent out all the invoices yesterday, it worked nicely. Quick question: can we add our logo?", { severity: ["low", null], status: ["QUALIFIED", "NONE"] })
]

/** Hand-work with the volume after a comma. */
export const HAND_WORK: ReadonlyArray<T9Case> = [
  one("h1-labels-comma", "The label printer stopped talking to your app, we're writing shipping labels by hand now, about 200 a day.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("h2-orders-comma", "Since the update orders don't reach the packing screen, the team is copying them out on paper, roughly 150 orders each shift.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("h3-nn-tickets", "The ticket machine not work, we make the tickets by hand, more than 500 every day.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("h4-near-few", "The label printer skipped one label this morning, I wrote it by hand, only 2 parcels.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("h5-near-volume-fine", "We ship about 200 parcels a day with your labels and it works great. Could we get a second label size?", { severity: ["low", null], status: ["QUALIFIED", "NONE"] })
]
