/**
 * What the site says when it cannot show the page asked for, in one place: the servers' status pages
 * (built once, served by Node and nginx alike) and the app's not-found page read these words.
 */
export const STATUS_TEXTS = {
  400: {
    title: 'Cererea nu a putut fi citită',
    explanation:
      'Browserul a trimis o cerere pe care serverul nu o poate înțelege. Verifică adresa sau pornește din nou de la prima pagină.',
  },
  403: {
    title: 'Cererea nu este permisă de aici',
    explanation:
      'Serverul primește date doar de la paginile acestui site. Deschide site-ul direct în browser și încearcă din nou.',
  },
  404: {
    title: 'Pagina nu a fost găsită',
    explanation: 'Adresa pe care ai deschis-o nu există sau a fost mutată.',
  },
  405: {
    title: 'Cererea nu este permisă',
    explanation:
      'Site-ul doar afișează pagini și nu primește date trimise prin formulare sau aplicații. Deschide adresa direct în browser.',
  },
  408: {
    title: 'Cererea a durat prea mult',
    explanation: 'Serverul a așteptat prea mult ca browserul să termine de trimis cererea. Reîncarcă pagina.',
  },
  413: {
    title: 'Cererea este prea mare',
    explanation: 'Browserul a trimis mai multe date decât poate primi serverul deodată. Reîncarcă pagina.',
  },
  429: {
    title: 'Prea multe cereri deodată',
    explanation:
      'De la conexiunea ta au sosit mai multe date decât trimite un vizitator obișnuit. Așteaptă puțin și încearcă din nou.',
  },
  431: {
    title: 'Adresa este prea lungă',
    explanation:
      'Adresa deschisă, împreună cu ce trimite browserul odată cu ea, depășește cât poate primi serverul. Scurtează căutarea sau pornește din nou de la prima pagină.',
  },
  500: {
    title: 'A apărut o eroare pe server',
    explanation: 'Ne pare rău, pagina nu a putut fi afișată acum. Încearcă din nou peste câteva momente.',
  },
  503: {
    title: 'Serverul este ocupat',
    explanation:
      'Serverul primește acum mai multe cereri decât poate răspunde. Încearcă din nou peste câteva momente.',
  },
} as const satisfies Record<number, { title: string; explanation: string }>

export type PageStatus = keyof typeof STATUS_TEXTS

export const PAGE_STATUSES = Object.keys(STATUS_TEXTS).map(Number) as PageStatus[]

/** The line above the heading: "Eroare 404". */
export const statusLabel = (status: PageStatus): string => `Eroare ${status}`

export const HOME_LINK_TEXT = 'Înapoi la prima pagină'
