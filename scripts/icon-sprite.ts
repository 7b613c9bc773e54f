import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// `npx tsx scripts/icon-sprite.ts` writes src/theme/styles/icon-sprite.css from the SVGs in
// src/theme/icons/ (run it after adding or changing one; a unit test fails while the file is stale).
//
// The theme's icons (src/theme/Icons.tsx) are empty spans painted in currentColor through an SVG mask
// (styles/icons.css). With each icon its own data-URL SVG, the first paint of /api/createstore (8 icons)
// came ~40 ms later: the browser builds an SVG document for every distinct image before that paint, and
// `load` waited for them too. So the icons are one image: every SVG side by side in one sprite, each
// `.icon-NAME` masked by its cell of it (the classic sprite: the mask is as many times wider than the
// icon as there are icons, and the position picks the cell; in percentages, so any icon size fits).
//
// An icon's SVG is its own file: any viewBox (the logo is 32×32, the rest 24×24), its presentation
// attributes (fill, stroke…) on the root. Only the alpha channel counts: the mask ignores colours.

export const iconsFolder = path.resolve(import.meta.dirname, '../src/theme/icons')
export const spriteCssFile = path.resolve(import.meta.dirname, '../src/theme/styles/icon-sprite.css')
const CELL = 24

export interface IconSource {
  name: string
  svg: string
}

export function readIcons(folder: string): IconSource[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.svg'.length), svg: readFileSync(path.join(folder, file), 'utf8').trim() }))
}

/** One SVG with every icon in a 24-unit cell, left to right in the given order. */
export function spriteSvg(icons: IconSource[]): string {
  const cells = icons.map(({ name, svg }, index) => {
    const root = svg.match(/^<svg\b([^>]*)>([\s\S]*)<\/svg>$/)
    if (!root) throw new Error(`src/theme/icons/${name}.svg: expected one <svg> element`)
    const attributes = root[1]!.replace(/\s+xmlns(:\w+)?=(['"])[^'"]*\2/g, '').trim()
    if (!/\bviewBox=/.test(attributes)) throw new Error(`src/theme/icons/${name}.svg: the <svg> needs a viewBox`)
    return `<svg x='${index * CELL}' width='${CELL}' height='${CELL}' ${attributes}>${root[2]!.trim()}</svg>`
  })
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${icons.length * CELL} ${CELL}'>${cells.join('')}</svg>`
}

/** In a CSS url("…") data URL, only these need escaping (the sources use single quotes). */
const dataUrl = (svg: string) => 'data:image/svg+xml,' + svg.replace(/[<>#%"\n]/g, (c) => encodeURIComponent(c))

export function iconSpriteCss(icons: IconSource[]): string {
  const last = Math.max(icons.length - 1, 1)
  const position = (index: number) => `${+((index * 100) / last).toFixed(4)}%`
  return (
    [
      '/* Written by scripts/icon-sprite.ts from src/theme/icons/*.svg: edit those, then run it. */',
      `.icon {\n  mask: url("${dataUrl(spriteSvg(icons))}") no-repeat 0 0 / ${icons.length * 100}% 100%;\n}`,
      ...icons.map(({ name }, index) => `.icon-${name} {\n  mask-position: ${position(index)} 0;\n}`),
    ].join('\n\n') + '\n'
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(spriteCssFile, iconSpriteCss(readIcons(iconsFolder)))
  console.log(`wrote ${path.relative(process.cwd(), spriteCssFile)}`)
}
