import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

// English of the demo catalogue (decision 0147), keyed by the Vietnamese text it translates: service,
// group and category names, versions, subtitles and tags, group descriptions, products, articles and
// promotions. A page asking for English (`lang=en`) gets these; a text missing here stays Vietnamese.
// Names of places and people are not translated.

// biome-ignore format: one text a line reads best
export const CATALOGUE_EN: Readonly<Record<string, string>> = {
  // Categories
  'Gội đầu dưỡng sinh': 'Herbal hair wash',
  'Chăm sóc da đầu': 'Scalp care',
  'Cắt tóc & tạo kiểu': 'Haircut & styling',
  'Thư giãn & phục hồi': 'Relax & restore',
  'Combo tiết kiệm': 'Value combos',
  // Groups and their descriptions
  'Gội đầu dưỡng sinh thảo dược': 'Herbal wellness hair wash',
  'Quy trình gội đầu dưỡng sinh 12 bước với thảo dược thiên nhiên như bồ kết, hà thủ ô, sả chanh. Kỹ thuật viên kết hợp bấm huyệt vùng đầu, cổ, vai gáy giúp lưu thông khí huyết, giảm căng thẳng và cho giấc ngủ sâu hơn. Phiên bản Cao cấp và VIP bổ sung xông hơi thảo mộc, đắp mặt nạ và massage tay chân.':
    'A 12-step wellness wash with natural herbs such as soapberry, fo-ti and lemongrass. The technician adds acupressure on the head, neck and shoulders to ease tension, help circulation and bring deeper sleep. The Premium and VIP versions add an herbal steam, a face mask and a hand and foot massage.',
  'Gội đầu thư giãn nhanh': 'Quick relaxing wash',
  'Dành cho khách bận rộn: gội sạch với dầu gội thảo mộc, massage da đầu nhẹ nhàng và sấy khô tạo kiểu cơ bản chỉ trong 20 phút.':
    'For busy days: a clean wash with herbal shampoo, a gentle scalp massage and a simple blow-dry, all in 20 minutes.',
  'Gội đầu tại nhà': 'Hair wash at home',
  'Kỹ thuật viên mang đầy đủ dụng cụ, ghế gội gấp gọn và thảo dược đến tận nhà anh/chị. Phù hợp cho người cao tuổi, mẹ sau sinh hoặc người không tiện di chuyển. Phí đi lại đã bao gồm trong bán kính 5 km từ salon.':
    'A technician brings all the tools, a folding wash chair and the herbs to your home. Ideal for older people, new mothers or anyone who cannot easily travel. Travel within 5 km of the salon is included.',
  'Gội đầu cho bé': 'Kids’ hair wash',
  'Dầu gội dịu nhẹ không cay mắt, nước ấm vừa phải và kỹ thuật viên được đào tạo riêng để chăm sóc bé từ 3 đến 10 tuổi. Bé được xem hoạt hình trong lúc gội.':
    'A mild, tear-free shampoo, pleasantly warm water and technicians trained to care for children aged 3 to 10. Kids watch cartoons while they are washed.',
  'Soi da đầu & tư vấn': 'Scalp check & advice',
  'Chuyên viên da đầu soi da đầu bằng máy phóng đại 200 lần, đánh giá tình trạng gàu, dầu nhờn, nang tóc và tư vấn liệu trình phù hợp. Bản Chuyên sâu kèm báo cáo chi tiết và mẫu dùng thử mang về.':
    'A scalp specialist examines your scalp under 200x magnification, checks for dandruff, oiliness and the state of the follicles, and recommends the right treatment. The In-depth version comes with a detailed report and samples to take home.',
  'Trị gàu & nấm da đầu': 'Dandruff & scalp fungus treatment',
  'Làm sạch sâu, loại bỏ vảy gàu và cân bằng hệ vi sinh da đầu bằng tinh chất tràm trà, kẽm PTO và dầu gội đặc trị. Bản Chuyên sâu có thêm điện di tinh chất và chiếu đèn sinh học, hiệu quả rõ sau 3 buổi.':
    'A deep cleanse that lifts dandruff flakes and rebalances the scalp with tea tree essence, zinc pyrithione and a medicated shampoo. The In-depth version adds serum iontophoresis and bio-light therapy, with clear results after 3 sessions.',
  'Detox da đầu': 'Scalp detox',
  'Tẩy tế bào chết bằng muối khoáng, hút dầu nhờn và bụi mịn trong nang tóc, đắp bùn khoáng thải độc giúp da đầu thông thoáng, tóc bồng bềnh và lâu bết. Khuyên dùng 2 tuần một lần cho người sống ở thành phố nhiều khói bụi.':
    'A mineral-salt scrub, extraction of oil and fine dust from the follicles and a detoxifying mineral mud mask leave the scalp clear and the hair light and fresh for longer. Recommended every 2 weeks for city dwellers.',
  'Phục hồi tóc rụng': 'Hair loss recovery',
  'Liệu trình kích thích nang tóc bằng tinh chất vỏ bưởi, nhân sâm và công nghệ điện di, kết hợp bấm huyệt tăng tuần hoàn máu nuôi tóc. Phù hợp với người rụng tóc do căng thẳng, sau sinh hoặc khi giao mùa.':
    'A course that stimulates the follicles with pomelo peel and ginseng serums and iontophoresis, with acupressure to boost circulation to the roots. For hair loss from stress, after childbirth or at the change of seasons.',
  'Cân bằng dầu nhờn': 'Oil balance',
  'Dành cho da đầu dầu, bết nhanh: làm sạch bằng than hoạt tính, xịt khoáng se lỗ chân lông và tinh chất kiểm soát dầu, giúp tóc khô thoáng suốt 2–3 ngày.':
    'For oily scalps and hair that goes flat quickly: an activated-charcoal cleanse, a pore-tightening mineral mist and an oil-control serum keep hair fresh for 2–3 days.',
  'Cắt tóc nam': 'Men’s haircut',
  'Stylist tư vấn kiểu tóc theo khuôn mặt, cắt tỉa tỉ mỉ và tạo kiểu với sáp cao cấp. Bản Cao cấp kèm gội dưỡng sinh và massage mặt; bản VIP do stylist master thực hiện.':
    'The stylist suggests a cut for your face shape, cuts with care and finishes with a premium wax. The Premium version adds a herbal wash and face massage; the VIP version is done by a master stylist.',
  'Cắt tóc nữ': 'Women’s haircut',
  'Cắt tỉa, tạo layer, mái thưa hoặc bob theo xu hướng, kèm gội và sấy tạo kiểu. Stylist tư vấn độ dài và kiểu tóc hợp gương mặt, chất tóc của từng người.':
    'Trims, layers, wispy bangs or an on-trend bob, with a wash and blow-dry. The stylist advises on a length and style that suit your face and hair type.',
  'Uốn tóc': 'Perm',
  'Thuốc uốn thế hệ mới ít hại tóc, giữ nếp 3–6 tháng. Uốn phồng chân tóc giúp tóc bồng bềnh tự nhiên; uốn Hàn Quốc tạo sóng mềm mại hợp xu hướng.':
    'A new-generation perm that is gentler on hair and lasts 3–6 months. A root perm gives natural volume; a Korean perm gives soft, on-trend waves.',
  'Nhuộm tóc': 'Hair colour',
  'Thuốc nhuộm chiết xuất thực vật, không amoniac, an toàn cho da đầu nhạy cảm. Phủ bạc tự nhiên hoặc lên màu thời trang theo bảng màu mùa này.':
    'Plant-based, ammonia-free colour that is safe for sensitive scalps. Natural grey coverage or a fashion shade from this season’s palette.',
  'Sấy & tạo kiểu': 'Blow-dry & styling',
  'Sấy phồng, uốn cụp hoặc vuốt sáp tạo kiểu gọn gàng cho buổi hẹn, buổi phỏng vấn hay sự kiện quan trọng.':
    'A volume blow-dry, a curled-under finish or a neat waxed style for a date, an interview or a big event.',
  'Massage cổ vai gáy': 'Neck & shoulder massage',
  'Kỹ thuật day, ấn, miết theo huyệt đạo kết hợp đá nóng và tinh dầu gừng, giải tỏa căng cơ cho người ngồi máy tính nhiều giờ. Có thể thực hiện tại salon hoặc tại nhà.':
    'Kneading, pressing and stroking along the acupressure points with hot stones and ginger oil, to release tight muscles after long hours at a computer. At the salon or at home.',
  'Đắp mặt nạ dưỡng da': 'Nourishing face mask',
  'Làm sạch, tẩy da chết và đắp mặt nạ collagen giúp da mặt ẩm mịn, thực hiện song song trong lúc gội đầu.':
    'Cleansing, exfoliation and a collagen mask for soft, hydrated skin, done while your hair is washed.',
  'Lấy nhân mụn chuẩn y khoa': 'Medical-grade extraction',
  'Quy trình vô khuẩn 7 bước: tẩy trang, xông hơi, lấy nhân mụn bằng dụng cụ y khoa, sát khuẩn, điện tím, đắp mặt nạ làm dịu và thoa kem phục hồi.':
    'A sterile 7-step routine: make-up removal, steam, extraction with medical tools, disinfection, high-frequency treatment, a soothing mask and a repair cream.',
  'Ngâm chân thảo dược': 'Herbal foot soak',
  'Ngâm chân bằng nước gừng, ngải cứu và muối hồng ấm kết hợp massage lòng bàn chân giúp ngủ ngon, giảm mỏi chân sau một ngày dài.':
    'A warm soak of ginger, mugwort and pink salt with a sole massage, for better sleep and lighter legs after a long day.',
  'Chườm mắt thảo dược': 'Herbal eye compress',
  'Túi chườm thảo dược ấm đặt lên mắt kết hợp bấm huyệt quanh mắt, giảm mỏi mắt và quầng thâm do làm việc với màn hình.':
    'A warm herbal compress over the eyes with acupressure around them, easing screen-tired eyes and dark circles.',
  'Combo thư giãn': 'Relaxation combo',
  'Gội đầu dưỡng sinh Cơ bản và Massage cổ vai gáy 30 phút trong một lượt, tiết kiệm hơn đặt riêng từng dịch vụ.':
    'A Basic herbal hair wash and a 30-minute neck and shoulder massage in one visit, for less than booking each.',
  'Combo chăm sóc toàn diện': 'Complete care combo',
  'Cắt tóc, gội đầu dưỡng sinh và detox da đầu trong một lần hẹn: tóc gọn gàng, da đầu sạch sâu, tinh thần thư thái.':
    'A haircut, a herbal wash and a scalp detox in one appointment: neat hair, a deeply clean scalp and a clear head.',
  // Tags
  'Bán chạy': 'Best seller',
  'Thảo dược': 'Herbal',
  'Nhanh gọn': 'Quick',
  'Tiện lợi': 'Convenient',
  'Mới': 'New',
  'Cho bé': 'For kids',
  'Miễn phí': 'Free',
  'Chuyên gia': 'Expert',
  'Đặc trị': 'Treatment',
  'Thải độc': 'Detox',
  'Liệu trình': 'Course',
  'Da dầu': 'Oily scalp',
  'Nam': 'Men',
  'Nữ': 'Women',
  'Tạo kiểu': 'Styling',
  'Màu mới': 'New colour',
  'Sự kiện': 'Events',
  'Văn phòng': 'Office workers',
  'Dưỡng da': 'Skin care',
  'Chuẩn y khoa': 'Medical grade',
  'Ngủ ngon': 'Sleep well',
  'Thư giãn': 'Relax',
  'Tiết kiệm': 'Save',
  'Toàn diện': 'Complete',
  // Services, versions and subtitles
  'Cơ bản': 'Basic',
  'Cao cấp': 'Premium',
  'Chuyên sâu': 'In-depth',
  'Tiêu chuẩn': 'Standard',
  '12 bước gội thảo dược, bấm huyệt đầu cổ': '12-step herbal wash, head and neck acupressure',
  'Thêm xông hơi thảo mộc và đắp mặt nạ': 'Adds an herbal steam and a face mask',
  'Phòng riêng, tinh dầu nhập khẩu, massage tay chân': 'Private room, imported oils, hand and foot massage',
  'Gội thêm tinh dầu bưởi': 'Add a pomelo oil rinse',
  'Giảm gãy rụng, tóc thơm lâu': 'Less breakage, long-lasting scent',
  'Ủ tóc phục hồi Keratin': 'Keratin repair treatment',
  'Phục hồi tóc khô xơ, hư tổn': 'Repairs dry, damaged hair',
  'Gội đầu bồ kết truyền thống': 'Traditional soapberry wash',
  'Bồ kết': 'Soapberry',
  'Bồ kết nướng, lá sả, vỏ bưởi': 'Roasted soapberry, lemongrass, pomelo peel',
  'Gội đầu nhanh 20 phút': '20-minute quick wash',
  'Gội sạch, massage nhẹ, sấy khô': 'Clean wash, light massage, blow-dry',
  'Gội đầu dưỡng sinh tại nhà': 'Herbal hair wash at home',
  'Kỹ thuật viên đến tận nhà trong bán kính 5 km': 'A technician comes to your home, within 5 km',
  'Gội đầu cho bé (3–10 tuổi)': 'Kids’ hair wash (ages 3–10)',
  'Dầu gội không cay mắt': 'Tear-free shampoo',
  'Tư vấn da đầu miễn phí': 'Free scalp consultation',
  'Soi da đầu và tư vấn liệu trình': 'Scalp check and treatment advice',
  'Soi da đầu chuyên sâu': 'In-depth scalp check',
  'Báo cáo chi tiết và mẫu dùng thử': 'Detailed report and samples',
  'Trị gàu': 'Dandruff treatment',
  'Tinh chất tràm trà, kẽm PTO': 'Tea tree essence, zinc pyrithione',
  'Thêm điện di và chiếu đèn sinh học': 'Adds iontophoresis and bio-light therapy',
  'Muối khoáng, hút dầu nhờn': 'Mineral salts, oil extraction',
  'Thêm đắp bùn khoáng thải độc': 'Adds a detoxifying mineral mud mask',
  'Phòng riêng, tinh chất nhập khẩu': 'Private room, imported serums',
  'Tẩy tế bào chết da đầu muối khoáng': 'Mineral-salt scalp scrub',
  'Làm sạch sâu nang tóc': 'Deep-cleans the follicles',
  'Liệu trình giảm rụng tóc': 'Hair loss treatment course',
  'Tinh chất vỏ bưởi, nhân sâm': 'Pomelo peel and ginseng serums',
  'Điện di chuyên sâu': 'Intensive iontophoresis',
  'Điện di tinh chất kích thích nang tóc': 'Serum iontophoresis to stimulate the follicles',
  'Cân bằng dầu nhờn da đầu': 'Scalp oil balance',
  'Than hoạt tính, tóc khô thoáng 2–3 ngày': 'Activated charcoal, fresh hair for 2–3 days',
  'Tư vấn kiểu, cắt và vuốt sáp': 'Style advice, cut and wax',
  'Kèm gội dưỡng sinh và massage mặt': 'With a herbal wash and face massage',
  'Stylist master thực hiện': 'Done by a master stylist',
  'Cắt tỉa, gội và sấy': 'Trim, wash and blow-dry',
  'Tạo layer, mái thưa theo xu hướng': 'On-trend layers and wispy bangs',
  'Uốn phồng chân tóc': 'Root volume perm',
  'Phồng chân tóc': 'Root volume',
  'Tóc bồng bềnh tự nhiên': 'Natural, airy volume',
  'Uốn tóc Hàn Quốc': 'Korean perm',
  'Hàn Quốc': 'Korean',
  'Sóng mềm, giữ nếp 3–6 tháng': 'Soft waves that last 3–6 months',
  'Nhuộm đen phủ bạc': 'Black grey coverage',
  'Phủ bạc': 'Grey coverage',
  'Thuốc nhuộm thực vật, không amoniac': 'Plant-based colour, no ammonia',
  'Nhuộm màu thời trang': 'Fashion colour',
  'Thời trang': 'Fashion',
  'Bảng màu mùa này': 'This season’s palette',
  'Sấy tạo kiểu': 'Blow-dry styling',
  'Sấy phồng hoặc uốn cụp': 'Volume blow-dry or curled-under finish',
  'Vuốt sáp giữ nếp': 'Wax finish',
  'Giữ nếp cả ngày': 'Holds all day',
  '30 phút': '30 min',
  '45 phút': '45 min',
  '60 phút': '60 min',
  'Đá nóng, tinh dầu gừng': 'Hot stones, ginger oil',
  'Thêm massage lưng': 'Adds a back massage',
  'Toàn thân trên, chuyên sâu': 'Whole upper body, in depth',
  'Đắp mặt nạ collagen': 'Collagen face mask',
  'Da ẩm mịn, làm song song khi gội': 'Soft, hydrated skin, done during your wash',
  'Quy trình vô khuẩn 7 bước': 'Sterile 7-step routine',
  'Gừng, ngải cứu, muối hồng': 'Ginger, mugwort, pink salt',
  'Giảm mỏi mắt, quầng thâm': 'Eases tired eyes and dark circles',
  'Combo Gội dưỡng sinh + Massage cổ vai gáy': 'Combo: herbal wash + neck & shoulder massage',
  'Tiết kiệm 29.000 VNĐ': 'Save 29,000 VND',
  'Combo Cắt tóc + Gội dưỡng sinh + Detox da đầu': 'Combo: haircut + herbal wash + scalp detox',
  'Tiết kiệm 38.000 VNĐ': 'Save 38,000 VND',
  // Products and their groups
  'Dầu gội bồ kết Moyo 300ml': 'Moyo soapberry shampoo 300ml',
  'Dầu xả vỏ bưởi Moyo 300ml': 'Moyo pomelo peel conditioner 300ml',
  'Tinh dầu bưởi kích thích mọc tóc 50ml': 'Pomelo oil for hair growth 50ml',
  'Serum dưỡng chân tóc 30ml': 'Root care serum 30ml',
  'Mặt nạ Keratin phục hồi 200g': 'Keratin repair mask 200g',
  'Xịt dưỡng tóc hương hoa nhài 150ml': 'Jasmine hair mist 150ml',
  'Chăm sóc tóc tại nhà': 'Hair care at home',
  'Tạo kiểu và dưỡng': 'Styling and care',
  // Articles
  'Gội đầu đúng cách: 5 bước ít người làm đủ': 'Washing your hair right: 5 steps few people follow',
  'Làm ướt tóc bằng nước ấm, tạo bọt trên tay trước khi đưa lên da đầu và massage bằng đầu ngón tay, không dùng móng.':
    'Wet your hair with warm water, lather the shampoo in your hands before it touches your scalp, and massage with your fingertips, never your nails.',
  'Da đầu nhờn nên gội mấy lần một tuần?': 'How often should an oily scalp be washed?',
  'Gội quá nhiều khiến da đầu tiết dầu nhiều hơn. Chuyên viên Moyo gợi ý lịch gội và thảo dược phù hợp cho da dầu.':
    'Washing too often makes the scalp produce more oil. Moyo’s specialists suggest a washing routine and herbs that suit oily scalps.',
  'Rụng tóc mùa lạnh: nguyên nhân và cách chăm sóc': 'Hair loss in the cold season: causes and care',
  'Không khí khô hanh và nước quá nóng là hai thủ phạm chính. Vài thói quen nhỏ giúp tóc chắc khỏe qua mùa đông.':
    'Dry air and water that is too hot are the two main culprits. A few small habits keep hair strong through the winter.',
  'Tinh dầu bưởi có thực sự giúp mọc tóc?': 'Does pomelo oil really help hair grow?',
  'Tinh dầu vỏ bưởi giúp lưu thông máu ở da đầu, nhưng cần dùng đúng cách để không gây kích ứng.':
    'Pomelo peel oil helps circulation in the scalp, but it has to be used the right way to avoid irritation.',
  // Promotions
  'Gội dưỡng sinh Cơ bản chỉ 49K': 'Basic herbal wash for just 49,000 VND',
  'Áp dụng cho dịch vụ Gội đầu dưỡng sinh Cơ bản.': 'For the Basic herbal hair wash.',
  'Giảm 20% cắt tóc nam tại Cầu Giấy': '20% off men’s haircuts in Cầu Giấy',
  'Áp dụng tại các salon quận Cầu Giấy, Hà Nội.': 'At our salons in Cầu Giấy district, Hà Nội.',
  'Cắt tóc nam kèm gội nhanh chỉ 29K': 'Quick wash for just 29,000 VND with a men’s haircut',
  'Khi đặt kèm dịch vụ Cắt tóc nam bất kỳ.': 'When booked with any men’s haircut.',
  'Khách mới: massage cổ vai gáy giảm 50%': 'New customers: 50% off a neck & shoulder massage',
  'Mỗi số điện thoại được dùng một lần.': 'Once per phone number.',
  'Tuần lễ detox da đầu giảm 30%': 'Scalp detox week: 30% off',
  'Chương trình sắp diễn ra.': 'Coming soon.',
  'Voucher giảm 50% gội đầu dưỡng sinh': 'Voucher: 50% off a herbal hair wash',
  'Nhận bằng mã ưu đãi, dùng một lần.': 'Claimed with a promo code, single use.',
  'Voucher trị gàu 149K': 'Voucher: dandruff treatment for 149,000 VND',
  'Chương trình đã kết thúc.': 'This offer has ended.',
  'Quà chào mừng: chườm mắt thảo dược 0đ': 'Welcome gift: a free herbal eye compress',
  'Mỗi số điện thoại nhận một lần, khi đặt kèm Gội đầu dưỡng sinh.': 'Once per phone number, when booked with a herbal hair wash.',
  'Quà tri ân: ngâm chân thảo dược 39K': 'Thank-you gift: herbal foot soak for 39,000 VND',
  'Số lượng quà có hạn.': 'While gifts last.',
  'Voucher thành viên: cắt tóc nữ giảm 30%': 'Member voucher: 30% off a women’s haircut',
  'Dành tặng thành viên, dùng 2 lần.': 'For members, usable twice.',
};

/** Inserts the catalogue's English; a text already translated keeps its English (idempotent). */
export async function seedTranslations(db: Kysely<Database>): Promise<void> {
  const rows = Object.entries(CATALOGUE_EN).map(([source, en]) => ({ source, en }));
  await db
    .insertInto('text_translation')
    .values(rows)
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}
