// Challenge "triage11" (11-28), part 2: a parking app, a print shop's web-to-print storefront and a
// utility's smart meter portal, in the same styles and with the same share of near misses as part 1.
// All wording is our own.
import { agent, user } from "./triageReading.js"
import type { T9Case } from "./triage9Read.js"

const BAD: ReadonlyArray<string | null> = ["critical", "high"]
const GONE: ReadonlyArray<string | null> = [null, "low"]
const CALM: ReadonlyArray<string | null> = ["flexible", null]
const one = (id: string, text: string, want: Omit<T9Case, "id" | "messages">): T9Case => ({ id, messages: [user(text)], ...want })

/** A parking app. */
export const PARKING: ReadonlyArray<T9Case> = [
  one("p1-charged-ended", "Your app is charging drivers for parking sessions they already ended. We've had 60 complaints since 7am and people are disputing the charges with their banks.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("p2-barrier-queue", "The barrier at our Station Road car park stopped reading number plates after last night's update. The queue is backing onto the main road and the police have asked us to sort it out.\n\nRegards,\nTom Brennan\nOperations Manager, CityPark\nEnterprise customer", { severity: BAD, time: ["immediate", null], tier: ["enterprise"], status: "ESCALATE" }),
  one("p3-form-pin", "Name: Joe\nPlan: Free\nCategory: Feedback\nMessage: The map pin colour is hard to see in dark mode.", { severity: ["low"], tier: ["free"], time: CALM, status: "QUALIFIED" }),
  one("p4-near-howto-panic", "I'm panicking a bit - I've just parked and I can't find how to extend my session in the app. Where's the button?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("p5-near-past-outage", "Back in March your payment page was down for an afternoon. Has that been fixed for good? Our council asks about reliability in the contract renewal.", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("p6-nn-twice", "Hello, i pay the parking 2 times for the same day, the money is gone two times from my card. Please give back one.", { severity: ["medium", "high"], status: "QUALIFIED" }),
  one("p7-call-permits", "Call 11:05, Business customer (hotel car park). Permit list upload fails with 'format error'. Wedding guests arrive tomorrow, 40 cars need permits by then. Workaround for now: adding plates one by one.", { severity: ["medium", "high"], time: ["soon", "immediate"], tier: ["business"], status: ["QUALIFIED", "ESCALATE"] }),
  one("p8-near-wish-annoying", "It's so annoying that I have to type my number plate in every time. Can the app remember more than one car?", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  { id: "p9-works-now", messages: [user("The app won't let any of our customers start a session at the hospital car park, it just spins."), agent("We've fixed a routing problem on our side. Could you ask someone to try now?"), user("Yes works now, thanks")], severity: [...GONE, "medium", ...BAD], status: ["NONE", "QUALIFIED", "ESCALATE"] },
  one("p10-near-test", "TEST TEST please ignore, we're setting up our helpdesk integration", { severity: GONE, time: CALM, status: ["NONE", "QUALIFIED"] }),
  one("p11-near-routine-friday", "We reconcile parking income every Friday afternoon. The CSV export writes dates in US format, which is a pain. Could you add a UK option?", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("p12-quoted-appeal", "Re: refund\n\nStill waiting. It has been two weeks, and I was fined £70 for a session your app showed as active. I have to appeal by 15 June.\n\n> On 2 June, CityPark Support wrote:\n> We'll get back to you shortly.", { severity: ["medium", "high"], time: ["soon"], status: "QUALIFIED" })
]

/** A print shop's web-to-print storefront. */
export const PRINT: ReadonlyArray<T9Case> = [
  one("w1-blank-pdfs", "Every order placed on our web-to-print site since last night went to production as a blank PDF. The press started at 6am and we've already printed 2,000 blank flyers.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] }),
  one("w2-zero-price", "The price calculator on our storefront is showing £0.00 for all business card orders and customers are checking out without paying. Please fix ASAP.\n\nKaren Doyle\nPrintHub Ltd\nBusiness plan", { severity: ["critical"], time: ["immediate"], tier: ["business"], status: "ESCALATE" }),
  one("w3-form-crop", "Company: Inkwell Print\nPlan: Enterprise\nSubject: Proof preview\nDescription: The proof preview shows the crop marks a little thicker than in the final PDF. The final output is correct.\nImpact: None", { severity: ["low"], tier: ["enterprise"], status: "QUALIFIED" }),
  one("w4-near-howto-big", "Big problem: a client wants 500 posters on a paper stock we don't list yet. How do I add a new stock to the product?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("w5-near-fixed", "Yesterday's problem with the upload size limit is sorted, thank you. Files of 200MB go through fine now.", { severity: GONE, status: ["NONE", "QUALIFIED"] }),
  one("w6-nn-dark", "Hi, when the customer upload the file, the colours change to very dark in the preview. Many customer complain and some cancel the order. Please check.", { severity: ["medium", "high"], status: "QUALIFIED" }),
  one("w7-call-wedding", "Call 16:40 - shop owner. Wedding invitation order (300 cards) must ship by 10am tomorrow. The order is stuck in 'awaiting artwork' although the artwork is uploaded. Only this order affected.", { severity: ["medium", "high"], time: ["soon", "immediate"], status: ["QUALIFIED", "ESCALATE"] }),
  one("w8-near-wish-limited", "Your designer tool is so limited, it doesn't even have curved text. Our customers keep asking. Add it please.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  { id: "w9-works-now", messages: [user("Nobody can log into the admin panel, it says 'session expired' straight away."), agent("We've cleared the session store. Could you try logging in again?"), user("works now thanks")], severity: [...GONE, "medium", ...BAD], status: ["NONE", "QUALIFIED", "ESCALATE"] },
  one("w10-near-routine-month-end", "We run our invoice batch at every month end. The invoice footer still shows our old address. Could you update the template when convenient?", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  one("w11-near-past-blip", "Some of our customers saw checkout errors for about 20 minutes on Sunday evening. It cleared by itself. Was there an incident on your side?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("w12-quoted-shipping", "Still not fixed. Shipping rates are wrong on every order to Ireland, we undercharge about €15 an order and lose money every day.\n\n> Thanks, we've passed this on to the team.", { severity: BAD, status: ["ESCALATE", "QUALIFIED"] })
]

/** A utility's smart meter portal. */
export const METER: ReadonlyArray<T9Case> = [
  one("m1-strangers-bill", "The portal is showing customers other people's meter readings and addresses. I logged in with our test account and saw a stranger's bill.", { severity: ["critical"], status: "ESCALATE" }),
  one("m2-no-readings", "Since 05:00 no smart meter readings have come through for any of our 12,000 households. Bills are generated tonight.\n\nOperations Desk\nNorthgrid Energy (Enterprise)", { severity: BAD, time: ["immediate"], tier: ["enterprise"], status: "ESCALATE" }),
  one("m3-form-labels", "Account: 4471\nPlan: Free\nIssue: The graph labels overlap on mobile\nWhen needed: Whenever", { severity: ["low"], tier: ["free"], time: ["flexible"], status: "QUALIFIED" }),
  one("m4-near-howto-spike", "My usage graph shows a huge spike - am I being overcharged?! How do I see the hourly breakdown so I can check?", { severity: ["low", "medium"], status: "QUALIFIED" }),
  one("m5-near-past-thanks", "You had an outage on the portal last week. My readings from those days are all there now. I just wanted to say thanks for your update email.", { severity: GONE, status: ["NONE", "QUALIFIED"] }),
  one("m6-nn-prepay-off", "Hello, my prepay meter top-up is not arrive, i pay 20 pound one hour ago and now the electric is off in my house, i have a small baby. Please help.", { severity: BAD, time: ["immediate"], status: "ESCALATE" }),
  one("m7-call-estimates", "Call notes: customer on the Business tariff (a bakery). Portal shows estimated readings instead of actual ones for the last 3 months. Wants a corrected bill before their accountant's deadline next Friday.", { severity: ["medium", "low"], time: ["soon"], status: "QUALIFIED" }),
  one("m8-near-wish-poor", "It's really poor that your portal can't show daily kWh on the same chart as the cost. Please add it.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  { id: "m9-works-now", messages: [user("None of our customers can submit meter readings, the form errors on submit."), agent("Could you clear the browser cache and submit one again?"), user("done, it works now, thank you")], severity: GONE, status: ["NONE", "QUALIFIED"] },
  one("m10-near-test", "This is a test of the contact form from the IT team. Please disregard.", { severity: GONE, time: CALM, status: ["NONE", "QUALIFIED"] }),
  one("m11-near-routine-morning", "We download the half-hourly data every morning at 7 for our own forecasting. Could the download include the meter serial as a column? Nice to have.", { severity: ["low"], time: CALM, status: "QUALIFIED" }),
  { id: "m13-near-works-mine", messages: [user("No one in the office can load the meter dashboard, it's a white page for all of us."), agent("Could you clear your browser cache and reload?"), user("works now on my laptop but the others still get the white page")], severity: BAD, status: ["ESCALATE", "QUALIFIED"] },
  one("m12-quoted-locked", "Re: account locked\n\nI still can't log in, third day now. The password reset email never arrives. I need to submit a reading by the 1st or I'll get an estimated bill.\n\n> We have sent you a reset link.", { severity: ["medium", "high"], time: ["soon"], status: "QUALIFIED" })
]
