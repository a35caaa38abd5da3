import { api } from '../../../api/client.ts';
import type { CreateBookingAnswer, CreateBookingBody } from '@salon/domain/contracts';

/**
 * Moves an existing booking (decision 0081): the owner's session sends the create body to
 * PUT /api/v1/booking/{id}; the answer has the create shape. A 409 means the old booking stands.
 */
export function changeBooking(bookingId: number, body: CreateBookingBody) {
  return api<CreateBookingAnswer>('PUT', `/api/v1/booking/${bookingId}`, { body });
}
