// The code blocks of each page as the files of one small project: a block with `title="src/app/store.js"` is
// that file, so another block of the page that imports `./app/store` (relative to its own title) gets it. A
// block without a usable title is a file of its own at the page's root. When a page shows the same file
// twice, an import sees the latest version shown above the importing block (or the first one, if none is).
// A tutorial page that works on an app another page lists in full names that page in `appBases`: what it
// imports and does not show itself comes from there (the last version that page shows).
import path from 'node:path'
import type { CodeBlock, Page } from './pages.ts'

export interface VirtualFile {
  page: Page
  block: CodeBlock
  /** Absolute virtual path: `<vroot>/<route>/L<line>/<file name>`; the extension says how to read the code. */
  path: string
  /** Path within the page's project, with `/`: the title (`src/app/store.js`) or `L<line>.js`. */
  logical: string
}

export interface VirtualProject {
  byPath: Map<string, VirtualFile>
  /** The file a relative import from `from` names, if the page shows it. */
  resolveRelative(from: VirtualFile, specifier: string): VirtualFile | undefined
}

/** Page → the page that lists in full the app it works on (both relative to the project root). */
export const appBases: Record<string, string> = {
  'content/basics/store.md': 'content/basics/example.md',
  'content/basics/usage-with-react.md': 'content/basics/example.md',
  'content/advanced/usage-with-react-router.md': 'content/basics/example.md',
}

const extensionOf: Record<string, string> = { js: '.js', jsx: '.jsx', ts: '.ts', tsx: '.tsx' }
const usableTitle = /^[\w@$.[\]-]+(?:\/[\w@$.[\]-]+)*\.[cm]?[jt]sx?$/
const scriptExtension = /\.[cm]?[jt]sx?$/

/** The block's path in its page's project; the extension follows the block's language. */
function logicalPath(block: CodeBlock): string {
  const extension = extensionOf[block.lang ?? ''] ?? '.js'
  const title = block.title?.trim().replace(/^\.?\//, '')
  if (!title || !usableTitle.test(title) || title.split('/').includes('..')) return `L${block.line}${extension}`
  const sameFamily = /\.[cm]?tsx?$/.test(title) === (extension === '.ts' || extension === '.tsx')
  return sameFamily && !/\.[cm][jt]s$/.test(title) ? title : title.replace(scriptExtension, extension)
}

const stem = (logical: string) => logical.replace(scriptExtension, '')

export function blocksOfFiles(pages: Page[], vroot: string, keep: (page: Page, block: CodeBlock) => boolean): VirtualProject {
  const byPath = new Map<string, VirtualFile>()
  /** Per page: stem (`src/app/store`) → the versions shown, in page order. */
  const stems = new Map<Page, Map<string, VirtualFile[]>>()
  for (const page of pages) {
    const index = new Map<string, VirtualFile[]>()
    stems.set(page, index)
    const pageDir = path.join(vroot, ...page.route.split('/').filter(Boolean))
    for (const block of page.blocks) {
      if (!keep(page, block)) continue
      const logical = logicalPath(block)
      const file: VirtualFile = { page, block, logical, path: path.join(pageDir, `L${block.line}`, path.posix.basename(logical)) }
      byPath.set(file.path, file)
      index.set(stem(logical), [...(index.get(stem(logical)) ?? []), file])
    }
  }
  return {
    byPath,
    resolveRelative(from, specifier) {
      const target = stem(path.posix.normalize(path.posix.join(path.posix.dirname(from.logical), specifier)))
      const find = (page: Page | undefined) => page && (stems.get(page)?.get(target) ?? stems.get(page)?.get(`${target}/index`))
      const versions = find(from.page)
      if (versions) {
        const above = versions.filter((file) => file.block.line < from.block.line)
        return above.length ? above[above.length - 1] : versions[0]
      }
      const base = appBases[from.page.file]
      return find(pages.find((page) => page.file === base))?.at(-1)
    },
  }
}
