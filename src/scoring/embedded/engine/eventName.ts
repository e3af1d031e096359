// "Event: school play", "Occasion: retirement party": a form line naming the occasion tells what
// it is, not when. A label asking only for the event (no "date", "when", "day") answers a built-in
// signal of dates (SPICED's critical event) only when its value holds a time ("Event: trade show
// on 4 March").
import type { Unit } from "../text/units.js"
import type { DetModel } from "./model.js"

/** Label words that name the occasion; a label holding one, and otherwise only these fillers, asks what it is. */
const OCCASION = new Set(["event", "events", "occasion", "function", "celebration", "do"])
const FILLERS = new Set(["type", "kind", "sort", "name", "of", "the", "your", "what", "is", "it", "this"])
/** Tokens that date a value: a month, weekday, year, time or number, and words of a moment. */
const DATING_CUES = new Set(["{month}", "{weekday}", "{year}", "{time}", "{num}"])
const DATING_WORDS = new Set([
  "today", "tomorrow", "tonight", "weekend", "next", "this", "week", "month", "date", "tbc", "tbd", "summer", "spring", "autumn", "winter",
  // Occasions that are days of the year: "Event: New Year's Eve party" dates itself.
  "christmas", "xmas", "easter", "eve", "nye", "year", "halloween", "valentine", "valentines", "bonfire", "hogmanay", "diwali", "eid", "hanukkah", "thanksgiving", "boxing", "midsummer", "jubilee", "holiday"
])
/** Whether `u` is a form line whose label names only the occasion and whose value dates nothing. */
export const occasionNamedOnly = (u: Unit): boolean => {
  if (u.labelEnd <= 0) return false
  const label = u.tokens.slice(0, u.labelEnd).filter((t) => t.cls !== "punct").map((t) => t.norm)
  if (!label.some((w) => OCCASION.has(w)) || !label.every((w) => OCCASION.has(w) || FILLERS.has(w))) return false
  const value = u.tokens.slice(u.labelEnd).filter((t) => t.cls !== "punct")
  return value.length > 0 && !value.some((t) => DATING_CUES.has(t.cue) || DATING_CUES.has(t.stem) || DATING_WORDS.has(t.norm))
}

/**
 * Whether detector `m` reads an occasion's label as asking for its time: a built-in's label
 * questions (SPICED's "@event"). Not a custom field: tried on "event_date", it cost a calibration
 * set's catering suite a status (gate 3), where the occasion's line stood in for a date told in
 * words elsewhere.
 */
export const asksATime = (m: DetModel): boolean => m.builtin
