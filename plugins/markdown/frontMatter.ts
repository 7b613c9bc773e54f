import path from 'node:path'
import { parseDocument, LineCounter, isMap, isScalar, isPair } from 'yaml'
import type { Root, Yaml } from 'mdast'
import type { VFile } from 'vfile'
import type { FrontMatter } from '../../shared/types.ts'

const stringKeys = ['id', 'title', 'description', 'sidebar_label', 'slug'] as const
const booleanKeys = ['hide_title'] as const

/**
 * Parses the YAML front matter with a real YAML parser and checks the keys we use. Errors point at the
 * line in the markdown file (the YAML starts on line 2, after the opening `---`).
 */
export function remarkFrontMatter() {
  return (tree: Root, file: VFile) => {
    const node = tree.children.find((child): child is Yaml => child.type === 'yaml')
    const data: Record<string, unknown> = {}
    if (node) {
      const firstLine = (node.position?.start.line ?? 1) + 1
      const lineCounter = new LineCounter()
      const doc = parseDocument(node.value, { lineCounter, prettyErrors: false })
      const at = (offset: number) => {
        const pos = lineCounter.linePos(offset)
        return { line: firstLine + pos.line - 1, column: pos.col }
      }
      const fail = (offset: number, reason: string) => {
        const message = file.message(`Front matter: ${reason}`, { place: at(offset) })
        message.fatal = true
      }
      for (const error of doc.errors) fail(error.pos[0], error.message.split('\n')[0])
      if (doc.errors.length === 0 && doc.contents !== null) {
        if (!isMap(doc.contents)) {
          fail(0, 'expected `key: value` pairs')
        } else {
          for (const pair of doc.contents.items) {
            if (!isPair(pair) || !isScalar(pair.key)) continue
            const key = String(pair.key.value)
            const value = isScalar(pair.value) ? pair.value.value : pair.value?.toJSON()
            const offset = pair.key.range?.[0] ?? 0
            if ((stringKeys as readonly string[]).includes(key) && typeof value !== 'string') {
              fail(offset, `\`${key}\` must be a string`)
            } else if ((booleanKeys as readonly string[]).includes(key) && typeof value !== 'boolean') {
              fail(offset, `\`${key}\` must be true or false`)
            }
            data[key] = value
          }
        }
      }
    }
    const fallbackId = path.basename(file.path || 'page', '.md')
    file.data.frontmatter = { ...data, id: (data.id as string) ?? fallbackId, title: (data.title as string) ?? '' } as FrontMatter
  }
}
