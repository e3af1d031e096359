import { expect } from "vitest"

export interface Page {
  readonly status: number
  readonly text: string
  readonly location: string | null
  readonly headers: Headers
}

/** A browser-like client for the dashboard: a cookie jar, form posts, and the page's CSRF token. */
export class DashboardClient {
  readonly cookies = new Map<string, string>()
  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
  }

  async request(method: string, path: string, form?: Record<string, string | ReadonlyArray<string>>, headers: Record<string, string> = {}): Promise<Page> {
    const body = form === undefined ? undefined : new URLSearchParams()
    for (const [k, v] of Object.entries(form ?? {})) for (const item of typeof v === "string" ? [v] : v) body!.append(k, item)
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
        ...headers
      },
      ...(body === undefined ? {} : { body: body.toString() })
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const at = pair!.indexOf("=")
      const name = pair!.slice(0, at)
      const value = pair!.slice(at + 1)
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return { status: response.status, text: await response.text(), location: response.headers.get("location"), headers: response.headers }
  }

  get(path: string): Promise<Page> {
    return this.request("GET", path)
  }

  /** The `_csrf` value of the first form on a page. */
  static csrf(page: Page): string {
    const match = /name="_csrf" value="([^"]+)"/.exec(page.text)
    expect(match, "the page has a CSRF field").not.toBeNull()
    return match![1]!
  }

  /** GET the page, then post its form with the page's own token. */
  async post(path: string, form: Record<string, string | ReadonlyArray<string>>, from = "/dashboard"): Promise<Page> {
    const token = DashboardClient.csrf(await this.get(from))
    return this.request("POST", path, { _csrf: token, ...form })
  }

  async signUp(orgName: string, email: string, password = "correct horse battery"): Promise<void> {
    const token = DashboardClient.csrf(await this.get("/dashboard/sign-up"))
    const page = await this.request("POST", "/dashboard/sign-up", { _csrf: token, org_name: orgName, email, password })
    expect(page.status).toBe(303)
  }

  async signIn(email: string, password: string): Promise<Page> {
    const token = DashboardClient.csrf(await this.get("/dashboard/sign-in"))
    return this.request("POST", "/dashboard/sign-in", { _csrf: token, email, password })
  }

  /** Creates an API key through the keys page (a post, then the page it redirects to) and returns the value shown once. */
  async createKey(label = "test"): Promise<string> {
    const posted = await this.post("/dashboard/keys", { label }, "/dashboard/keys")
    expect(posted.status).toBe(303)
    const page = await this.get(posted.location!)
    const match = /<code id="new-key" data-secret>(esk_[0-9A-Za-z]+)<\/code>/.exec(page.text)
    expect(match, "the new key is shown").not.toBeNull()
    return match![1]!
  }
}
