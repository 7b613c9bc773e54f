import { z } from 'zod'
import type { PluggableList } from 'unified'
import type { SidebarConfigItem } from '../shared/sidebar.ts'
import { defaultIframeHosts } from './markdown/options.ts'

// Every option of docsPlugin() and every site setting, declared once: its type, its default and its
// validation. An option the schema does not know is an error too (a misspelt `sidbar` would otherwise be
// ignored and the build go on with the defaults). docsPlugin() resolves its options here, once; the steps
// of the build receive the resolved object, and the browser receives the public site settings through
// `virtual:site-config` (plugins/docs/siteConfigModule.ts).

/** A unified plugin, or `[plugin, options]`. */
const pluggable = z.custom<PluggableList[number]>(
  (value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'),
  'expected a unified plugin, or [plugin, options]',
)

const siteUrl = z
  .string()
  .regex(/^https?:\/\/[^/\s?#]+(?:\/[^\s?#]*)?$/, 'expected an absolute http(s) URL such as https://redux.js.org')
  .transform((url) => url.replace(/\/+$/, ''))

/** Algolia DocSearch credentials (a search-only key: they are in the search code readers download). */
const algoliaSchema = z.strictObject({
  appId: z.string().min(1),
  apiKey: z.string().min(1),
  indexName: z.string().min(1),
  /** `http(s)://host[:port]` of another Algolia-compatible host (self-hosted, tests). */
  host: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, 'expected http(s)://host:port')
    .transform((host) => host.replace(/\/$/, ''))
    .optional(),
})

/** The site's settings: what the browser may read of the build's options (they are in every page's JS). */
export const siteSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** The home page's meta description, and any page's that has none of its own. */
  description: z.string().default(''),
  /** Absolute origin the site is served from (canonical URLs, sitemap). */
  url: siteUrl,
  /** The project's repository (navbar and footer links). */
  repoUrl: z.string().url().optional(),
  /**
   * Where a page's source can be edited: "Edit this page" links to `${editUrl}/${file}`, `file` being the
   * page's path from the project root. Unset, pages show no edit link.
   */
  editUrl: z
    .string()
    .regex(/^https?:\/\//, 'expected an http(s) URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Google Analytics 4 measurement id; no id, no analytics. */
  gtagId: z
    .string()
    .regex(/^G-[A-Z0-9]+$/i, 'expected a measurement id such as G-XXXXXXX')
    .optional(),
})

const sidebarItem: z.ZodType<SidebarConfigItem> = z.lazy(() =>
  z.union([
    z.string().startsWith('/', 'a sidebar page is a route, starting with /'),
    z.strictObject({
      label: z.string().min(1),
      link: z.union([z.string(), z.strictObject({ type: z.literal('doc'), id: z.string().min(1) })]).optional(),
      items: z.array(sidebarItem),
    }),
  ]),
)

const brokenLinkPolicy = z.enum(['throw', 'warn']).default('throw')

export const docsOptionsSchema = z.strictObject({
  site: siteSchema,
  /** Folder of markdown pages, relative to the project root. */
  contentDir: z.string().min(1).default('content'),
  /** Folder of the site's own pages (React modules routed by file name, as Docusaurus' `src/pages`). */
  pagesDir: z.string().min(1).default('src/pages'),
  /** Extra remark plugins, run after ours on the markdown tree. */
  remarkPlugins: z.array(pluggable).default([]),
  /** Extra rehype plugins, run on the HTML tree before links are rewritten and checked. */
  rehypePlugins: z.array(pluggable).default([]),
  /** The docs' version, as the manifest lists it. */
  version: z.strictObject({ name: z.string().min(1), label: z.string().min(1) }).default({ name: 'current', label: 'Next' }),
  markdown: z
    .strictObject({
      /** `detect`: `.mdx` files are MDX, `.md` CommonMark; `mdx`: every file MDX; `md`: every file CommonMark. */
      format: z.enum(['detect', 'mdx', 'md']).default('detect'),
      /** The module MDX pages take the site's components from (its `useMDXComponents()`). */
      mdxComponents: z.string().default('src/theme/mdxComponents.ts'),
      /** Hosts an `<iframe>` may show (`www.youtube.com`, or `*.example.com` for its subdomains). */
      iframeHosts: z
        .array(
          z
            .string()
            .transform((host) => host.trim().toLowerCase())
            .pipe(
              z
                .string()
                .regex(
                  /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/,
                  'expected a host name such as www.youtube.com or *.example.com (no https://, port or path)',
                ),
            ),
        )
        .default([...defaultIframeHosts]),
    })
    .default({ format: 'detect', mdxComponents: 'src/theme/mdxComponents.ts', iframeHosts: [...defaultIframeHosts] }),
  /** An explicit sidebar (routes and categories, see sidebar.config.ts) or `'auto'`, generated from the folders. */
  sidebar: z.union([z.literal('auto'), z.array(sidebarItem)]).default('auto'),
  /** The file the explicit sidebar comes from, as errors name it. */
  sidebarFile: z.string().default('sidebar.config.ts'),
  /** Links of other config files (navbar, footer), checked like content links; errors name their file. */
  configLinks: z.array(z.strictObject({ file: z.string(), href: z.string() })).default([]),
  /**
   * Old addresses and the pages they now are (`{ '/usage/writing-tests': '/recipes/writing-tests' }`), from
   * the file `file` (errors name its lines): each gets a redirect page and a `_redirects` line
   * (plugins/redirects/); a target that is not a page, or an old address that is one, fails the build.
   */
  redirects: z.strictObject({ file: z.string().min(1), table: z.record(z.string(), z.string()) }).optional(),
  /** A link to a missing page or file: `throw` fails the build, `warn` lists it and goes on. */
  onBrokenLinks: brokenLinkPolicy,
  /** A link to a missing `#anchor` on a page that exists. */
  onBrokenAnchors: brokenLinkPolicy,
  /**
   * Search: the embedded index of every page, and Algolia DocSearch first when `algolia` (search-only key)
   * is set; `false`: no index (search says it is unavailable).
   */
  search: z.union([z.literal(false), z.strictObject({ algolia: algoliaSchema.optional() })]).default({}),
  /**
   * The Content-Security-Policy in `_headers`, beyond what the build reads from the pages (their images'
   * and iframes' hosts, their style attributes' hashes): `imgHosts`, hosts of images only JavaScript
   * requests (`i.ytimg.com`, `*.example.com`), allowed in `img-src` over https.
   */
  csp: z
    .strictObject({
      imgHosts: z
        .array(
          z
            .string()
            .transform((host) => host.trim().toLowerCase())
            .pipe(
              z
                .string()
                .regex(
                  /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/,
                  'expected a host name such as i.ytimg.com or *.example.com (no https://, port or path)',
                ),
            ),
        )
        .default([]),
    })
    .default({ imgHosts: [] }),
  /** After the client build, every route as its own HTML file (and sitemap, llms.txt, _headers); `false`: the client build only. */
  prerender: z
    .union([z.literal(false), z.strictObject({ entry: z.string().default('src/entry-server.tsx') })])
    .default({ entry: 'src/entry-server.tsx' }),
})

/** docsPlugin()'s options as written in a config. */
export type DocsPluginOptions = z.input<typeof docsOptionsSchema>
/** docsPlugin()'s options with every default filled in. */
export type ResolvedDocsOptions = z.output<typeof docsOptionsSchema>
export type SiteSettings = z.output<typeof siteSchema>
export type AlgoliaOptions = z.output<typeof algoliaSchema>

/** An option that is missing, misspelt or of the wrong type: the message names the option and the config file. */
export class OptionsError extends Error {}

/**
 * Validates docsPlugin()'s options and fills in the defaults. `file` is the config file, as the error names
 * it: `vite.config.ts: docsPlugin option "sidbar" is not known (did you mean "sidebar"?)`.
 */
export function resolveDocsOptions(input: unknown, file = 'vite.config.ts'): ResolvedDocsOptions {
  const result = docsOptionsSchema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${describeIssue(issue)}`)
  throw new OptionsError(`${file}: docsPlugin() options:\n${problems.join('\n')}`)
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '')
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((key) => {
        const option = where ? `${where}.${key}` : key
        const known = knownKeysAt(issue.path)
        const near = known.find((candidate) => editDistance(candidate, key) <= 2)
        return `option "${option}" is not known${near ? ` (did you mean "${near}"?)` : ''}; the options here are ${known.join(', ')}`
      })
      .join('\n  ')
  }
  return `option "${where || '(root)'}": ${issue.message}`
}

/** The keys an object of the schema has at a path (for "did you mean"). */
function knownKeysAt(keyPath: readonly PropertyKey[]): string[] {
  let schema: z.ZodType = docsOptionsSchema
  for (const key of keyPath) {
    const inner = unwrap(schema)
    if (!(inner instanceof z.ZodObject)) return []
    schema = (inner.shape as Record<string, z.ZodType>)[String(key)]
    if (!schema) return []
  }
  const inner = unwrap(schema)
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : []
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType
  return current
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]
    previous[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1))
      diagonal = above
    }
  }
  return previous[b.length]
}
