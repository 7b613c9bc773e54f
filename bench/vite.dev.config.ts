import { mergeConfig, type ConfigEnv, type UserConfig } from 'vite'
import site from '../vite.config.ts'

// The site's Vite config with a dependency cache of its own, so the benchmark's cold dev-server start
// can empty it without disturbing anyone else's dev server (they share node_modules/.vite).
const benchCacheDir = 'bench/tmp/vite-dev-cache'

export default async (env: ConfigEnv): Promise<UserConfig> => {
  // The site's config is an object today; a function config would work too.
  const config = site as UserConfig | ((env: ConfigEnv) => UserConfig | Promise<UserConfig>)
  const base = typeof config === 'function' ? await config(env) : config
  // The bench's production builds are written inside the project (bench/tmp/out-*: ~90,000 files after the
  // 10,000-page tree), where Vite's watcher would take in every one of them on each dev start measured
  // after a build, and a cold start's dependency scan would read their 10,000 HTML files as entries; a
  // site's own output folder (dist/) Vite already leaves out of both.
  return mergeConfig(base, {
    cacheDir: benchCacheDir,
    server: { watch: { ignored: ['**/bench/tmp/out-*/**'] } },
    // Vite's own scan leaves out __tests__ and coverage folders only when no entries are given.
    optimizeDeps: { entries: ['**/*.html', '!bench/tmp/**', '!**/__tests__/**', '!**/coverage/**'] },
  })
}
