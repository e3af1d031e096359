import { Schema } from "effect"

/**
 * Owners manage the organization's credentials and people (API keys, deployment secrets, members,
 * invitations); members use everything else (evaluations, playground, activity, outcomes, usage).
 */
export const Role = Schema.Literal("owner", "member")
export type Role = typeof Role.Type

export const isRole = (value: string): value is Role => (Role.literals as ReadonlyArray<string>).includes(value)

export const roleLabel = (role: Role): string => (role === "owner" ? "Owner" : "Member")
