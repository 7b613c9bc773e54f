import type { EditUrlFunction } from '../options.ts'
import type { FrontMatter } from '../../shared/types.ts'

/** What "Edit this page" needs to know of a page. */
export interface EditablePage {
  frontmatter: FrontMatter
  route: string
  /** The content folder, relative to the project root, with `/`. */
  contentDirPath: string
  /** The page's file, relative to the content folder, with `/`. */
  docPath: string
  version: string
}

/**
 * A page's "Edit this page" URL, as Docusaurus makes it: front matter `custom_edit_url` first (null: no
 * link); else `editUrl` as a base URL (`${editUrl}/${content folder}/${file}`) or a function of the
 * page's version, folder, file, route and locale (a non-string result: no link).
 */
export function editUrlOf(page: EditablePage, editUrl: string | EditUrlFunction | undefined): string | undefined {
  const custom = page.frontmatter.custom_edit_url
  if (custom === null) return undefined
  if (typeof custom === 'string') return custom
  if (typeof editUrl === 'string') return [editUrl, page.contentDirPath, page.docPath].filter(Boolean).join('/')
  if (typeof editUrl !== 'function') return undefined
  const url = editUrl({
    version: page.version,
    versionDocsDirPath: page.contentDirPath,
    docPath: page.docPath,
    permalink: page.route,
    locale: 'en',
  })
  return typeof url === 'string' && url ? url : undefined
}
