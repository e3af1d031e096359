// Challenge "triage13" (round sev), part 3: tickets written after the round's rules, to see
// whether they carry to wording they were not built on (a print queue, a courier's proof of
// delivery, a climbing gym's class times, wristband fall alerts, a market stall's card reader).
// All wording is our own.
import type { T9Case } from "./triage9Read.js"
import { agent, user } from "./triageReading.js"
import { BAD, CALM, CRIT, LOW, MILD, NOW, SHORTLY, sevCase } from "./triage13Cases.js"

const one = (id: string, text: string, severity: ReadonlyArray<string | null>, time?: ReadonlyArray<string | null>) => sevCase(id, [user(text)], severity, time)

export const HOLDOUT: ReadonlyArray<T9Case> = [
  one("h1-print-queue", "The print queue won't clear, so none of the kitchen tickets reach the chefs. Friday dinner service starts at six.", BAD, SHORTLY),
  one("h2-newsletter-holiday", "Our newsletter won't be going out this week because we're on holiday, just so you know. Could you pause billing for August?", LOW),
  one("h3-widget-bookings", "No bookings have come through the widget since 2pm, phones are ringing instead.", BAD),
  one("h4-returns-by-hand", "We're processing all the returns by hand while the barcode lookup is broken, about 80 parcels a day.", ["high", "medium"]),
  one("h5-prices-manually-asked", "I'd like to know if we can add all the prices manually instead of importing them.", LOW, CALM),
  one("h6-kiosk-restarts", "The kiosk sometimes restarts twice a day but comes straight back. Not a big deal.", MILD, CALM),
  one("h7-courier-proof", "Your courier app showed me the previous customer's signature and phone number on my delivery proof.", CRIT),
  one("h8-previous-owner-request", "Please correct the previous owner's name on the vehicle record, we bought the van in May.", LOW),
  one("h9-class-times", "Members are being shown the wrong class times on the app, three people turned up to an empty studio this morning.", BAD),
  one("h10-payroll-tax", "The payroll summary shows the wrong tax for every employee this month and payday is Thursday.", BAD, SHORTLY),
  one("h11-paypal-missing", "Can you tell me why no payments from PayPal have arrived since the 12th? Card payments are fine.", BAD),
  one("h12-fall-alert-drill", "Hi, the fall alert on our residents' wristbands didn't trigger during this morning's drill. We're worried.", CRIT),
  one("h13-minor-tooltip", "Minor. The tooltip on the export button says Exprot.", LOW),
  one("h14-credit-past-outage", "Last month the portal was down for a day, which your team fixed, and we lost a few bookings. Is there a credit for that?", LOW),
  one("h15-cash-only-market", "Our card reader won't connect to the app, so we're taking cash only at the market today.", BAD, NOW),
  one("h16-no-statements-sent", "No statements have been sent to our tenants this month, the run just says queued.", BAD),
  one("h17-rekeying-few", "A handful of the supplier invoices came in without VAT, so I re-keyed those by hand.", MILD),
  sevCase("h18-only-visual-reply", [
    user("the icons on the map view have gone grey"),
    agent("Thanks, can your drivers still see their routes?"),
    user("yes, it's purely visual, they can work fine")
  ], LOW),
  one("h19-sos-silent", "When a driver holds the SOS button in the cab app nothing happens any more, the control room gets no alert.", CRIT),
  one("h20-wrong-pickup-address", "Since Monday customers are being sent the wrong pickup address for our new depot, and some drove to the old one.", BAD)
]
