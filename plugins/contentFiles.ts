import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Every markdown file under the content folder, sorted, as absolute paths. */
export function findMarkdownFiles(contentDir: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith('.md')) files.push(full)
    }
  }
  walk(contentDir)
  return files
}
