import * as HttpApi from "@effect/platform/HttpApi"
import { AssayApi } from "../Api.js"

interface Route {
  readonly pattern: RegExp
  readonly methods: Set<string>
}

let routes: ReadonlyArray<Route> | undefined

// Read from the contract itself, so a new endpoint is allowed the moment it exists. Built on first
// use: most processes never answer a 405.
const known = (): ReadonlyArray<Route> => {
  if (routes !== undefined) return routes
  const byPath = new Map<string, Set<string>>()
  HttpApi.reflect(AssayApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const methods = byPath.get(endpoint.path) ?? new Set<string>()
      methods.add(endpoint.method)
      // The router answers HEAD wherever it answers GET.
      if (endpoint.method === "GET") methods.add("HEAD")
      byPath.set(endpoint.path, methods)
    }
  })
  routes = [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.split("/").map((s) => (s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`),
    methods
  }))
  return routes
}

/**
 * The methods the API serves on this path (for `Allow`, decisions §1's 405), or none when the
 * path itself is unknown (404).
 */
export const allowedMethods = (url: string): ReadonlyArray<string> => {
  const path = url.split("?")[0]!
  const methods = new Set<string>()
  for (const route of known()) if (route.pattern.test(path)) route.methods.forEach((m) => methods.add(m))
  return [...methods].sort()
}
