import path from 'node:path'
import { parse } from 'yaml'
import { FRONT_MATTER_BLOCK } from '../shared/routes.ts'

export interface PageSummary {
  id: string
  title: string
  sidebarLabel: string
  description: string
}

/**
 * The manifest fields of a page, read without compiling it (the dev server builds the manifest before
 * any page is compiled). Malformed front matter is reported by the full compile, not here.
 */
export function readPageSummary(source: string, absolutePath: string): PageSummary {
  let data: Record<string, unknown> = {}
  const block = source.match(FRONT_MATTER_BLOCK)
  if (block) {
    try {
      const parsed = parse(block[1])
      if (parsed && typeof parsed === 'object') data = parsed
    } catch {
      // reported by the compile step with file and line
    }
  }
  const body = block ? source.slice(block[0].length) : source
  const heading = body.match(/^#[ \t]+(.+?)[ \t#]*$/m)?.[1]
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const title = str(data.title) ?? heading ?? path.basename(absolutePath, '.md')
  return {
    id: str(data.id) ?? path.basename(absolutePath, '.md'),
    title,
    sidebarLabel: str(data.sidebar_label) ?? title,
    description: str(data.description) ?? '',
  }
}
