// Challenge "rev13" (11-28): a second reading of the rounds merged last (custcls4, triage11,
// custopt, spiced2, leftovers, meddic2) on 68 messages of our own (rev13Cases.ts), mostly near
// misses of their readings, every detector and the status labelled (302 readings). The readings
// still wrong are listed by "case: detector" and the list must match exactly, so a reading that
// mends one has to take it off the list and one that breaks a reading fails here.
//
// On the merged main (6a0296b) 44 of 302 were wrong (on 751293a, before those rounds, 50 of the
// first 292, none from a merged reading); after this round's narrowings 36. Of the merged readings one misfired: the spent budget's "pot" read a
// pot that went missing from a stall as a budget denied (p6; also "the paint pot is all used up").
// The ones left and why:
//   - a fault told in words no cue reads ("hasn't loaded for anyone", "every wash shows as £0",
//     a gate code texted to the wrong owner): t13, t14, t15 (t14's "Testing the new form" then
//     reads no ticket, as nothing reports a fault);
//   - "Priority #1 Couriers", a firm's name, reads no priority since leftovers2 (plainFacts.ts
//     PRIORITY_FIRM), but its lost parcels still read no challenge, so its status, right by
//     luck while the firm's name stood in for a priority, is now wrong; a till model "#1" and a league place tell no challenge;
//   - a fund's pot with an amount "for a new scoreboard" is no budget read (p3), "a new stand" no
//     need (p6), a spend on something else reads a need (s3), "from paper to tablets" a pain (m3);
//   - a signature's "Director of Music" reads authority for BANT (titles are unread for SPICED only),
//     a brochure asked for a product reads no need (d1, d3, q2);
//   - "the partners sign on Friday" is no critical event read; thirty regulars lost to a rival
//     reads pain but no impact; a lost umbrella reads a pain;
//   - the canal-boat hire: an overheating "on our last trip" with the engine "replaced since" still
//     escalates (the episode is dated by the trip, no period word), half term is no hire date read,
//     and "Boat - whatever is free" fills the boat's size.
import { describe, expect, it } from "vitest"
import { rev13Misses } from "./rev13Read.js"

const KNOWN_MISSES: ReadonlyArray<string> = [
  "t13-alarm-real-fault: severity",
  "t15-dash-in-sentence: severity",
  "b3-dash-aside: need",
  "b3-dash-aside: status",
  "c1-firm-name-priority-1: challenges",
  "c1-firm-name-priority-1: status",
  "c2-model-name: challenges",
  "c2-model-name: status",
  "c3-prio-1-hit: challenges",
  "c4-no1-in-league: challenges",
  "c4-no1-in-league: status",
  "p3-fund-pot-hit: budget",
  "p3-fund-pot-hit: need",
  "p3-fund-pot-hit: status",
  "p6-pot-gone-budget-set: need",
  "s3-spent-on-other: need",
  "s3-spent-on-other: status",
  "m3-paper-to-tablets: identify_pain",
  "m3-paper-to-tablets: status",
  "d1-title-music: authority",
  "d1-title-music: need",
  "d3-decide-rota: need",
  "d3-decide-rota: status",
  "d6-decision-hit-spiced: critical_event",
  "q2-own-budget-hit: need",
  "i1-lost-regulars: impact",
  "i3-lost-umbrella: pain",
  "i3-lost-umbrella: status",
  "k4-replaced-since: breakdown",
  "k4-replaced-since: status",
  "k6-hypothetical: hire_date",
  "k6-hypothetical: status",
  "k8-dates-only-dash: boat_size",
  "k8-dates-only-dash: status",
]

describe("rev13 challenge: near misses of the merged rounds' readings", () => {
  it("misses exactly the known ones", () => {
    const { misses, total, got } = rev13Misses()
    console.log(`rev13: ${total - misses.length}/${total} readings right; misses ${JSON.stringify(misses.map((m) => `${m} (${got[m.split(":")[0]!]})`), null, 1)}`)
    expect([...misses].sort()).toEqual([...KNOWN_MISSES].sort())
  })
})
