import { describe, expect, it } from 'vitest'
import { isPlainLeftClick } from '../../../src/router/RouteLink.tsx'

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false }

describe('isPlainLeftClick (which clicks the router takes over)', () => {
  it('takes a plain left click on a link without a target, or targeting this tab', () => {
    expect(isPlainLeftClick(click, undefined)).toBe(true)
    expect(isPlainLeftClick(click, '_self')).toBe(true)
  })

  it('leaves new tabs, windows, downloads and other buttons to the browser', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainLeftClick({ ...click, [key]: true }, undefined)).toBe(false)
    }
    expect(isPlainLeftClick({ ...click, button: 1 }, undefined)).toBe(false)
    expect(isPlainLeftClick(click, '_blank')).toBe(false)
  })

  it('respects a handler that already prevented the default', () => {
    expect(isPlainLeftClick({ ...click, defaultPrevented: true }, undefined)).toBe(false)
  })
})
