import sanitizeHtml from 'sanitize-html';

/**
 * Experience descriptions are operator-written HTML. Only structure and emphasis survive: no scripts, no
 * styles, no attributes, no links, so a description can never run code or restyle the page.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}
