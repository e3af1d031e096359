import { AGENT_ROLES, CUSTOMER_ROLES, speakerOf } from "../../domain/roles.js"
import type { Message } from "../../domain/types.js"

export const INPUT_TYPES = ["email", "form", "ticket", "transcript"] as const

// A line opening with any role of decisions §10 ("Customer:", "bot:") starts a turn.
const TURN = new RegExp(`^(${[...CUSTOMER_ROLES, ...AGENT_ROLES].join("|")})\\s*:\\s?(.*)$`, "i")

/**
 * Pasted text as the API's `input`, with the canonical roles the API scores with. A transcript
 * whose lines start with a role ("user:", "Customer:", "agent:", "bot:") becomes one message per
 * turn; anything else is one user message, as a form handler sends it.
 */
export const toMessages = (inputType: string, text: string): ReadonlyArray<Message> => {
  if (inputType !== "transcript") return [{ role: "user", content: text }]
  const messages: Array<{ role: string; content: string }> = []
  for (const line of text.split(/\r?\n/)) {
    const turn = TURN.exec(line)
    const last = messages[messages.length - 1]
    if (turn !== null) {
      messages.push({ role: speakerOf(turn[1]!) ?? "user", content: turn[2] ?? "" })
    } else if (last !== undefined) last.content += `\n${line}`
    else if (line.trim() !== "") messages.push({ role: "user", content: line })
  }
  return messages.map((m) => ({ role: m.role, content: m.content.trim() === "" ? m.content : m.content.replace(/\s+$/, "") }))
}

/** The reverse of `toMessages`: a logged input as the playground's input type and text box show it. */
export const toPlayground = (inputType: string, messages: ReadonlyArray<Message>): { inputType: string; text: string } =>
  inputType === "transcript" || messages.length > 1
    ? {
        inputType: "transcript",
        text: messages.map((m) => `${speakerOf(m.role) === "agent" ? "agent" : "user"}: ${m.content}`).join("\n")
      }
    : { inputType, text: messages[0]?.content ?? "" }
