import type { Rolldown } from 'vite'

// The client build's chunks by the module they were built from, so a prerendered page can name the
// chunks it renders with (modulepreload) and their stylesheets.

export interface ClientChunk {
  url: string
  /** URLs of the chunks it imports statically, transitively. */
  imports: string[]
  /** URLs of the stylesheets Vite would add when it runs. */
  css: string[]
}

export type ClientChunks = Map<string, ClientChunk>

export function collectChunks(bundle: Rolldown.OutputBundle, base: string): ClientChunks {
  const byFile = new Map<string, { imports: string[]; css: string[] }>()
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    const css = [...((output as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]
    byFile.set(output.fileName, { imports: output.imports, css })
  }
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    for (const imported of byFile.get(fileName)?.imports ?? []) {
      if (!seen.has(imported)) closure(imported, seen.add(imported))
    }
    return seen
  }
  const chunks: ClientChunks = new Map()
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue
    const imported = [...closure(output.fileName)]
    const css = [output.fileName, ...imported].flatMap((file) => byFile.get(file)?.css ?? [])
    chunks.set(output.facadeModuleId, {
      url: base + output.fileName,
      imports: imported.map((file) => base + file),
      css: [...new Set(css)].map((file) => base + file),
    })
  }
  return chunks
}

/** The chunk built from `file` (an absolute path), if any. */
export function chunkOf(chunks: ClientChunks, file: string): ClientChunk | undefined {
  return chunks.get(file) ?? chunks.get(file.split('\\').join('/'))
}
