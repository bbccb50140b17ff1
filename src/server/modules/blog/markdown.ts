import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Articles' Markdown → HTML a page may show as it is: rendered by marked, then sanitised to the
 * elements an article uses (no scripts, styles, frames, forms or event attributes), with links
 * limited to http(s), mailto and the site's own paths, and outside links opened apart.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A heading of the article sits under the page's own title (h1).
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const outside = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: outside
          ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
          : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Pictures come from the site's uploads or an https address.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^(\/uploads\/|https:\/\/)/.test(frame.attribs.src ?? ''),
};

export function renderArticle(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, ALLOWED);
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}']+/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / 200));
}

/** An address for an article from its title: "How to price Ankara" → `how-to-price-ankara`. */
export function slugFrom(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `article-${slug || 'new'}`;
}
