// Response headers in the `_headers` format of Netlify and Cloudflare Pages: a path pattern on its own
// line (`*` matches anything), then its headers indented as `Name: value`. The build writes dist/_headers;
// hosts with that format apply it as is, plugins/staticServer.ts (npm run preview, e2e tests) does too,
// and for other hosts it documents what to send (see README, "Hosting").

/** A file the build names by its content hash (`assets/index-BXdQ3a9f.js`, relative to the output folder): safe to cache for a year. */
export function isHashedAsset(relativeFile: string): boolean {
  return /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(relativeFile.split('\\').join('/'))
}

export interface HeaderRule {
  pattern: string
  headers: [name: string, value: string][]
}

export function formatHeadersFile(rules: HeaderRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`) : []
  for (const rule of rules) {
    lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`))
  }
  return lines.join('\n') + '\n'
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

function matches(pattern: string, urlPath: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  )
  return regex.test(urlPath)
}

/** The headers for a request path: those of every matching rule, a later rule overriding an earlier one. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (!matches(rule.pattern, urlPath)) continue
    for (const [name, value] of rule.headers) result[name.toLowerCase()] = value
  }
  return result
}
