/** The editorial vocabulary of game features: one list, so filters and badges never drift apart. */
export const gameFeatures = [
  'Rotiri gratuite',
  'Simbol expandabil',
  'Wild',
  'Scatter',
  'Multiplicatori',
  'Joc de dublaj',
  'Jackpot',
  'Cascade',
  'Plăți oriunde',
  'Plăți în grup',
  'Cumpărare bonus',
  'Re-spin',
  'Linii în ambele sensuri',
  'Fructe clasice',
] as const
export type GameFeature = (typeof gameFeatures)[number]

export const providers = ['Novomatic', 'EGT Interactive', 'Pragmatic Play', 'NetEnt', "Play'n GO"] as const
export type Provider = (typeof providers)[number]

export type Volatility = 'low' | 'low-medium' | 'medium-low' | 'medium' | 'medium-high' | 'high'

/** A game of the catalogue. Optional facts are left out when the studio does not publish them. */
export interface Game {
  id: string
  title: string
  provider: Provider
  /** 0–5, one decimal. */
  rating: number
  players: number
  features: readonly GameFeature[]
  description: string
  /** Top RTP version published by the studio, in percent (e.g. 96.51). */
  rtp?: number
  volatility?: Volatility
  /** Reels × rows and the paylines, in Romanian: "5×3, 10 linii". */
  reels?: string
  /** Multiple of the stake, as text ("5000x", "300x + jackpot"). */
  maxWin?: string
  year?: number
  imageUrl?: string
  /** A reachable demo launcher. None is reachable from this site today, so no game has one. */
  demoUrl?: string
  /**
   * The studio publishes a free demo ("fun mode") of this game, the version licensed casinos let
   * visitors try without money. It says nothing about `demoUrl`: the demo cannot be embedded here.
   */
  hasFreeDemo: boolean
  /** A "book" game: free spins with one expanding symbol picked from a book (Book of Ra's mechanic). */
  bookMechanic?: boolean
}

export type BonusOfferType = 'rotiri-fara-depunere' | 'bun-venit' | 'cashback' | 'reincarcare'

export interface BonusOffer {
  type: BonusOfferType
  title: string
  /** How big it is, as a share or a count — never an amount of money. */
  value: string
  description: string
  wagering: string
  validity: string
}
