import { bookingHrefForPhone, needsConsent } from '@salon/domain';
import { useNavigate } from 'react-router';
import { readAppContext } from '../../lib/app-context.ts';
import ConsentModal from './consent-modal.tsx';
import { agreeProtectPersonalInfo, hasAgreedOnDevice, rememberedPhone } from './consent-store.ts';

export { bookingHrefForPhone };

// Loaded on the first valid submit (not in the first download): decides whether the consent modal
// shows (000 §2), records the consent, then goes to /booking with the phone.

/** True when the phone needs the consent modal before booking. */
export function mustAskConsent(phone: string, search: string, userAgreed: boolean): boolean {
  const ctx = readAppContext(search);
  return needsConsent({
    phone,
    rememberedPhone: rememberedPhone(),
    agreed: userAgreed || hasAgreedOnDevice(phone),
    inApp: ctx.inApp || ctx.forceMobile,
  });
}

export default function ConsentFlow({ phone, onClose }: { phone: string; onClose: () => void }) {
  const navigate = useNavigate();
  const agree = async () => {
    try {
      await agreeProtectPersonalInfo(phone);
    } catch (e) {
      // A failed call must not block booking: the consent is kept on this device and the log shows it.
      console.warn('consent not recorded', e);
    }
    navigate(bookingHrefForPhone(phone));
  };
  return <ConsentModal onAgree={() => void agree()} onClose={onClose} />;
}
