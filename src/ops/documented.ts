import * as OpenApi from "@effect/platform/OpenApi"

export interface EndpointDoc {
  readonly summary: string
  readonly description: string
  /** A request body, as a caller sends it. */
  readonly request?: unknown
  /** The success body, as the service answers it. */
  readonly response?: unknown
  /** Examples of path parameters and headers, by name. */
  readonly params?: Readonly<Record<string, string>>
  /** Keep only these statuses (a probe never answers 401 or 413, whatever the API-wide errors say). */
  readonly only?: ReadonlyArray<number>
}

type Doc = Record<string, any>

const withExample = (content: Doc | undefined, example: unknown): Doc | undefined =>
  content?.["application/json"] === undefined
    ? content
    : { ...content, "application/json": { ...content["application/json"], example } }

/**
 * Summary, description and examples of one endpoint in the OpenAPI document (GET /v1/openapi.json).
 * Error examples are declared once, on the error classes.
 */
export const documented = (doc: EndpointDoc) =>
  OpenApi.annotations({
    summary: doc.summary,
    description: doc.description,
    transform: (op) => {
      const only = doc.only
      const responses: Doc = Object.fromEntries(
        Object.entries(op.responses as Doc).filter(([status]) => only === undefined || only.includes(Number(status)))
      )
      const success = Object.keys(responses).find((status) => status.startsWith("2"))
      if (success !== undefined && doc.response !== undefined) {
        responses[success] = { ...responses[success], content: withExample(responses[success].content, doc.response) }
      }
      const params = doc.params ?? {}
      return {
        ...op,
        responses,
        parameters: (op.parameters as Array<Doc>).map((p) => (params[p.name] === undefined ? p : { ...p, example: params[p.name] })),
        ...(op.requestBody === undefined || doc.request === undefined
          ? {}
          : { requestBody: { ...op.requestBody, content: withExample(op.requestBody.content, doc.request) } })
      }
    }
  })
