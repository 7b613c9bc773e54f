import { z } from 'zod'
import type { PluggableList } from 'unified'
import type { SidebarConfigItem } from '../shared/sidebar.ts'
import { defaultIframeHosts } from './markdown/options.ts'
import { editDistance } from '../shared/editDistance.ts'
import { announcementBarSchema, colorModeSchema, footerSchema, navbarSchema } from './chrome/options.ts'

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

const headingLevel = z.number().int().min(2, 'a heading level from 2 to 6').max(6, 'a heading level from 2 to 6')

/** The parameters Docusaurus gives an `editUrl` function. */
export interface EditUrlParams {
  /** The docs' version name (`current`). */
  version: string
  /** The content folder, relative to the project root (Docusaurus: the version's docs folder from the site's). */
  versionDocsDirPath: string
  /** The page's file, relative to the content folder. */
  docPath: string
  /** The page's route. */
  permalink: string
  locale: string
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined

const httpUrl = z
  .string()
  .regex(/^https?:\/\//, 'expected an http(s) URL')
  .transform((url) => url.replace(/\/+$/, ''))

export const docsOptionsSchema = z.strictObject({
  site: siteSchema,
  /** Folder of markdown pages, relative to the project root. */
  contentDir: z.string().min(1).default('content'),
  /**
   * Which files of the content folder are pages (Docusaurus' docs `include`/`exclude`): globs over the path
   * relative to the folder; a page is matched by an `include` and by no `exclude` (defaults: every
   * `.md`/`.mdx`; no tests). `_` files and folders are never pages (plugins/docs/contentGlobs.ts).
   */
  include: z.array(z.string().min(1)).min(1).optional(),
  exclude: z.array(z.string().min(1)).optional(),
  /**
   * Folder of the site's own pages, routed by file name as Docusaurus routes `src/pages`: React modules
   * (`.js/.jsx/.ts/.tsx`, CSS modules allowed) and markdown pages (`.md/.mdx`, shown in the site's layout
   * without a sidebar); the theme's search and not-found pages stand in for those it lacks.
   */
  pagesDir: z.string().min(1).default('src/pages'),
  /**
   * The table of contents' heading levels for every page (Docusaurus' `themeConfig.tableOfContents`): from
   * `minHeadingLevel` to `maxHeadingLevel`, each 2 to 6, min not above max; a page's front matter
   * `toc_min_heading_level`/`toc_max_heading_level` overrides them.
   */
  toc: z
    .strictObject({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
    .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, 'minHeadingLevel is above maxHeadingLevel')
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /**
   * "Last updated on <date> by <author>" under each page, from its file's last commit (one `git log` for
   * the whole build; Docusaurus' `showLastUpdateTime`/`showLastUpdateAuthor`); front matter `last_update`
   * overrides. Off by default.
   */
  lastUpdate: z
    .strictObject({ time: z.boolean().default(false), author: z.boolean().default(false) })
    .default({ time: false, author: false }),
  /**
   * "Edit this page": a base URL (the link is `${editUrl}/${content folder}/${file}`, as Docusaurus makes
   * it) or Docusaurus' function of `{ version, versionDocsDirPath, docPath, permalink, locale }`
   * returning the URL (undefined: no link). Unset: `site.editUrl`, else no link. Front matter
   * `custom_edit_url` overrides it.
   */
  editUrl: z
    .union([
      httpUrl,
      z.custom<EditUrlFunction>((value) => typeof value === 'function', 'expected an http(s) URL or a function returning one'),
    ])
    .optional(),
  /** Folders served as they are at the site's root (Docusaurus' `staticDirectories`), relative to the project root; the first is Vite's public folder. */
  staticDirs: z.array(z.string().min(1)).min(1).default(['public']),
  /** Extra remark plugins, run after ours on the markdown tree. */
  remarkPlugins: z.array(pluggable).default([]),
  /** Extra rehype plugins, run on the HTML tree before links are rewritten and checked. */
  rehypePlugins: z.array(pluggable).default([]),
  /**
   * Every TypeScript example (a `ts`/`tsx` block not marked `fragment`) shown as TypeScript and JavaScript
   * tabs, the JavaScript made from it at build time (plugins/markdown/codeTabs.ts); the reader's choice is
   * one for the whole site, shared with remark-typescript-tools' tabs on Docusaurus pages.
   */
  codeTabs: z.boolean().default(false),
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
  /**
   * An explicit sidebar (routes and categories, see sidebar.config.ts), `'auto'` (generated from the
   * folders), or a Docusaurus sidebars file's export as it stands, `{ file, sidebars }` (several sidebars by
   * id, every Docusaurus 3 item type: plugins/sidebars/; `loadSidebarsFile(path)` reads one), where each
   * page shows the sidebar that lists it and pages in none show none. `file` names the file in errors.
   */
  sidebar: z
    .union([
      z.literal('auto'),
      z.array(sidebarItem),
      z.strictObject({ file: z.string().min(1), sidebars: z.record(z.string(), z.unknown()) }),
    ])
    .default('auto'),
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
  /**
   * Every page's head (Docusaurus' `favicon`, `themeConfig.image`, `themeConfig.metadata`): the favicon
   * instead of the template's, the social card of pages without their own (a public path or a URL), and
   * `<meta>` tags (a page's own description, keywords and card come first; a site tag replaces the
   * engine's default of its name, such as `twitter:card`). Prerendered pages only.
   */
  head: z
    .strictObject({
      favicon: z.string().min(1).optional(),
      image: z.string().min(1).optional(),
      metadata: z.array(z.record(z.string(), z.string())).default([]),
    })
    .optional(),
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
   * Docusaurus's public modules for MDX pages, partials and site pages (plugins/docusaurus-modules/):
   * `@theme/CodeBlock`, `@docusaurus/Link`… resolve to the engine's stand-ins and `@site/…` to `siteDir`
   * (the Docusaurus site's folder, relative to the project root); any other `@theme/` or `@docusaurus/`
   * import fails the build naming its file. `siteConfig`: more of Docusaurus's `siteConfig` for
   * `useDocusaurusContext()` (JSON values, such as `customFields`). `false`: none of it but `@theme/Tabs` and
   * `@theme/TabItem`, which every site resolves (a remark plugin such as remark-typescript-tools imports them).
   */
  docusaurusModules: z
    .union([z.literal(false), z.strictObject({ siteDir: z.string().min(1), siteConfig: z.record(z.string(), z.unknown()).default({}) })])
    .default(false),
  /**
   * A Docusaurus 3 site to build as it stands: its folder (`website`, from the project root, or absolute),
   * whose `docusaurus.config.*` docsPlugin() loads and maps onto the options above before validating them
   * (plugins/docusaurus/); options given beside it win. What does not map is named in one build warning.
   */
  docusaurus: z.strictObject({ siteDir: z.string().min(1) }).optional(),
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
  /**
   * The navbar, as Docusaurus' `themeConfig.navbar` (plugins/chrome/options.ts): title, logo, items (`to`/`href`
   * links, `doc`, `docSidebar`, `dropdown`, `html`, `search`). Unset: no items; search is at the right end of
   * any navbar without a `search` item.
   */
  navbar: navbarSchema.default({ hideOnScroll: false, items: [] }),
  /** The footer, as Docusaurus' `themeConfig.footer` (link columns, logo, copyright HTML). Unset: none. */
  footer: footerSchema.optional(),
  /** Light or dark for readers who have not chosen, and whether they may (Docusaurus' `themeConfig.colorMode`). */
  colorMode: colorModeSchema.default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  /** A bar above the navbar (Docusaurus' `themeConfig.announcementBar`): HTML, colours, closeable, remembered by id. */
  announcementBar: announcementBarSchema.optional(),
  /** The site's stylesheets (paths from the project root, or absolute), loaded after the theme's, in this order. */
  customCss: z.array(z.string().min(1)).default([]),
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
        const near = known.find((candidate) => editDistance(candidate.toLowerCase(), key.toLowerCase()) <= 2)
        const here = known.length ? `; the options here are ${known.join(', ')}` : ''
        return `option "${option}" is not known${near ? ` (did you mean "${near}"?)` : ''}${here}`
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
