import * as HttpApi from "@effect/platform/HttpApi"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"

const pathOf = (url: string) => {
  const q = url.indexOf("?")
  return q === -1 ? url : url.slice(0, q)
}

/**
 * Request spans are named `METHOD /route/:param` (HTTP semantic conventions) from the contract's
 * route patterns plus `extra` ones; the span is opened before the router has matched, so this
 * matches the same patterns itself. Anything else is named by its method alone.
 */
export const spanNamer = (api: HttpApi.HttpApi.Any, extra: ReadonlyArray<readonly [string, string]> = []) => {
  const routes: Array<{ method: string; pattern: string; regex: RegExp }> = []
  const add = (method: string, pattern: string) => {
    const source = pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")
    routes.push({ method, pattern, regex: new RegExp(`^${source}$`) })
  }
  HttpApi.reflect(api as HttpApi.HttpApi<string, never>, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => add(endpoint.method, endpoint.path)
  })
  extra.forEach(([method, pattern]) => add(method, pattern))
  return (request: HttpServerRequest.HttpServerRequest): string => {
    const path = pathOf(request.url)
    const route = routes.find((r) => r.method === request.method && r.regex.test(path))
    return route === undefined ? request.method : `${request.method} ${route.pattern}`
  }
}
