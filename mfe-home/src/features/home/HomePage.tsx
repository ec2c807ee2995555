import type { ReactNode } from 'react'

export function HomePage({ popularGames, faq }: { popularGames: ReactNode; faq: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-remote="mfe-home">
      <title>Păcănele Online – Joacă Gratis cele mai populare sloturi | Păcănele Online</title>
      <h1 className="home-hero-title text-4xl font-extrabold">Păcănele Online</h1>
      <p className="mt-2 text-lg text-muted-foreground">
        Descoperă cele mai iubite păcănele online din România, cu rating-uri reale și demo-uri gratuite.
      </p>
      {popularGames}
      {faq}
    </div>
  )
}
