import { readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { migrations } from "../migrations/index.js"

describe("migrations", () => {
  it("registers every file in migrations/", () => {
    const files = readdirSync(new URL("../migrations", import.meta.url))
      .filter((f) => /^\d+_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ""))
    expect(Object.keys(migrations).sort()).toEqual(files.sort())
  })
})
