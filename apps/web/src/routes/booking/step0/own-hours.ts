// Hours this page is booking right now: its own hold makes them "not free" in the live hours, which must
// not read as someone else taking them (use-hour-taken.ts). Marked before the create is sent, released
// when it fails.
const own = new Set<number>();

export const ownHours = {
  mark(ids: readonly number[]) {
    for (const id of ids) own.add(id);
  },
  release(ids: readonly number[]) {
    for (const id of ids) own.delete(id);
  },
  has: (id: number) => own.has(id),
};
