// Challenge "resolvedBut" (11-28, cleanup; "though/although/however" added 11-28, smallfix): a reply
// telling the fault the sender's own and gone (correction.ts resolvedTurns) with a "but" or
// another contrast word in it. A "but" that only thanks or adds a courtesy
// leaves the fault resolved; a "but" before something still wrong keeps the first alarm. Chat,
// email with signature, form and ticket styles; a third near misses. Our own sentences.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { resolvedTurns } from "../../../src/scoring/embedded/text/correction.js"

const user = (content: string): Message => ({ role: "user", content })
const agent = (content: string): Message => ({ role: "agent", content })
/** A first alarm, the agent's question, and the reply under test. */
const call = (reply: string): ReadonlyArray<Message> => [user("Nothing loads for us, the whole portal is down!"), agent("Could you check your connection and try again?"), user(reply)]

/** Replies that tell the fault the sender's own and gone: resolved, the "but" notwithstanding. */
const RESOLVED: ReadonlyArray<readonly [string, string]> = [
  ["chat-thanks", "it was my own mistake, all fine now, but thanks for the quick reply"],
  ["chat-sorry", "ah it was my VPN, works now, but sorry for the fuss!"],
  ["email-sig", "Hi,\n\nFalse alarm, it was our router. Everything's working now, but many thanks for looking.\n\nBest,\nPriya\nOffice Manager"],
  ["form", "Status: sorted\nDetails: my bad, it was the cable. Fixed it, but appreciate the help."],
  ["ticket", "Update: it was our firewall, all good now but thank you all the same."],
  ["plain-no-but", "it was my browser, works now"],
  ["chat-though-thanks", "it was my router, all good now, thanks though!"],
  ["email-however-thanks", "Hi Sam,\n\nIt was our own firewall blocking it, everything's working now. However, I wanted to say thanks for the swift help.\n\nKind regards,\nLena\nIT Lead"],
  ["form-although", "Resolution: although it took us a while to spot, it was the cable. Working again now."],
  ["ticket-though", "Closing this: my mistake, works now. Appreciate the patience though."],
  ["near-although-not-sure", "although I'm not sure why, it was my VPN and it works now"]
]
/** Replies with something still wrong after the "but" (or elsewhere): not resolved. */
const STILL_WRONG: ReadonlyArray<readonly [string, string]> = [
  ["chat-others", "it was on our side, but it's still down for the others"],
  ["chat-printer", "it was my cable, works now, but the printer won't connect"],
  ["email-team", "Hello,\n\nIt was my VPN, fine now for me, but the rest of the team can't get in.\n\nTom"],
  ["ticket-error", "my mistake, all good now but the invoices page shows an error"],
  ["form-broken", "Outcome: it was the plug, working now, but the card reader is broken"],
  ["still-no-but", "it was my laptop, fine now, though the tills still fail"],
  ["chat-though-after", "it was my wifi, works now, though the scanner keeps failing"],
  ["email-however-team", "Hello,\n\nIt was my VPN and it's fine now for me. However, two colleagues can't log in.\n\nRegards,\nOmar"],
  ["ticket-although", "my bad, it was the cable and it works now, although the label printer is broken"],
  ["chat-though-trailing", "it was my browser, works now. the exports are missing though"],
  ["form-however-error", "Status: it was our router, all good now\nNotes: however the checkout page gives an error"]
]
/** Near misses: the words of a resolution without one (no own cause, or the fault back). */
const NEAR_MISSES: ReadonlyArray<readonly [string, string]> = [
  ["vendor-cause", "works now, but what went wrong on your side?"],
  ["back-down", "it was my router, fine for a minute but now it's down again"],
  ["no-gone", "it was my VPN, but thanks anyway"],
  ["though-no-cause", "works now though, was something wrong on your end?"],
  ["however-back-down", "It was my router. However, now it's down again."],
  ["although-no-gone", "although it was my cable, thanks for checking"]
]

/**
 * Case ids read wrong today: none (5 of 15 before: the four courtesy "but"s, and "my own mistake"
 * read as no own cause; then 4 of 28 before smallfix: three courtesy "though/however"s kept
 * the alarm, and an "although" before a broken printer did not).
 */
const KNOWN_MISSES: ReadonlyArray<string> = []

describe("resolvedBut challenge: a courtesy 'but' does not keep a fault the sender fixed", () => {
  const read = (reply: string): boolean => resolvedTurns(call(reply)).includes(2)
  it("misses exactly the known ones", () => {
    const misses = [
      ...RESOLVED.filter(([, r]) => !read(r)),
      ...STILL_WRONG.filter(([, r]) => read(r)),
      ...NEAR_MISSES.filter(([, r]) => read(r))
    ].map(([id]) => id)
    expect(misses.sort()).toEqual([...KNOWN_MISSES].sort())
  })
  it("ids are unique", () => {
    const ids = [...RESOLVED, ...STILL_WRONG, ...NEAR_MISSES].map(([id]) => id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
