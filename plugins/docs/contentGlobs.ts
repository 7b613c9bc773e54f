// The docs plugin's `include` / `exclude` globs (Docusaurus' docs options of those names): which files
// of the content folder are pages. Globs are matched against the path relative to the content folder,
// with `/`, as Docusaurus' globby matches them: `*` and `?` within one path segment, `**` across
// segments, `{a,b}` alternatives, `[...]` classes. Files and folders starting with `_` are never pages
// whatever the globs say (partials, `_category_` files: contentFiles.ts).

/** Docusaurus' default `include`. */
export const DEFAULT_INCLUDE = ['**/*.{md,mdx}']

/** Docusaurus' default `exclude` (its `_` rules are the walker's own). */
export const DEFAULT_EXCLUDE = ['**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']

const escape = (text: string) => text.replace(/[.+^$()|\\]/g, '\\$&')

/** One glob as a regular expression over a whole content-relative path. */
export function globToRegExp(glob: string): RegExp {
  let source = ''
  let braces = 0
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]
    if (char === '*' && glob[i + 1] === '*') {
      const slashAfter = glob[i + 2] === '/'
      // `**/` is any number of whole segments (none included); a trailing `**` is anything.
      source += slashAfter ? '(?:[^/]+/)*' : '.*'
      i += slashAfter ? 2 : 1
    } else if (char === '*') source += '[^/]*'
    else if (char === '?') source += '[^/]'
    else if (char === '{') {
      braces++
      source += '(?:'
    } else if (char === '}' && braces > 0) {
      braces--
      source += ')'
    } else if (char === ',' && braces > 0) source += '|'
    else if (char === '[') {
      const end = glob.indexOf(']', i + 1)
      if (end === -1) source += '\\['
      else {
        source += `[${glob
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`
        i = end
      }
    } else source += escape(char)
  }
  return new RegExp(`^${source}$`)
}

/** Whether a content-relative path (with `/`) is a page by the globs: matched by an include, by no exclude. */
export function contentGlobFilter(include: readonly string[] = DEFAULT_INCLUDE, exclude: readonly string[] = DEFAULT_EXCLUDE) {
  const included = include.map(globToRegExp)
  const excluded = exclude.map(globToRegExp)
  return (relativePath: string) => included.some((glob) => glob.test(relativePath)) && !excluded.some((glob) => glob.test(relativePath))
}
