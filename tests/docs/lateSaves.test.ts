import { EventEmitter } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import { createLateSaveCheck } from '../../plugins/docs/lateSaves.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function setup() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'late-save-')), 'page.md')
  const watcher = new EventEmitter()
  const changes: string[] = []
  watcher.on('change', (changed: string) => changes.push(changed))
  return { file, changes, server: { watcher } as unknown as Pick<ViteDevServer, 'watcher'> }
}

describe('createLateSaveCheck', () => {
  it('reports a save the watcher dropped: the file changed again after the change that was handled', async () => {
    const { file, changes, server } = setup()
    writeFileSync(file, 'first')
    const check = createLateSaveCheck(20)
    check(server, file, 'first')
    writeFileSync(file, 'second') // within the watcher's window: no event of its own
    await sleep(60)
    expect(changes).toEqual([file])
  })

  it('reports nothing when the file is still what was handled, or is gone', async () => {
    const { file, changes, server } = setup()
    writeFileSync(file, 'same')
    const check = createLateSaveCheck(20)
    check(server, file, 'same')
    check(server, path.join(path.dirname(file), 'deleted.md'), 'anything')
    await sleep(60)
    expect(changes).toEqual([])
  })

  it('checks once per burst of handled changes, after the last', async () => {
    const { file, changes, server } = setup()
    const check = createLateSaveCheck(30)
    writeFileSync(file, 'a')
    check(server, file, 'a')
    await sleep(10)
    writeFileSync(file, 'b')
    check(server, file, 'b')
    await sleep(60)
    expect(changes).toEqual([])
  })
})
