import { formatMoney } from '@salon/domain';
import { useEffect, useState } from 'react';
import type { PersonDraft } from '../draft/draft-types.ts';
import { useRepricedTotal } from '../shared/campaign-pricing.ts';
import { usePageLang } from '../../../i18n/use-translation.ts';

/** One person's total after promotions, reported to the bar (hooks cannot run in a loop). */
function PersonTotal({ person, phone, onTotal }: Props & { person: PersonDraft }) {
  const { total } = useRepricedTotal(person, phone);
  useEffect(() => onTotal(person.index, total), [onTotal, person.index, total]);
  return null;
}

interface Props {
  phone: string | null;
  onTotal: (index: number, total: number) => void;
}

/** The bar's total when a promotion is chosen: every person's total after promotions, added up. */
export default function CampaignSum({
  persons,
  phone,
}: {
  persons: readonly PersonDraft[];
  phone: string | null;
}) {
  const [totals, setTotals] = useState<Record<number, number>>({});
  const lang = usePageLang();
  const [onTotal] = useState(
    () => (index: number, total: number) =>
      setTotals((prev) => (prev[index] === total ? prev : { ...prev, [index]: total })),
  );
  const sum = persons.reduce((s, p) => s + (totals[p.index] ?? 0), 0);
  return (
    <>
      {persons.map((p) => (
        <PersonTotal key={p.index} person={p} phone={phone} onTotal={onTotal} />
      ))}
      {formatMoney(sum, lang)}
    </>
  );
}
