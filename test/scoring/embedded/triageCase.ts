// A triage challenge case (our own sentences): a conversation with the severity, tier and time
// sensitivity a careful agent would give it (null: not found, absent: not asserted).
import type { Message } from "../../../src/domain/types.js"
import { user } from "./triageReading.js"

export interface Case {
  readonly name: string
  readonly messages: ReadonlyArray<Message>
  readonly severity?: string | null
  readonly tier?: string | null
  readonly time?: string | null
}

type Wanted = Omit<Case, "name" | "messages">

/** A case of one user message. */
export const one = (name: string, text: string, want: Wanted): Case => ({ name, messages: [user(text)], ...want })
/** A case of a whole conversation. */
export const chat = (name: string, messages: ReadonlyArray<Message>, want: Wanted): Case => ({ name, messages, ...want })
