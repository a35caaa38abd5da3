import { useTranslation } from 'react-i18next';

export default function SystemSalonPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('systemSalon.title')}</h1>
    </div>
  );
}
