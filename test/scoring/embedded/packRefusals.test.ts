// A refusal to carry the purchase inside the company denies a champion (decisions §11: an explicit
// denial), in words other than "champion". Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { MEDDIC } from "./manifests.js"

const user = (content: string): Message => ({ role: "user", content })
const meddic = compileEmbedded(MEDDIC)

describe("refusing to champion", () => {
  it("declining to sell, pitch or present it internally denies a champion", () => {
    for (const text of [
      "Honestly, I won't be the person pitching this to our directors.",
      "Please don't expect me to argue for it in the budget meeting.",
      "I'm not going to take this to management myself.",
      "Somebody else will need to drive this with the partners, not me.",
      "I'd prefer to keep out of the internal politics on this one."
    ]) {
      const d = meddic.score([user(text)])["champion"]!
      expect(d.found, text).toBe(false)
      expect(d.negated, text).toBe(true)
    }
  })

  it("offering to pitch it internally is still a champion, and a generic 'can't take it further' denies nothing", () => {
    expect(meddic.score([user("I'll pitch it to our directors on Thursday.")])["champion"]!.found).toBe(true)
    expect(meddic.score([user("We can't take it further without a trial account.")])["champion"]!.negated).toBe(false)
  })
})
