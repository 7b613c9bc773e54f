import type { ReactNode } from 'react'

// `@theme/TabItem`: one panel of a <Tabs>. `value` (required, unique in its group), `label` (the tab's
// text, else the value), `default`, `attributes` (props of the tab's button) and `className` (the panel's)
// are Docusaurus'. <Tabs> passes `hidden` and `panel`: its id (its tab's aria-controls) and its label, which
// names the panel (aria-label) and is shown above it when JavaScript is off (tabs.css).

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
  const name = typeof panel?.label === 'string' ? panel.label : undefined
  return (
    <div role="tabpanel" id={panel?.id} aria-label={name} data-tab-value={value} className={className} hidden={hidden}>
      {panel && <div className="tab-label">{panel.label}</div>}
      {children}
    </div>
  )
}
