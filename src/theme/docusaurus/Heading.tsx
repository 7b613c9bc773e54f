import type { ComponentProps } from 'react'
import { contentComponents } from '../markdownComponents.tsx'

// `@theme/Heading`: `<Heading as="h2" id="x">`, the site's anchored heading (a `#` link to itself) for
// h2–h6 with an id, as a markdown heading renders; an h1, or a heading without an id, has no anchor.

export interface HeadingProps extends ComponentProps<'h1'> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
}

export default function Heading({ as: As, id, ...props }: HeadingProps) {
  if (As === 'h1' || !id) return <As id={id} {...props} />
  const Anchored = contentComponents[As]
  return <Anchored id={id} {...props} />
}
