// Rolldown keeps, on the bundle's plugin data, the code of every chunk a generateBundle or writeBundle hook
// reads, as a string in a Map, until the build ends (so a second hook reading it gets the same string).
// Vite's import analysis reads every chunk's code in its generateBundle (looking for its preload marker),
// so on a large site that Map holds every page's chunk, body and all: 157 MB of strings at 10,000 pages,
// kept alive into the old generation while the chunks are written. Without it each read is a fresh string
// that dies young. No option turns it off (the bundle's plugin data is made with the cache on), so the
// build turns it off through a plugin context, before the chunks render.

interface WithPluginData {
  data?: { outputCodeCache?: Map<string, unknown> | null }
}

/**
 * Stops the bundle `context` (a plugin hook's `this`) belongs to from keeping the chunks' code its
 * output hooks read. Returns whether Rolldown's cache was found (false: this Rolldown has none, or keeps
 * it elsewhere; nothing is changed).
 */
export function stopCachingOutputCode(context: unknown): boolean {
  const data = (context as WithPluginData).data
  if (!data || !(data.outputCodeCache instanceof Map)) return false
  data.outputCodeCache.clear()
  data.outputCodeCache = null
  return true
}
