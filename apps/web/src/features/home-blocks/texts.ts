import { registerTexts } from '../../i18n/index.ts';

// Texts of the home blocks, banner and video modal (namespace 'homeBlocks').
registerTexts('homeBlocks', {
  vi: {
    viewAll: 'Xem tất cả',
    shopPicks: 'Xem sản phẩm',
    shop: { all: 'Tất cả', favourite: 'Yêu thích', new: 'Mới về' },
    prev: 'Trước',
    next: 'Tiếp',
    showItem: 'Xem mục {n}/{total}',
    banner: 'Banner khuyến mãi',
    slide: 'Banner {n} / {total}',
    pause: 'Tạm dừng banner',
    play: 'Chạy banner',
    video: 'Video',
    playVideo: 'Xem video: {title}',
    opensNewTab: '(mở trong thẻ mới)',
    parkingMap: 'Chỉ đường chỗ gửi xe',
  },
  en: {
    viewAll: 'View all',
    shopPicks: 'Show products',
    shop: { all: 'All', favourite: 'Favourites', new: 'New' },
    prev: 'Previous',
    next: 'Next',
    showItem: 'Show item {n} of {total}',
    banner: 'Promotions',
    slide: 'Banner {n} of {total}',
    pause: 'Pause the banner',
    play: 'Play the banner',
    video: 'Video',
    playVideo: 'Watch: {title}',
    opensNewTab: '(opens in a new tab)',
    parkingMap: 'Directions to the parking',
  },
});
