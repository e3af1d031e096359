/**
 * Named prepared statements for the statements every request runs (docs/performance.md, prepared
 * statements). pg sends a statement's text with every call and PostgreSQL plans it again each
 * time: 0.44 ms for the credential lookup against 0.07 ms once prepared (pgbench, loopback),
 * most of a lone call's database time. A statement opts in by starting with `prepared(name)`;
 * the server pool's client (serverPool.ts) then asks pg to parse it once per connection under
 * that name. The names are fixed in the code, so a connection holds a bounded set of them.
 *
 * The marker is an SQL comment: PGlite (the embedded database) and anything else running the text
 * ignore it and plan it as before.
 */
const NAME = "[a-z][a-z0-9_]*"
const VALID_NAME = new RegExp(`^${NAME}$`)
const MARKER = new RegExp(`^/\\* prepared: (${NAME}) \\*/ `)

/** The prefix that names a statement; `name` must always be given the same text. */
export const prepared = (name: string): string => {
  if (!VALID_NAME.test(name)) throw new Error(`bad prepared statement name: ${name}`)
  return `/* prepared: ${name} */ `
}

/** The name a statement's text asks to be prepared under, if any. */
export const preparedName = (text: string): string | undefined => MARKER.exec(text)?.[1]
