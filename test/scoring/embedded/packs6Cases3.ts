// Held-out messages of our own (packs6), written after the readings of stakesAndWays.ts, to see
// how far they carry to phrasings no pattern was written from. Labels as in packs6Cases.ts.
import { m, type MessyCase } from "./packs5Cases.js"

export const PACKS6_HELD_OUT: ReadonlyArray<MessyCase> = [
  m("hs1", "spiced", "If the cold chain logs have gaps at the next visit, the food agency can close us down.", ["impact"], ["pain", "critical_event"]),
  m("hs2", "spiced", "Any shipment that misses the cut-off costs us the whole slot fee with the port.", ["impact"], ["pain"]),
  m("hs3", "spiced", "Our framework agreement with the NHS trust is up for re-tender in the spring.", ["critical_event"]),
  m("hs4", "spiced", "The shopping centre is refitting our unit from 3 June, so we trade from a pop-up for eight weeks.", ["critical_event"], ["situation"]),
  m("hs5", "spiced", "Three vendors get a fortnight each with the night shift, then the ward sisters choose.", ["decision"]),
  m("hs6", "spiced", "Anything over ten grand has to go to competitive quotes, that's the rule for charities like us.", ["decision"], ["situation"]),
  m("hs7", "spiced", "We were late on VAT once, years ago, and paid a small fine; it's been fine since.", [], ["pain"]),
  m("hs8", "spiced", "Your maintenance window on Sunday the 9th, will bookings still work?", []),
  m("hc1", "champ", "The cost sits in the estates line, and estates has roughly 6k spare.", ["money"]),
  m("hc2", "champ", "Spend is capped at whatever the club raises at the Christmas raffle.", ["money"]),
  m("hc3", "champ", "On the trustees' list it comes just after the new minibus.", ["prioritization"]),
  m("hc4", "champ", "Every Monday the rota gets rebuilt from scratch in a shared doc, by me.", ["challenges"]),
  m("hc5", "champ", "Our fundraiser pays for the tea urn every year, ha, nothing to do with this.", []),
  m("hc6", "champ", "We rank every supplier on price and service each year, it's a standard form.", []),
  m("hc7", "champ", "Every morning I check your status page before opening, just habit.", [])
]
