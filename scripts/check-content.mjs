#!/usr/bin/env node
// Quick author-side check of markdown pages: parses every js/jsx/ts/tsx block, runs `run` blocks
// against the installed redux packages, and counts prose words.
// Usage: node scripts/check-content.mjs content/api/store.md [more files…]
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
import remarkDirective from 'remark-directive'
import { visit } from 'unist-util-visit'
import { transformSync } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const tmp = path.join(root, '.cache', 'check-content')
mkdirSync(tmp, { recursive: true })
let failures = 0

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8')
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter).use(remarkDirective).parse(source)
  let words = 0
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html') return 'skip'
    if (node.type === 'text' || node.type === 'inlineCode') words += node.value.split(/\s+/).filter(Boolean).length
  })
  console.log(`${file}: ${words} prose words`)
  let n = 0
  visit(tree, 'code', (node) => {
    n++
    const meta = node.meta ?? ''
    const where = `${file}:${node.position.start.line}`
    if (['js', 'jsx', 'ts', 'tsx'].includes(node.lang) && !/\bfragment\b/.test(meta)) {
      try {
        transformSync(node.value, { loader: node.lang === 'js' ? 'jsx' : node.lang, format: 'esm' })
      } catch (e) {
        failures++
        console.log(`  ${where} does not parse: ${e.message.split('\n').slice(0, 3).join(' ')}`)
      }
    }
    if (/\brun\b/.test(meta)) {
      const js = transformSync(node.value, { loader: node.lang === 'ts' ? 'ts' : 'js', format: 'esm' }).code
      const out = path.join(tmp, `${path.basename(file, '.md')}-${n}.mjs`)
      writeFileSync(out, `const _assert = console.assert; console.assert = (c, ...m) => { if (!c) throw new Error('console.assert failed: ' + m.join(' ')) };\n${js}`)
      try {
        execFileSync(process.execPath, [out], { stdio: 'pipe', timeout: 10000 })
        console.log(`  ${where} run block ok`)
      } catch (e) {
        failures++
        console.log(`  ${where} run block FAILED: ${String(e.stderr || e.message).split('\n').slice(0, 8).join('\n    ')}`)
      }
    }
  })
}
process.exit(failures ? 1 : 0)
