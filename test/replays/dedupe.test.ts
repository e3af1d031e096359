// Identical inputs of a replay are scored once (src/replays/dedupe.ts): every call still gets its
// own side, in order, the same as when each is scored, across pages and within one.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { CallSide } from "../../src/domain/replayDiff.js"
import { makeDiff } from "../../src/domain/replayDiff.js"
import type { Message } from "../../src/domain/types.js"
import { makeDedupe } from "../../src/replays/dedupe.js"

/** A call's messages as a replay reads them: the logged JSON text. */
const say = (content: string): string => JSON.stringify([{ role: "user", content }] satisfies ReadonlyArray<Message>)
/** A deterministic stand-in for the scorer: the side follows from the text. */
const sideOf = (input: string): CallSide => {
  const text = (JSON.parse(input) as ReadonlyArray<Message>).map((m) => m.content).join(" ")
  return { status: text.includes("refund") ? "ESCALATE" : "PARTIAL", next_action: null, found: text.includes("budget") ? ["budget"] : [] }
}

const counting = () => {
  const sent: Array<string> = []
  const score = (inputs: ReadonlyArray<string>) =>
    Effect.sync(() => {
      sent.push(...inputs)
      return inputs.map(sideOf)
    })
  return { sent, score }
}

describe("a replay's identical inputs", () => {
  const pages = [
    [say("our budget is 20k"), say("please refund me"), say("our budget is 20k"), say("hello")],
    [say("please refund me"), say("something new"), say("hello"), say("our budget is 20k")],
    [say("hello"), say("hello")]
  ]

  it("are sent to the scorer once, and every call gets the side it would get alone", async () => {
    const { sent, score } = counting()
    const rescore = makeDedupe(score)
    const got = await Effect.runPromise(Effect.forEach(pages, rescore))
    expect(got).toEqual(pages.map((page) => page.map(sideOf)))
    expect(sent).toEqual(["our budget is 20k", "please refund me", "hello", "something new"].map(say))
  })

  it("give the same diff as scoring every call", async () => {
    const before: CallSide = { status: "PARTIAL", next_action: null, found: [] }
    const diffOf = async (rescore: (inputs: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CallSide>>) => {
      const diff = makeDiff(["budget"])
      for (const page of pages) for (const after of await Effect.runPromise(rescore(page))) diff.add(before, after, null)
      return diff.result()
    }
    const everyCall = await diffOf(counting().score)
    expect(everyCall.changed).toBe(5) // the fixture changes something: the comparison compares something
    expect(await diffOf(makeDedupe(counting().score))).toEqual(everyCall)
  })

  it("are shared between pages scored at the same time", async () => {
    const { sent, score } = counting()
    const rescore = makeDedupe(score)
    const got = await Effect.runPromise(Effect.all(pages.map(rescore), { concurrency: "unbounded" }))
    expect(got).toEqual(pages.map((page) => page.map(sideOf)))
    // Never more than the calls, never fewer than the distinct inputs.
    expect(sent.length).toBeGreaterThanOrEqual(4)
    expect(sent.length).toBeLessThanOrEqual(10)
  })
})
