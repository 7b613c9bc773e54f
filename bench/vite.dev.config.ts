import { mergeConfig, type ConfigEnv, type UserConfig } from 'vite'
import site from '../vite.config.ts'

// The site's Vite config with a dependency cache of its own, so the benchmark's cold dev-server start
// can empty it without disturbing anyone else's dev server (they share node_modules/.vite).
const benchCacheDir = 'bench/tmp/vite-dev-cache'

export default async (env: ConfigEnv): Promise<UserConfig> => {
  // The site's config is an object today; a function config would work too.
  const config = site as UserConfig | ((env: ConfigEnv) => UserConfig | Promise<UserConfig>)
  const base = typeof config === 'function' ? await config(env) : config
  return mergeConfig(base, { cacheDir: benchCacheDir })
}
