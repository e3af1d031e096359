import { runFieldCases } from "./fieldRuns.js"
import { CFN1_DOMAINS } from "./cfn1Domains.js"

// Round cfn1's challenge set (cfn1Domains.ts): custom presence details told in other words. The
// cases the scorer still gets wrong are listed here and asserted wrong, so mending one means
// taking it off the list.
// Before the round's readings 19 of 93 detector readings were wrong; these 12 are left: appliances
// named by a word no example shares, a past place the examples' shape still takes, a field of
// towns whose examples hold one town only, "Ours is X, from …" read as a caller, a count beside
// "print", an agency's seat ("Our agency in …") with a price per thousand, and a question to the
// vendor holding days.
const KNOWN_MISSES: ReadonlyArray<string> = [
  "We operate a tearoom just outside Chedda / appliance",
  "I manage a holiday cottage near Bruton;  / appliance",
  "We used to run a pub in Taunton and had  / location",
  "We run a dance school in Bridgnorth and  / piano_make",
  "We run a dance school in Bridgnorth and  / town",
  "We operate a small music shop near Much  / town",
  "The pedals squeak as well. Ours is Chall / piano_make",
  "We own a bakery just outside Rothbury; c / quantity",
  "Our agency in Newcastle designs the artw / quantity",
  "Our agency in Newcastle designs the artw / deadline",
  "Our agency in Newcastle designs the artw / shop_location",
  // A question to the vendor holding days is read as the sender's own routine ("Do you walk on Saturdays and Sundays?" alike).
  "Do you walk on Sat and Sun or only in th / walk_frequency"
]

runFieldCases(CFN1_DOMAINS, KNOWN_MISSES)
