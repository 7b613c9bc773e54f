import type { Server } from 'node:http'
import { chromium, type Browser } from 'playwright-core'
import { startStaticServer } from '../../plugins/staticServer.ts'

// Debian's Chromium and the static server, as the end-to-end tests use them (tests/e2e/browser.ts, whose
// module imports vitest and so cannot be loaded from a plain script).

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags this sandboxed, offline machine needs (same list as tests/e2e/browser.ts). */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
}

/** Serves a build folder like a static host (plugins/staticServer.ts, which applies its `_headers`). */
export async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { server, url } = await startStaticServer({ root })
  return { url, close: () => closeServer(server) }
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Lighthouse's desktop network: 40 ms round trip, 10 Mbit/s (a fast connection, not localhost's zero). */
export const desktopNetwork = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 }
