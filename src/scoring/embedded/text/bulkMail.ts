// A forwarded advert is not the sender's words (docs/decisions.md, "Whose words count in an
// email"): forwarding a colleague's "use the 6k left in the IT budget", the sender tells it to us,
// but a vendor's marketing mail forwarded under "Is this deal still on?" holds the vendor's
// claims ("budget tight?", "your top priority should be …", "go live in 2 weeks"), no budget,
// priority or date of the sender's. Told by what bulk mail carries: an unsubscribe or
// preferences line, a "view in browser" link, a "you are receiving this" notice, or a sender
// address of a mailing list ("news@", "noreply@", "marketing@").

/** Lines that only bulk mail carries. */
const BULK_LINE = /\bunsubscribe\b|\bview (?:this (?:e-?mail|message) |it )?(?:in (?:your |a |the )?(?:web )?browser|online)\b|\byou(?:['’]re| are) receiving this\b|\bmanage (?:your )?(?:e-?mail |subscription |mailing |communication )?preferences\b|\bupdate your (?:e-?mail |subscription )?preferences\b|\bno longer wish to receive\b/i
/** A mailing list's sender address on a forwarded message's From line. */
const BULK_FROM = /^[ \t]*[*_]{0,2}From[*_]{0,2}[ \t]*:.*?\b(?:news|newsletters?|noreply|no-reply|donotreply|do-not-reply|marketing|offers|promo|promotions|deals|mailer|campaigns?)@/i

/**
 * Whether the message forwarded from line `from` on (its header and body, up to the next
 * forward or the end) is bulk mail: an advert or newsletter, not a person's message.
 */
export const forwardsBulkMail = (lines: ReadonlyArray<string>, from: number, isForward: (line: string) => boolean): boolean => {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!
    if (i > from && isForward(line.trim())) return false
    if (BULK_LINE.test(line) || BULK_FROM.test(line)) return true
  }
  return false
}
