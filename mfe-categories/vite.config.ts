import { fileURLToPath } from 'node:url'
import { remoteConfig } from 'shell/vite-presets'
import { checkCatalogueContent } from './build/check-catalogue'

/*
 * SYNTHETIC_GAMES=5000 builds the benchmark variant (see e2e/bench). Unset, the constant is 0 and
 * the synthetic generator is dropped from the bundle.
 */
const syntheticGames = Math.max(0, Math.min(100_000, Number(process.env.SYNTHETIC_GAMES) || 0))

export default remoteConfig('categories', {
  // The team's own plugins: the server bundle gets them too, so it renders the same code.
  plugins: [checkCatalogueContent(fileURLToPath(new URL('.', import.meta.url)))],
  define: { __SYNTHETIC_GAMES__: JSON.stringify(syntheticGames) },
})
