// QR decoding for the promotion code (001 §7: a QR scan decodes into the promotion code). The
// decoder (jsQR, pure JS) loads only when a scan starts.

/** 001 §9: scan 10 frames a second, in a box 60% of the picture's smaller side. */
export const SCAN_FPS = 10;
export const SCAN_BOX_RATIO = 0.6;

export interface ScanBox {
  x: number;
  y: number;
  size: number;
}

/** The centred square the camera scan reads. */
export function scanBox(width: number, height: number): ScanBox {
  const size = Math.floor(Math.min(width, height) * SCAN_BOX_RATIO);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

async function decodePixels(data: ImageData): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const found = jsQR(data.data, data.width, data.height, { inversionAttempts: 'attemptBoth' });
  const text = found?.data.trim();
  return text ? text : null;
}

/** The text of the QR code in an image file, or null when none can be read. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  // Large photos are scaled down: jsQR is slow on many megapixels and needs no more detail.
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return decodePixels(ctx.getImageData(0, 0, width, height));
}

/** Reads one camera frame's scan box; null when no code is in it. */
export async function decodeVideoFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): Promise<string | null> {
  const { videoWidth: w, videoHeight: h } = video;
  if (w === 0 || h === 0) return null;
  const box = scanBox(w, h);
  canvas.width = box.size;
  canvas.height = box.size;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, box.x, box.y, box.size, box.size, 0, 0, box.size, box.size);
  return decodePixels(ctx.getImageData(0, 0, box.size, box.size));
}
