import { build } from 'vite'
import { gzipSync } from 'node:zlib'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pureTopLevel, reactRouterProduction, reactRouterProductionAliases } from '../plugins/reactRouterProduction.ts'

describe('pureTopLevel', () => {
  it('marks context and component factories pure and drops display names, keeping every line', () => {
    const code = [
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'var Memo = /* @__PURE__ */ React2.memo(Inner);',
      'Link.displayName = "Link";',
      'function useIt() { return React2.useContext(DataRouterContext); }',
    ].join('\n')
    expect(pureTopLevel(code).split('\n')).toEqual([
      'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      'var Memo = /* @__PURE__ */ React2.memo(Inner);',
      '',
      'function useIt() { return React2.useContext(DataRouterContext); }',
    ])
  })
})

describe('reactRouterProduction', () => {
  // What the app imports from react-router (src/router): with the plugin, the rest is tree-shaken.
  async function bundledSize(plugins: ReturnType<typeof reactRouterProduction>[]): Promise<number> {
    const dir = mkdtempSync(path.join(tmpdir(), 'rr-'))
    const entry = path.join(dir, 'entry.js')
    writeFileSync(
      entry,
      "export { Router, useNavigate, useLocation, createPath, parsePath, UNSAFE_createBrowserHistory, NavigationType } from 'react-router'\n",
    )
    const output = await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins,
      // Without the plugin, its aliases alone: both bundles start from react-router's production files.
      resolve: { alias: plugins.length ? [] : reactRouterProductionAliases() },
      build: {
        write: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: ['react', 'react-dom', 'cookie', 'set-cookie-parser'] },
      },
    })
    const chunk = (Array.isArray(output) ? output[0] : output) as { output: { code: string }[] }
    return gzipSync(chunk.output[0].code).length
  }

  it('leaves only what the app uses of react-router in the bundle', async () => {
    const [without, withPlugin] = [await bundledSize([]), await bundledSize([reactRouterProduction()])]
    expect(without).toBeGreaterThan(12_000)
    expect(withPlugin).toBeLessThan(6_500)
  }, 60_000)
})
