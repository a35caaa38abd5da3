import type { GeoPoint } from '@salon/domain';
import { registerTexts } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

// No map tiles ship with the site (offline, no third party): a light drawing from the salons' own
// coordinates (decision 0148). Each point is a link: a city's point narrows the list to that city, a
// salon's point goes to its card.
registerTexts('salonMap', {
  vi: {
    title: 'Bản đồ salon',
    city: '{city}: {n} salon, xem danh sách',
    salon: '{name}, xem thông tin salon',
    you: 'Vị trí của bạn',
  },
  en: {
    title: 'Salon map',
    city: '{city}: {n} salons, show the list',
    salon: '{name}, show the salon',
    you: 'Your position',
  },
});

export interface MapPoint extends GeoPoint {
  /** 'city-1' or 'salon-12': what the point stands for. */
  key: string;
  label: string;
  /** A short name drawn beside the point where there is room (a city's name). */
  name?: string;
  /** Salons the point stands for (a city's count; 1 for a salon). */
  count: number;
}

const WIDTH = 320;
const PAD = 24;

/** Equirectangular, a degree of longitude shortened by the cosine of the middle latitude. */
function project(points: readonly GeoPoint[]) {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const realX = (maxLng - minLng) * k;
  const realY = maxLat - minLat;
  // A single point (or a line of them) still gets a box of 0.02°, about 2 km; the points sit centred.
  const spanX = Math.max(realX, 0.02);
  const spanY = Math.max(realY, 0.02);
  const scale = (WIDTH - 2 * PAD) / Math.max(spanX, spanY / 1.6);
  const height = Math.round(spanY * scale + 2 * PAD);
  const offsetX = (WIDTH - realX * scale) / 2;
  const offsetY = (height - realY * scale) / 2;
  return {
    height,
    at: (p: GeoPoint) => ({
      x: offsetX + (p.longitude - minLng) * k * scale,
      y: offsetY + (maxLat - p.latitude) * scale,
    }),
  };
}

interface Props {
  points: readonly MapPoint[];
  /** The visitor's position, once they asked for it. */
  here: GeoPoint | null;
  onPick: (key: string) => void;
}

/** Names beside their points, left out where one would run into a name already placed. */
function placeNames(points: readonly MapPoint[], at: (p: GeoPoint) => { x: number; y: number }) {
  const placed: { x: number; y: number; w: number; name: string }[] = [];
  for (const p of points) {
    if (!p.name) continue;
    const { x, y } = at(p);
    const label = { x: x + 10, y, w: p.name.length * 6.2, name: p.name };
    const clash = placed.some(
      (q) => Math.abs(q.y - label.y) < 13 && label.x < q.x + q.w && q.x < label.x + label.w,
    );
    if (!clash && label.x + label.w <= WIDTH) placed.push(label);
  }
  return placed;
}

export function SalonMap({ points, here, onPick }: Props) {
  const { t } = useTranslation('salonMap');
  if (points.length === 0) return null;
  const { height, at } = project(here ? [...points, here] : points);
  const you = here ? at(here) : null;
  const names = placeNames(points, at);
  return (
    <figure className="salon-map">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="group" aria-label={t('title')} data-testid="salon-map">
        <rect className="salon-map__sea" x="0" y="0" width={WIDTH} height={height} rx="12" />
        {/* The names repeat the points' own labels: drawn for the eye, left out for screen readers. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of <text> takes no focus */}
        <g className="salon-map__names" aria-hidden="true">
          {names.map((n) => (
            <text key={n.name} x={n.x} y={n.y} dy="0.35em">
              {n.name}
            </text>
          ))}
        </g>
        {points.map((p) => {
          const { x, y } = at(p);
          // Small enough that neighbouring cities (Hà Nội, Bắc Ninh) never cover each other's centre.
          const r = p.count > 1 ? 7 : 6;
          return (
            <a
              key={p.key}
              href={`#${p.key}`}
              className="salon-map__point"
              aria-label={p.label}
              data-point={p.key}
              onClick={(e) => {
                e.preventDefault();
                onPick(p.key);
              }}
            >
              <title>{p.label}</title>
              <circle cx={x} cy={y} r={r} />
            </a>
          );
        })}
        {you && (
          <circle className="salon-map__you" cx={you.x} cy={you.y} r="7" data-testid="salon-map-you">
            <title>{t('you')}</title>
          </circle>
        )}
      </svg>
    </figure>
  );
}
