import { lstatSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Every markdown file under the content folder, sorted, as absolute paths. Symlinks are never followed or
 * listed (they could put any file of the build machine into the site): the build refuses them by name
 * (plugins/docs/checkFiles.ts). Files and folders whose name starts with `_` are not pages (Docusaurus:
 * partials and `_category_.json`, which pages may import or the sidebar read). `isIncluded`: whether a
 * markdown file (its path relative to the folder, with `/`) is a page (the `include`/`exclude` globs).
 */
export function findMarkdownFiles(contentDir: string, isIncluded: (relativePath: string) => boolean = () => true): string[] {
  // (Followed if a symlink: the build refuses a symlinked content folder by name, checkFiles.ts.)
  if (!statSync(contentDir, { throwIfNoEntry: false })?.isDirectory()) throw new MissingContentFolder(contentDir)
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirOrNone(dir).sort()) {
      if (name.startsWith('.') || name.startsWith('_')) continue
      const full = path.join(dir, name)
      // Gone since its folder was read (the dev server lists the folder while files come and go): not listed.
      const stat = lstatSync(full, { throwIfNoEntry: false })
      if (!stat || stat.isSymbolicLink()) continue
      if (stat.isDirectory()) walk(full)
      else if (/\.mdx?$/.test(name) && isIncluded(path.relative(contentDir, full).split(path.sep).join('/'))) files.push(full)
    }
  }
  walk(contentDir)
  return files
}

/** The content folder is not there (a mistyped `contentDir`, or a folder removed under the dev server). */
export class MissingContentFolder extends Error {
  constructor(readonly folder: string) {
    super(`docsPlugin option contentDir: no folder ${folder}`)
  }
}

/** A folder's entries; none if it is gone (removed since its parent was read). */
function readdirOrNone(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}
