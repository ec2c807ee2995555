import { localOrigin, remoteApps, shellApp, type RemoteKey } from 'shell/federation/apps'

export const ORIGINS = {
  shell: localOrigin(shellApp.port),
  home: localOrigin(remoteApps.home.port),
  categories: localOrigin(remoteApps.categories.port),
  faq: localOrigin(remoteApps.faq.port),
} as const satisfies Record<'shell' | RemoteKey, string>
