/**
 * A bound on how deeply a JSON text nests, checked before it is parsed. V8 parses a deeply nested
 * text slowly: a 1 MiB `[[[…]]]` body took 250 ms of JSON.parse alone, where a flat 1 MiB body
 * takes a few (issue #29). No message of any interface nests deeper than a handful of levels.
 */

/** The deepest nesting any body or JSON field may have: objects and arrays within each other. */
export const MAX_JSON_DEPTH = 32;

/**
 * Texts up to this long are parsed unscanned: nested as deeply as they can be (512 levels), they
 * cost V8 about 30 µs, the order of an ordinary request, and the scan would cost every request of
 * the hot path 0.6 µs (a 213-byte transfer; its parse takes 0.8). Their shape is judged by the
 * contracts, which nest a few levels at most.
 */
export const SCANNED_FROM = 1024;

/** Whether a body or JSON field must be refused before it is parsed: over 1 KiB and nested deeper than MAX_JSON_DEPTH. */
export function tooDeepToParse(text: string): boolean {
  return text.length > SCANNED_FROM && jsonDeeperThan(text);
}

/**
 * Whether `text` opens more than `max` objects or arrays within each other. One pass over the
 * characters (brackets inside strings do not count), no allocation: a few hundred nanoseconds for
 * an ordinary body, about a millisecond for 1 MiB. It only counts; the parser still judges the
 * syntax (a text this says nothing about may still be malformed).
 */
export function jsonDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  // Deeper than `max` needs more than `max` opening characters.
  if (text.length <= max) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote, stepping over escapes.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** A JSON text too deeply nested to be parsed: refused as the client's fault (400), naming the rule. */
export class JsonTooDeep extends Error {
  readonly statusCode = 400;
  readonly code = 'CARDLAB_JSON_TOO_DEEP';
  constructor(max: number = MAX_JSON_DEPTH) {
    super(`the JSON nests objects and arrays more than ${max} levels deep`);
  }
}
