// A month's name right after a greeting is the person greeted, not a date (text.ts `greetedName`):
// "Hello Jan," set no timeline and no critical event. Sentences of our own.
import { describe, expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, SPICED } from "./manifests.js"

const bant = compileEmbedded(BANT)
const spiced = compileEmbedded(SPICED)
const user = (content: string): ReadonlyArray<Message> => [{ role: "user", content }]
const dated = (content: string) => ({ timeline: bant.score(user(content)).timeline!.found, event: spiced.score(user(content)).critical_event!.found })

describe("a month greeted is a name", () => {
  it.each([
    "Hello Jan,\n\nWe'd like to tidy up how our drivers log their hours.\n\nBest,\nOwen",
    "Hi April, we'd like to tidy up how our drivers log their hours.",
    "Dear June Hale,\nCould you tell me more about the rota tool?",
    "Morning May! Quick question about the rota tool."
  ])("%s", (text) => expect(dated(text)).toEqual({ timeline: false, event: false }))

  it.each([
    "Hi, we want it live in April.",
    "Hello, in Jan we need this running.",
    "Dear June Hale,\nWe need the new rota live by March."
  ])("a month told as a date still is one: %s", (text) => expect(dated(text).timeline).toBe(true))
})
