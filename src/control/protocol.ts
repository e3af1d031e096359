import { Effect, Option, Schema } from "effect"
import { normalizeEmail } from "../dashboard/auth/password.js"
import { PasswordResets } from "../dashboard/auth/PasswordResets.js"

/** What the CLI may ask of a running server over its control socket: one JSON line each way. */
export const ControlRequest = Schema.Struct({ command: Schema.Literal("reset-password"), email: Schema.String })
export type ControlRequest = typeof ControlRequest.Type

export type ControlReply =
  | { readonly ok: true; readonly reset_link: string; readonly expires_at: string }
  | { readonly ok: false; readonly error: string }

/** A reset link for the account with this email: the same answer whether the CLI or the server writes it. */
export const resetPasswordReply = (email: string): Effect.Effect<ControlReply, never, PasswordResets> =>
  Effect.flatMap(PasswordResets, (resets) => resets.issue(email)).pipe(
    Effect.map(
      Option.match({
        onNone: (): ControlReply => ({ ok: false, error: `No user with email ${normalizeEmail(email)}.` }),
        onSome: (issued): ControlReply => ({ ok: true, reset_link: issued.link, expires_at: issued.expiresAt.toISOString() })
      })
    )
  )

export const answer = (request: ControlRequest) => resetPasswordReply(request.email)
