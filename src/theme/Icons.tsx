import type { ReactNode } from 'react'

// The theme's icons: an empty span painted through its SVG as a mask (styles/icons.css; the SVGs are
// icons/*.svg, one sprite in styles/icon-sprite.css), so the paths are in the cached stylesheet and not
// in every page's HTML. In currentColor, hidden from assistive technology (the control they sit in
// carries the words).

interface IconProps {
  className?: string
}

function icon(name: string) {
  return function Icon({ className }: IconProps) {
    return <span className={`icon icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true" />
  }
}

export const SunIcon = icon('sun')
export const MoonIcon = icon('moon')
export const MenuIcon = icon('menu')
export const CloseIcon = icon('close')
export const ChevronIcon = icon('chevron')
export const ExternalIcon = icon('external')
export const CopyIcon = icon('copy')
export const CheckIcon = icon('check')
export const EditIcon = icon('edit')
export const SearchIcon = icon('search')

/** One icon per admonition type (the markdown's `:::note`, `:::tip`, …). */
export const admonitionIcons: Record<string, (props: IconProps) => ReactNode> = Object.fromEntries(
  ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important'].map((type) => [type, icon(type)]),
)

/** The Redux logo of this site: a one-way loop of three arrows around a single store. Its size: CSS. */
export const Logo = icon('logo')
