import { formatPhoneDisplay, fromInternational, message } from '@salon/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { closeLoginModal, type LoginModalState } from '../auth/login-modal-store.ts';
import { Modal } from '../modal/modal.tsx';
import { toast } from '../toast/toast-store.ts';
import './login-texts.ts';
import './login.css';
import { OtpStep, PasswordStep, PhoneStep, SetPasswordStep } from './login-steps.tsx';
import { useLoginFlow } from './use-login-flow.ts';

const titleKey = { 1: 'titlePhone', 2: 'titlePassword', 3: 'titleOtp' } as const;

/** The login modal (000 §4), lazy-loaded by the header when someone opens it. */
export default function LoginModal({ request }: { request: LoginModalState }) {
  const { t, i18n } = useTranslation('login');
  const flow = useLoginFlow(request.phone ?? null);
  const lang = i18n.language === 'en' ? 'en' : 'vi';

  useEffect(() => {
    if (!flow.done) return;
    // Setting a password says so; a password login just closes.
    if (flow.step === 4) toast.success(message('passwordSetSuccess', lang));
    closeLoginModal();
  }, [flow.done, flow.step, lang]);

  const title =
    flow.step === 4
      ? t(flow.accountCreated ? 'titleCreated' : 'titleSetPassword')
      : flow.step === 1 && request.title
        ? request.title
        : t(titleKey[flow.step]);

  return (
    <Modal open title={title} onClose={closeLoginModal} width={400} className="login">
      {flow.canGoBack && flow.step !== 4 && (
        <button type="button" className="login__back" onClick={flow.back} aria-label={t('back')}>
          ←
        </button>
      )}
      {request.title && flow.step !== 1 && <p className="login__lead">{request.title}</p>}
      {flow.step > 1 && flow.phone && (
        <p className="login__phone">{formatPhoneDisplay(fromInternational(flow.phone))}</p>
      )}
      {flow.step === 1 && <PhoneStep flow={flow} initial="" />}
      {flow.step === 2 && <PasswordStep flow={flow} />}
      {flow.step === 3 && <OtpStep flow={flow} />}
      {flow.step === 4 && <SetPasswordStep flow={flow} onSkip={closeLoginModal} />}
    </Modal>
  );
}
