import { describe, expect, it } from 'vitest'
import { createEmbeddedIndex } from '../../../src/search/embeddedIndex.ts'
import { highlightTerms } from '../../../src/search/highlight.ts'
import { indexWords, joinedDottedNames } from '../../../src/search/terms.ts'
import type { EmbeddedIndexFile, TextPart } from '../../../shared/searchTypes.ts'

// A name written with a dot (`Next.js`) is found by the one word readers type for it (`nextjs`).

const marked = (parts: TextPart[]) => parts.filter((part) => part.match).map((part) => part.text)

const indexFile: EmbeddedIndexFile = {
  version: 1,
  categories: ['Recipes'],
  pages: [
    ['/recipes/nextjs', 0, 'Redux Toolkit Setup with Next.js'],
    ['/recipes/server-rendering', 0, 'Server Rendering'],
    ['/recipes/immutable', 0, 'Using Immutable.JS with Redux'],
  ],
  sections: [
    [0, '', '', '', 'Create a store per request in the App Router.'],
    [1, 'frameworks', 'Frameworks', '', 'Next.js renders on the server; see its own recipe.'],
    [2, '', '', '', 'Immutable.JS collections in the state; state.ids stays two words.'],
  ],
}

describe('dotted names', () => {
  it('joins a name with a dot before a short suffix, and nothing else', () => {
    expect(joinedDottedNames('Next.js, Immutable.JS and Socket.io')).toEqual(['Nextjs', 'ImmutableJS', 'Socketio'])
    // A sentence's full stop, a longer suffix or a version is not a name.
    expect(joinedDottedNames('Done. Then state.entities and v5.0')).toEqual([])
    expect(indexWords('with Next.js')).toEqual(['with', 'Next', 'js', 'Nextjs'])
  })

  it('finds the page whose title names it first, and marks the name whole', async () => {
    const index = await createEmbeddedIndex(indexFile)
    const groups = index.search('nextjs')
    expect(groups.map((group) => group.url)).toEqual(['/recipes/nextjs', '/recipes/server-rendering'])
    expect(marked(groups[0].title)).toEqual(['Next.js'])
    expect(marked(groups[1].hits[0].snippet)).toEqual(['Next.js'])
    expect(index.search('immutablejs')[0].url).toBe('/recipes/immutable')
    // Typed with its dot, it is two words, both of them found.
    expect(index.search('next.js')[0].url).toBe('/recipes/nextjs')
  })

  it('marks the words of a dotted name apart when only one of them is wanted', () => {
    expect(marked(highlightTerms('Setup with Next.js', ['next']))).toEqual(['Next'])
    expect(marked(highlightTerms('Setup with Next.js', ['js']))).toEqual(['js'])
    expect(marked(highlightTerms('Setup with Next.js', ['nextjs']))).toEqual(['Next.js'])
  })
})
