/**
 * Span and log attribute names. Assay's own live under `assay.`; model calls follow the OpenTelemetry
 * GenAI semantic conventions (`gen_ai.*`, still incubating, so spelled out here rather than imported
 * from the package's unstable entry point).
 */
export const Attr = {
  requestId: "assay.request.id",
  orgId: "assay.organization.id",
  evaluationId: "assay.evaluation.id",
  logId: "assay.log.id",
  mode: "assay.evaluation.mode",
  template: "assay.evaluation.template",
  status: "assay.evaluation.status",
  scorer: "assay.scorer",
  /** Cascade: why the model was asked (`unsure`, `unstable`, `local_timeout`) or `none` when it was not. */
  cascadeReason: "assay.cascade.reason",
  /** Cascade: the detectors the embedded scorer was unsure of, comma-separated. */
  cascadeUnsure: "assay.cascade.unsure",
  /** Cascade: why the embedded answer stood in for the model's (decisions §11). */
  fallback: "assay.scorer.fallback",
  rubricSource: "assay.rubric.source",
  rubricCache: "assay.rubric.cache",
  errorCode: "assay.error.code"
} as const

export const GenAi = {
  system: "gen_ai.system",
  providerName: "gen_ai.provider.name",
  operationName: "gen_ai.operation.name",
  requestModel: "gen_ai.request.model",
  requestMaxTokens: "gen_ai.request.max_tokens",
  requestTemperature: "gen_ai.request.temperature",
  responseModel: "gen_ai.response.model",
  inputTokens: "gen_ai.usage.input_tokens",
  outputTokens: "gen_ai.usage.output_tokens"
} as const
