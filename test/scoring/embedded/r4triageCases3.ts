// Round 4, a third set written after the second changes (our own sentences), measured before
// any fix made for it: telephony, payroll, IoT, bookings and shops, in tickets, chats and notes.
import { agent, user } from "./triageReading.js"
import { type Case, chat, one } from "./triageCase.js"

export const R4_CASES_3: ReadonlyArray<Case> = [
  one("calls drop after a minute", "Every outbound call from the sales floor cuts off after exactly 60 seconds. Twenty reps, nobody can finish a pitch.", { severity: "critical" }),
  one("overtime missing for the night shift", "The night shift's overtime hours aren't being picked up by the pay calculation, about 30 people affected. Pay day is next Thursday.", { severity: "high", time: "soon" }),
  one("a smart lock battery warning wrong", "The app says the lock on room 12 has a low battery but we replaced it yesterday. Not urgent.", { severity: "medium", time: "flexible" }),
  one("a shop's search returns nothing", "Search on our webshop returns nothing for any product since this afternoon, so customers can only browse by category.", { severity: "high" }),
  one("a class timetable in the wrong time zone", "Our class timetable shows times an hour early for members using the app abroad, everybody else sees it right.", { severity: "medium" }),
  one("asking for a copy of a delivery note", "Can I get another copy of last quarter's delivery note for the tile order? Mine went in the recycling.", { severity: "low" }),
  one("a feature idea for the booking page", "It would be handy if clients could pick their favourite therapist when booking online.", { severity: "low", time: null }),
  one("a leak of call recordings", "Our call recordings are downloadable by anyone who has the link, no login needed. I found ours through a search engine.", { severity: "critical", time: null }),
  one("a gateway reboot loop", "The IoT gateway in the cold store keeps rebooting every few minutes, we lose the temperature log each time.", { severity: "high" }),
  one("a short note: tomorrow's payroll", "Payroll export broken. Need it tomorrow 9am latest.", { time: "soon" }),
  one("a call note with the doors opening", "Note: caller at a cinema, ticket scanners reject every QR code, doors open in 20 mins.", { severity: "high", time: "immediate" }),
  chat("a chat: one desk phone", [user("The phones are not ringing!!"), agent("Oh no. Is that all of the phones?"), user("just the one at reception, the rest ring ok")], { severity: "medium" }),
  chat("a chat ending in no rush", [user("The PDF export of the rota cuts off the last column."), agent("Thanks, I'll raise it. How soon do you need a fix?"), user("whenever, we can print it landscape meanwhile")], { time: "flexible", severity: "medium" }),
  one("non-native: the salary not arrived", "Good morning, salary of all my workers not arrived in bank today, only mine arrived. Please urgent help.", { severity: "critical", time: "immediate" }),
  one("a wish with no fault", "Love the app. One thing we'd love is dark mode for the night staff.", { severity: "low" }),
  one("a compliment naming an old fault", "Since you fixed the sync last month we haven't had a single missed booking. Thanks!", { severity: null })
]
