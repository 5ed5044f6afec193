/**
 * Percent-encodes a path segment or query part. A lone surrogate has no UTF-8 form, so its bytes are
 * written as WTF-8 (what a careless client would send) instead of failing like encodeURIComponent.
 */
export function encodeUrlPart(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
