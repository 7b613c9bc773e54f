import type { ReactNode } from 'react'

// What Docusaurus 3's <Tabs> decides before it renders (its theme-common `tabsUtils.tsx`), as plain
// functions: which tabs there are, which one is selected first, which search parameter and storage key a
// group uses, and where an arrow key moves. Errors say what Docusaurus' say, so a moved site fails alike.

export interface TabValue {
  value: string
  label?: ReactNode
  /** Extra props of the tab's button (`className`, `data-*`…), as Docusaurus' `attributes`. */
  attributes?: Record<string, unknown>
  default?: boolean
}

/** The props of a <TabItem> that <Tabs> reads. */
export interface TabItemLike {
  value?: unknown
  label?: ReactNode
  attributes?: Record<string, unknown>
  default?: boolean
}

/** The tabs a <Tabs> shows: its `values` prop if given, else its children's `value`/`label`/`default`. */
export function tabValuesOf(values: readonly TabValue[] | undefined, children: readonly TabItemLike[]): readonly TabValue[] {
  for (const child of children) {
    if (typeof child.value !== 'string' || child.value === '')
      throw new Error(
        'Docusaurus error: Bad <Tabs> child: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.',
      )
  }
  const tabValues =
    values ??
    children.map(({ value, label, attributes, default: isDefault }) => ({ value: value as string, label, attributes, default: isDefault }))
  const seen = new Set<string>()
  const duplicates = new Set(tabValues.map((tab) => tab.value).filter((value) => seen.has(value) || !seen.add(value)))
  if (duplicates.size)
    throw new Error(`Docusaurus error: Duplicate values "${[...duplicates].join(', ')}" found in <Tabs>. Every value needs to be unique.`)
  return tabValues
}

export const isValidValue = (value: string | null | undefined, tabValues: readonly TabValue[]): value is string =>
  value != null && tabValues.some((tab) => tab.value === value)

/** The tab selected before any stored or linked choice: `defaultValue`, else the child marked `default`, else the first. */
export function initialValue(defaultValue: string | null | undefined, tabValues: readonly TabValue[]): string {
  if (tabValues.length === 0) throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component')
  if (defaultValue) {
    if (!isValidValue(defaultValue, tabValues))
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues
          .map((tab) => tab.value)
          .join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      )
    return defaultValue
  }
  return (tabValues.find((tab) => tab.default) ?? tabValues[0]).value
}

/** The search parameter a group reads and writes (`?language=js`): `queryString` itself, or the group id for `true`. */
export function queryStringKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString
  if (!queryString) return null
  if (!groupId)
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".',
    )
  return groupId
}

/** Where a group's choice is remembered: Docusaurus' own key, so a reader's choice survives a site's move. */
export const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`

/**
 * The one group the whole site shares for TypeScript/JavaScript code (remark-typescript-tools' tabs and
 * this site's own): its choice is also an attribute of <html>, set before the first paint
 * (plugins/prerender/tabsScript.ts), so tabs.css shows the chosen panel before the app runs.
 */
export const languageGroup = 'language'

/** The tab an arrow key, Home or End moves to from `index` of `count` (arrows wrap), or undefined for another key. */
export function keyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
  return undefined
}
