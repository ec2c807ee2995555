import { Card, CardContent, CardHeader, CardTitle } from 'shell/ui/card'
import { bonusOffers } from '../../catalogue'

export function BonusOffers() {
  return (
    <section aria-labelledby="oferte-bonus" className="mt-10">
      <h2 id="oferte-bonus" className="text-2xl font-bold">
        Tipuri de bonus la cazinourile licențiate
      </h2>
      <p className="mt-2 text-muted-foreground">
        Informații generale, fără sume: valorile exacte și termenii diferă de la un operator la altul.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="bonus-offers">
        {bonusOffers.map((offer) => (
          <li key={offer.type}>
            <Card className="h-full" data-offer={offer.type}>
              <CardHeader>
                <CardTitle>{offer.title}</CardTitle>
                <p className="text-sm font-semibold text-gold">{offer.value}</p>
              </CardHeader>
              <CardContent className="flex flex-col gap-3 text-sm">
                <p>{offer.description}</p>
                <dl className="grid gap-1">
                  <div>
                    <dt className="inline font-semibold">Rulaj: </dt>
                    <dd className="inline">{offer.wagering}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">Valabilitate: </dt>
                    <dd className="inline">{offer.validity}</dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
