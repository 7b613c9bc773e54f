import type { CompiledPage } from './markdown/pipeline.ts'
import { compactTree } from './compactTree.ts'
import type { DocsVersion } from '../shared/types.ts'

// The JavaScript the engine hands to Vite: one module per page, and the manifest that lazily imports them.

export function renderPageModule(page: CompiledPage, options: { dev: boolean; warnings: string[] }): string {
  const lines = [
    `export const frontmatter = ${JSON.stringify(page.frontmatter)}`,
    `export const toc = ${JSON.stringify(page.toc)}`,
    // JSON.parse of a string literal is faster to load than the same object as a JS literal.
    `export const tree = JSON.parse(${JSON.stringify(JSON.stringify(compactTree(page.tree)))})`,
    `export const warnings = ${JSON.stringify(options.warnings)}`,
  ]
  if (options.dev) {
    lines.push(
      `if (import.meta.hot) import.meta.hot.accept((next) => {`,
      `  if (next) window.dispatchEvent(new CustomEvent('docs:page-update', { detail: { path: ${JSON.stringify(page.route)}, module: next } }))`,
      `})`,
    )
  }
  return lines.join('\n') + '\n'
}

export interface ManifestEntry {
  path: string
  id: string
  title: string
  sidebarLabel: string
  description: string
  file: string
  /** A JS expression for the page chunk's URL. */
  urlExpression: string
}

export function renderManifestModule(entries: ManifestEntry[], version: DocsVersion): string {
  const items = entries.map(({ urlExpression, ...entry }) => {
    const fields = JSON.stringify(entry).slice(1, -1)
    return `  route({${fields}}, ${urlExpression})`
  })
  return [
    // `attempt` adds a query so a retry is a new request: browsers remember a failed import() of a URL.
    `const route = (entry, url) => ({ ...entry, url, load: (attempt) => import(/* @vite-ignore */ attempt ? url + '?attempt=' + attempt : url) })`,
    `export const routes = [\n${items.join(',\n')}\n]`,
    `export const version = ${JSON.stringify(version)}`,
  ].join('\n') + '\n'
}
