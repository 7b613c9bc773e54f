import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { initialValue, isValidValue, keyTarget, queryStringKey, tabValuesOf, type TabValue } from './tabsModel.ts'
import { markDocument, readChoice, readQueryValue, saveChoice, subscribeChoice, writeQueryValue } from './tabChoice.ts'
import type { TabItemProps } from './TabItem.tsx'
import './tabs.css'

// `@theme/Tabs` as Docusaurus 3 documents it (docusaurus.io/docs/markdown-features/tabs): `values`,
// `defaultValue`, a child's `default`, `groupId` (every group of that id on the page, and the reader's
// next visits, show the same choice), `queryString`, `lazy`, `block`, `className`. An ARIA tab list:
// buttons with a roving tabindex, the arrow keys (wrapping), Home and End move and select.
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

const noSubscription = () => () => {}
const join = (...names: unknown[]) => names.filter((name) => typeof name === 'string' && name).join(' ')

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
  const [mounted, setMounted] = useState(false)
  const storedValue = useSyncExternalStore(
    groupId ? (onChange) => subscribeChoice(groupId, onChange) : noSubscription,
    () => (groupId ? readChoice(groupId) : null),
    () => null,
  )
  useLayoutEffect(() => {
    markDocument()
    setQueryValue(readQueryValue(queryKey))
    setMounted(true)
  }, [queryKey])

  // The prerendered HTML and the hydrating render show the default; after mount, as Docusaurus: the
  // address's choice, else the remembered one, else this group's own.
  const selected = !mounted
    ? localValue
    : isValidValue(queryValue, tabValues)
      ? queryValue
      : isValidValue(storedValue, tabValues)
        ? storedValue
        : localValue

  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  // A choice changes the height of every group of the id above this one: the tab the reader used stays
  // where it was on screen (Docusaurus' scroll position blocker).
  const keepInView = useRef<{ element: HTMLElement; top: number } | null>(null)
  useLayoutEffect(() => {
    const kept = keepInView.current
    keepInView.current = null
    if (!kept) return
    const moved = kept.element.getBoundingClientRect().top - kept.top
    if (moved) window.scrollBy(0, moved)
  })

  const select = (value: string, element: HTMLElement) => {
    keepInView.current = { element, top: element.getBoundingClientRect().top }
    setLocalValue(value)
    if (queryKey) {
      setQueryValue(value)
      writeQueryValue(queryKey, value)
    }
    if (groupId) saveChoice(groupId, value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyTarget(event.key, index, tabValues.length)
    if (target === undefined) return
    event.preventDefault()
    const button = tabs.current[target]
    if (!button) return
    button.focus()
    select(tabValues[target].value, button)
  }

  const id = useId()
  // Short: every group's ids are in the page's HTML.
  const tabId = (index: number) => `${id}t${index}`
  const panelId = (index: number) => `${id}p${index}`
  const panels = items.map((item) => {
    const index = tabValues.findIndex((tab) => tab.value === item.props.value)
    const tab = tabValues[index]
    const hidden = item.props.value !== selected
    if (lazy && hidden) return null
    return cloneElement(item, {
      key: String(item.props.value),
      hidden,
      panel: { id: panelId(index), labelledBy: tabId(index), label: tab?.label ?? tab?.value },
    })
  })

  return (
    <div className="tabs-container" data-tab-group={groupId} data-mounted={mounted ? '' : undefined}>
      <div role="tablist" className={join('tabs', block && 'tabs--block', className)}>
        {tabValues.map(({ value, label, attributes }, index) => {
          const isSelected = value === selected
          return (
            <button
              key={value}
              ref={(element) => void (tabs.current[index] = element)}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-controls={lazy && !isSelected ? undefined : panelId(index)}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              data-tab-value={value}
              {...attributes}
              className={join('tabs__item', attributes?.className, isSelected && 'tabs__item--active')}
              onClick={(event) => select(value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label ?? value}
            </button>
          )
        })}
      </div>
      <div className="tabs-panels">{panels}</div>
    </div>
  )
}
