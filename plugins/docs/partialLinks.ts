import type { CompiledPage, CompiledPartial } from '../markdown/pipeline.ts'

/**
 * Adds the links and ids of the partials an MDX page imports (and those they import) to the page: the
 * link checker checks them as the page's, naming the partial's file and line, and a link may point at a
 * heading a partial puts on the page. A partial's `#anchor` link points into the page (route left empty
 * by the partial's compile, see markdown/mdx/partials.ts).
 */
export async function addPartialLinks(
  page: CompiledPage,
  compilePartial: (file: string) => Promise<CompiledPartial | undefined>,
): Promise<void> {
  const seen = new Set<string>()
  const visit = async (files: string[]) => {
    for (const file of files) {
      if (seen.has(file)) continue
      seen.add(file)
      const partial = await compilePartial(file)
      if (!partial) continue
      for (const link of partial.links) {
        const resolved =
          link.resolved.kind === 'internal' && link.resolved.route === '' ? { ...link.resolved, route: page.route } : link.resolved
        page.links.push({ ...link, resolved, file: partial.file })
      }
      for (const id of partial.ids) page.ids.add(id)
      await visit(partial.partials)
    }
  }
  await visit(page.partials ?? [])
}
