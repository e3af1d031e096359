import { NodeSdk } from "@effect/opentelemetry"
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base"

export interface SpanNode {
  readonly span: ReadableSpan
  readonly name: string
  readonly attributes: ReadableSpan["attributes"]
  readonly children: ReadonlyArray<SpanNode>
}

/** Spans kept in memory, one export per ended span, for assertions on the tree of one request. */
export const inMemoryTracing = () => {
  const exporter = new InMemorySpanExporter()
  const layer = NodeSdk.layer(() => ({
    resource: { serviceName: "assay-test" },
    spanProcessor: new SimpleSpanProcessor(exporter)
  }))
  const spans = () => exporter.getFinishedSpans()
  const treeOf = (root: ReadableSpan): SpanNode => {
    const id = root.spanContext().spanId
    const children = spans()
      .filter((s) => s.parentSpanContext?.spanId === id)
      .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1])
    return { span: root, name: root.name, attributes: root.attributes, children: children.map(treeOf) }
  }
  /** Resolves with the request span carrying `x-request-id` once it has ended (the response may arrive first). */
  const requestTree = async (requestId: string, timeoutMs = 5_000): Promise<SpanNode> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const root = spans().find((s) => s.kind === 1 && s.attributes["assay.request.id"] === requestId)
      if (root !== undefined) return treeOf(root)
      if (Date.now() > deadline) throw new Error(`no request span for ${requestId}; have: ${spans().map((s) => s.name).join(", ")}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  return { exporter, layer, spans, requestTree }
}

/** Every node of a tree, depth first. */
export const flatten = (node: SpanNode): ReadonlyArray<SpanNode> => [node, ...node.children.flatMap(flatten)]

/** The tree as indented names, for readable failures. */
export const render = (node: SpanNode, depth = 0): string =>
  [`${"  ".repeat(depth)}${node.name}`, ...node.children.map((c) => render(c, depth + 1))].join("\n")
