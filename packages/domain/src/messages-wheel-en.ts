import type { wheelMessages } from './messages-wheel.ts';

export const wheelMessagesEn: Record<keyof typeof wheelMessages, string> = {
  luckyForbidden: 'You can only see your own gifts and lucky points.',
  luckyInvalidAmount: 'The amount is not valid.',
  luckyPointsShort: 'You do not have enough lucky points.',
  luckyNoSpins: 'You have no spins left.',
  wheelNotFound: 'This wheel was not found.',
  wheelGiftNotFound: 'This gift was not found.',
  wheelOutOfGifts: 'The wheel has run out of gifts, please come back later!',
  exchangePackageNotFound: 'This spin package was not found.',
  spinsBought: 'Spins added!',
  sprintVoucherNotFound: 'This voucher was not found.',
  sprintVoucherOutOfStock: 'This voucher has all been exchanged.',
  sprintVoucherExchanged: 'Voucher exchanged!',
  jsonCallOnly: 'The request is not valid.',
};
