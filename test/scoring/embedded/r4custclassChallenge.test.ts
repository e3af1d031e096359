// Custom classification from one example per category, in domains of our own (a vet's front
// desk, who an IT fault hits, which system it is in, a volunteer rota): the category the sender
// asks for rather than one a passing word names, who is hit in the sentence that reports the
// fault rather than the widest group mentioned, and a request told without its category's words.
// Written before any change of branch r4custclass (first set); every text is our own.
import { describe, expect, it } from "vitest"
import { compileManifest } from "../../../src/domain/manifest.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"

const manifest = compileManifest({
  template: "custom",
  custom_detectors: [
    { name: "vet_request", type: "classification", categories: ["new_problem", "recheck", "repeat_medication", "paperwork"], examples: [
      { text: "My cat has been limping on her back leg since Sunday", category: "new_problem" },
      { text: "The vet wanted to see his stitches again ten days after the op", category: "recheck" },
      { text: "Can I order more of the flea tablets we get every month?", category: "repeat_medication" },
      { text: "I need the travel certificate signed before we fly to Spain", category: "paperwork" }
    ] },
    { name: "who_hit", type: "classification", categories: ["just_me", "my_group", "whole_site"], examples: [
      { text: "It's only happening on my own tablet", category: "just_me" },
      { text: "All the nurses on ward six are getting the same error", category: "my_group" },
      { text: "Every building on campus has lost the card readers", category: "whole_site" }
    ] },
    { name: "system_area", type: "classification", categories: ["mail", "wifi_remote", "device", "login", "app"], examples: [
      { text: "Thunderbird stopped receiving messages since Friday", category: "mail" },
      { text: "The wireless keeps dropping out in the meeting rooms", category: "wifi_remote" },
      { text: "My keyboard has three dead keys", category: "device" },
      { text: "My password expired and the reset link does not work", category: "login" },
      { text: "The booking system freezes when I save a reservation", category: "app" }
    ] },
    { name: "availability", type: "classification", categories: ["mornings", "evenings", "weekends", "any_time"], examples: [
      { text: "I can help before lunch, I pick up the kids at three", category: "mornings" },
      { text: "After work suits me, from about six", category: "evenings" },
      { text: "Only Saturdays and Sundays, I work Monday to Friday", category: "weekends" },
      { text: "Whenever you need me, my diary is open", category: "any_time" }
    ] }
  ]
})
const scorer = compileEmbedded(manifest)
export const valueOf = (det: string, text: string): string | null => {
  const d = scorer.score([{ role: "user", content: text }])[det]!
  return d.found ? d.value : null
}

/** Detector, customer text, the category a careful reader picks (null: none stated). */
const FIRST: ReadonlyArray<readonly [string, string, string | null]> = [
  ["vet_request", "Hello,\n\nLast winter Bella had a nasty ear infection, which you cleared up. This time it's different: she keeps scratching at her belly and there are bald patches.\n\nThanks,\nMo", "new_problem"],
  ["vet_request", "The insurer sent a claim form that needs the vet's stamp and signature. Can I leave it with you?", "paperwork"],
  ["vet_request", "Pet: Luna (rabbit)\nReason for contact: she hasn't eaten since yesterday morning and is sitting hunched\nPreferred time: any", "new_problem"],
  ["vet_request", "Hello, my dog finish the tablets for the skin, I need more same tablets please, he take one each day", "repeat_medication"],
  ["vet_request", "He had his flea treatment last month, all fine. Today he suddenly started vomiting and won't drink.", "new_problem"],
  ["vet_request", "Caller: owner of Pip (terrier). Pip was seen last week for the wound on his paw, vet asked for a check after 7 days. Wants slot Friday.", "recheck"],
  ["vet_request", "What time do you close on Saturdays?", null],
  ["who_hit", "Subject: barcode guns\nthe handheld scanners in the packing bay keep losing their pairing, so the whole packing crew is booking stock in by hand", "my_group"],
  ["who_hit", "The whole company got the maintenance notice, but it's only my laptop that won't boot afterwards", "just_me"],
  ["who_hit", "Since lunch nobody in the accounts office can open the payroll tool. Other departments seem fine.", "my_group"],
  ["who_hit", "I think it's everyone: the sites in Leeds, York and Hull all report no connection", "whole_site"],
  ["who_hit", "The other cashiers clock in without trouble, the terminal refuses my fob alone", "just_me"],
  ["who_hit", "Our whole sales team of 8 can't reach the CRM since 9am", "my_group"],
  ["who_hit", "All staff across every office are unable to send email", "whole_site"],
  ["who_hit", "Only me have this problem, other peoples in the team work normal", "just_me"],
  ["system_area", "A one-time login code went to my old phone, I've already moved it over, no action needed. The main problem is the warehouse wireless, which drops out every few minutes in the loading bay.", "wifi_remote"],
  ["system_area", "Since this morning the rota planner won't open the weekly view for any of us. No error, it just spins.", "app"],
  ["system_area", "The charger for my laptop stopped working and it's at 5%", "device"],
  ["system_area", "I can't get into my account, it says it has been disabled", "login"],
  ["system_area", "My inbox hasn't had anything new since Tuesday and people say what they send me bounces", "mail"],
  ["system_area", "From home the remote connection drops constantly but in the office it's fine", "wifi_remote"],
  ["system_area", "The monitor goes black for a second every few minutes", "device"],
  ["availability", "I'm free from about 7 in the evening, after I finish at the office", "evenings"],
  ["availability", "Weekends are best for me as I'm at college during the week", "weekends"],
  ["availability", "Put me down for whatever slots are empty, I'm retired so any day works", "any_time"],
  ["availability", "Early starts are no problem, I'm up at 5 anyway, and I'm free until lunchtime", "mornings"],
  ["availability", "My weekends are taken with football, so weekday mornings please", "mornings"],
  ["availability", "Not evenings, I don't drive in the dark. Before noon would be ideal.", "mornings"]
]


/** Still wrong at the branch's end (the categories a careful reader picks): kept to show what is left. */
const LEFT: ReadonlyArray<readonly [string, string, string | null]> = [
  ["vet_request", "We're almost out of Rufus's heart pills. Could another box be left at the front desk for Thursday?", "repeat_medication"],
  ["vet_request", "Hi, you asked us to bring Max back once the course of antibiotics finished. That was yesterday, when can he come in?", "recheck"],
  ["availability", "I do a paper round first thing, so I can only come after dinner", "evenings"],
]

describe("custom classification, first challenge set (r4custclass)", () => {
  it.each(FIRST)("%s: %j", (det, text, want) => {
    expect(valueOf(det, text)).toBe(want)
  })

  it.each(LEFT)("still wrong, %s: %j", (det, text, want) => {
    expect(valueOf(det, text)).not.toBe(want)
  })
})
