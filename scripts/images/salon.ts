import { BRAND, between, esc, leaf, n, pickOf, type Rng, shade, svg } from './svg-kit.ts';

// A storefront for each salon: facade colour, awning, upper windows, door side, chairs seen through
// the window, plants and lamps vary by salon id; the sign carries the brand and the street address.

const SKIES = ['#dcefee', '#fbefd9', '#e2ecf6', '#f7e1dd', '#e9f0dc'];
const FACADES = ['#fbf6ec', '#f3e4cf', '#e9e2d4', '#d9c3a5', '#e4efe9', '#f1d9c9'];
const DARK_FACADES = ['#0f5e4d', '#2f4f4a', '#3b4a5a'];
const AWNINGS: readonly [string, string][] = [
  [BRAND.primary, '#ffffff'],
  [BRAND.accent, '#ffffff'],
  [BRAND.primary, BRAND.accent],
  ['#8a2f45', '#fbf6ec'],
  ['#c8643b', '#fbf6ec'],
  ['#2f5f8a', '#ffffff'],
];

function neighbours(rng: Rng, sky: string): string {
  const tone = shade(sky, -0.12);
  const h1 = between(rng, 90, 180);
  const h2 = between(rng, 80, 200);
  let out = `<rect x="0" y="${n(340 - h1 - 120)}" width="70" height="${n(h1 + 120)}" fill="${tone}"/>`;
  out += `<rect x="570" y="${n(340 - h2 - 120)}" width="70" height="${n(h2 + 120)}" fill="${shade(tone, -0.06)}"/>`;
  for (let y = 360 - h1 - 100; y < 300; y += 34)
    out += `<rect x="18" y="${n(y)}" width="34" height="18" rx="2" fill="${shade(sky, 0.35)}" opacity=".7"/>`;
  return out;
}

function upperFloor(rng: Rng, facade: string, dark: boolean): string {
  const count = pickOf(rng, [2, 3, 4]);
  const shutter = dark ? BRAND.accent : pickOf(rng, [BRAND.primary, '#8a5a3c', '#5a6b7a']);
  const w = 360 / count - 30;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = 140 + i * (360 / count) + 15;
    out += `<rect x="${n(x)}" y="78" width="${n(w)}" height="46" rx="4" fill="#cfe3e6"/>`;
    out += `<path d="M${n(x + w / 2)} 78v46" stroke="${shade(facade, -0.2)}" stroke-width="3"/>`;
    out += `<rect x="${n(x - 9)}" y="78" width="8" height="46" fill="${shade(shutter, 0.1)}"/><rect x="${n(x + w + 1)}" y="78" width="8" height="46" fill="${shade(shutter, 0.1)}"/>`;
    if (rng() < 0.6)
      out += `<rect x="${n(x - 4)}" y="120" width="${n(w + 8)}" height="8" rx="3" fill="#7a5a3a"/>${leaf(x + 4, 120, 14, -60, '#3d9b6f')}${leaf(x + w - 4, 120, 14, -120, '#2f7d57')}`;
  }
  return out;
}

function sign(name: string, street: string, board: string): string {
  const font = 'font-family="system-ui,Segoe UI,Arial,sans-serif"';
  const size = street.length > 20 ? 17 : 20;
  return (
    `<rect x="96" y="138" width="448" height="46" rx="6" fill="${board}"/>` +
    `<circle cx="124" cy="161" r="13" fill="${BRAND.accent}"/>${leaf(116, 166, 18, -40, board)}` +
    `<text x="146" y="170" ${font} font-size="24" font-weight="800" letter-spacing="3" fill="#ffffff">MOYO</text>` +
    `<text x="528" y="168" ${font} font-size="${size}" font-weight="600" text-anchor="end" fill="${BRAND.accent}">${esc(street)}</text>` +
    `<desc>${esc(name)}</desc>`
  );
}

function awning(rng: Rng, y: number): string {
  const [a, b] = pickOf(rng, AWNINGS);
  const stripes = pickOf(rng, [8, 10, 12, 14]);
  const w = 480 / stripes;
  let out = '';
  for (let i = 0; i < stripes; i++) {
    const x = 80 + i * w;
    out += `<path fill="${i % 2 ? b : a}" d="M${n(x)} ${y}h${n(w)}v26q${n(-w / 2)} 12 ${n(-w)} 0z"/>`;
  }
  return `${out}<rect x="76" y="${y - 4}" width="488" height="6" rx="3" fill="${shade(a, -0.25)}"/>`;
}

function chair(x: number, color: string): string {
  return (
    `<rect x="${n(x - 14)}" y="262" width="28" height="30" rx="8" fill="${color}"/>` +
    `<rect x="${n(x - 18)}" y="288" width="36" height="10" rx="4" fill="${shade(color, -0.2)}"/>` +
    `<rect x="${n(x - 2.5)}" y="298" width="5" height="18" fill="#8c8c8c"/><rect x="${n(x - 14)}" y="314" width="28" height="5" rx="2" fill="#6d6d6d"/>`
  );
}

function shopWindow(rng: Rng, x: number, w: number): string {
  const wall = pickOf(rng, ['#f6e7cf', '#eef3ef', '#f4e4e0']);
  const chairColor = pickOf(rng, ['#1d2522', '#8a2f45', BRAND.primary, '#6b4f3a']);
  const seats = Math.max(1, Math.min(3, Math.floor(w / 70)));
  let out = `<rect x="${x}" y="228" width="${w}" height="100" fill="${wall}"/>`;
  for (let i = 0; i < seats; i++) {
    const cx = x + ((i + 0.5) * w) / seats;
    out += `<rect x="${n(cx - 20)}" y="238" width="40" height="38" rx="${rng() < 0.5 ? 20 : 6}" fill="#cfe3e6" stroke="${BRAND.accent}" stroke-width="3"/>`;
    out += chair(cx, chairColor);
  }
  const lamps = rng() < 0.5;
  if (lamps)
    for (let i = 0; i < seats; i++) {
      const cx = x + ((i + 0.5) * w) / seats;
      out += `<path d="M${n(cx)} 228v6" stroke="#555" stroke-width="1.5"/><path d="M${n(cx - 7)} 240l7-6 7 6z" fill="${BRAND.accent}"/>`;
    }
  out += `<path d="M${x + 10} 326l40-96M${x + 34} 326l40-96" stroke="#fff" stroke-width="6" opacity=".35"/>`;
  return `${out}<rect x="${x}" y="228" width="${w}" height="100" fill="none" stroke="${BRAND.text}" stroke-width="5"/>`;
}

function door(x: number, frame: string): string {
  return (
    `<rect x="${x}" y="226" width="70" height="114" rx="3" fill="${frame}"/>` +
    `<rect x="${x + 8}" y="234" width="54" height="98" rx="2" fill="#cfe3e6"/>` +
    `<path d="M${x + 14} 330l30-90" stroke="#fff" stroke-width="5" opacity=".4"/>` +
    `<rect x="${x + 50}" y="276" width="4" height="22" rx="2" fill="${BRAND.accent}"/>` +
    `<rect x="${x + 14}" y="246" width="42" height="14" rx="3" fill="#ffffff"/>` +
    `<text x="${x + 35}" y="257" font-family="Arial,sans-serif" font-size="9" font-weight="700" text-anchor="middle" fill="${BRAND.primary}">OPEN</text>`
  );
}

function plant(rng: Rng, x: number): string {
  const pot = pickOf(rng, ['#c8643b', '#fbf6ec', '#1d2522', '#d9c3a5']);
  const kind = pickOf(rng, ['bush', 'tall', 'palm'] as const);
  let out = `<path d="M${x - 16} 312h32l-5 28h-22z" fill="${pot}"/>`;
  if (kind === 'bush')
    out += `<circle cx="${x}" cy="296" r="18" fill="#2f7d57"/><circle cx="${x - 10}" cy="304" r="11" fill="#3d9b6f"/><circle cx="${x + 11}" cy="302" r="11" fill="#3d9b6f"/>`;
  if (kind === 'tall')
    out += `<path d="M${x} 312c-4-30-2-50 0-70c3 20 4 40 0 70z" fill="#2f7d57"/>${leaf(x, 300, 24, -140, '#3d9b6f')}${leaf(x, 290, 24, -40, '#3d9b6f')}${leaf(x, 276, 20, -120, '#2f7d57')}`;
  if (kind === 'palm')
    for (const d of [-160, -130, -100, -75, -45, -20])
      out += leaf(x, 312, 30, d, d % 20 ? '#3d9b6f' : '#2f7d57');
  return out;
}

/** A sandwich board on the pavement with the chain's offer. */
function pavementSign(x: number, board: string): string {
  return (
    `<path d="M${x - 34} 344l8-58h52l8 58" fill="none" stroke="#6b4f3a" stroke-width="5"/>` +
    `<rect x="${x - 31}" y="280" width="62" height="50" rx="4" fill="${board}"/>` +
    `<text x="${x}" y="300" font-family="system-ui,Arial,sans-serif" font-size="8.5" font-weight="700" text-anchor="middle" fill="#ffffff">GỘI ĐẦU</text>` +
    `<text x="${x}" y="312" font-family="system-ui,Arial,sans-serif" font-size="8.5" font-weight="700" text-anchor="middle" fill="#ffffff">DƯỠNG SINH</text>` +
    `<text x="${x}" y="324" font-family="system-ui,Arial,sans-serif" font-size="11" font-weight="800" text-anchor="middle" fill="${BRAND.accent}">99K</text>`
  );
}

/** A scooter parked in front, as on any Vietnamese street. */
function scooter(x: number, colour: string): string {
  return (
    `<circle cx="${x - 30}" cy="368" r="13" fill="#2a2a2a"/><circle cx="${x + 30}" cy="368" r="13" fill="#2a2a2a"/>` +
    `<circle cx="${x - 30}" cy="368" r="5" fill="#9aa5a9"/><circle cx="${x + 30}" cy="368" r="5" fill="#9aa5a9"/>` +
    `<path d="M${x - 44} 362q4-26 30-26h24l14-24h8l-10 34q-2 16-20 16h-40z" fill="${colour}"/>` +
    `<rect x="${x - 30}" y="328" width="34" height="9" rx="4" fill="#2a2a2a"/><path d="M${x + 26} 312l6-4h10" stroke="#2a2a2a" stroke-width="4" stroke-linecap="round"/>`
  );
}

/** A lit blade sign on the facade's edge: the brand seen from down the street. */
function bladeSign(x: number, board: string): string {
  return (
    `<rect x="${x - 4}" y="70" width="8" height="8" fill="#6b6b6b"/>` +
    `<rect x="${x - 16}" y="76" width="32" height="104" rx="6" fill="${board}"/>` +
    ['M', 'O', 'Y', 'O']
      .map(
        (ch, i) =>
          `<text x="${x}" y="${100 + i * 22}" font-family="system-ui,Arial,sans-serif" font-size="18" font-weight="800" text-anchor="middle" fill="${BRAND.accent}">${ch}</text>`,
      )
      .join('')
  );
}

export interface SalonPicture {
  id: number;
  name: string;
  street: string;
}

export function salonSvg(s: SalonPicture, rng: Rng): string {
  const sky = pickOf(rng, SKIES);
  const dark = rng() < 0.3;
  const facade = dark ? pickOf(rng, DARK_FACADES) : pickOf(rng, FACADES);
  const board = dark ? BRAND.text : pickOf(rng, [BRAND.primary, BRAND.primaryDark, BRAND.text]);
  const doorLeft = rng() < 0.5;
  const doorX = doorLeft ? 110 : 460;
  const winX = doorLeft ? 200 : 110;
  let body =
    `<rect width="640" height="400" fill="${sky}"/>` +
    `<circle cx="${n(between(rng, 100, 540))}" cy="40" r="${n(between(rng, 40, 70))}" fill="#ffffff" opacity=".45"/>` +
    neighbours(rng, sky) +
    `<rect x="70" y="56" width="500" height="284" fill="${facade}"/>` +
    `<rect x="62" y="50" width="516" height="12" rx="3" fill="${shade(facade, -0.25)}"/>` +
    upperFloor(rng, facade, dark) +
    sign(s.name, s.street, board) +
    awning(rng, 188) +
    shopWindow(rng, winX, 330) +
    door(doorX, dark ? BRAND.accent : BRAND.text) +
    `<rect x="0" y="340" width="640" height="60" fill="#d8d2c6"/><rect x="0" y="340" width="640" height="6" fill="#bdb5a6"/>`;
  const plants = pickOf(rng, [1, 2, 2, 3]);
  const spots = doorLeft ? [90, 196, 552] : [544, 444, 88];
  for (let i = 0; i < plants; i++) body += plant(rng, spots[i]);
  if (rng() < 0.5) body += bladeSign(doorLeft ? 586 : 54, board);
  if (rng() < 0.45) body += pavementSign(doorLeft ? 260 : 380, board);
  if (rng() < 0.35)
    body += scooter(doorLeft ? 420 : 210, pickOf(rng, ['#c8643b', '#2f5f8a', '#8a2f45', '#e9e2d4']));
  return svg(640, 400, s.name, body);
}
