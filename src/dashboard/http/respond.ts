import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type { Html } from "./html.js"

// Scripts and styles come only from this process; nothing may frame the dashboard.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'"
].join("; ")

export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  // Pages may show a secret once; nothing rendered for a signed-in person is cached.
  "cache-control": "no-store"
}

export const htmlResponse = (body: Html, status = 200, headers: Record<string, string> = {}) =>
  HttpServerResponse.text(body.value, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { ...securityHeaders, ...headers }
  })

/** 303 after a form post, so a reload does not post again. */
export const seeOther = (location: string) =>
  HttpServerResponse.empty({ status: 303, headers: { ...securityHeaders, location } })
