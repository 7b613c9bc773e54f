import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconSpriteCss, iconsFolder, readIcons, spriteCssFile, spriteSvg } from '../../scripts/icon-sprite.ts'

describe('icon sprite', () => {
  it('is current: src/theme/styles/icon-sprite.css is what scripts/icon-sprite.ts writes from src/theme/icons/', () => {
    expect(readFileSync(spriteCssFile, 'utf8')).toBe(iconSpriteCss(readIcons(iconsFolder)))
  })

  it('puts each icon in its own 24-unit cell with its viewBox and attributes, and positions each class on its cell', () => {
    const icons = [
      { name: 'a', svg: "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black'><path d='M1 1h2'/></svg>" },
      { name: 'b', svg: "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><circle r='4'/></svg>" },
      { name: 'c', svg: "<svg viewBox='0 0 24 24'><path d='M2 2'/></svg>" },
    ]
    expect(spriteSvg(icons)).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 24'>" +
        "<svg x='0' width='24' height='24' viewBox='0 0 24 24' fill='none' stroke='black'><path d='M1 1h2'/></svg>" +
        "<svg x='24' width='24' height='24' viewBox='0 0 32 32'><circle r='4'/></svg>" +
        "<svg x='48' width='24' height='24' viewBox='0 0 24 24'><path d='M2 2'/></svg></svg>",
    )
    const css = iconSpriteCss(icons)
    // The mask is three icons wide: each element shows one cell; the percentages line cell i up with it.
    expect(css).toMatch(/\.icon \{\n {2}mask: url\("data:image\/svg\+xml,%3Csvg [^"]*"\) no-repeat 0 0 \/ 300% 100%;/)
    expect(css).toContain('.icon-a {\n  mask-position: 0% 0;')
    expect(css).toContain('.icon-b {\n  mask-position: 50% 0;')
    expect(css).toContain('.icon-c {\n  mask-position: 100% 0;')
    expect(css).not.toMatch(/url\("[^"]*[<>#"][^"]*"\)/) // escaped for a data URL
  })

  it('names the file of an SVG it cannot place', () => {
    expect(() => spriteSvg([{ name: 'broken', svg: "<svg xmlns='http://www.w3.org/2000/svg'><path/></svg>" }])).toThrow(
      'src/theme/icons/broken.svg: the <svg> needs a viewBox',
    )
    expect(() => spriteSvg([{ name: 'two', svg: '<svg viewBox="0 0 1 1"></svg><svg></svg>x' }])).toThrow(
      'src/theme/icons/two.svg: expected one <svg> element',
    )
  })
})
