import { useState } from 'react';

export const DEFAULT_SERVICE_IMAGE = '/images/service-default.svg';

/** A service picture that falls back to the drawn default when the file cannot be loaded (001 §8). */
export function ServiceImage({
  src,
  alt,
  className,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={!src || failed ? DEFAULT_SERVICE_IMAGE : src}
      alt={alt}
      loading="lazy"
      width={320}
      height={200}
      onError={() => setFailed(true)}
    />
  );
}
