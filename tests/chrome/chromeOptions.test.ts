import { describe, expect, it } from 'vitest'
import { OptionsError, resolveDocsOptions } from '../../plugins/options.ts'

// The chrome options (plugins/chrome/options.ts) in Docusaurus' shapes: defaults, every navbar item type
// accepted, and each mistake an error naming the option.

const site = { title: 'Docs', url: 'https://docs.example.org' }
const failure = (input: Record<string, unknown>) => {
  try {
    resolveDocsOptions({ site, ...input })
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError)
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('chrome options', () => {
  it('default to a navbar without items, no footer, light mode with its switch, no bar, no stylesheets', () => {
    const options = resolveDocsOptions({ site })
    expect(options.navbar).toEqual({ hideOnScroll: false, items: [] })
    expect(options.footer).toBeUndefined()
    expect(options.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false })
    expect(options.announcementBar).toBeUndefined()
    expect(options.customCss).toEqual([])
  })

  it('take every navbar item type Docusaurus documents, left by default', () => {
    const options = resolveDocsOptions({
      site,
      navbar: {
        title: 'Site',
        logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Logo', href: '/guide/intro' },
        items: [
          { to: '/guide/intro', label: 'Guide', activeBasePath: '/guide/' },
          { href: 'https://github.com/example/repo', label: 'GitHub', position: 'right' },
          { type: 'doc', docId: 'guide/intro', label: 'Intro' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API' },
          {
            type: 'dropdown',
            label: 'More',
            items: [
              { to: '/a', label: 'A' },
              { type: 'html', value: '<b>B</b>' },
            ],
          },
          { type: 'html', value: '<span>hi</span>', position: 'right' },
          { type: 'search', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/guide/intro' }, { html: '<p>note</p>' }] }],
        copyright: 'Copyright © <b>us</b>',
      },
      colorMode: { defaultMode: 'dark' },
      announcementBar: { id: 'v2', content: '<a href="/new">New</a>', backgroundColor: '#20232a', textColor: 'rgb(255 255 255)' },
      customCss: ['src/css/custom.css'],
    })
    expect(options.navbar.items.map((item) => [item.type ?? 'default', item.position])).toEqual([
      ['default', 'left'],
      ['default', 'right'],
      ['doc', 'left'],
      ['docSidebar', 'left'],
      ['dropdown', 'left'],
      ['html', 'right'],
      ['search', 'right'],
    ])
    expect(options.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false })
    expect(options.announcementBar).toMatchObject({ id: 'v2', isCloseable: true })
    expect(options.footer?.links[0].items).toHaveLength(2)
  })

  it('refuse item types, keys and values the engine does not render, naming the option', () => {
    expect(failure({ navbar: { items: [{ type: 'localeDropdown' }] } })).toContain(
      `option "navbar.items[0].type": Invalid discriminator value. Expected 'default' | 'doc' | 'docSidebar' | 'dropdown' | 'html' | 'search'`,
    )
    expect(failure({ navbar: { items: [{ type: 'doc', docId: 'intro', lable: 'x' }] } })).toContain(
      'option "navbar.items[0].lable" is not known',
    )
    const oneOf = 'option "navbar.items[0]": a navbar link has one of `to` (a route) and `href` (a URL)'
    expect(failure({ navbar: { items: [{ label: 'Both', to: '/a', href: 'https://b.example' }] } })).toContain(oneOf)
    expect(failure({ navbar: { items: [{ label: 'Nowhere' }] } })).toContain(oneOf)
    expect(failure({ navbar: { items: [{ label: 'Left', to: '/a', position: 'center' }] } })).toContain('option "navbar.items[0].position"')
    expect(failure({ navbar: { items: [{ type: 'dropdown', label: 'D', items: [{ type: 'search' }] }] } })).toContain(
      'option "navbar.items[0].items[0].type"',
    )
    expect(failure({ navbar: { logo: { alt: 'no src' } } })).toContain('option "navbar.logo.src"')
    expect(failure({ footer: { style: 'grey' } })).toContain('option "footer.style"')
    expect(failure({ footer: { links: [{ title: 'T', items: [{ label: 'x' }] }] } })).toContain('option "footer.links[0].items[0]"')
    expect(failure({ colorMode: { defaultMode: 'auto' } })).toContain('option "colorMode.defaultMode"')
    expect(failure({ colorMode: { switchDisabled: true } })).toContain('option "colorMode.switchDisabled" is not known')
    expect(failure({ announcementBar: { id: 'x' } })).toContain('option "announcementBar.content"')
    expect(failure({ announcementBar: { content: 'x', backgroundColor: 'red;}body{display:none' } })).toContain(
      'option "announcementBar.backgroundColor": expected a CSS colour',
    )
    expect(failure({ customCss: 'src/css/custom.css' })).toContain('option "customCss"')
  })
})
