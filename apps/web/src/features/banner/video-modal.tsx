import { youtubeEmbedUrl } from '@salon/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Modal } from '../modal/modal.tsx';
import '../home-blocks/texts.ts';

/** The youtube video of a banner or a video block, in a modal; loaded only when a video is opened. */
export default function VideoModal({
  videoId,
  title,
  onClose,
}: {
  videoId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('homeBlocks');
  return (
    <Modal open title={title || t('video')} onClose={onClose} width={960}>
      <div className="video-modal__frame">
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={title || t('video')}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </div>
    </Modal>
  );
}
