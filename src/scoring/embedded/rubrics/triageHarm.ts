// Round sev (11-28): harm told without the usual fault words. A safety alarm that raises nothing
// (a person left without help), money that never reaches the account, the public acting on wrong
// information the product shows, and a figure wrong for every member or site.
// See ../text/cues.ts for the pattern syntax.
import type { Cue } from "./types.js"

/** What summons help for a person in danger. */
const DISTRESS = "@panic/@sos/@emergency/@duress/@distress/@fall/@lone-worker/@evacuation"
const SIGNAL = "@button/@buttons/@alarm/@alarms/@alert/@alerts/@pendant/@pendants/@signal/@signals"

/** Money coming in. */
const INCOMING = "money/payment/payments/funds/donations/donation/payouts/payout/takings/transfers/deposits/settlements"
/** The same whatever the modality: after "no" it is read in the negation's scope. */
const INCOMING_ANY = INCOMING.split("/").map((w) => `@${w}`).join("/")

/** Wrong information the public acts on. */
const PUBLIC = "customers/passengers/guests/patients/visitors/parents/students/members/shoppers/diners/travellers/travelers/riders/people/callers"

export const HARM_CUES: ReadonlyArray<Cue> = [
  // "The app didn't raise the alarm when she pressed the panic button", "the SOS pendants send nothing".
  [`@not/@never/@failed/@fails * @raise/@raised/@sound/@sounded/@trigger/@triggered/@send/@sent/@go-off/@fire/@fired * @the/@an/@any? @alarm/@alarms/@alert/@alerts/@call ** ${DISTRESS}`, 0.82, "critical"],
  [`${DISTRESS} ${SIGNAL} ** @not/@never/@nothing/@failed/@fails/@failing/@dead/@silent/@stopped/@broken`, 0.82, "critical"],
  // An account taken over: logins from somewhere unknown that changed where money or access goes
  // ("logged in from abroad overnight and changed their payout bank details"). The change is
  // needed: "I logged in from abroad and can't get the code" is a login fault, no takeover.
  ["@logged/@signed/@logins/@log-ins/@sign-ins/@accessed ** @from * @abroad/@overseas/@unknown/@unrecognised/@unrecognized/@suspicious/@strange/@unfamiliar/@foreign ** @changed/@altered/@edited/@transferred/@withdrew/@reset/@deleted/@added", 0.84, "critical"],
  // "No money ever reaches our account": nothing coming in is money stopped.
  [`no/none * ${INCOMING_ANY} ** ever? * !reaches/!reach/!reached/!arrives/!arrive/!arrived/!lands/!land/!landed/!comes/!came/!gets/!hits/!goes`, 0.82, "critical"],
  [`${INCOMING} ** never/not * reach/reaches/reached/arrive/arrives/arrived/land/lands/landed/come-through/hit/hits/show-up/shows-up`, 0.74, "high"],
  // The public acting on what the product wrongly shows: "passengers are reading the wrong times".
  [`${PUBLIC} * are/were/have-been/keep * reading/getting/seeing/following/using/given/told/shown/sent/booking * the? wrong/incorrect/old/out-of-date/outdated * times/time/prices/price/dates/date/information/info/details/address/addresses/directions/instructions/timetable/menu/rates`, 0.78, "high"],
  // A figure wrong for every member, site or account: "the wrong totals for every farm in the co-op".
  ["wrong/incorrect/inaccurate * totals/total/figures/amounts/balances/prices/numbers/rates/tax/vat/payslips/statements * for/on/in/across/of * every/all/each", 0.75, "high"]
]
