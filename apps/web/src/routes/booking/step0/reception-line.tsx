import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import './reception-line.css';

interface Props {
  name: string;
  avatar: string | null;
}

/** Who receives the customer at the salon that day (001 §3 Hour response: receptionName, receptionAvatar). */
export function ReceptionLine({ name, avatar }: Props) {
  const { t } = useTranslation('booking-time');
  // A picture that fails to load falls back to the initial (001 §8: image load failure).
  const [broken, setBroken] = useState(false);
  return (
    <p className="b-reception" data-testid="reception-line">
      {avatar && !broken ? (
        <img
          className="b-reception__avatar"
          src={avatar}
          width={40}
          height={40}
          alt={t('receptionAvatar', { name })}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="b-reception__avatar b-reception__avatar--initial" aria-hidden="true">
          {name.trim().split(/\s+/).pop()?.charAt(0) ?? ''}
        </span>
      )}
      <span>{t('reception', { name })}</span>
    </p>
  );
}
