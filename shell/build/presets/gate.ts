import type { ConfigEnv, Plugin, PluginOption, UserConfig } from 'vite'

/**
 * The plugins in `options`, each applied only where `when` holds and where it applied already: Vite's
 * own `apply`, so a preset's plugins leave a build or dev server they do not belong to before any of
 * their hooks run.
 */
export function applyWhen(when: (env: ConfigEnv) => boolean, options: PluginOption[]): Plugin[] {
  const plugins = (options.flat(Infinity as 1) as unknown[]).filter(
    (plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin,
  )
  for (const plugin of plugins) {
    const own = plugin.apply
    plugin.apply = (config: UserConfig, env: ConfigEnv) =>
      when(env) && (own === undefined || (typeof own === 'function' ? own(config, env) : own === env.command))
  }
  return plugins
}

/** Builds only. */
export const isBuild = (env: ConfigEnv) => env.command === 'build'
