import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Nodes, Root } from 'hast'
import type { VFile } from 'vfile'
import { walkTree } from './walkTree.ts'
import { readFile } from './compileReads.ts'

/** Width and height of an SVG or PNG file, so the page reserves the space before the image loads. */
export function imageSize(file: string): { width: number; height: number } | null {
  if (!existsSync(file)) return null
  const data = readFileSync(file)
  if (file.endsWith('.png') && data.length > 24) return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
  if (file.endsWith('.svg')) {
    const svg = data.toString('utf8').match(/<svg\b[^>]*>/)?.[0] ?? ''
    const width = Number(svg.match(/\swidth="([\d.]+)(?:px)?"/)?.[1])
    const height = Number(svg.match(/\sheight="([\d.]+)(?:px)?"/)?.[1])
    if (width && height) return { width, height }
    const viewBox = svg.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/)
    if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) }
  }
  return null
}

/** A malformed escape is reported by the link step (rehypeLinks); here it simply names no file. */
function safeDecode(src: string): string {
  try {
    return decodeURIComponent(src)
  } catch {
    return src
  }
}

/** Images load lazily and carry their intrinsic size (for files under `public/`). */
export function rehypeImages(options: { publicDir: string }) {
  return (tree: Root, file: VFile) => {
    walkTree<Nodes>(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'img') return
      const { properties } = node
      properties.loading = 'lazy'
      properties.decoding = 'async'
      const src = properties.src
      if (typeof src === 'string' && src.startsWith('/') && properties.width === undefined) {
        const image = path.join(options.publicDir, safeDecode(src))
        readFile(file, image) // its size is the page's: a page kept between builds is checked against it
        const size = imageSize(image)
        if (size) Object.assign(properties, size)
      }
    })
  }
}
