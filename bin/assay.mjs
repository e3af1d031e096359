#!/usr/bin/env node
// Compiles the TypeScript sources into one ES module and runs it, so `npx assay` works right
// after `npm install`, with no build step to remember and never a stale build: esbuild bundles
// src/ in about 0.1 s at every start. Compiled JavaScript rather than tsx's loader hooks saves
// ~100 MB of resident memory and ~2 s of start-up (docs/performance.md). Dependencies stay in
// node_modules (not bundled); the bundle is written under node_modules/.cache so that Node
// resolves them from there as from src/.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")

const compile = () => {
  // esbuild is tsx's compiler; resolved from tsx, so that it is found however npm laid it out.
  const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"))("esbuild")
  const dir = join(root, "node_modules", ".cache", "assay")
  mkdirSync(dir, { recursive: true })
  const options = { bundle: true, packages: "external", platform: "node", format: "esm", target: "node20", logLevel: "error" }
  // The scoring thread's module (src/scoring/threads/): named by its content, so that a thread
  // started later by a running server (a replacement) loads the code that server was built
  // with, even after another `assay` command rebuilt the sources. The server's bundle names it.
  const worker = esbuild.buildSync({ ...options, entryPoints: [join(root, "src", "scoring", "threads", "worker.ts")], write: false })
  const code = worker.outputFiles[0].contents
  const workerFile = join(dir, `scoreWorker.${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`)
  if (existsSync(workerFile)) utimesSync(workerFile, new Date(), new Date())
  else {
    writeFileSync(`${workerFile}.${process.pid}`, code)
    renameSync(`${workerFile}.${process.pid}`, workerFile)
  }
  pruneWorkers(dir, workerFile)
  const building = join(dir, `main.${process.pid}.mjs`)
  esbuild.buildSync({
    ...options,
    entryPoints: [join(root, "src", "cli", "main.ts")],
    outfile: building,
    define: {
      __ASSAY_SCORE_WORKER__: JSON.stringify(pathToFileURL(workerFile).href),
      // Loaded first by every thread, as it is: plain JavaScript that must run before the bundle loads.
      __ASSAY_THREAD_ENTRY__: JSON.stringify(pathToFileURL(join(root, "src", "scoring", "threads", "entry.mjs")).href)
    }
  })
  // Atomic: a CLI command and the server starting together each read a whole file.
  const built = join(dir, "main.mjs")
  renameSync(building, built)
  return pathToFileURL(built).href
}

/** Keeps the 20 most recent thread modules (servers started from older sources may still need theirs). */
const pruneWorkers = (dir, current) => {
  const old = readdirSync(dir)
    .filter((f) => /^scoreWorker\.[0-9a-f]{16}\.mjs$/.test(f) && join(dir, f) !== current)
    .map((f) => ({ path: join(dir, f), at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const { path } of old.slice(19)) rmSync(path, { force: true })
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
