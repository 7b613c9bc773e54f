import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSidebarsFile, SidebarsFileError } from '../../plugins/sidebars/index.ts'

// The one sidebars-file loader (the build's and the tests'): what Docusaurus's loader reads, read the same.

const dir = mkdtempSync(path.join(tmpdir(), 'sidebars-file-'))
const write = (name: string, text: string) => {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return file
}

describe('loadSidebarsFile', () => {
  it('reads CommonJS with __dirname, ES modules and JSON, synchronously', () => {
    const cjs = write('sidebars.js', "module.exports = { docs: ['intro', require('path').basename(__dirname) ? 'b' : 'c'] }\n")
    expect(loadSidebarsFile(cjs)).toEqual({ docs: ['intro', 'b'] })
    expect(loadSidebarsFile(write('sidebars.mjs', "export default { docs: [{ type: 'doc', id: 'x' }] }\n"))).toEqual({
      docs: [{ type: 'doc', id: 'x' }],
    })
    expect(loadSidebarsFile(write('sidebars.json', '{ "docs": { "Guide": ["a"] } }'))).toEqual({ docs: { Guide: ['a'] } })
  })

  it('reads the file afresh each time (a rebuild sees the edit)', () => {
    const file = write('fresh.js', 'module.exports = { docs: ["one"] }\n')
    expect(loadSidebarsFile(file)).toEqual({ docs: ['one'] })
    write('fresh.js', 'module.exports = { docs: ["two"] }\n')
    expect(loadSidebarsFile(file)).toEqual({ docs: ['two'] })
  })

  it('takes a site’s own module loader (a Docusaurus config’s, with its stubs)', () => {
    const file = write('with-loader.js', 'not even JavaScript')
    expect(loadSidebarsFile(file, (loaded) => ({ docs: [path.basename(loaded)] }))).toEqual({ docs: ['with-loader.js'] })
  })

  it('names the file when it is missing, does not load, or exports no object of sidebars', () => {
    expect(() => loadSidebarsFile(path.join(dir, 'none.js'))).toThrow(
      new SidebarsFileError(`${path.join(dir, 'none.js')}: no such sidebars file`),
    )
    expect(() => loadSidebarsFile(write('broken.js', 'module.exports = {'))).toThrow(/broken\.js: could not be loaded/)
    expect(() => loadSidebarsFile(write('array.js', 'module.exports = ["intro"]'))).toThrow(
      /array\.js: a sidebars file exports an object of sidebars by id/,
    )
  })
})
