/** The URL parameter the home page and the lookup use: /booking?changeBookingId={id}&step=0. */
export const CHANGE_PARAM = 'changeBookingId';
