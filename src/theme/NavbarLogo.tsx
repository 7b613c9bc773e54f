import type { ChromeLogo } from '../../shared/siteChrome.ts'

/**
 * A logo of the navbar or footer (docsPlugin's `navbar.logo`, `footer.logo`): with `srcDark`, both images,
 * CSS showing the one for the colour mode on <html> (right from the first paint, with or without the app).
 */
export function ChromeLogoImage({ logo, className }: { logo: ChromeLogo; className: string }) {
  const size = { width: logo.width, height: logo.height }
  if (!logo.srcDark) return <img className={className} src={logo.src} alt={logo.alt} {...size} />
  return (
    <>
      <img className={`${className} when-light`} src={logo.src} alt={logo.alt} {...size} />
      <img className={`${className} when-dark`} src={logo.srcDark} alt={logo.alt} {...size} />
    </>
  )
}
