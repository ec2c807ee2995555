import { AGE } from 'shell/lib/responsible-gambling'
/** Original editorial text: how to play safely. No promise of winnings and no money amounts, by design. */
export function IntroArticle() {
  return (
    <article aria-labelledby="joc-in-siguranta" className="mt-14 max-w-3xl">
      <h2 id="joc-in-siguranta" className="font-bold max-sm:text-2xl sm:text-3xl">
        Cum joci păcănele online în siguranță
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">
        <p>
          Păcănelele online sunt varianta digitală a aparatelor din sălile de joc: rolele se învârt,
          simbolurile se aliniază pe liniile de plată, iar rezultatul fiecărei rotiri este stabilit de un
          generator de numere aleatorii. În România, jocurile de noroc online sunt permise doar pe site-urile
          care au licență de la Oficiul Național pentru Jocuri de Noroc (ONJN) și doar pentru persoanele care{' '}
          {AGE.reached}. Înainte să îți faci cont undeva, verifică dacă operatorul apare pe lista oficială a
          ONJN.
        </p>
        <p>
          Cel mai bun început este modul demo. Aproape orice păcănea poate fi încercată gratuit, cu credite
          virtuale, așa că vezi cum arată jocul, ce funcții speciale are și cât de des apar combinațiile
          câștigătoare, fără să riști nimic. Dacă un joc nu te convinge în modul demo, nu are de ce să te
          convingă altfel.
        </p>
        <p>
          Două noțiuni te ajută să înțelegi orice slot: RTP-ul și volatilitatea. RTP-ul (return to player)
          arată ce parte din totalul mizelor se întoarce, în medie, la jucători pe termen foarte lung, nu ce
          vei primi tu într-o seară anume. Volatilitatea descrie ritmul jocului: un slot cu volatilitate mică
          plătește des, dar puțin, iar unul cu volatilitate mare plătește rar, dar sume mai mari. Niciuna
          dintre ele nu garantează vreun câștig.
        </p>
        <p>
          Joacă pentru distracție și stabilește-ți limitele înainte să începi: o sumă pe care îți permiți să o
          pierzi și o durată maximă pentru fiecare sesiune. Cazinourile licențiate îți pun la dispoziție
          limite de depunere, pauze și autoexcludere, așa că folosește-le fără ezitare. Dacă jocul nu mai e o
          plăcere sau te surprinzi încercând să recuperezi pierderile, oprește-te și cere sfatul unui
          specialist pe jocresponsabil.ro.
        </p>
      </div>
    </article>
  )
}
