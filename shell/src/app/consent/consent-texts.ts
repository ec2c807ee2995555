import type { ConsentPurpose } from '../../privacy/storage-registry'

/** Each purpose as the prompt and the privacy page name it. */
export const purposeTexts: Record<ConsentPurpose, { label: string; description: string }> = {
  measurement: {
    label: 'Măsurarea traficului',
    description:
      'Evenimentele despre cum folosești site-ul (pagini văzute, căutări, viteza paginilor) pot pleca din pagină către un instrument de măsurare.',
  },
  trials: {
    label: 'Versiuni noi în test',
    description:
      'Poți primi, înaintea altora, o versiune nouă a unei părți a site-ului; pentru asta păstrăm în browser un număr aleator.',
  },
}

export const consentPurposes = Object.keys(purposeTexts) as ConsentPurpose[]
