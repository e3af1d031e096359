#!/usr/bin/env node
// Compiles the TypeScript sources into one ES module and runs it, so `npx assay` works right
// after `npm install`, with no build step to remember and never a stale build: esbuild bundles
// src/ in about 0.1 s at every start. Compiled JavaScript rather than tsx's loader hooks saves
// ~100 MB of resident memory and ~2 s of start-up (docs/performance.md). Dependencies stay in
// node_modules (not bundled); the bundle is written under node_modules/.cache so that Node
// resolves them from there as from src/.
import { mkdirSync, renameSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")

const compile = () => {
  // esbuild is tsx's compiler; resolved from tsx, so that it is found however npm laid it out.
  const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"))("esbuild")
  const dir = join(root, "node_modules", ".cache", "assay")
  mkdirSync(dir, { recursive: true })
  // The CLI and the scoring thread's module (src/scoring/threads/ScorerThreads.ts loads it
  // from next to the bundle).
  const build = (source, name) => {
    const building = join(dir, `${name}.${process.pid}.mjs`)
    esbuild.buildSync({
      entryPoints: [join(root, "src", ...source)],
      outfile: building,
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "error"
    })
    // Atomic: a CLI command and the server starting together each read a whole file.
    const built = join(dir, `${name}.mjs`)
    renameSync(building, built)
    return pathToFileURL(built).href
  }
  build(["scoring", "threads", "worker.ts"], "scoreWorker")
  return build(["cli", "main.ts"], "main")
}

let entry
try {
  entry = compile()
} catch (e) {
  // A read-only install (or no esbuild binary for this platform): run the sources through tsx.
  console.error(`assay: running the TypeScript sources directly (could not compile them: ${e instanceof Error ? e.message.split("\n")[0] : e})`)
  const { register } = await import("tsx/esm/api")
  register()
  entry = new URL("../src/cli/main.ts", import.meta.url).href
}
await import(entry)
