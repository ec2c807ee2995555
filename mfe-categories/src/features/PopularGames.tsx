import { useAppStore } from 'shell/store/react'

export function PopularGames() {
  const toggle = useAppStore((s) => s.toggleFavourite)
  return (
    <section className="mt-10" data-remote="mfe-categories" aria-labelledby="jocuri-populare">
      <h2 id="jocuri-populare" className="text-2xl font-bold">
        Jocuri Populare
      </h2>
      <button type="button" onClick={() => toggle('book-of-ra')}>
        Favorit
      </button>
    </section>
  )
}
