import { z } from 'zod';
import { positiveIntId } from '../schemas.ts';
import { bookingDate } from './booking.ts';

// GET /api/v1/booking/hours-events (issue 22, decision 0123). A client that accepts text/event-stream
// (EventSource) gets the stream; any other gets this one answer describing it.
export const hoursEventsQuery = z.object({ salonId: positiveIntId, bookDate: bookingDate });
export type HoursEventsQuery = z.input<typeof hoursEventsQuery>;

export const hoursEventsAnswer = z.object({
  statusCode: z.literal(200),
  data: z.object({
    /** The media type to ask for. */
    stream: z.literal('text/event-stream'),
    /** The events it sends: 'slots' when a slot of the salon day is taken or freed. */
    events: z.array(z.string()),
    heartbeatSeconds: z.number(),
  }),
});
export type HoursEventsAnswer = z.infer<typeof hoursEventsAnswer>;
