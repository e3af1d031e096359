// Which folder of src/ may import which (docs/architecture.md, "Import rules"). A new import
// against the grain fails here with the file, the import and the rule it breaks.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")
const src = join(root, "src")

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return name.endsWith(".ts") ? [path] : []
  })

interface Import {
  readonly from: string // the importing file, relative to the repository
  readonly to: string // the imported file, relative to the repository (relative imports only)
  readonly typeOnly: boolean
}

const importsOf = (file: string): Array<Import> => {
  const text = readFileSync(file, "utf8")
  const found: Array<Import> = []
  for (const m of text.matchAll(/^\s*(import|export)(\s+type)?\b[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms)) {
    const to = normalize(join(dirname(file), m[3]!)).replace(/\.js$/, ".ts")
    found.push({ from: relative(root, file), to: relative(root, to), typeOnly: m[2] !== undefined })
  }
  for (const m of text.matchAll(/import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)) {
    const to = normalize(join(dirname(file), m[1]!)).replace(/\.js$/, ".ts")
    found.push({ from: relative(root, file), to: relative(root, to), typeOnly: false })
  }
  return found
}

const all = sourceFiles(src).flatMap(importsOf)
const under = (path: string, ...folders: Array<string>) => folders.some((f) => path === f || path.startsWith(`${f}/`))

const ENGINE = "src/scoring/embedded"
const engineParts = ["text", "models", "rubrics", "engine"].map((p) => `${ENGINE}/${p}`)

/** A rule: imports from files matching `from` may only reach `allowed` (besides their own folder). */
const violations = (from: (path: string) => boolean, allowed: (imp: Import) => boolean) =>
  all.filter((imp) => from(imp.from) && !allowed(imp)).map((imp) => `${imp.from} -> ${imp.to}`)

describe("import rules (docs/architecture.md)", () => {
  it("src/ never imports tests or scripts (only its own tree and the migrations)", () => {
    expect(all.filter((i) => !under(i.to, "src", "migrations")).map((i) => `${i.from} -> ${i.to}`)).toEqual([])
  })

  it("the domain imports only the domain", () => {
    expect(violations((f) => under(f, "src/domain"), (i) => under(i.to, "src/domain"))).toEqual([])
  })

  it("the embedded engine imports only itself and the domain, and its layers point one way", () => {
    const engine = (i: Import) => under(i.to, "src/domain", ...engineParts)
    expect(violations((f) => under(f, ...engineParts), engine)).toEqual([])
    // text processing knows nothing of models, rubrics or detectors
    expect(violations((f) => under(f, `${ENGINE}/text`), (i) => under(i.to, "src/domain", `${ENGINE}/text`))).toEqual([])
    // models (vectors, softmax) build on text processing only
    expect(
      violations((f) => under(f, `${ENGINE}/models`), (i) => under(i.to, "src/domain", `${ENGINE}/text`, `${ENGINE}/models`))
    ).toEqual([])
    // the built-in rubrics are data
    expect(violations((f) => under(f, `${ENGINE}/rubrics`), (i) => under(i.to, `${ENGINE}/rubrics`))).toEqual([])
  })

  it("adapters do not reach into each other", () => {
    expect(
      violations((f) => under(f, "src/scoring/openai"), (i) => !under(i.to, `${ENGINE}`, "src/scoring/cascade", "src/scoring/threads"))
    ).toEqual([])
    expect(violations((f) => under(f, ENGINE), (i) => !under(i.to, "src/scoring/openai", "src/scoring/cascade"))).toEqual([])
    expect(violations((f) => under(f, "src/scoring/threads"), (i) => !under(i.to, "src/scoring/openai", "src/scoring/cascade"))).toEqual([])
  })

  it("the Scorer port depends on no adapter but the stored prompt's type", () => {
    expect(
      violations(
        (f) => f === "src/scoring/Scorer.ts",
        (i) => !under(i.to, ENGINE, "src/scoring/openai", "src/scoring/cascade", "src/scoring/threads") || (i.typeOnly && i.to === "src/scoring/openai/prompt.ts")
      )
    ).toEqual([])
  })

  it("outside src/scoring, only the scoring tree's public modules are imported", () => {
    const publicModules = new Set([
      "src/scoring/Scorer.ts",
      "src/scoring/ScorerLive.ts",
      "src/scoring/errors.ts",
      "src/scoring/cache/lru.ts",
      // evaluations compile and store the model prompt at create time
      "src/scoring/openai/prompt.ts"
    ])
    expect(violations((f) => !under(f, "src/scoring"), (i) => !under(i.to, "src/scoring") || publicModules.has(i.to))).toEqual([])
  })

  it("sees the imports it judges (a parse that finds nothing would pass every rule)", () => {
    expect(all.length).toBeGreaterThan(300)
    expect(all.some((i) => i.from === `${ENGINE}/engine/phrasings.ts` && i.to === `${ENGINE}/rubrics/index.ts`)).toBe(true)
  })
})
