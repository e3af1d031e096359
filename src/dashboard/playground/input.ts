import type { Message } from "../../domain/types.js"

export const INPUT_TYPES = ["email", "form", "ticket", "transcript"] as const

const TURN = /^(user|agent|customer|assistant)\s*:\s?(.*)$/i

/**
 * Pasted text as the API's `input`. A transcript whose lines start with "user:" or "agent:"
 * becomes one message per turn; anything else is one user message, as a form handler sends it.
 */
export const toMessages = (inputType: string, text: string): ReadonlyArray<Message> => {
  if (inputType !== "transcript") return [{ role: "user", content: text }]
  const messages: Array<{ role: string; content: string }> = []
  for (const line of text.split(/\r?\n/)) {
    const turn = TURN.exec(line)
    const last = messages[messages.length - 1]
    if (turn !== null) {
      const who = turn[1]!.toLowerCase()
      messages.push({ role: who === "agent" || who === "assistant" ? "agent" : "user", content: turn[2] ?? "" })
    } else if (last !== undefined) last.content += `\n${line}`
    else if (line.trim() !== "") messages.push({ role: "user", content: line })
  }
  return messages.map((m) => ({ role: m.role, content: m.content.trim() === "" ? m.content : m.content.replace(/\s+$/, "") }))
}

const AGENT_ROLES = ["agent", "assistant", "bot", "operator", "system"]

/** The reverse of `toMessages`: a logged input as the playground's input type and text box show it. */
export const toPlayground = (inputType: string, messages: ReadonlyArray<Message>): { inputType: string; text: string } =>
  inputType === "transcript" || messages.length > 1
    ? {
        inputType: "transcript",
        text: messages.map((m) => `${AGENT_ROLES.includes(m.role.toLowerCase()) ? "agent" : "user"}: ${m.content}`).join("\n")
      }
    : { inputType, text: messages[0]?.content ?? "" }
