import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildError, copyFixture, pageSource } from './badSite.ts'

// Issue 32: only <a href> and <img src> were link-checked; a missing video, audio file, poster or srcset
// candidate shipped as a broken file silently.

describe('media paths', () => {
  it('are checked like images, in raw HTML and in MDX JSX', async () => {
    const site = copyFixture()
    mkdirSync(path.join(site.publicDir, 'media'))
    writeFileSync(path.join(site.publicDir, 'media', 'here.mp4'), '')
    const html = [
      '<video src="/media/here.mp4" poster="/media/no-poster.png"></video>',
      '',
      '<audio src="/media/no-sound.mp3"></audio>',
      '',
      '<video><source src="/media/no-source.webm" type="video/webm" /></video>',
      '',
      '<img src="/img/logo.svg" srcset="/img/logo.svg 1x, /media/no-2x.png 2x" alt="logo" />',
    ].join('\n')
    writeFileSync(path.join(site.content, 'guide', 'media.md'), pageSource('', html))
    writeFileSync(
      path.join(site.content, 'guide', 'jsx.mdx'),
      pageSource('', '<video src="/media/here.mp4" poster="/media/no-jsx-poster.png" />'),
    )
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    for (const missing of ['no-poster.png', 'no-sound.mp3', 'no-source.webm', 'no-2x.png', 'no-jsx-poster.png']) {
      expect(message).toContain(`no file public/media/${missing}`)
    }
    expect(message).not.toContain('public/media/here.mp4')
    expect(message).not.toContain('public/img/logo.svg')
  })
})
