/**
 * Node hands header values over as latin1: one character per byte, so the UTF-8 of "café" reads
 * "cafÃ©" and an emoji counts as four characters. A header that carries text (X-Service-Guide,
 * decisions §6) is decoded from those bytes as UTF-8. Bytes that are not UTF-8 stay as Node read
 * them: that is what fetch and browsers send for a string whose characters all fit in latin1
 * (the Fetch standard's ByteString), so "café" typed into such a client arrives as "café" too.
 */
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true })

export const headerText = (value: string): string => {
  try {
    return utf8.decode(Buffer.from(value, "latin1"))
  } catch {
    return value
  }
}
