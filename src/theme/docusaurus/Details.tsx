import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react'

// `@theme/Details`: a native <details>, styled as the site's `:::details` (styles/markdown.css), so it opens
// and closes without JavaScript. Its summary is the `summary` prop, else a `<summary>` among its children
// (as MDX's `<details><summary>…` hands it over), else "Details".

export interface DetailsProps extends ComponentProps<'details'> {
  summary?: ReactNode
}

export default function Details({ summary, children, ...props }: DetailsProps) {
  const parts = Children.toArray(children)
  const summaryChild = parts.find((part) => isValidElement(part) && part.type === 'summary')
  const body = summaryChild ? parts.filter((part) => part !== summaryChild) : parts
  const heading = summary === undefined ? summaryChild : typeof summary === 'string' ? <summary>{summary}</summary> : summary
  return (
    <details {...props}>
      {heading ?? <summary>Details</summary>}
      {body}
    </details>
  )
}
