import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * The files of a cache kept as `<folder>/<group>/<name>` (the code and page caches: a group is the first
 * characters of the entry's digest), each as its group's folder and its name; none when the folder is not
 * there yet. A group removed meanwhile (another build sweeping at once) is skipped.
 */
export function groupedFiles(folder: string): { dir: string; name: string }[] {
  let groups: string[]
  try {
    groups = readdirSync(folder)
  } catch {
    return [] // nothing kept yet
  }
  return groups.flatMap((group) => {
    const dir = path.join(folder, group)
    try {
      return readdirSync(dir).map((name) => ({ dir, name }))
    } catch {
      return []
    }
  })
}
