import type { ReactNode } from 'react'

// `@theme/TabItem`: one panel of a <Tabs>. `value` (required, unique in its group), `label` (the tab's
// text, else the value), `default`, `attributes` (props of the tab's button) and `className` (the panel's)
// are Docusaurus'. <Tabs> passes `hidden` and `panel`: its id (its tab's aria-controls) and its label,
// which names the panel (aria-label: the label's text, or the value where the label is markup) and which
// tabs.css shows above the panel when JavaScript is off (`content: attr(aria-label)`: no extra element in
// the HTML of every page with code).

export interface TabItemProps {
  children?: ReactNode
  value: string
  label?: ReactNode
  default?: boolean
  attributes?: Record<string, unknown>
  className?: string
  hidden?: boolean
  panel?: { id: string; label: ReactNode }
}

export default function TabItem({ children, value, className, hidden, panel }: TabItemProps) {
  const name = panel && (typeof panel.label === 'string' ? panel.label : value)
  return (
    <div role="tabpanel" id={panel?.id} aria-label={name} data-tab-value={value} className={className} hidden={hidden}>
      {children}
    </div>
  )
}
