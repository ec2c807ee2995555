import { useState } from 'react'
import { useAppStore } from 'shell/store/react'
import type { Game } from '../../catalogue'
import type { PlayIntent } from './PlayDialog'

/** What a "Joacă" button does, on a card or a game page: count the click, then open the dialog. */
export function usePlay(game: Game) {
  const [intent, setIntent] = useState<PlayIntent | null>(null)
  const track = useAppStore((state) => state.track)

  function play(kind: PlayIntent) {
    track({ event: kind === 'free' ? 'play_free_click' : 'play_real_click', gameId: game.id })
    setIntent(kind)
  }

  return { intent, play, close: () => setIntent(null) }
}
