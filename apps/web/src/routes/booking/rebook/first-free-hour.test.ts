import type { Hour, HoursAnswer, StylistsAnswer } from '@salon/domain/contracts';
import { describe, expect, it } from 'vitest';
import { firstFreeHour } from './first-free-hour.ts';

const hour = (hourId: number, frame: string, isFree: boolean) =>
  ({
    hourId,
    hour: frame.replace(':', 'h'),
    hourFrame: frame,
    isFree,
    subHourId: 0,
    secondSubHourId: 0,
  }) as Hour;
const answer = (hours: Hour[]) =>
  ({
    statusCode: 200,
    data: { hourGroup: [{ name: 'Sáng', hours }], slotMinutes: 20 },
  }) as unknown as HoursAnswer;
const day = (stylists: { staffId: number; salonEnroll: number }[]) =>
  ({
    statusCode: 200,
    data: {
      stylists: stylists.map((s) => ({ ...s, staffName: `S${s.staffId}`, skillLevel: 2 })),
      skinners: [],
    },
  }) as unknown as StylistsAnswer;

// 21:50 in Vietnam on 24-11-2026.
const LATE = new Date('2026-11-24T14:50:00Z');

describe('firstFreeHour', () => {
  it("skips today's hours that have started, and finds tomorrow's first free one with the stylist", async () => {
    const asked: string[] = [];
    const found = await firstFreeHour(
      1,
      7,
      {
        stylists: async () => day([{ staffId: 7, salonEnroll: 1 }]),
        hours: async (date, stylistId) => {
          asked.push(`${date}|${stylistId}`);
          return answer([hour(1, '08:30', true), hour(2, '09:00', false), hour(3, '21:40', true)]);
        },
      },
      LATE,
    );
    expect(found?.date).toBe('25-11-2026');
    expect(found?.hour.hourId).toBe(1);
    expect(found?.stylist).toEqual({ id: 7, name: 'S7', skillLevel: 2 });
    expect(asked).toEqual(['24-11-2026|7', '25-11-2026|7']);
  });

  it('lets the system pick when the stylist works elsewhere that day, and gives up after 7 days', async () => {
    const found = await firstFreeHour(
      1,
      7,
      {
        stylists: async () => day([{ staffId: 7, salonEnroll: 2 }]),
        hours: async (_date, stylistId) => answer([hour(1, '10:00', stylistId === 0)]),
      },
      new Date('2026-11-24T01:00:00Z'),
    );
    expect(found).toMatchObject({ date: '24-11-2026', stylist: null });
    const none = await firstFreeHour(1, null, {
      stylists: async () => day([]),
      hours: async () => answer([]),
    });
    expect(none).toBeNull();
  });
});
