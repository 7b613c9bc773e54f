import { createHash } from 'node:crypto'

// What a prerendered page loads from elsewhere and styles inline, read from its HTML as written (whatever
// wrote it: markdown, raw HTML, MDX JSX, a component), so the Content-Security-Policy can allow exactly
// that: the origins of its external images (`img-src`), of its iframes (`frame-src`), and the CSP3 hashes
// of its `style` attribute values (`style-src 'unsafe-hashes'`). A scanner of tags and attributes, not a
// full parser: the pages are React's output, whose attribute values are always quoted and escaped.

export interface PageMedia {
  /** Absolute http(s) URLs of images: `<img src/srcset>`, `<source srcset>` (in `<picture>`), `<video poster>`, `<input type=image>`, SVG `<image href>`, `url()` in a style attribute. */
  images: string[]
  /** Absolute http(s) URLs (protocol-relative ones made https) of `<iframe src>`. */
  frames: string[]
  /** `'sha256-…'` of each distinct `style` attribute value, as the browser hashes it (entities decoded). */
  styleHashes: string[]
}

// Raw text (never tags) and comments are skipped: a script's string holding `<img src=…>` loads nothing.
const skipped = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi
const tag = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** The tag's attributes, names lower-cased, values with character references decoded. */
export function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(attribute)) {
    const key = name.toLowerCase()
    if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ''))
  }
  return attributes
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes the character references React and the markdown pipeline write (named basics, decimal, hex). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, body: string) => {
    if (body[0] !== '#') return named[body.toLowerCase()] ?? reference
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference
  })
}

/** An absolute http(s) URL (`//host/…` taken as https), or undefined for a same-site, data: or other URL. */
export function externalUrl(value: string): string | undefined {
  const trimmed = value.trim()
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed
  if (!/^https?:\/\//i.test(absolute)) return undefined
  try {
    return new URL(absolute).href
  } catch {
    return undefined
  }
}

/** The URLs of a `srcset` (`a.png 1x, b.png 2x`). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

/** The URLs of `url(…)` in a CSS declaration list. */
const cssUrls = (css: string) =>
  [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)].map((match) => match[1] ?? match[2] ?? match[3])

/** The tags whose attributes can load an image or a frame; any other tag matters only for a `style` attribute. */
const mediaTags = new Set(['img', 'source', 'video', 'input', 'image', 'iframe'])
/** Whether a tag's attribute text may hold a `style` attribute (a cheap test before reading its attributes). */
const mayHaveStyle = /style/i

export const styleHash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`

/**
 * What any tag `pageMedia` reads must hold: a media tag's name right after its `<`, or an attribute named
 * `style` (a name ends at whitespace, a quote, `>`, `/` or `=`). A page with neither anywhere (most pages:
 * `stylesheet` is no match) has nothing to report, and is not scanned tag by tag: on a large site the
 * sidebar's thousands of links were most of the build's thread's work between two pages.
 */
const mayMatter = /<(?:img|source|video|input|image|iframe)[\s/>]|style(?:[\s"'>/=]|$)/i

export function pageMedia(html: string): PageMedia {
  if (!mayMatter.test(html)) return { images: [], frames: [], styleHashes: [] }
  return scanTags(html)
}

/**
 * The media of a page read in parts, given in page order, as one read of the whole page finds them (in
 * the same order): each part is whole tags and text, so no tag or comment spans two.
 */
export function joinMedia(parts: readonly PageMedia[]): PageMedia {
  const all = (list: (media: PageMedia) => string[]) => [...new Set(parts.flatMap(list))]
  return { images: all((media) => media.images), frames: all((media) => media.frames), styleHashes: all((media) => media.styleHashes) }
}

/** Every tag of the page read (the whole scan `pageMedia` spares pages with nothing to find). */
export function scanTags(html: string): PageMedia {
  const images = new Set<string>()
  const frames = new Set<string>()
  const styleHashes = new Set<string>()
  const addImage = (value: string | undefined) => {
    const url = value === undefined ? undefined : externalUrl(value)
    if (url) images.add(url)
  }
  for (const [, rawName, source] of html.replace(skipped, '').matchAll(tag)) {
    const name = rawName.toLowerCase()
    // Most tags are neither (a code block's token spans): their attributes are not read at all.
    if (!mediaTags.has(name) && !mayHaveStyle.test(source)) continue
    const attributes = attributesOf(source)
    const style = attributes.get('style')
    if (style !== undefined) {
      styleHashes.add(styleHash(style))
      for (const url of cssUrls(style)) addImage(url)
    }
    if (name === 'img' || name === 'source') {
      // A <source src> belongs to a <video> or <audio> (media-src); a <source srcset> to a <picture>.
      if (name === 'img') addImage(attributes.get('src'))
      for (const url of srcsetUrls(attributes.get('srcset') ?? '')) addImage(url)
    } else if (name === 'video') addImage(attributes.get('poster'))
    else if (name === 'input' && attributes.get('type')?.toLowerCase() === 'image') addImage(attributes.get('src'))
    else if (name === 'image') addImage(attributes.get('href') ?? attributes.get('xlink:href'))
    else if (name === 'iframe') {
      const url = externalUrl(attributes.get('src') ?? '')
      if (url) frames.add(url)
    }
  }
  return { images: [...images], frames: [...frames], styleHashes: [...styleHashes] }
}
