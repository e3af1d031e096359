export interface Reply<T = any> {
  readonly status: number
  readonly body: T
  readonly text: string
  readonly headers: Headers
}

/** A plain fetch call, as a caller of the API would make it. */
export const call = async <T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}
): Promise<Reply<T>> => {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (options.raw !== undefined) body = options.raw
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers["content-type"] ??= "application/json"
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  let parsed: unknown = undefined
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers }
}
