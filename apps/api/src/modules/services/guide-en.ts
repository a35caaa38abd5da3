import type { GuideScreenRecord } from './repo.ts';

// The step guides are stored in Vietnamese (the chain's content); an English page shows them in
// English. A guide without a translation here stays as written.
const EN: Readonly<Record<string, string>> = {
  'Chọn salon gần bạn để tiết kiệm thời gian di chuyển nhé.': 'Choose a salon near you to save travel time.',
  'Mỗi dịch vụ chọn một phiên bản; bạn có thể thêm dịch vụ dùng kèm trong trang chi tiết.':
    'Choose one version of each service; you can add extra services on the detail page.',
  'Dịch vụ chăm sóc da đầu do chuyên viên da đầu (skinner) thực hiện, salon sẽ sắp xếp cho bạn.':
    'Scalp care is done by a scalp specialist (skinner); the salon arranges one for you.',
  'Gội đầu tại nhà: kỹ thuật viên sẽ gọi xác nhận địa chỉ trước giờ hẹn 30 phút.':
    'Hair wash at home: the technician calls to confirm the address 30 minutes before the appointment.',
  'Salon có chuyên viên tư vấn tại chỗ: bạn có thể để nhân viên giúp chọn dịch vụ khi đến salon.':
    'This salon has on-site consultants: staff can help you choose services when you arrive.',
  'Salon flagship có chỗ đỗ ô tô, đối diện Big C Thăng Long.':
    'The flagship salon has car parking, opposite Big C Thăng Long.',
};

export function guidesIn(lang: 'vi' | 'en', guides: GuideScreenRecord[]): GuideScreenRecord[] {
  if (lang === 'vi') return guides;
  return guides.map((g) => ({
    ...g,
    guide: EN[g.guide] ?? g.guide,
    guideList: g.guideList.map((item) => ({ ...item, message: EN[item.message] ?? item.message })),
  }));
}
