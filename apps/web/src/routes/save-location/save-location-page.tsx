import { MAX_SAVED_PLACES } from '@salon/domain';
import type { SavedPlace } from '@salon/domain/contracts';
import { useState } from 'react';
import { LoginRequiredPage } from '../../features/auth/login-required-page.tsx';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { Modal } from '../../features/modal/modal.tsx';
import { toast } from '../../features/toast/toast-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';
import { PlaceForm } from './place-form.tsx';
import { useSavedPlaces } from '../../features/places/place-queries.ts';
import { usePlaceActions } from './use-places.ts';
import './save-location.css';
import './save-location-texts.ts';

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; place: SavedPlace };

/** /save-location (000 §2, issue 19): the logged-in customer's places; 'Salon gần …' chips use them. */
export default function SaveLocationPage() {
  const { t } = useTranslation('places');
  const { user, isLoading } = useCurrentUser();
  const places = useSavedPlaces(user !== null);
  const actions = usePlaceActions();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<SavedPlace | null>(null);

  if (isLoading) return <div className="page places" aria-busy="true" />;
  if (!user)
    return (
      <LoginRequiredPage className="places" title={t('title')} text={t('login')} button={t('loginButton')} />
    );

  const list = places.data ?? [];
  const phone = user.userInfo.phoneNumber.replace(/\D/g, '');
  async function confirmRemove() {
    if (!removing) return;
    try {
      await actions.remove(removing.attrId);
      toast.success(t('removed'));
    } catch {
      toast.error(t('error'));
    }
    setRemoving(null);
  }

  return (
    <div className="page places">
      <h1>{t('title')}</h1>
      <p className="places-intro">{t('intro')}</p>
      {editing.kind === 'none' && (
        <div className="places-toolbar">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setEditing({ kind: 'add' })}
            disabled={list.length >= MAX_SAVED_PLACES}
            data-testid="place-add"
          >
            {t('add')}
          </button>
          <span className="places-count">{t('count', { n: list.length, max: MAX_SAVED_PLACES })}</span>
        </div>
      )}
      {editing.kind !== 'none' && (
        <PlaceForm
          key={editing.kind === 'edit' ? editing.place.attrId : 'new'}
          place={editing.kind === 'edit' ? editing.place : null}
          onCancel={() => setEditing({ kind: 'none' })}
          onSubmit={async (values) => {
            if (editing.kind === 'edit') await actions.change(editing.place.attrId, values);
            else await actions.add(values);
            toast.success(t('saved'));
            setEditing({ kind: 'none' });
          }}
        />
      )}
      {places.isSuccess && list.length === 0 && editing.kind === 'none' && (
        <p className="places-empty">{t('empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="places-list" data-testid="places-list">
          {list.map((p) => (
            <li key={p.attrId} className="places-card">
              <div className="places-card__text">
                <h2 className="places-card__name">{p.attrName}</h2>
                <p className="places-card__address">{[p.detail, p.address].filter(Boolean).join(', ')}</p>
                {p.oldAddress && <p className="places-card__old">{t('oldName', { name: p.oldAddress })}</p>}
              </div>
              <div className="places-card__actions">
                <Link className="btn btn--ghost" to={`/booking?step=1&phone=${phone}`}>
                  {t('book')}
                </Link>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => setEditing({ kind: 'edit', place: p })}
                >
                  {t('edit')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setRemoving(p)}>
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={removing !== null} title={t('removeTitle')} onClose={() => setRemoving(null)} width={380}>
        <p>{t('removeConfirm', { name: removing?.attrName ?? '' })}</p>
        <div className="places-actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={confirmRemove}
            data-testid="place-remove-yes"
          >
            {t('removeYes')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setRemoving(null)}>
            {t('cancel')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
