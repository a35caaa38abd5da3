import type { CustomerProfile } from '@salon/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Modal } from '../modal/modal.tsx';
import { serverText } from './server-text.ts';
import { useSaveProfile } from './use-history.ts';

/** Name (the spec's name rule, checked by the server), email and birth date. */
export function ProfileDialog({ profile, onClose }: { profile: CustomerProfile; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const save = useSaveProfile();
  const id = useId();
  const [name, setName] = useState(profile.name ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  const field = (key: string, label: string, value: string, set: (v: string) => void, type = 'text') => (
    <div className="profile-form__row">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="hx-input"
        type={type}
        value={value}
        onChange={(e) => {
          set(e.target.value);
          if (save.error) save.reset();
        }}
        autoComplete={key === 'name' ? 'name' : key === 'email' ? 'email' : 'bday'}
      />
    </div>
  );
  return (
    <Modal open title={t('profileTitle')} onClose={onClose} width={420}>
      <form
        className="profile-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ name, email, birthDate }, { onSuccess: onClose });
        }}
      >
        {field('name', t('name'), name, setName)}
        {field('email', t('email'), email, setEmail, 'email')}
        {field('birth', t('birthDate'), birthDate, setBirthDate, 'date')}
        {save.error && (
          <p className="hx-error" role="alert">
            {serverText(save.error.message, i18n.language)}
          </p>
        )}
        <div className="profile-form__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
