// Cross-field rules and limits of the request bodies (interface.md; decisions §3, §4, §6).
// Paths are relative to the criteria object (`custom_detectors[1].categories`); the HTTP layer
// prefixes `criteria.` for ad-hoc calls.
import type { Criteria } from "./criteria.js"
import { STANDARD_DETECTORS } from "./catalog.js"
import { LIMITS } from "./limits.js"
import { NO_CUSTOMER_MESSAGE, speakerOf, UNKNOWN_ROLE_MESSAGE } from "./roles.js"
import { charCount, isPrintable } from "./text.js"
import type { Issue, Message, Template } from "./types.js"
import { checkCustomDetectors, checkEscalation, type Report } from "./validateCustom.js"

type TemplateField = "framework" | "standard_detectors" | "custom_detectors" | "escalation"

const FIELDS: Readonly<Record<Template, { required: ReadonlyArray<TemplateField>; allowed: ReadonlyArray<TemplateField> }>> = {
  intent_detect: { required: ["standard_detectors"], allowed: ["standard_detectors"] },
  lead_qualification: { required: ["framework"], allowed: ["framework"] },
  support_triage: { required: [], allowed: [] },
  custom: { required: ["custom_detectors"], allowed: ["custom_detectors", "escalation"] }
}

const REQUIRED_MESSAGE: Readonly<Record<TemplateField, string>> = {
  framework: "framework is required when template is lead_qualification (one of: bant, meddic, spiced, champ).",
  standard_detectors: `standard_detectors is required when template is intent_detect (at least 1 of: ${STANDARD_DETECTORS.join(", ")}).`,
  custom_detectors: "custom_detectors is required when template is custom (at least 1 detector).",
  escalation: "escalation is required."
}

const checkTemplateFields = (c: Criteria, report: Report) => {
  const rule = FIELDS[c.template]
  for (const field of ["framework", "standard_detectors", "custom_detectors", "escalation"] as const) {
    const present = c[field] !== undefined
    if (!present && rule.required.includes(field)) report(field, REQUIRED_MESSAGE[field])
    if (present && !rule.allowed.includes(field)) {
      report(
        field,
        field === "escalation"
          ? `escalation is only allowed when template is custom, not ${c.template}.`
          : `${field} is not allowed when template is ${c.template}.`
      )
    }
  }
}

const checkStandardDetectors = (names: ReadonlyArray<string>, report: Report) => {
  if (names.length === 0) report("standard_detectors", "standard_detectors must list at least 1 standard detector.")
  const seen = new Set<string>()
  names.forEach((name, i) => {
    const path = `standard_detectors[${i}]`
    if (!(STANDARD_DETECTORS as ReadonlyArray<string>).includes(name)) {
      report(path, `"${name}" is not a standard detector (one of: ${STANDARD_DETECTORS.join(", ")}).`)
    } else if (seen.has(name)) {
      report(path, `"${name}" is listed more than once.`)
    }
    seen.add(name)
  })
}

/** Every issue of create-shaped criteria; empty when they are valid. */
export const validateCriteria = (c: Criteria): ReadonlyArray<Issue> => {
  const issues: Array<Issue> = []
  const report: Report = (path, message) => issues.push({ path, message })
  checkTemplateFields(c, report)
  if (c.template === "intent_detect" && c.standard_detectors !== undefined) {
    checkStandardDetectors(c.standard_detectors, report)
  }
  if (c.template === "custom") {
    const detectors = c.custom_detectors ?? []
    if (c.custom_detectors !== undefined) checkCustomDetectors(detectors, report)
    if (c.escalation !== undefined) checkEscalation(c.escalation, detectors, report)
  }
  return issues
}

/**
 * The evaluate call's `input`: 1 to 200 messages of 1 to 32,000 characters (decisions §6), each
 * with a known role, at least one of them the customer's (decisions §10).
 */
export const validateInput = (messages: ReadonlyArray<Message>): ReadonlyArray<Issue> => {
  const issues: Array<Issue> = []
  if (messages.length < LIMITS.inputMessagesMin) {
    issues.push({ path: "input", message: "input must contain at least 1 message." })
  }
  if (messages.length > LIMITS.inputMessagesMax) {
    issues.push({ path: "input", message: `input may contain at most ${LIMITS.inputMessagesMax} messages; it has ${messages.length}.` })
  }
  messages.forEach((m, i) => {
    const roleLength = charCount(m.role)
    if (roleLength < 1 || roleLength > LIMITS.roleChars) {
      issues.push({ path: `input[${i}].role`, message: `role must be 1 to ${LIMITS.roleChars} characters long.` })
    } else if (speakerOf(m.role) === null) {
      issues.push({ path: `input[${i}].role`, message: UNKNOWN_ROLE_MESSAGE })
    }
    const length = charCount(m.content)
    if (length < 1 || length > LIMITS.contentChars) {
      issues.push({
        path: `input[${i}].content`,
        message: `content must be 1 to ${LIMITS.contentChars} characters long; it has ${length}.`
      })
    }
  })
  // Only when every role is known: an unknown role already says what is wrong with it.
  const known = messages.map((m) => speakerOf(m.role))
  if (messages.length > 0 && !known.includes(null) && !known.includes("user")) issues.push({ path: "input", message: NO_CUSTOMER_MESSAGE })
  return issues
}

export const SERVICE_GUIDE_HEADER = "X-Service-Guide"

/**
 * decisions §6: up to 200 printable characters. An empty value is accepted (some clients send
 * the header empty when the variable behind it is unset); callers may treat it as absent.
 */
export const validateServiceGuide = (value: string): ReadonlyArray<Issue> => {
  const issues: Array<Issue> = []
  const length = charCount(value)
  if (length > LIMITS.serviceGuideChars) {
    issues.push({
      path: SERVICE_GUIDE_HEADER,
      message: `${SERVICE_GUIDE_HEADER} must be at most ${LIMITS.serviceGuideChars} characters long; it has ${length}.`
    })
  }
  if (!isPrintable(value)) {
    issues.push({
      path: SERVICE_GUIDE_HEADER,
      message: `${SERVICE_GUIDE_HEADER} must contain only printable characters (no control or formatting characters).`
    })
  }
  return issues
}
