import { z } from 'zod';
import { phoneSchema } from '../schemas.ts';

// Reminders and the change/cancel cutoff of one booking (issue 22): GET/PUT /api/v1/booking/{id}/reminders.

/** PUT /api/v1/booking/{id}/reminders (with the booking's bookingIdParams and view token). */
export const remindersSwitchBody = z.object({ enabled: z.boolean() });
export type RemindersSwitchBody = z.input<typeof remindersSwitchBody>;

/**
 * POST /api/v1/booking/{id}/push-subscription: the browser's PushSubscription as its toJSON() gives it
 * (the endpoint of its push service and the keys that encrypt the messages).
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

/** GET /api/v1/push/public-key: the server's VAPID public key, for PushManager.subscribe. */
export const pushPublicKeyAnswer = z.object({ data: z.object({ publicKey: z.string() }) });

/** GET /api/dev/reminders (development only). */
export const reminderOutboxQuery = z.object({ phone: phoneSchema.optional() });

export const reminderChannel = z.enum(['push', 'zalo', 'sms']);

export const bookingRemindersData = z.object({
  bookingId: z.number(),
  /** The customer's switch for this booking. */
  enabled: z.boolean(),
  /** Scheduled reminders still to come, soonest first (none when off, cancelled or past). */
  reminders: z.array(
    z.object({
      /** ISO instant. */
      sendAt: z.string(),
      channel: reminderChannel,
      /** Minutes before the visit it was planned for (moved earlier out of the quiet hours: moved). */
      leadMinutes: z.number(),
      moved: z.boolean(),
    }),
  ),
  /** Reminders already handed to a channel. */
  sent: z.array(z.object({ sentAt: z.string(), channel: z.string() })),
  /** Change and cancel close this many minutes before the hour. */
  cutoffMinutes: z.number(),
  /** ISO instant of the cutoff, and the same as Vietnam's HH:mm and DD-MM-YYYY. */
  changeUntil: z.string(),
  changeUntilTime: z.string(),
  changeUntilDate: z.string(),
  canChange: z.boolean(),
});
export type BookingRemindersData = z.infer<typeof bookingRemindersData>;

export const bookingRemindersAnswer = z.object({
  statusCode: z.literal(200),
  message: z.string().optional(),
  data: bookingRemindersData,
});

export const bookingCutoffAnswer = z.object({
  statusCode: z.literal(200),
  /** now: the server's clock (ISO), so a browser with a wrong clock still tells the cutoff right. */
  data: z.object({ cutoffMinutes: z.number(), now: z.string() }),
});

/** GET /api/dev/reminders (development only): reminders the outbox holds, newest first. */
export const reminderOutboxAnswer = z.object({
  data: z.array(
    z.object({
      jobId: z.number(),
      bookingId: z.number(),
      phone: z.string(),
      channel: z.string(),
      text: z.string(),
      sentAt: z.string(),
    }),
  ),
});
