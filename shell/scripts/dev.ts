/**
 * `pnpm dev`: the shell on `vite dev` (HMR) and every remote on `vite build --watch` + `vite preview`
 * on its production port, in one terminal with labelled output. The federation plugin cannot serve a
 * remote from the dev server, so remotes are rebuilt (≈1 s) and the page is reloaded by hand.
 */
import concurrently from 'concurrently'
import { remoteApps } from '../src/federation/apps'

const remotes = Object.entries(remoteApps)
const { result } = concurrently(
  [
    { name: 'shell', command: 'pnpm --filter shell dev', prefixColor: 'magenta' },
    ...remotes.flatMap(([key, app]) => [
      { name: `${key}:build`, command: `pnpm --filter ${app.dir} watch`, prefixColor: 'cyan' },
      { name: `${key}:serve`, command: `pnpm --filter ${app.dir} preview`, prefixColor: 'green' },
    ]),
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
)

result.catch(() => process.exit(1))
