// Trains the triage severity heads (docs/quality.md, "Learned heads") on the committed severity
// corpora and writes their weights module (scripts/train/severity/module.ts).
//   node --import tsx scripts/train-severity.ts [--check]
// --check: trains and compares with the committed module instead of writing it.
import { readFileSync, writeFileSync } from "node:fs"
import { relative } from "node:path"
import { root, severityModule, weightsFile } from "./train/severity/module.js"

const text = severityModule((line) => console.log(line))
if (process.argv.includes("--check")) {
  const same = readFileSync(weightsFile, "utf8") === text
  console.log(same ? "the committed weights are what the corpora give" : "the committed weights differ: retrain")
  process.exit(same ? 0 : 1)
}
writeFileSync(weightsFile, text)
console.log(`wrote ${relative(root, weightsFile)}`)
