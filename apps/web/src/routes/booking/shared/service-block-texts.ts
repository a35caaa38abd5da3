import { registerTexts } from '../../../i18n/index.ts';

// Texts of step 0's block 3 (chosen services and total), namespace 'services'; the rest of the
// namespace (steps 2 and 3) is in service-texts.ts, which loads with those steps.
registerTexts('services', {
  vi: {
    blockGroup: 'Chọn dịch vụ khách hàng {n}',
    sameAsFirst: 'Giống khách hàng 1: {names}',
    chosenSummary: 'Đã chọn {n} dịch vụ',
    totalToPay: 'Tổng số tiền cần thanh toán: {total}',
    promotions: 'Chọn ưu đãi',
    promotionsChosen: 'Đã chọn {n} ưu đãi',
    allowChange: 'Để nhân viên tư vấn chọn dịch vụ tại salon',
  },
  en: {
    blockGroup: 'Choose services for customer {n}',
    sameAsFirst: 'Same as customer 1: {names}',
    chosenSummary: 'Chosen {n} services',
    totalToPay: 'Total to pay: {total}',
    promotions: 'Choose a promotion',
    promotionsChosen: '{n} promotion(s) chosen',
    allowChange: 'Let the staff help choose services at the salon',
  },
});
