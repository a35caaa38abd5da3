import { describe, expect, it } from 'vitest';
import { SCAN_BOX_RATIO, SCAN_FPS, scanBox } from './qr-decode.ts';

describe('scanBox', () => {
  it('is a centred square of 60% of the smaller side', () => {
    expect(SCAN_BOX_RATIO).toBe(0.6);
    expect(SCAN_FPS).toBe(10);
    expect(scanBox(1280, 720)).toEqual({ x: 424, y: 144, size: 432 });
    expect(scanBox(480, 640)).toEqual({ x: 96, y: 176, size: 288 });
  });
});
