// Shared by the salesprec*.test.ts files: score a pack detector on a message or a conversation,
// and tables of cases that must or must not state their signal.
import { expect, it } from "vitest"
import type { Message } from "../../../src/domain/types.js"
import { compileEmbedded } from "../../../src/scoring/embedded/engine/index.js"
import { BANT, CHAMP, MEDDIC, SPICED } from "./manifests.js"

export const packs = { bant: compileEmbedded(BANT), meddic: compileEmbedded(MEDDIC), spiced: compileEmbedded(SPICED), champ: compileEmbedded(CHAMP) }
type Key = `${keyof typeof packs}.${string}`
export type Case = readonly [key: Key, text: string | ReadonlyArray<Message>]

const found = (key: Key, input: Case[1]): boolean => {
  const [pack, detector] = key.split(".") as [keyof typeof packs, string]
  const messages: ReadonlyArray<Message> = typeof input === "string" ? [{ role: "user", content: input }] : input
  return packs[pack].score(messages)[detector]!.found
}
const label = (c: Case) => `${c[0]}: ${typeof c[1] === "string" ? c[1] : c[1].map((m) => m.content).join(" / ")}`
export const agent = (content: string): Message => ({ role: "agent", content })
export const user = (content: string): Message => ({ role: "user", content })

export const stated = (cases: ReadonlyArray<Case>) => it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => expect(found(c[0], c[1])).toBe(true))
export const notStated = (cases: ReadonlyArray<Case>) => it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => expect(found(c[0], c[1])).toBe(false))
