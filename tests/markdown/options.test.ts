import { describe, expect, it } from 'vitest'
import { defaultIframeHosts, hostAllowed, resolveMarkdownOptions } from '../../plugins/markdown/options.ts'

describe('markdown options', () => {
  it('defaults the iframe hosts to YouTube, CodeSandbox and StackBlitz', () => {
    expect(resolveMarkdownOptions().iframeHosts).toEqual(defaultIframeHosts)
    expect(defaultIframeHosts).toEqual(expect.arrayContaining(['www.youtube.com', 'codesandbox.io', 'stackblitz.com']))
    expect(resolveMarkdownOptions({ iframeHosts: [' Player.Vimeo.com '] }).iframeHosts).toEqual(['player.vimeo.com'])
  })

  it('refuses a host written as a URL, with a port or with a path', () => {
    for (const host of ['https://www.youtube.com', 'example.com:8080', 'example.com/embed', 'localhost', '*']) {
      expect(() => resolveMarkdownOptions({ iframeHosts: [host] })).toThrow(`markdown.iframeHosts: "${host}" is not a host name`)
    }
  })

  it('matches a host exactly, or the subdomains of a *. entry', () => {
    expect(hostAllowed('www.youtube.com', ['www.youtube.com'])).toBe(true)
    expect(hostAllowed('evil-www.youtube.com', ['www.youtube.com'])).toBe(false)
    expect(hostAllowed('a.b.example.org', ['*.example.org'])).toBe(true)
    expect(hostAllowed('example.org', ['*.example.org'])).toBe(false)
    expect(hostAllowed('badexample.org', ['*.example.org'])).toBe(false)
  })
})
