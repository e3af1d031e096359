import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { SCRIPT } from "./script.js"
import { STYLES } from "./styles.js"

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#11203f"/><path d="M9 23l7-14 7 14M12 18h8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`

interface Asset {
  readonly body: string
  readonly type: string
  readonly version: string
}

const asset = (body: string, type: string): Asset => ({
  body,
  type,
  version: createHash("sha256").update(body).digest("hex").slice(0, 12)
})

const ASSETS = {
  css: asset(STYLES, "text/css; charset=utf-8"),
  js: asset(SCRIPT, "text/javascript; charset=utf-8"),
  icon: asset(ICON, "image/svg+xml")
} as const

const FILES: Readonly<Record<string, Asset>> = { "app.css": ASSETS.css, "app.js": ASSETS.js, "icon.svg": ASSETS.icon }

/** Versioned by content, so browsers may keep them for a year. */
export const assetPath = (name: keyof typeof ASSETS): string =>
  `/dashboard/assets/${name === "icon" ? "icon.svg" : `app.${name}`}?v=${ASSETS[name].version}`

export const serveAsset = (file: string) => {
  const found = Object.hasOwn(FILES, file) ? FILES[file] : undefined
  if (found === undefined) return Effect.succeed(HttpServerResponse.text("Not found", { status: 404 }))
  return Effect.succeed(
    HttpServerResponse.text(found.body, {
      contentType: found.type,
      headers: { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" }
    })
  )
}
