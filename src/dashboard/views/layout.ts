import { assetPath } from "../assets/routes.js"
import type { Session } from "../auth/Accounts.js"
import { html, type Html, type Part } from "../http/html.js"

/** The nav item to mark as current; "none" for pages of no section (errors). */
export type Section =
  | "none"
  | "overview"
  | "evaluations"
  | "playground"
  | "activity"
  | "outcomes"
  | "usage"
  | "keys"
  | "deployments"
  | "people"
  | "account"

// The last field: shown to owners only (members cannot open those pages: a 403 page).
const NAV: ReadonlyArray<readonly [Section, string, string, boolean]> = [
  ["overview", "Overview", "/dashboard", false],
  ["evaluations", "Evaluations", "/dashboard/evaluations", false],
  ["playground", "Playground", "/dashboard/playground", false],
  ["activity", "Activity", "/dashboard/activity", false],
  ["outcomes", "Outcomes", "/dashboard/outcomes", false],
  ["usage", "Usage", "/dashboard/usage", false],
  ["keys", "API keys", "/dashboard/keys", true],
  ["deployments", "Deployments", "/dashboard/deployments", true],
  ["people", "People", "/dashboard/people", true]
]

const head = (title: string) => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · Assay</title>
<link rel="icon" href="${assetPath("icon")}">
<link rel="stylesheet" href="${assetPath("css")}">
<script src="${assetPath("js")}" defer></script>
</head>`

/** The hidden field every state-changing form carries. */
export const csrfField = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`

export const layout = (input: { title: string; session: Session; section: Section; body: Part }): Html => html`${head(input.title)}
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <a class="brand" href="/dashboard">Assay</a>
  <nav aria-label="Dashboard">
    <ul>${NAV.filter(([, , , ownersOnly]) => !ownersOnly || input.session.role === "owner").map(
      ([section, label, href]) =>
        html`<li><a href="${href}"${section === input.section ? html` aria-current="page"` : ""}>${label}</a></li>`
    )}</ul>
  </nav>
  <div class="who">
    <span class="org" title="${input.session.email}">${input.session.orgName}</span>
    <a href="/dashboard/account"${input.section === "account" ? html` aria-current="page"` : ""}>Account</a>
    <form method="post" action="/dashboard/sign-out">${csrfField(input.session.csrfSecret)}<button type="submit" class="link">Sign out</button></form>
  </div>
</header>
<main id="main" tabindex="-1">
<h1>${input.title}</h1>
${input.body}
</main>
</body>
</html>`

/** Pages for people who are not signed in (sign-in, sign-up, errors before a session exists). */
export const bareLayout = (title: string, body: Part): Html => html`${head(title)}
<body class="bare">
<main id="main" class="narrow">
<p class="brand-line"><a class="brand" href="/dashboard">Assay</a></p>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`
