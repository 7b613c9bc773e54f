import type { Schema } from 'hast-util-sanitize'

// What raw HTML in a markdown page may contain: the hast-util-sanitize schema rawHtml.ts checks every
// element written as HTML against. Written out rather than derived from hast-util-sanitize's GitHub
// schema so that one list says what an author may use. Property names are hast's (`className`,
// `srcSet`, `allowFullScreen`), as rehype-raw produces them.

const aria = ['ariaDescribedBy', 'ariaLabel', 'ariaLabelledBy', 'ariaHidden', 'role']
const media = ['src', 'width', 'height', 'title']

export const htmlAllowlist: Schema = {
  tagNames: [
    // text
    ...['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q'],
    ...['rp', 'rt', 'ruby', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr'],
    // blocks
    ...['blockquote', 'center', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4'],
    ...['h5', 'h6', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'ul'],
    // tables
    ...['caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'],
    // media
    ...['audio', 'iframe', 'img', 'picture', 'source', 'track', 'video'],
  ],
  attributes: {
    a: ['href', 'name', 'target', 'rel', 'hrefLang', 'download'],
    abbr: ['title'],
    audio: ['src', 'controls', 'loop', 'muted', 'preload'],
    blockquote: ['cite'],
    col: ['span', 'width'],
    colgroup: ['span'],
    del: ['cite', 'dateTime'],
    details: ['open', 'name'],
    iframe: [...media, 'allow', 'allowFullScreen', 'frameBorder', 'loading', 'referrerPolicy', 'name', 'sandbox'],
    img: [...media, 'alt', 'srcSet', 'sizes', 'loading', 'decoding', 'align'],
    ins: ['cite', 'dateTime'],
    li: ['value'],
    ol: ['start', 'reversed', 'type'],
    q: ['cite'],
    source: ['src', 'srcSet', 'sizes', 'media', 'type', 'width', 'height'],
    td: ['colSpan', 'rowSpan', 'headers', 'align', 'vAlign', 'width'],
    th: ['colSpan', 'rowSpan', 'headers', 'scope', 'abbr', 'align', 'vAlign', 'width'],
    time: ['dateTime'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    video: [...media, 'poster', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'preload'],
    // `style` passes here; the prerender warns about it, since the Content-Security-Policy blocks it.
    '*': ['className', 'id', 'title', 'lang', 'dir', 'hidden', 'tabIndex', 'align', 'style', 'data*', ...aria],
  },
  protocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    cite: ['http', 'https'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  // Checked element by element, so structure (a `td` needs a `table`) is left to the HTML parser.
  ancestors: {},
  // Ids stay as written: the build checks them for duplicates and links to them, as for headings.
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style'],
  allowComments: false,
  allowDoctypes: false,
}
