import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressFolder, startPrecompression } from '../../plugins/prerender/precompress.ts'

// precompress.ts compresses in a child process (precompressChild.mjs); these check what crosses over.
describe('precompressFolder', () => {
  it('compresses only the text files of 1 KB or more, matching the extension in any case', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const css = 'a { color: red }\n'.repeat(100)
    writeFileSync(path.join(folder, 'Style.CSS'), css)
    writeFileSync(path.join(folder, 'photo.png'), Buffer.alloc(4096))
    writeFileSync(path.join(folder, 'small.js'), 'export {}')
    expect(await precompressFolder(folder)).toBe(1)
    expect(gunzipSync(readFileSync(path.join(folder, 'Style.CSS.gz'))).toString()).toBe(css)
    expect(brotliDecompressSync(readFileSync(path.join(folder, 'Style.CSS.br'))).toString()).toBe(css)
  })

  it("fails naming the folder and the child's error", async () => {
    const missing = path.join(tmpdir(), 'precompress-missing-folder')
    await expect(precompressFolder(missing)).rejects.toThrow(/precompressing .*precompress-missing-folder failed: .*ENOENT/s)
  })

  it('compresses files handed to it while the build goes on, then the rest of the folder, each once', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const early = path.join(folder, 'early.js')
    const late = path.join(folder, 'late.html')
    const body = (name: string) => `<p>${name}</p>\n`.repeat(200)
    writeFileSync(early, body('early'))
    const precompression = startPrecompression(folder)
    precompression.add([early, path.join(folder, 'photo.png')])
    await expect.poll(() => existsSync(`${early}.br`), { timeout: 20_000 }).toBe(true) // compressed before `finish`
    writeFileSync(late, body('late'))
    expect(await precompression.finish()).toBe(2)
    expect(gunzipSync(readFileSync(`${early}.gz`)).toString()).toBe(body('early'))
    expect(brotliDecompressSync(readFileSync(`${late}.br`)).toString()).toBe(body('late'))
  })
})
