import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { chromiumFlags, chromiumPath } from '../lib/browser.ts'

// Lighthouse 12 (Node 20) on Debian's Chromium, launched by chrome-launcher with the end-to-end tests'
// offline-safe flags. Mobile is Lighthouse's default (Moto G Power, slow 4G and 4× CPU slowdown,
// simulated); desktop is its desktop preset. One Chromium serves every run: Lighthouse clears storage
// and cache before each.

export type Preset = 'mobile' | 'desktop'

export interface LighthouseScores {
  label: string
  route: string
  preset: Preset
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits that failed in accessibility, best practices and SEO (to see what to fix). */
  failedAudits: string[]
  /** Lighthouse's measure of the machine's speed (a busy or slow machine scores low and inflates TBT). */
  benchmarkIndex: number
}

export async function withLighthouse<T>(
  run: (audit: (url: string, label: string, route: string, preset: Preset) => Promise<LighthouseScores>) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  })
  try {
    return await run(async (url, label, route, preset) => {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        preset === 'desktop' ? desktopConfig : undefined,
      )
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits } = result.lhr
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
      const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100)
      const numeric = (id: string) => audits[id]?.numericValue ?? NaN
      const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${ref.id}`),
      )
      return {
        label,
        route,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failedAudits,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      }
    })
  } finally {
    chrome.kill()
  }
}
