import { PGlite } from "@electric-sql/pglite"
import Pg from "pg"

export type Query = <T = any>(text: string, params?: ReadonlyArray<unknown>) => Promise<Array<T>>

/**
 * Direct SQL on the service's database, for checks the API does not expose. On the embedded
 * database the server must be stopped first: only one process may open the data directory.
 */
export const withDatabase = async <T>(env: Record<string, string>, f: (query: Query) => Promise<T>): Promise<T> => {
  if (env.DATABASE_URL !== undefined) {
    const client = new Pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      return await f(async (text, params) => (await client.query(text, params as Array<unknown>)).rows)
    } finally {
      await client.end()
    }
  }
  const db = await PGlite.create(env.ASSAY_DATA_DIR!)
  try {
    return await f(async (text, params) => (await db.query(text, params as Array<unknown>)).rows as Array<any>)
  } finally {
    await db.close()
  }
}

/** Every table of the public schema, each row as JSON text (what a dump would show). */
export const dumpAllTables = async (query: Query): Promise<Record<string, string>> => {
  const tables = await query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1"
  )
  const dump: Record<string, string> = {}
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`)
    dump[name] = rows.map((r) => r.row).join("\n")
  }
  return dump
}
