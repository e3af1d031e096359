import { roleLabel, type Role } from "../auth/roles.js"
import { html, type Html } from "../http/html.js"
import { notice, tableWrap, time } from "../views/components.js"
import { csrfField } from "../views/layout.js"
import { INVITE_DAYS, type InviteRow } from "./Invites.js"
import type { MemberRow } from "./Members.js"

export interface PeopleView {
  readonly csrf: string
  readonly me: string
  readonly members: ReadonlyArray<MemberRow>
  readonly invites: ReadonlyArray<InviteRow>
  readonly email?: string
  readonly role?: Role
  readonly created?: { readonly link: string; readonly email: string }
  readonly message?: { readonly kind: "ok" | "error"; readonly text: string }
}

const roleOptions = (selected: Role) =>
  (["member", "owner"] as const).map((r) => html`<option value="${r}"${r === selected ? html` selected` : ""}>${roleLabel(r)}</option>`)

const memberRow = (view: PeopleView, m: MemberRow) => {
  const who = m.name ?? m.email
  return html`<tr>
  <td>${m.name ?? html`<span class="muted">(no name)</span>`}${m.id === view.me ? html` <span class="muted">(you)</span>` : ""}</td>
  <td>${m.email}</td>
  <td>${time(m.createdAt)}</td>
  <td><form method="post" action="/dashboard/people/${m.id}/role" class="inline">${csrfField(view.csrf)}
    <label class="sr-only" for="role-${m.id}">Role of ${who}</label>
    <select id="role-${m.id}" name="role">${roleOptions(m.role)}</select>
    <button type="submit" class="secondary" aria-label="Change the role of ${who}">Change</button></form></td>
  <td><form method="post" action="/dashboard/people/${m.id}/remove" class="inline" data-confirm="Remove ${who} from the organization? Their account is deleted and they are signed out.">
    ${csrfField(view.csrf)}<button type="submit" class="danger" aria-label="Remove ${who}">Remove</button></form></td>
</tr>`
}

const inviteRow = (csrf: string, i: InviteRow) => html`<tr>
  <td>${i.email}</td>
  <td>${roleLabel(i.role)}</td>
  <td>${time(i.createdAt)}</td>
  <td>${i.expired ? html`<span class="revoked">Expired ${time(i.expiresAt)}</span>` : html`Until ${time(i.expiresAt)}`}</td>
  <td><form method="post" action="/dashboard/people/invites/${i.id}/revoke" class="inline" data-confirm="Revoke the invitation of ${i.email}? The link stops working.">
    ${csrfField(csrf)}<button type="submit" class="danger" aria-label="Revoke the invitation of ${i.email}">Revoke</button></form></td>
</tr>`

/** The invitation link, shown once after the redirect (it is stored only as a digest). */
const linkBox = (created: { link: string; email: string }): Html => html`<section class="secret" aria-labelledby="invite-link-label">
  <strong id="invite-link-label">Invitation link for ${created.email}</strong>
  <code id="invite-link" data-secret>${created.link}</code>
  <button type="button" class="secondary" data-copy="invite-link" hidden>Copy</button>
  <span id="invite-link-status" class="small" role="status"></span>
  <p class="small note">Send it to ${created.email} yourself: it works once, for ${INVITE_DAYS} days, and this is the only time it is shown. Whoever opens it can join, so send it privately.</p>
</section>`

export const peopleBody = (view: PeopleView): Html => html`
${view.message === undefined ? "" : notice(view.message.kind, view.message.text)}
${view.created === undefined ? "" : linkBox(view.created)}
<p>Owners manage API keys, deployments and people; members use evaluations, the playground, activity, outcomes and usage. An organization always keeps at least one owner.</p>
<form method="post" action="/dashboard/people/invites" class="panel row">
  ${csrfField(view.csrf)}
  <div><label for="email">Email</label>
    <input type="email" id="email" name="email" autocomplete="off" required value="${view.email ?? ""}"></div>
  <div class="shrink"><label for="role">Role</label>
    <select id="role" name="role">${roleOptions(view.role ?? "member")}</select></div>
  <div class="shrink"><button type="submit">Invite</button></div>
</form>
<h2>Members</h2>
${tableWrap(
  "Members",
  html`<tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Joined</th><th scope="col">Role</th><th scope="col"><span class="sr-only">Actions</span></th></tr>`,
  view.members.map((m) => memberRow(view, m)),
  "Nobody yet."
)}
<h2>Pending invitations</h2>
${tableWrap(
  "Pending invitations",
  html`<tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Sent</th><th scope="col">Link works</th><th scope="col"><span class="sr-only">Actions</span></th></tr>`,
  view.invites.map((i) => inviteRow(view.csrf, i)),
  "No pending invitations."
)}`
