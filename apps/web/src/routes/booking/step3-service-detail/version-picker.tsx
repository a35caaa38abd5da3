import { formatPrice, formatPriceLabel } from '@salon/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ServiceItem, UpsaleService } from '../shared/service-types.ts';

interface VersionProps {
  versions: readonly ServiceItem[];
  value: number | null;
  onChange: (id: number) => void;
  flash: boolean;
}

/** 'Chọn phiên bản': one version, with its price ('Miễn phí' for 0) and the struck-through old price. */
export function VersionPicker({ versions, value, onChange, flash }: VersionProps) {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <fieldset className={flash ? 'svc-fieldset svc-versions--flash' : 'svc-fieldset'} data-testid="versions">
      <legend>
        {t('versions')} <span className="svc-price--old">{t('chooseOne')}</span>
      </legend>
      {versions.map((v) => (
        <label key={v.serviceId} className="svc-option">
          <input
            type="radio"
            name="svc-version"
            checked={value === v.serviceId}
            onChange={() => onChange(v.serviceId)}
          />
          <span className="svc-option__name">{v.versionName ?? v.name}</span>
          <span className="svc-price">{formatPriceLabel(v.priceNum, lang)}</span>
          {v.oldPriceNum !== null && v.oldPriceNum > v.priceNum && (
            <del className="svc-price--old">{formatPrice(v.oldPriceNum, lang)}</del>
          )}
          {v.campaignTags.map((c) => (
            <span key={c.campaignId} className="svc-tag svc-tag--campaign">
              {c.desc}
            </span>
          ))}
        </label>
      ))}
    </fieldset>
  );
}

interface AddOnProps {
  addOns: readonly UpsaleService[];
  value: readonly number[];
  onToggle: (id: number) => void;
}

/** 'Dịch vụ dùng kèm': optional add-ons, several, each '+price VNĐ'. */
export function AddOnPicker({ addOns, value, onToggle }: AddOnProps) {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  if (addOns.length === 0) return null;
  return (
    <fieldset className="svc-fieldset">
      <legend>
        {t('addOns')} <span className="svc-price--old">{t('addOnsHint')}</span>
      </legend>
      {addOns.map((a) => (
        <label key={a.serviceId} className="svc-option">
          <input
            type="checkbox"
            checked={value.includes(a.serviceId)}
            onChange={() => onToggle(a.serviceId)}
          />
          <span className="svc-option__name">{a.title}</span>
          <span className="svc-price">+{formatPrice(a.priceNum, lang)}</span>
        </label>
      ))}
    </fieldset>
  );
}
