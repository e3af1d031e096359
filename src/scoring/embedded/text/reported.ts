// Words the sender passes on in quotation marks after a colon: "I got this from your billing
// team: "Your account is overdue, pay urgently"". They are the vendor's, a reminder's or a
// letter's, not the sender's statement: read as open (neither found nor denied), like a third
// party's clause (attribution.ts).
import type { Span } from "./quoted.js"

/** A quotation: straight or curly marks, three words at least, on at most a few lines. */
const QUOTATION = /["“]([^"“”]{12,600})["”]/g
/** What introduces a passed-on text: the vendor, a channel or a verb of saying, then a colon. */
const INTRO = /\b(?:you|your|yours|email|e-mail|mail|message|letter|notice|text|sms|reminder|invoice|popup|pop-up|banner|screen|site|website|app|bot|chatbot|agent|support|says|said|saying|reads|read|states|stated|told)\b[^.!?:\n]{0,60}:[ \t]*\n?[ \t]*$/i

/** The spans of `content` inside a passed-on quotation. */
export const reportedSpans = (content: string): ReadonlyArray<Span> => {
  const out: Array<Span> = []
  for (const m of content.matchAll(QUOTATION)) {
    const before = content.slice(Math.max(0, m.index - 120), m.index)
    if (m[1]!.trim().split(/\s+/).length < 3 || !INTRO.test(before)) continue
    out.push({ start: m.index, end: m.index + m[0].length })
  }
  return out
}
