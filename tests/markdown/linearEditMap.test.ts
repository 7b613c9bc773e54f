import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMarkdownParser } from '../../plugins/markdown/pipeline.ts'
import { consumeInPlace, editMapClasses, installLinearEditMap } from '../../plugins/markdown/linearEditMap.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'

const root = path.resolve(import.meta.dirname, '../..')
const parse = (source: string) => JSON.stringify(createMarkdownParser().parse(source))
// Captured before any test installs the linear version (each test file runs in a fresh module graph).
const originalConsume = (await editMapClasses()).map((EditMap) => EditMap.prototype.consume)

/** A page of `sections` sections with lists, quotes, code and tables: containers close often. */
function containerHeavyPage(sections: number): string {
  const parts = ['---\nid: big\ntitle: Big\ndescription: d\n---\n']
  for (let i = 0; i < sections; i++) {
    parts.push(
      `## Part ${i}\n\n- one *a*\n- two\n  > quoted **b** ${i}\n\n1. first\n2. second\n\n| a | b |\n| - | - |\n| ${i} | x |\n\n\`\`\`js\nconst x = ${i}\n\`\`\`\n`,
    )
  }
  return parts.join('\n')
}

describe('linear EditMap.consume', () => {
  it('applies edits exactly like the original on random edit lists', async () => {
    type EditMapClass = new () => { add(at: number, remove: number, add: unknown[]): void; consume(events: unknown[]): void }
    const [EditMap] = (await editMapClasses()) as unknown as EditMapClass[]
    const original = originalConsume[0]
    // mulberry32: a small seeded generator, so a failure reproduces.
    let seed = 7
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) % n
    }
    for (let round = 0; round < 300; round++) {
      const length = 5 + random(60)
      const viaOriginal = new EditMap()
      const viaSplices = new EditMap()
      for (let edits = random(8); edits > 0; edits--) {
        // Same-index edits merge inside the map; ranges may touch but, as micromark's do, not overlap.
        const at = random(length)
        const add = Array.from({ length: random(4) }, () => 1000 + random(1000))
        const remove = random(4)
        viaOriginal.add(at, remove, [...add])
        viaSplices.add(at, remove, [...add])
      }
      const events = Array.from({ length }, (_, i) => i)
      const expected = [...events]
      original.call(viaOriginal, expected)
      consumeInPlace.call(viaSplices as never, events)
      expect(events).toEqual(expected)
    }
  })

  it('parses every content page and a container-heavy page to the same tree as before', async () => {
    // The ten longest pages (the whole site takes too long twice over on a loaded CI machine).
    const sources = findMarkdownFiles(path.join(root, 'content'))
      .map((file) => readFileSync(file, 'utf8'))
      .sort((a, b) => b.length - a.length)
      .slice(0, 10)
    sources.push(containerHeavyPage(100))
    const before = sources.map(parse)
    await installLinearEditMap()
    for (const EditMap of await editMapClasses()) expect(EditMap.prototype.consume).toBe(consumeInPlace)
    expect(sources.map(parse)).toEqual(before)
  }, 180_000)
})
