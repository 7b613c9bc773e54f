import type { ResolvedDocsOptions } from '../options.ts'

// index.html's inline script sets the reader's colour mode before the first paint (src/theme/colorMode.ts
// keeps it after). As written it is this site's: light unless the reader chose dark. The `colorMode`
// and `announcementBar` options rewrite its mode step here, at build (the Content-Security-Policy hashes
// the script as built), and the mode <html> starts in, which readers without JavaScript keep.

/** The mode step of index.html's script, exactly as written there. */
export const writtenModeStep = `try {
          m = localStorage.getItem('theme')
          if (m === 'dark' || m === 'light') r.setAttribute('data-theme', m)
        } catch (e) {}`

const writtenRoot = '<html lang="en" data-theme="light">'

export class ColorModeScriptError extends Error {}

type ChromeOptions = Pick<ResolvedDocsOptions, 'colorMode' | 'announcementBar'>

/** index.html with the mode step and starting mode the options ask for (unchanged for the defaults). */
export function applyColorModeScript(html: string, { colorMode, announcementBar }: ChromeOptions): string {
  const closeable = announcementBar?.isCloseable ? announcementBar : undefined
  const isDefault = colorMode.defaultMode === 'light' && !colorMode.disableSwitch && !colorMode.respectPrefersColorScheme
  if (isDefault && !closeable) return html
  if (!html.includes(writtenModeStep) || !html.includes(writtenRoot)) {
    throw new ColorModeScriptError(
      'index.html: the colour mode step of its inline script (or <html lang="en" data-theme="light">) is not as plugins/chrome/colorModeScript.ts expects: keep the two in step',
    )
  }
  // A stored choice, unless the switch is off; then the system's mode or the default.
  const stored = colorMode.disableSwitch ? 'null' : "localStorage.getItem('theme')"
  const fallback = colorMode.respectPrefersColorScheme
    ? "matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'"
    : `'${colorMode.defaultMode}'`
  const lines = [
    `m = ${stored}`,
    `if (m !== 'dark' && m !== 'light') m = ${fallback}`,
    `r.setAttribute('data-theme', m)`,
    // src/theme/announcement.ts: the closed bar's id, and the attribute that hides it.
    ...(closeable
      ? [
          `if (localStorage.getItem('announcement.dismissed') === ${JSON.stringify(closeable.id)}) r.setAttribute('data-announcement-dismissed', '')`,
        ]
      : []),
  ]
  const step = `try {\n          ${lines.join('\n          ')}\n        } catch (e) {}`
  return html.replace(writtenModeStep, () => step).replace(writtenRoot, () => `<html lang="en" data-theme="${colorMode.defaultMode}">`)
}
