// A measure told of the place a job is done in or reached by ("our garden is 30 metres long", "the
// yard is 200 square metres", "our lane is 3 m wide"), for a field of sizes whose examples measure
// the thing asked for (a marquee, a skip, a container): the room there is, not the size wanted.
import type { Shape } from "../text/shapes.js"

/** Places a job stands in or is reached by (world knowledge): measured, they tell room or access. */
const SITE_THING = String.raw`(?:garden|back garden|front garden|lawn|yard|drive|driveway|lane|road|track|access|gate|gateway|entrance|path|car park|field|paddock|plot)`
/** The thing's measure as its property: "our garden is about 30 metres", "the lane's only 3 m". */
const OF_SITE = new RegExp(String.raw`\b(?:our|my|the|their|his|her)\s+(?:\w+\s+)?${SITE_THING}\s*(?:is|['’]s|are|measures|was)\s+(?:about|around|roughly|only|just|over|under|nearly|approx\.?|approximately|at least|some|a good)?\s*$`, "i")
const SITE_WORD = new RegExp(String.raw`\b${SITE_THING}\b`, "i")

/** "A 6 yard skip", "an 8 yarder": the unit, not a yard. */
const YARD_UNIT = /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|sixteen|twenty)[\s-]?(?:cubic\s+)?yard(?:s|er|ers)?\b/gi

/** A measure told as a site thing's property, in a field that does not measure sites. */
export const siteMeasure = (sitesMeasured: boolean, text: string, s: Shape): boolean =>
  !sitesMeasured && s.kind === "measure" && OF_SITE.test(text.slice(Math.max(0, s.start - 50), s.start))

/** The examples measure a site thing themselves ("a garden of 40 square metres"): such measures are the field's. */
export const measuresSites = (examples: ReadonlyArray<string>): boolean => examples.some((e) => SITE_WORD.test(e.replace(YARD_UNIT, "")))
