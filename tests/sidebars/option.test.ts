import { describe, expect, it } from 'vitest'
import { OptionsError, resolveDocsOptions } from '../../plugins/options.ts'
import { docsPlugin } from '../../plugins/index.ts'
import { SidebarsFileError } from '../../plugins/sidebars/index.ts'

// docsPlugin's `sidebar` option in the Docusaurus shape: a sidebars file's export with the file's name,
// checked when the plugin is made, its mistakes naming the file and the item.

const site = { title: 'Docs', url: 'https://docs.example.org/' }

describe('the sidebar option in the Docusaurus shape', () => {
  it('takes a sidebars file export with its file, and keeps the explicit and automatic shapes', () => {
    const sidebar = { file: 'website/sidebars.js', sidebars: { docs: ['intro'] } }
    expect(resolveDocsOptions({ site, sidebar }).sidebar).toEqual(sidebar)
    expect(resolveDocsOptions({ site, sidebar: ['/intro'] }).sidebar).toEqual(['/intro'])
    expect(resolveDocsOptions({ site }).sidebar).toBe('auto')
  })

  it('refuses the shape without its file', () => {
    expect(() => resolveDocsOptions({ site, sidebar: { sidebars: { docs: ['intro'] } } })).toThrow(OptionsError)
  })

  it('fails when the plugin is made, naming the file and the item, for a sidebars file with a mistake', () => {
    const make = () =>
      docsPlugin({ site, sidebar: { file: 'website/sidebars.js', sidebars: { docs: ['intro', { type: 'dok', id: 'x' }] } } })
    expect(make).toThrow(SidebarsFileError)
    expect(make).toThrow('website/sidebars.js: docs[1]: unknown sidebar item type "dok"')
  })
})
