// Challenge "triage4", third batch (held out: written after the second pass and left as it read
// unless a miss showed a general gap): longer emails, forms and call notes.
import type { T4Case } from "./triage4Cases.js"
import { agent, user } from "./triageReading.js"

type Want = Omit<T4Case, "name" | "messages">
const one = (name: string, text: string, want: Want): T4Case => ({ name, messages: [user(text)], ...want })

export const BATCH3: ReadonlyArray<T4Case> = [
  one("b3 email tag none", "Subject: Urgent - none of the ward printers work\n\nHello,\n\nSince the night shift none of the ward printers print wristbands. We are writing them by hand.\n\nRegards,\nOwen Pike\nWard Manager", { urgent: true, time: "immediate", severity: { not: "low" } }),
  one("b3 form with urgent tag", "Site: Harbour Road\nContact: Lena\nSummary: URGENT: none of the card readers connect", { urgent: true }),
  one("b3 call notes, every caller", "Call notes: customer says the phone menu hangs up on every caller since 8am, no calls reach the team.", { severity: "critical" }),
  one("b3 all our kiosks", "Hi, all our kiosks show a blank screen this morning, customers are queuing at the counter instead.", { severity: "critical" }),
  one("b3 for each school", "The parent app crashes on login for each school in our trust.", { severity: "critical" }),
  one("b3 one colleague (near miss)", "The app crashes for one colleague at the Leeds shop, the rest are fine.", { severity: { not: "critical" } }),
  one("b3 newsletter email every subscriber (narrow)", "The footer link in the newsletter shows a 404 for every subscriber who clicks it.", { severity: { not: "critical" } }),
  one("b3 chat, anyone's records", "so basically if you change the id in the url you get anyone's medical records", { severity: "critical" }),
  one("b3 staff area open", "Anybody can get into the staff area of the booking site just by typing /admin.", { severity: "critical" }),
  one("b3 form no login exposure", "Name: Carl\nPlan: Pro\nIssue: client contracts can be opened without a password from a shared link\nImpact: all clients", { severity: "critical" }),
  one("b3 login not needed feature (near miss)", "We like that no login is needed for the timetable page, parents find it easy.", { severity: { not: "critical" } }),
  { name: "b3 chat recovery taking bookings", messages: [user("Nobody can book online, the widget is blank."), agent("We've cleared the cache on our side, try now?"), user("Yep we're taking bookings again, but two got lost, can you check?")], severity: { not: "critical" } },
  one("b3 recovery and a question", "Payments failed for about an hour this morning, we're accepting cards again now. Can you send an incident report?", { severity: { not: "critical" } }),
  one("b3 fair on Saturday email", "Hi Sam,\n\nThe food fair is this Saturday and our stall bookings page is stuck on loading.\n\nThanks,\nDev", { time: "soon" }),
  one("b3 graduation ceremony form", "School: Oakfield\nProblem: the seating export is empty\nEvent: graduation ceremony on the 18th", { time: "soon" }),
  one("b3 gig tonight", "Our gig is tonight and the guest list app won't sync.", { time: "immediate" }),
  one("b3 show as verb (near miss)", "Can the dashboard show totals by week?", { time: null }),
  // Controls added with the third pass's readings (a past event's day, a role's access asked about).
  one("b3 past event told with its day (control)", "The tournament on Sunday went really well, thanks for the help.", { time: null }),
  one("b3 admin asks about access (control)", "Can I see anyone's bookings from the manager screen?", { severity: { not: "critical" } }),
  one("b3 kiosks fine (control)", "All our kiosks are fine now, none are frozen.", { severity: { not: "critical" } })
]
