import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react'
import { initialValue, isValidValue, queryStringKey, tabValuesOf, type TabValue } from './tabsModel.ts'
import { readQueryValue, saveChoice, useGroupChoice, writeQueryValue } from './tabChoice.ts'
import { classNames, TabsView } from './TabsView.tsx'
import type { TabItemProps } from './TabItem.tsx'

// `@theme/Tabs` as Docusaurus 3 documents it (docusaurus.io/docs/markdown-features/tabs): `values`,
// `defaultValue`, a child's `default`, `groupId` (every group of that id on the page, and the reader's
// next visits, show the same choice), `queryString`, `lazy`, `block`, `className`; rendered by TabsView
// (ARIA tabs, keys).
//
// Without JavaScript every panel is in the HTML and shown, each under its label (tabs.css: the panels
// are hidden only under <html class="tabs-js">, which only a script sets), so a reader without it still
// reads every tab's content and knows which tab it is; `lazy` renders the selected panel only, as
// Docusaurus does. The server renders the default tab; the remembered choice is applied in a layout
// effect, before the first paint of a client render, and for the site-wide `language` group before the
// prerendered page's first paint too (tabs.css, from the attribute the head script sets).

export interface TabsProps {
  children?: ReactNode
  values?: TabValue[]
  defaultValue?: string | null
  groupId?: string
  queryString?: string | boolean
  lazy?: boolean
  block?: boolean
  className?: string
}

export default function Tabs({ children, values, defaultValue, groupId, queryString, lazy, block, className }: TabsProps) {
  // Whitespace and `{false}` between <TabItem>s are not tabs (Docusaurus drops them too).
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[]
  const tabValues = tabValuesOf(
    values,
    items.map((item) => item.props),
  )
  const queryKey = queryStringKey(queryString, groupId)
  const [localValue, setLocalValue] = useState(() => initialValue(defaultValue, tabValues))
  const [queryValue, setQueryValue] = useState<string | null>(null)
  const { stored, mounted } = useGroupChoice(groupId, () => setQueryValue(readQueryValue(queryKey)))
  // After mount, as Docusaurus: the address's choice, else the remembered one, else this group's own.
  const selected = isValidValue(queryValue, tabValues) ? queryValue : isValidValue(stored, tabValues) ? stored : localValue

  const select = (value: string) => {
    setLocalValue(value)
    if (queryKey) {
      setQueryValue(value)
      writeQueryValue(queryKey, value)
    }
    if (groupId) saveChoice(groupId, value)
  }
  return (
    <TabsView
      tabValues={tabValues}
      selected={selected}
      onSelect={select}
      items={items}
      groupId={groupId}
      mounted={mounted}
      lazy={lazy}
      className={classNames('tabs', block && 'tabs--block', className)}
    />
  )
}
