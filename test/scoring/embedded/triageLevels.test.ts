// Severity and time at the escalation line (rubrics/triageLevels.ts, the "need by a day" cue of
// rubrics/triageTime.ts): each pattern on sentences of our own, with near misses.
import { describe, expect, it } from "vitest"
import { severity, timing } from "./triageReading.js"

const cases = (title: string, read: (text: string) => string | null, rows: ReadonlyArray<readonly [string, string | null]>) =>
  describe(title, () => {
    it.each(rows)("%s", (text, want) => {
      expect(read(text)).toBe(want)
    })
  })

cases("an error every visitor gets is the business down", severity, [
  ["The booking page gives a timeout error to every visitor since noon.", "critical"],
  ["The app shows a blank screen for all users after the login.", "critical"],
  ["The booking page gave a timeout error to one visitor this morning.", "medium"]
])

cases("every record of a kind gone is critical, one is high", severity, [
  ["Every booking for next week has vanished from the diary.", "critical"],
  ["One booking for next week has vanished from the diary.", "high"]
])

cases("the served receiving each other's records is a leak", severity, [
  ["After the mail merge our tenants received everyone's rent balances.", "critical"]
])

cases("unusable for the business's customers is critical, for a team high", severity, [
  ["The ordering app is unusable for our customers since the release.", "critical"],
  ["The rota screen is unusable for the night nurses.", "high"]
])

cases("one of the sender's colleagues as the subject is one person", severity, [
  ["One of our agents can't open the ticket queue.", "medium"],
  ["Our agents can't open the ticket queue.", "high"],
  ["The payroll file of the whole company was mailed to one of our agents.", "critical"]
])

cases("the same work done another way is a workaround", severity, [
  ["Printing fails from the front desk laptop but works from the back office PC.", "medium"],
  ["PDF works for him so he's using that for now.", "medium"],
  ["Printing fails from every laptop in the office.", "high"]
])

cases("one team stuck is high, the whole business critical", severity, [
  ["Purchase orders are stuck for the whole procurement team since Monday.", "high"],
  ["Everyone in the company is locked out since Monday.", "critical"]
])

cases("a login or admin nobody recognises is a breach", severity, [
  ["We found an unrecognised admin in our workspace this morning.", "critical"],
  ["Can I add a new admin to our workspace?", "low"]
])

cases("work piling up behind a fault is blocked", severity, [
  ["The invoice sync stopped on Tuesday and there's a backlog of about 300 now.", "high"]
])

cases("the sender's own need with a later day outweighs an urgent of impatience", timing, [
  ["Urgent please! We need the new price list live by next Wednesday.", "soon"],
  ["Urgent please! We need the new price list live today.", "immediate"],
  ["Urgent please! The price list must be live asap.", "immediate"]
])

cases("a deadline due at an hour is today", timing, [
  ["The grant application is due at 3pm and the upload fails.", "immediate"],
  ["The grant application is due on Friday and the upload fails.", "soon"]
])
