// The OpenAPI document as callers see the service: OpenApi.fromApi derives it from the contract,
// then this pass makes the error responses describe the bodies the boundary really sends.
type Doc = Record<string, any>

const prefix = "#/components/schemas/"
/** The platform's own decode error: the boundary answers it as VALIDATION_ERROR. */
const decodeErrorRef = `${prefix}HttpApiDecodeError`
const validationErrorRef = `${prefix}ValidationError`

const isErrorSchema = (schema: Doc | undefined): boolean =>
  schema?.properties?._tag?.enum?.length === 1 && schema?.properties?.code?.enum?.length === 1

const withoutTag = ({ _tag, ...rest }: Doc): Doc => rest

/** `_tag` is how the service tells its errors apart; the wire body has only `code` (decisions §1). */
const flatErrorSchema = (schema: Doc): Doc => ({
  ...schema,
  required: (schema.required as Array<string>).filter((name) => name !== "_tag"),
  properties: withoutTag(schema.properties),
  ...(schema.examples === undefined ? {} : { examples: (schema.examples as Array<Doc>).map(withoutTag) })
})

const header = (description: string, type = "string") => ({ description, schema: { type } })

const headersFor = (status: number): Doc => ({
  "X-Request-Id": header("Identifies this request in the service's logs and traces; a caller's own sane X-Request-Id is kept."),
  ...(status === 401 ? { "WWW-Authenticate": header("`Bearer`") } : {}),
  ...(status === 405 ? { Allow: header("The methods this path serves, e.g. `GET, HEAD`.") } : {}),
  ...(status === 429 || status === 503 ? { "Retry-After": header("Seconds to wait before retrying.", "integer") } : {}),
  ...(status === 429
    ? {
        "RateLimit-Policy": header('The bucket, e.g. `"default";q=20;w=2`.'),
        RateLimit: header('What is left of it, e.g. `"default";r=0;t=2`.')
      }
    : {})
})

const errorResponse = (status: number, response: Doc, schemas: Doc, errorNames: ReadonlySet<string>): Doc => {
  const media = response.content?.["application/json"]
  const members: Array<Doc> = media?.schema?.anyOf ?? (media?.schema === undefined ? [] : [media.schema])
  const refs = [...new Set(members.map((m) => (m.$ref === decodeErrorRef ? validationErrorRef : m.$ref)))]
  if (refs.length === 0 || refs.some((ref) => typeof ref !== "string" || !errorNames.has(ref.slice(prefix.length)))) {
    return { ...response, headers: headersFor(status) }
  }
  const errors = refs.map((ref: string) => schemas[ref.slice(prefix.length)] as Doc)
  const codeOf = (schema: Doc): string => schema.properties.code.enum[0]
  return {
    description: errors.map((e) => `\`${codeOf(e)}\`: ${e.description ?? ""}`).join("\n\n"),
    headers: headersFor(status),
    content: {
      "application/json": {
        schema: refs.length === 1 ? { $ref: refs[0] } : { anyOf: refs.map(($ref) => ({ $ref })) },
        examples: Object.fromEntries(
          errors
            .filter((e) => e.examples?.[0] !== undefined)
            .map((e) => [codeOf(e), { summary: codeOf(e), value: withoutTag(e.examples[0]) }])
        )
      }
    }
  }
}

const refsIn = (value: unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, into))
  else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string" && v.startsWith(prefix)) into.add(v.slice(prefix.length))
      else refsIn(v, into)
    }
  }
  return into
}

/** Components still referenced once the platform's decode error is gone (its Issue, PropertyKey, ...). */
const reachable = (paths: Doc, schemas: Doc): Set<string> => {
  const seen = refsIn(paths, new Set())
  const queue = [...seen]
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of refsIn(schemas[name], new Set())) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return seen
}

export const finishDocument = (spec: Doc): Doc => {
  const original: Doc = spec.components.schemas
  const errorNames = new Set(Object.keys(original).filter((name) => isErrorSchema(original[name])))
  const schemas: Doc = Object.fromEntries(
    Object.entries(original).map(([name, schema]) => [name, errorNames.has(name) ? flatErrorSchema(schema) : schema])
  )
  const paths: Doc = Object.fromEntries(
    Object.entries(spec.paths as Doc).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations as Doc).map(([method, op]) => [
          method,
          {
            ...op,
            responses: Object.fromEntries(
              Object.entries(op.responses as Doc).map(([status, response]) => [
                status,
                Number(status) >= 400
                  ? errorResponse(Number(status), response, schemas, errorNames)
                  : { ...response, headers: headersFor(Number(status)) }
              ])
            )
          }
        ])
      )
    ])
  )
  const keep = reachable(paths, schemas)
  return {
    ...spec,
    paths,
    components: {
      ...spec.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => keep.has(name)))
    }
  }
}
