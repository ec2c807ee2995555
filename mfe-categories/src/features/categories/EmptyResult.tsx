import { Button } from 'shell/ui/button'

export function EmptyResult({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed p-6 text-center" data-testid="empty-result">
      <p className="font-semibold">Niciun joc nu se potrivește cu filtrele alese.</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Încearcă alt furnizor sau altă funcție, verifică ce ai scris în căutare ori pornește din nou de la
        lista completă.
      </p>
      <Button type="button" className="mt-4" onClick={onClear}>
        Șterge filtrele
      </Button>
    </div>
  )
}
