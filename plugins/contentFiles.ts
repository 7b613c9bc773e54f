import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Every markdown file under the content folder, sorted, as absolute paths. Symlinks are never followed or
 * listed (they could put any file of the build machine into the site): the build refuses them by name
 * (plugins/docs/checkFiles.ts). Files and folders whose name starts with `_` are not pages (Docusaurus:
 * partials and `_category_.json`, which pages may import or the sidebar read). `isIncluded`: whether a
 * markdown file (its path relative to the folder, with `/`) is a page (the `include`/`exclude` globs).
 */
export function findMarkdownFiles(contentDir: string, isIncluded: (relativePath: string) => boolean = () => true): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.') || name.startsWith('_')) continue
      const full = path.join(dir, name)
      const stat = lstatSync(full)
      if (stat.isSymbolicLink()) continue
      if (stat.isDirectory()) walk(full)
      else if (/\.mdx?$/.test(name) && isIncluded(path.relative(contentDir, full).split(path.sep).join('/'))) files.push(full)
    }
  }
  walk(contentDir)
  return files
}
