// decisions §10: who wrote each message. The customer's words are the evidence; agent lines are
// context. Roles are compared case-insensitively (and without surrounding spaces), and every
// accepted alias reaches the scorers as one of the two canonical roles, so no scorer (embedded,
// model prompt, playground) has to know the aliases.
import { listWords } from "./text.js"
import type { Message } from "./types.js"

export const CUSTOMER_ROLES = ["user", "customer", "human", "client", "visitor"] as const
export const AGENT_ROLES = ["agent", "assistant", "bot", "operator", "system"] as const

export type Speaker = "user" | "agent"

const speakers: ReadonlyMap<string, Speaker> = new Map([
  ...CUSTOMER_ROLES.map((r) => [r, "user"] as const),
  ...AGENT_ROLES.map((r) => [r, "agent"] as const)
])

/** The canonical role of a caller's role, or null for a role that is neither. */
export const speakerOf = (role: string): Speaker | null => speakers.get(role.trim().toLowerCase()) ?? null

export const isCustomer = (m: Message): boolean => speakerOf(m.role) === "user"

export const UNKNOWN_ROLE_MESSAGE = `role must be one of ${listWords(CUSTOMER_ROLES)} (the customer's words) or ${listWords(AGENT_ROLES)} (agent lines), in any letter case.`

export const NO_CUSTOMER_MESSAGE = `At least one message must be the customer's (role ${listWords(CUSTOMER_ROLES)}).`

/** Messages with their canonical role; only for input that passed `validateInput`. */
export const withSpeakers = (messages: ReadonlyArray<Message>): ReadonlyArray<Message> =>
  messages.map((m) => ({ role: speakerOf(m.role) ?? m.role, content: m.content }))
