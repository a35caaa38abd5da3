import { bannerSvg, pressSvg, productSvg, sceneSvg, voucherSvg } from './home-art.ts';
import { BRAND, rngFor } from './svg-kit.ts';

// Which picture each home document names (seed/home-content*.ts) and what it shows.

type Write = (folder: string, files: [string, string][]) => void;
type Pair = [string, string];

const BANNERS: [number, string, string, Pair, string][] = [
  [1, 'Gội đầu dưỡng sinh', 'Thảo dược Việt, thư giãn trọn 60 phút', ['basin', 'herbs'], BRAND.primary],
  [
    2,
    'Phục hồi tóc hư tổn',
    'Công nghệ Keratin nano, tóc mềm ngay lần đầu',
    ['longhair', 'bottle'],
    '#8a4b36',
  ],
  [3, 'Ưu đãi tháng 12', 'Giảm 30% combo gội và massage cổ vai gáy', ['hands', 'stones'], '#8a2f45'],
];
const SCENES: [string, string, number, number, Pair, string, string][] = [
  ['slides', 'slide-1', 1200, 500, ['basin', 'towels'], '#e6f4ea', '#1e6b3a'],
  ['slides', 'slide-2', 1200, 500, ['scope', 'bottle'], '#e8f1fb', '#1b4f8a'],
  ['slides', 'slide-3', 1200, 500, ['stones', 'herbs'], '#f3e8fa', '#5b2c83'],
  ['blocks', 'block-moyo-web', 1200, 400, ['basin', 'herbs'], '#e6f4ea', '#1e6b3a'],
  ['blocks', 'block-moyo-mobile', 750, 500, ['basin', 'herbs'], '#e6f4ea', '#1e6b3a'],
  ['blocks', 'block-recover-web', 1200, 400, ['longhair', 'bottle'], '#fff4e5', '#8a4b0f'],
  ['blocks', 'block-recover-mobile', 750, 500, ['longhair', 'bottle'], '#fff4e5', '#8a4b0f'],
  ['videos', 'video-goi-duong-sinh', 800, 450, ['basin', 'herbs'], '#e6f4ea', '#1e6b3a'],
  ['videos', 'video-khai-truong', 800, 450, ['scissors', 'towels'], '#fff4e5', '#8a4b0f'],
  ['videos', 'video-massage', 800, 450, ['hands', 'stones'], '#f3e8fa', '#5b2c83'],
  ['videos', 'video-phuc-hoi', 800, 450, ['longhair', 'bottle'], '#fde8ec', '#a0203c'],
  ['blog', 'da-dau-nhon', 800, 450, ['charcoal', 'towels'], '#e8f1fb', '#1b4f8a'],
  ['blog', 'goi-dau-dung-cach', 800, 450, ['basin', 'bottle'], '#e6f4ea', '#1e6b3a'],
  ['blog', 'rung-toc-mua-lanh', 800, 450, ['grapefruit', 'longhair'], '#fff4e5', '#8a4b0f'],
  ['blog', 'tinh-dau-buoi', 800, 450, ['grapefruit', 'bottle'], '#fde8ec', '#a0203c'],
];
const PRESS: [string, string, string][] = [
  ['bao-tuoi-tre', 'Tuổi Trẻ', '#1b4f8a'],
  ['vnexpress', 'VnExpress', '#8a2f45'],
  ['cafef', 'CafeF', '#1e6b3a'],
  ['zing', 'Zing', '#2f5f8a'],
];
const PRODUCTS: [string, string, 'bottle' | 'tube' | 'jar' | 'dropper' | 'oil' | 'spray', string][] = [
  ['dau-goi-bo-ket', 'Dầu gội bồ kết', 'bottle', '#6b3f22'],
  ['dau-xa-buoi', 'Dầu xả vỏ bưởi', 'tube', '#d9822b'],
  ['mat-na-keratin', 'Mặt nạ Keratin', 'jar', '#8a4b36'],
  ['serum-moc-toc', 'Serum mọc tóc', 'dropper', '#1e6b3a'],
  ['tinh-dau-buoi', 'Tinh dầu bưởi', 'oil', '#d9a441'],
  ['xit-duong-toc', 'Xịt dưỡng tóc', 'spray', '#5b2c83'],
];
const VOUCHERS: [string, string, string][] = [
  ['cat-goi-29k', '29K', 'scissors'],
  ['cat-toc-20', '-20%', 'scissors'],
  ['detox-30', '-30%', 'salt'],
  ['goi-49k', '49K', 'basin'],
  ['massage-50', '-50%', 'hands'],
  ['qua-chao-mung', '0đ', 'towels'],
  ['qua-tri-an', '39K', 'herbs'],
  ['voucher-cat-nu', '-30%', 'longhair'],
  ['voucher-gau', '149K', 'scope'],
  ['voucher-goi-50', '-50%', 'basin'],
];
const VOUCHER_TONES = [BRAND.primary, '#8a2f45', '#c8643b', '#2f5f8a'];

export function writeHomeArt(write: Write) {
  const banners: [string, string][] = [];
  for (const [i, title, subtitle, names, tone] of BANNERS) {
    const text = { title, subtitle, cta: 'ĐẶT LỊCH NGAY' };
    banners.push([`banner-${i}-web.svg`, bannerSvg(1920, 620, text, names, tone, rngFor(8, i))]);
    banners.push([`banner-${i}-mobile.svg`, bannerSvg(750, 375, text, names, tone, rngFor(9, i))]);
  }
  write('banners', banners);
  SCENES.forEach(([folder, name, w, h, names, bg, c], i) => {
    write(folder, [[`${name}.svg`, sceneSvg(w, h, name, names, bg, c, rngFor(10, i))]]);
  });
  write(
    'media',
    PRESS.map(([file, label, paper], i) => [`${file}.svg`, pressSvg(label, paper, rngFor(11, i))]),
  );
  write(
    'products',
    PRODUCTS.map(([file, label, pack, colour], i) => [
      `${file}.svg`,
      productSvg(label, pack, colour, rngFor(12, i)),
    ]),
  );
  write(
    'campaigns',
    VOUCHERS.map(([file, offer, motif], i) => [
      `${file}.svg`,
      voucherSvg(file, offer, VOUCHER_TONES[i % VOUCHER_TONES.length], motif),
    ]),
  );
}
