// @vitest-environment jsdom
import { act, createElement as h } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Tabs, { type TabsProps } from '../../../../src/theme/tabs/Tabs.tsx'
import TabItem from '../../../../src/theme/tabs/TabItem.tsx'

// <Tabs> in jsdom: the server's HTML holds every panel, a choice syncs the groups of its id and is stored,
// the stored choice wins after mount, and the keys move the selection.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const fruitTabs = (props: Partial<TabsProps> = {}, texts = ['Apple text', 'Pear text']) =>
  h(
    Tabs,
    { groupId: 'fruit', ...props },
    h(TabItem, { value: 'apple', label: 'Apple' }, texts[0]),
    h(TabItem, { value: 'pear', label: 'Pear' }, texts[1]),
  )

let container: HTMLDivElement
beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
  container = document.body.appendChild(document.createElement('div'))
})
afterEach(() => container.remove())

const visiblePanels = () =>
  [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])')].map((panel) => panel.textContent)
const tab = (name: string, group = 0) =>
  [...container.querySelectorAll('.tabs-container')[group].querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (button) => button.textContent === name,
  )!

describe('<Tabs>', () => {
  it('prerenders every panel, the unselected ones hidden, each labelled by its tab and carrying its label for no-JS readers', () => {
    const html = renderToString(fruitTabs())
    container.innerHTML = html
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(2)
    expect(visiblePanels()).toEqual(['Apple text'])
    const pear = container.querySelector<HTMLElement>('[role="tabpanel"][hidden]')!
    expect(pear.textContent).toBe('Pear text')
    expect(pear.getAttribute('aria-label')).toBe('Pear')
    expect(tab('Pear').getAttribute('aria-controls')).toBe(pear.id)
    expect([tab('Apple').tabIndex, tab('Pear').tabIndex]).toEqual([0, -1])
  })

  it('with lazy, renders the selected panel only', () => {
    container.innerHTML = renderToString(fruitTabs({ lazy: true }))
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(1)
  })

  it('hydrates the server HTML, then shows the stored choice and marks <html> for tabs.css before paint', async () => {
    localStorage.setItem('docusaurus.tab.fruit', 'pear')
    container.innerHTML = renderToString(fruitTabs())
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, fruitTabs(), { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(visiblePanels()).toEqual(['Pear text'])
    expect(document.documentElement.classList.contains('tabs-js')).toBe(true)
    expect(container.querySelector('.tabs-container')!.hasAttribute('data-mounted')).toBe(true)
  })

  it('syncs every group of the id on a click, stores the choice, and ignores a stored value the group lacks', async () => {
    localStorage.setItem('docusaurus.tab.fruit', 'plum')
    const root = createRoot(container)
    await act(async () => root.render(h('div', null, fruitTabs(), fruitTabs({}, ['Apple pie', 'Pear tart']))))
    expect(visiblePanels()).toEqual(['Apple text', 'Apple pie'])
    await act(async () => tab('Pear', 1).click())
    expect(visiblePanels()).toEqual(['Pear text', 'Pear tart'])
    expect(localStorage.getItem('docusaurus.tab.fruit')).toBe('pear')
    expect(tab('Pear', 0).getAttribute('aria-selected')).toBe('true')
    await act(async () => root.unmount())
  })

  it('moves and selects with the keys, focusing the new tab', async () => {
    const root = createRoot(container)
    await act(async () => root.render(fruitTabs({ groupId: undefined })))
    tab('Apple').focus()
    await act(async () => tab('Apple').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })))
    expect(document.activeElement).toBe(tab('Pear'))
    expect(visiblePanels()).toEqual(['Pear text'])
    await act(async () => tab('Pear').dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true })))
    expect(visiblePanels()).toEqual(['Apple text'])
    await act(async () => root.unmount())
  })

  it('takes the choice from its query string parameter and writes it back on a click', async () => {
    window.history.replaceState(null, '', '/page?fruit=pear')
    const root = createRoot(container)
    await act(async () => root.render(fruitTabs({ queryString: true })))
    expect(visiblePanels()).toEqual(['Pear text'])
    await act(async () => tab('Apple').click())
    expect(new URL(window.location.href).searchParams.get('fruit')).toBe('apple')
    await act(async () => root.unmount())
    window.history.replaceState(null, '', '/')
  })
})
