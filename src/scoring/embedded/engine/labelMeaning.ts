// A form label read by what it means (issue 22): "Area: North Leeds" answers a field named
// home_town, "Notice: 4 weeks" one named start_date, "Licences held: none" denies a
// certification, though the label shares no word with the detector's name. A small general
// table groups the words forms use for a few kinds of field (a place, a start, pay, a licence, a
// budget, a time, a decision); a label means a detector when one of its groups is the
// detector's (by its name's words, else by most of its examples) and every other word of the
// label is a filler of labels ("held", "expected", "per week") or one of the detector's own.
// "Area of expertise" is no place: "expertise" is neither.
import type { Compiled } from "./compile.js"
import { type DetModel, type Plain, plainOf } from "./model.js"
import { phraseUnit } from "../text/units.js"
import { stem } from "../text/stem.js"
import type { Token } from "../text/text.js"

/** The kinds of field a label can name by another word, each by its words (stemmed at load). */
const GROUP_WORDS: ReadonlyArray<ReadonlyArray<string>> = [
  ["place", "area", "location", "based", "base", "town", "city", "home", "region", "district", "postcode", "locality", "county", "village", "suburb", "live", "hometown"],
  ["start", "starting", "availability", "available", "notice", "begin", "commence", "commencement", "join", "joining"],
  ["pay", "rate", "salary", "wage", "wages", "fee", "fees", "remuneration", "compensation", "earnings"],
  ["licence", "license", "certification", "certificate", "certified", "qualification", "qualified", "card", "cards", "accreditation", "accredited"],
  ["budget", "spend", "spending", "investment", "invest", "price", "afford", "funds", "funding"],
  ["timeline", "timeframe", "deadline", "launch", "golive", "go-live", "due", "timescale"],
  ["decision", "decide", "authority", "approver", "approve", "approval", "signoff", "sign-off"]
]
/** Words a label adds around its field's name without changing what it asks. */
const FILLER_WORDS = ["held", "expected", "current", "estimated", "proposed", "approximate", "usual", "earliest", "period", "hourly", "daily", "weekly", "monthly", "yearly", "annual", "day", "hour", "week", "month", "year", "per", "name", "where", "when"]

function stemsOf(word: string): ReadonlyArray<string> {
  return [stem(word), ...phraseUnit(word).tokens.map((t) => t.stem)]
}

/** Each table word's stem and the groups it belongs to. */
const GROUP_OF: ReadonlyMap<string, ReadonlyArray<number>> = (() => {
  const out = new Map<string, number[]>()
  GROUP_WORDS.forEach((ws, i) => {
    for (const st of ws.flatMap(stemsOf)) if (!(out.get(st) ?? []).includes(i)) out.set(st, [...(out.get(st) ?? []), i])
  })
  return out
})()
const FILLER: ReadonlySet<string> = new Set(FILLER_WORDS.flatMap(stemsOf))
/**
 * Words of a wish: "Desired salary" or "Preferred start" asks the field itself, but "Preferred
 * location" asks where the sender would like to work, not where they are.
 */
const WISH: ReadonlySet<string> = new Set(["preferred", "desired", "wanted", "sought", "ideal"].flatMap(stemsOf))
const PLACE = 0
/**
 * Words a label uses for a place that a field's name does not give its kind by: "Address: 7 Mill
 * Road" answers site_location, but a field named email_address is no place field.
 */
const PLACE_LABEL: ReadonlySet<string> = new Set(["address", "addresses"].flatMap(stemsOf))

const groupsOf = (stems: Iterable<string>): Set<number> => {
  const out = new Set<number>()
  for (const st of stems) for (const i of GROUP_OF.get(st) ?? []) out.add(i)
  return out
}

/** What a form label must name to answer a detector: the label groups of its kind and its name's own words. */
export interface LabelMeaning {
  readonly groups: ReadonlySet<number>
  readonly own: ReadonlySet<string>
}

/** A custom detector's label meaning, read once at compile (compile.ts), never on the scoring path. */
export const labelMeaningOf = (m: DetModel, exampleTokens: ReadonlyArray<ReadonlyArray<Token>>): LabelMeaning => {
  const groups = groupsOf(m.nameStems)
  // A name of no group ("where_from") takes the group most of its examples share.
  if (groups.size === 0 && exampleTokens.length > 0) {
    const perExample = exampleTokens.map((tokens) => groupsOf(plainOf(tokens, "any").stems))
    for (let i = 0; i < GROUP_WORDS.length; i++) if (perExample.filter((g) => g.has(i)).length * 2 > perExample.length) groups.add(i)
  }
  return { groups, own: new Set(m.nameStems) }
}

/** Whether a form label (its plain words) names the detector's kind of field by a word of the table. */
export const labelMeans = (_ctx: Compiled, m: DetModel, label: Plain): boolean => {
  if (m.builtin || label.stems.size === 0 || m.labelMeaning === undefined) return false
  const { groups, own } = m.labelMeaning
  if (groups.size === 0) return false
  const named = new Set<number>()
  let wish = false
  for (const st of label.stems) {
    const shared = (GROUP_OF.get(st) ?? []).filter((i) => groups.has(i))
    if (shared.length > 0) shared.forEach((i) => named.add(i))
    else if (PLACE_LABEL.has(st) && groups.has(PLACE)) named.add(PLACE)
    else if (WISH.has(st)) wish = true
    else if (!FILLER.has(st) && !own.has(st)) return false
  }
  return named.size > 0 && !(wish && [...named].every((i) => i === PLACE))
}

const NOTICE = stem("notice")
/**
 * "Notice: 4 weeks": a notice period is the time until the sender can start, so a length of time
 * under it answers a field of start dates though the field's examples give days; the value-shape
 * veto (valueShapes.ts) is not for it.
 */
export const noticeLabel = (label: Plain | null): boolean => label !== null && label.stems.has(NOTICE)
