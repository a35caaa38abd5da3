import type { ReminderSettings } from '@salon/domain';
import type { Config } from '../../config.ts';

export const SYNC_KIND = 'reminders.sync';
export const SEND_KIND = 'reminders.send';
export const syncKey = (bookingId: number) => `reminders-sync:${bookingId}`;
/** Every reminder job of a booking starts with this; the rest names its start and lead time. */
export const reminderKeyPrefix = (bookingId: number) => `reminder:${bookingId}:`;
export const reminderKey = (bookingId: number, dateIso: string, minuteOfDay: number, lead: number) =>
  `${reminderKeyPrefix(bookingId)}${dateIso}T${minuteOfDay}:${lead}`;

export function reminderSettings(config: Config): ReminderSettings {
  return {
    leadMinutes: config.reminders.leadMinutes,
    quietFromHour: config.reminders.quietFromHour,
    quietToHour: config.reminders.quietToHour,
  };
}

export type ReminderChannel = 'push' | 'zalo' | 'sms';

/** The gateways tried in order (after push, when subscribed): Zalo ZNS first, SMS as fallback; the dev outbox stands in for Zalo. */
export function reminderChannels(config: Config): ReminderChannel[] {
  if (config.otpProvider === 'outbox') return ['zalo'];
  const channels: ReminderChannel[] = [];
  if (config.zaloZns && config.zaloReminderTemplateId) channels.push('zalo');
  if (config.smsGateway) channels.push('sms');
  return channels;
}
