// The code blocks of each page as the files of one small project: a block with `title="src/app/store.js"` is
// that file, so another block of the page that imports `./app/store` (relative to its own title) gets it. A
// block without a usable title is a file of its own at the page's root. When a page shows the same file
// twice, an import sees the latest version shown above the importing block (or the first one, if none is).
import path from 'node:path'
import type { CodeBlock, Page } from './pages.ts'
import { fileToRoute } from '../../shared/routes.ts'

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
    const pageDir = path.join(vroot, ...fileToRoute(page.file.replace(/^content\//, '')).split('/').filter(Boolean))
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
      const index = stems.get(from.page)!
      const versions = index.get(target) ?? index.get(`${target}/index`)
      if (!versions) return undefined
      const above = versions.filter((file) => file.block.line < from.block.line)
      return above.length ? above[above.length - 1] : versions[0]
    },
  }
}
