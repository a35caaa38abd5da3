import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export default function BookingSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId');
  return (
    <div className="page">
      <h1>{bookingId ? t('success.title') : t('success.missing')}</h1>
    </div>
  );
}
