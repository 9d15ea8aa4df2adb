/** Text shaping shared by the generators: fit a spec's length, and the Latin-only fields some blocks demand. */

/** At most `max` characters, without a dangling space where the cut fell. */
export function fit(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max).trimEnd();
}

// Letters NFKD does not decompose into a base letter and a mark.
const SPECIAL: Readonly<Record<string, string>> = { ß: 'ss', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Þ: 'Th', þ: 'th' };

/**
 * Printable ASCII only ("Latin characters" in the gateway's billing blocks, embossing on cards):
 * accents are dropped (Müller → Muller), ligatures spelled out, anything else removed.
 */
export function latin(text: string): string {
  return text
    .replace(/[ßÆæŒœØøŁłĐđÞþ]/g, (c) => SPECIAL[c] ?? '')
    .normalize('NFKD')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Lower-case letters and digits only, for the local part of e-mail addresses; never empty. */
export function slug(text: string, fallback = 'user'): string {
  return latin(text).toLowerCase().replace(/[^a-z0-9]/g, '') || fallback;
}
