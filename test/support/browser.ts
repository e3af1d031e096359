import { existsSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import { type Browser, chromium, type Page } from "playwright-core"

/** The Debian package `chromium`; never a downloaded browser. */
export const CHROMIUM = "/usr/bin/chromium"

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-quic",
  "--no-first-run",
  "--disable-component-update",
  "--disable-sync"
]

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 }
} as const

export const SCREENSHOTS = join(process.cwd(), "test-results", "screenshots")

/** Fails (never skips) when the browser is missing, naming the package to install. */
export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) throw new Error(`No browser at ${CHROMIUM}: install it with apt-get install -y chromium`)
  mkdirSync(SCREENSHOTS, { recursive: true })
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS })
}

/** A full-page screenshot into test-results/screenshots (git-ignored). */
export const screenshot = (page: Page, name: string): Promise<Buffer> =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
