import { themePreferences, type ThemePreference } from '../../store'
import { useAppStore } from '../../store/react'

const labels: Record<ThemePreference, string> = {
  light: 'Luminoasă',
  dark: 'Întunecată',
  system: 'Ca sistemul',
}

export function ThemeSwitch() {
  const preference = useAppStore((state) => state.themePreference)
  const setPreference = useAppStore((state) => state.setThemePreference)
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only sm:not-sr-only">Temă</span>
      <select
        value={preference}
        onChange={(event) => setPreference(event.target.value as ThemePreference)}
        className="h-9 rounded-md border border-input bg-background px-2"
      >
        {themePreferences.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </label>
  )
}
