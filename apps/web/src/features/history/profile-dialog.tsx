import type { CustomerProfile } from '@salon/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Modal } from '../modal/modal.tsx';
import { serverText } from './server-text.ts';
import { useSaveProfile } from './use-history.ts';

/** Our own customer pictures (the CSP allows images from 'self' only; the server keeps no uploads). */
const AVATARS = ['/images/people/khach-1.svg', '/images/people/khach-2.svg', '/images/people/khach-3.svg'];

/** Name (the spec's name rule, checked by the server), email, birth date and a picture. */
export function ProfileDialog({ profile, onClose }: { profile: CustomerProfile; onClose: () => void }) {
  const { t, i18n } = useTranslation('history');
  const save = useSaveProfile();
  const id = useId();
  const [name, setName] = useState(profile.name ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  const [avatar, setAvatar] = useState(profile.avatar ?? '');
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
          save.mutate({ name, email, birthDate, avatar }, { onSuccess: onClose });
        }}
      >
        {field('name', t('name'), name, setName)}
        {field('email', t('email'), email, setEmail, 'email')}
        {field('birth', t('birthDate'), birthDate, setBirthDate, 'date')}
        <fieldset className="profile-form__avatars">
          <legend>{t('avatar')}</legend>
          {['', ...AVATARS].map((src, i) => (
            <label
              key={src || 'none'}
              className={avatar === src ? 'avatar-pick avatar-pick--on' : 'avatar-pick'}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-avatar`}
                checked={avatar === src}
                onChange={() => setAvatar(src)}
                aria-label={src ? t('avatarN', { n: i }) : t('avatarNone')}
              />
              {src ? (
                <img src={src} alt="" width={48} height={48} />
              ) : (
                <span className="avatar-pick__none" aria-hidden="true">
                  {t('avatarNone')}
                </span>
              )}
            </label>
          ))}
        </fieldset>
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
