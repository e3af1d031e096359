import { CFN2_DOMAINS } from "./cfn2Domains.js"
import { runFieldCases } from "./fieldRuns.js"

// Custom presence fields told where the examples' words are not (cfn2Domains.ts): four custom
// rubrics of our own, 44 messages, 156 labels. On the scorer before this round 19 labels were
// wrong, after it 6. docs/quality.md ("Tried", 11-28, cfn2) tells what was measured;
// cfn2Readings.test.ts holds each reading beside its near misses.

/**
 * Readings still wrong ("case start / detector"), asserted to be wrong so a mend shows up: a harm
 * told in a form's notes in words far from the trigger's examples (a raw patch, a bent rim, water
 * over the floorboards), "I work from home" read as damage, a boat's model number read as a day,
 * a camera model whose code ("X100V") is not of the examples' shape (the shape veto holds it).
 */
const KNOWN_MISSES: ReadonlyArray<string> = [
  "Reptile: blue-tongued skink Notes: she h / reptile_injury",
  "Bike: Cannondale hybrid, the rear rim be / bike_damage",
  "Any time suits me, I work from home. / bike_damage",
  "Boat: 30ft Bavaria Notes: the keel bolts / boat_damage",
  "Address: 5 Quay Street, Maldon, CM9 5HN  / arrival_day",
  "Camera: Fuji X100V, silver Return to: 2  / camera_model"
]

runFieldCases(CFN2_DOMAINS, KNOWN_MISSES)
