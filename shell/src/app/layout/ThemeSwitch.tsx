import type { ReactNode } from 'react'
import { themePreferences, type ThemePreference } from '../../store'
import { useShellStore } from '../../store/shell-react'

const options: Record<ThemePreference, { label: string; icon: ReactNode }> = {
  light: {
    label: 'Luminoasă',
    icon: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>
    ),
  },
  dark: { label: 'Întunecată', icon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" /> },
  system: {
    label: 'Sistem',
    icon: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </>
    ),
  },
}

/**
 * Light / dark / system as a native radio group: arrows move and select, Tab leaves the group,
 * and screen readers announce "Temă, grup, Luminoasă, buton radio, 1 din 3". Labels show from xl
 * up; below that the icon stands for them and the label stays for assistive technology.
 * (`max-xl:sr-only`, not `sr-only xl:not-sr-only`: see the note in Header.tsx.)
 */
export function ThemeSwitch() {
  const preference = useShellStore((state) => state.themePreference)
  const setPreference = useShellStore((state) => state.setThemePreference)
  return (
    <fieldset className="flex shrink-0 items-center rounded-lg border bg-muted p-0.5">
      <legend className="sr-only">Temă</legend>
      {themePreferences.map((value) => (
        <label
          key={value}
          title={options[value].label}
          className="flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input
            type="radio"
            name="tema"
            value={value}
            checked={preference === value}
            onChange={() => setPreference(value)}
            className="sr-only"
          />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
          >
            {options[value].icon}
          </svg>
          <span className="max-xl:sr-only">{options[value].label}</span>
        </label>
      ))}
    </fieldset>
  )
}
