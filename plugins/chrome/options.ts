import { z } from 'zod'

// docsPlugin()'s site chrome options, in the shapes of Docusaurus 3's `themeConfig.navbar`, `footer`,
// `colorMode`, `announcementBar` and the classic theme's `customCss` (plugins/options.ts adds them to the
// schema, with their defaults). Strict like every option: an item type or key the engine does not render is an error naming
// it, never dropped.

const position = z.enum(['left', 'right']).default('left')
const className = z.string().optional()

/** A navbar item without `type` is a link, as in Docusaurus (the type then says which item a mistake is in). */
const linkByDefault = (item: unknown) =>
  item && typeof item === 'object' && !Array.isArray(item) && !('type' in item) ? { ...item, type: 'default' } : item

/** A link (Docusaurus' default item type): `to` a route of the site, or `href` anywhere. */
const linkItem = z
  .strictObject({
    type: z.literal('default'),
    label: z.string().min(1),
    to: z.string().min(1).optional(),
    href: z.string().min(1).optional(),
    position,
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().optional(),
    className,
  })
  .refine((item) => Boolean(item.to) !== Boolean(item.href), 'a navbar link has one of `to` (a route) and `href` (a URL)')

/** A doc by its Docusaurus id (folder and front matter `id`), labelled by its sidebar label unless `label`. */
const docItem = z.strictObject({ type: z.literal('doc'), docId: z.string().min(1), label: z.string().optional(), position, className })

/** The first page of a sidebar, by the sidebar's id. */
const docSidebarItem = z.strictObject({
  type: z.literal('docSidebar'),
  sidebarId: z.string().min(1),
  label: z.string().optional(),
  position,
  className,
})

const htmlItem = z.strictObject({ type: z.literal('html'), value: z.string(), position, className })
const searchItem = z.strictObject({ type: z.literal('search'), position, className })

const dropdownItem = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  items: z.array(z.preprocess(linkByDefault, z.discriminatedUnion('type', [linkItem, docItem, docSidebarItem, htmlItem]))).min(1),
  to: z.string().min(1).optional(),
  href: z.string().min(1).optional(),
  position,
  className,
})

const navbarItem = z.preprocess(
  linkByDefault,
  z.discriminatedUnion('type', [linkItem, docItem, docSidebarItem, dropdownItem, htmlItem, searchItem]),
)

const logo = z.strictObject({
  /** A file of the public folder (`img/logo.svg`, as Docusaurus writes it, or `/img/logo.svg`) or a URL. */
  src: z.string().min(1),
  /** The same in dark mode. */
  srcDark: z.string().min(1).optional(),
  alt: z.string().optional(),
  /** Where it leads (default: the home page). */
  href: z.string().optional(),
  width: z.union([z.number(), z.string()]).optional(),
  height: z.union([z.number(), z.string()]).optional(),
})

export const navbarSchema = z.strictObject({
  /** Beside the logo (no title: none shown). */
  title: z.string().optional(),
  logo: logo.optional(),
  /** Docusaurus hides the navbar while scrolling down; accepted, the navbar stays (it is sticky). */
  hideOnScroll: z.boolean().default(false),
  items: z.array(navbarItem).default([]),
})

const footerItem = z.union([
  z
    .strictObject({ label: z.string().min(1), to: z.string().min(1).optional(), href: z.string().min(1).optional() })
    .refine((item) => Boolean(item.to) !== Boolean(item.href), 'a footer link has one of `to` (a route) and `href` (a URL)'),
  z.strictObject({ html: z.string() }),
])

export const footerSchema = z.strictObject({
  style: z.enum(['light', 'dark']).default('light'),
  /** Columns of links, each with a title. */
  links: z.array(z.strictObject({ title: z.string().optional(), items: z.array(footerItem) })).default([]),
  logo: logo.optional(),
  /** HTML. */
  copyright: z.string().optional(),
})

export const colorModeSchema = z.strictObject({
  /** The mode of a first visit (and of every visit with `disableSwitch`). */
  defaultMode: z.enum(['light', 'dark']).default('light'),
  /** No light/dark switch: every reader sees `defaultMode` (or the system's, with respectPrefersColorScheme). */
  disableSwitch: z.boolean().default(false),
  /** A reader who has not chosen sees their system's mode rather than `defaultMode`. */
  respectPrefersColorScheme: z.boolean().default(false),
})

/** A CSS colour as a stylesheet takes it (a name, #hex, rgb()/hsl()/var()…): nothing that could end the rule. */
const cssColor = z.string().regex(/^[#\w\s(),.%/-]+$/, 'expected a CSS colour such as #20232a or rgb(32 35 42)')

export const announcementBarSchema = z.strictObject({
  /** Readers who closed the bar see it again when the id changes. */
  id: z.string().min(1).default('announcement-bar'),
  /** HTML. */
  content: z.string().min(1),
  backgroundColor: cssColor.default('#fff'),
  textColor: cssColor.default('#000'),
  isCloseable: z.boolean().default(true),
})

export type NavbarOption = z.output<typeof navbarSchema>
export type NavbarItemOption = NavbarOption['items'][number]
export type FooterOption = z.output<typeof footerSchema>
export type AnnouncementBarOption = z.output<typeof announcementBarSchema>
