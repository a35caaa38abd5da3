import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { decodeQrFile, decodeVideoFrame, SCAN_FPS } from './qr-decode.ts';

interface Props {
  /** Called with the decoded promotion code. */
  onCode: (code: string) => void;
  /** Called with a message to show (no code in the image, no camera). */
  onProblem: (message: string) => void;
}

/** QR scan by camera (10 fps, centre box) or by an uploaded image (001 §2 Step 4). */
export function QrScanner({ onCode, onProblem }: Props) {
  const { t } = useTranslation('campaigns');
  const { t: tm } = useTranslation();
  const inputId = useId();
  const [scanning, setScanning] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const code = await decodeQrFile(file);
    if (code) onCode(code);
    else onProblem(tm('msg.qrNoCode'));
  };

  return (
    <section className="qr" aria-label={t('scanTitle')}>
      <div className="qr__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setScanning((s) => !s)}>
          {scanning ? t('scanStop') : t('scanCamera')}
        </button>
        <label htmlFor={inputId} className="btn btn--ghost qr__upload">
          {t('scanUpload')}
        </label>
        <input
          id={inputId}
          className="qr__file"
          type="file"
          accept="image/*"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {scanning && (
        <CameraScan
          onCode={(code) => {
            setScanning(false);
            onCode(code);
          }}
          onDenied={() => {
            setScanning(false);
            onProblem(t('cameraDenied'));
          }}
        />
      )}
    </section>
  );
}

function CameraScan({ onCode, onDenied }: { onCode: (code: string) => void; onDenied: () => void }) {
  const { t } = useTranslation('campaigns');
  const videoRef = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  found.current = onCode;
  const denied = useRef(onDenied);
  denied.current = onDenied;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const canvas = document.createElement('canvas');
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        if (!stopped) denied.current();
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      let busy = false;
      timer = setInterval(async () => {
        if (busy || stopped) return;
        busy = true;
        const code = await decodeVideoFrame(video, canvas).finally(() => {
          busy = false;
        });
        if (code && !stopped) found.current(code);
      }, 1000 / SCAN_FPS);
    })();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="qr__camera">
      <video ref={videoRef} className="qr__video" muted playsInline aria-label={t('cameraVideo')} />
      <div className="qr__box" aria-hidden="true" />
    </div>
  );
}
