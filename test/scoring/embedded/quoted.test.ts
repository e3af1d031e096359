// Whose words count in an email (docs/decisions.md): the sender's own lines and signature, not
// quoted or forwarded messages, nor a legal disclaimer.
import { describe, expect, it } from "vitest"
import { ownLines } from "../../../src/scoring/embedded/text/quoted.js"

const own = (content: string) => ownLines(content).map((s) => content.slice(s.start, s.end)).filter((l) => l.trim() !== "")

describe("an email's own lines", () => {
  const email = [
    "Hello,",
    "Our printer queue stalls every afternoon.",
    "",
    "Best wishes,",
    "Ravi Patel",
    "Finance Director, Northgate Tiles",
    "",
    "Confidentiality notice: this message and its attachments are confidential. If you are not the intended recipient, notify us immediately and delete it."
  ].join("\n")

  it("keep the body and the signature, title included", () => {
    expect(own(email)).toEqual(["Hello,", "Our printer queue stalls every afternoon.", "Best wishes,", "Ravi Patel", "Finance Director, Northgate Tiles"])
  })

  it("drop a disclaimer that opens with the message's confidentiality", () => {
    const lines = own("We want to order ten more seats.\n\nThe information in this e-mail is confidential and may be privileged.\nPlease respond at once if misdirected.")
    expect(lines).toEqual(["We want to order ten more seats."])
  })

  it("drop a 'Sent from' line and what follows it", () => {
    expect(own("Call me back please\n\nSent from my phone\n> earlier text")).toEqual(["Call me back please"])
  })
})
