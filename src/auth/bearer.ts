/** The token of an `Authorization: Bearer <token>` header; any other scheme or shape is no token. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = header === undefined ? null : /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  return match?.[1] ?? null
}
