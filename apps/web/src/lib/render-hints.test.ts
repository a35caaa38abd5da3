import { describe, expect, it } from 'vitest';
import { guessNarrow } from './render-hints.ts';

describe('the server guess of a narrow screen', () => {
  it('says narrow for phones', () => {
    expect(
      guessNarrow(
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toBe(true);
    expect(
      guessNarrow(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true);
  });

  it('says wide for desktops, tablets and an unknown agent', () => {
    expect(guessNarrow('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(
      false,
    );
    expect(
      guessNarrow('Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'),
    ).toBe(false);
    expect(guessNarrow(undefined)).toBe(false);
  });
});
