import type { BookingRole, BookingPrivacyQuery } from '@salon/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryOf } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentPerson } from '../draft/draft-store.ts';

/**
 * Step 1's guide (001 §2 guide screens, step 1 for salon choice): the chosen salon's own guide, else
 * the chain's. From the role call's guideScreens, asked without the phone (nothing private in it).
 */
export function Step1Guide() {
  const { i18n } = useTranslation();
  const salonId = useCurrentPerson().salon?.id ?? null;
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { data } = useQuery({
    queryKey: ['booking', 'guides', salonId, lang],
    queryFn: ({ signal }) =>
      api<{ data: BookingRole }>('GET', '/api/v1/booking/booking-privacy', {
        query: { salonId: salonId ?? undefined, lang } satisfies QueryOf<BookingPrivacyQuery>,
        signal,
      }),
    staleTime: 300_000,
    select: (a) => a.data.guideScreens.find((g) => g.step === 1)?.guide,
  });
  if (!data) return null;
  return (
    <p className="salon-banner" data-testid="step1-guide">
      {data}
    </p>
  );
}
