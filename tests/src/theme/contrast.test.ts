import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// WCAG AA for every text colour on the backgrounds it is drawn on, in both themes, read from the theme's
// CSS custom properties. (The e2e axe run checks what a few pages show; this covers every token colour
// and admonition type, whether or not a tested page happens to use it.)

const stylesDir = path.resolve(import.meta.dirname, '../../../src/theme/styles')
const css = readdirSync(stylesDir)
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(path.join(stylesDir, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
  .join('\n')

/** Custom properties declared in blocks whose selector is exactly `selector`. */
function declarations(selector: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, blockSelector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (blockSelector.trim() !== selector) continue
    for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) found.set(name, value.trim())
  }
  return found
}

const light = declarations(':root')
const dark = new Map([...light, ...declarations("[data-theme='dark']")])

function colour(theme: Map<string, string>, name: string): string {
  let value = theme.get(name)
  // `var(--name)`, or `var(--ifm-…, fallback)`: an Infima variable the theme does not declare, its fallback.
  for (let depth = 0; value?.startsWith('var(') && depth < 5; depth++) {
    const [, name, fallback] = value.match(/^var\((--[\w-]+)\s*(?:,\s*(.+))?\)$/) ?? []
    value = theme.get(name) ?? fallback?.trim()
  }
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a #rrggbb colour: ${value}`)
  return value
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const tokenRoles = ['c', 'k', 's', 'n', 'f', 't', 'a', 'o', 'ins', 'del']
const admonitions = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important']

/** [text, background] pairs the theme draws. */
const pairs: [string, string][] = [
  ...['--c-bg', '--c-bg-subtle', '--c-bg-muted'].flatMap((bg): [string, string][] => [
    ['--c-text', bg],
    ['--c-text-muted', bg],
    ['--c-accent', bg],
  ]),
  ['--c-accent', '--c-accent-soft'],
  ['--c-accent', '--c-inline-code-bg'],
  ['--c-text', '--c-inline-code-bg'],
  ['--c-on-accent', '--c-accent'],
  ['--c-on-accent', '--c-accent-hover'],
  ['--c-footer-text', '--c-footer-bg'],
  ['--c-footer-title', '--c-footer-bg'],
  ['--c-hero-text', '--c-hero-bg'],
  ['--c-hero-text', '--c-hero-bg-end'],
  ['--code-text', '--code-title-bg'],
  ...['--code-text', ...tokenRoles.map((role) => `--code-${role}`)].flatMap((fg): [string, string][] => [
    [fg, '--code-bg'],
    [fg, '--code-highlight-bg'],
  ]),
  ['--code-ins', '--code-ins-bg'],
  ['--code-del', '--code-del-bg'],
  ['--code-text', '--code-ins-bg'],
  ['--code-text', '--code-del-bg'],
  ...admonitions.flatMap((type): [string, string][] => [
    [`--adm-${type}`, `--adm-${type}-bg`],
    ['--c-text', `--adm-${type}-bg`],
    ['--c-accent', `--adm-${type}-bg`],
  ]),
]

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme', (_, theme) => {
  it.each(pairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colour(theme, fg), colour(theme, bg))).toBeGreaterThanOrEqual(4.5)
  })

  it('finds the colours it checks (the parser reads the theme)', () => {
    expect(theme.size).toBeGreaterThan(50)
  })
})
