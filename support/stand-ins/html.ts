/** The HTML the stand-ins serve: escaped values in one small page frame. */

/** Escapes text for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole page: `body` is HTML already, the title is text. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}
