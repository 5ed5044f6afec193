import sanitizeHtml from 'sanitize-html';
import {
  DESCRIPTION_LINK_REL,
  DESCRIPTION_LINK_SCHEMES,
  DESCRIPTION_TAGS,
  descriptionLinkHref,
} from './description-rules';

/**
 * Experience descriptions are operator-written HTML. Only structure, emphasis and links to web pages
 * survive (description-rules.ts, docs/decisions/0071-rich-text-editor.md): no scripts, no styles, no other
 * attributes, so a description can never run code or restyle the page. A link keeps only its address
 * (http or https) and always opens apart from the page, with nothing passed to it; a link to anything
 * else keeps its words and loses the link.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: DESCRIPTION_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: DESCRIPTION_LINK_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = descriptionLinkHref(attribs.href ?? '');
        // A span is not an allowed tag: its words stay, the link goes.
        if (href === null || !/^https?:\/\//i.test(attribs.href?.trim() ?? '')) {
          return { tagName: 'span', attribs: {} };
        }
        return { tagName: 'a', attribs: { href, rel: DESCRIPTION_LINK_REL, target: '_blank' } };
      },
    },
  });
}
