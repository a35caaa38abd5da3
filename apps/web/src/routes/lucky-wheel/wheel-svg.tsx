import type { WheelGift } from '@salon/domain/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';

const R = 150;
const C = 160;

/** A point on the circle at `deg` clockwise from the top. */
function at(deg: number, r: number) {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [C + r * Math.cos(rad), C + r * Math.sin(rad)] as const;
}

/** Splits a label in at most two lines of about 14 characters, on word boundaries. */
function lines(text: string): string[] {
  const out: string[] = [''];
  for (const w of text.split(' ')) {
    const last = out[out.length - 1]!;
    if (last && `${last} ${w}`.length > 14 && out.length < 2) out.push(w);
    else out[out.length - 1] = last ? `${last} ${w}` : w;
  }
  return out;
}

/**
 * The wheel drawn in SVG: slot i of n spans [i, i+1)·360/n clockwise from the top (the pointer), so
 * rotating by wheelStopAngle(i, n) stops slot i under it. The rotation is set by the page; a CSS
 * transition animates it, and none runs for prefers-reduced-motion.
 */
export function WheelSvg({
  gifts,
  rotation,
  animate,
  onStopped,
}: {
  gifts: WheelGift[];
  rotation: number;
  animate: boolean;
  onStopped: () => void;
}) {
  const { i18n } = useTranslation('lucky');
  const en = i18n.language === 'en';
  const n = gifts.length || 1;
  const slot = 360 / n;
  return (
    <div className="wheel" aria-hidden="true">
      <svg viewBox="0 0 320 320" className="wheel__svg" role="presentation">
        <g
          className={animate ? 'wheel__disc wheel__disc--spinning' : 'wheel__disc'}
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={onStopped}
        >
          <circle cx={C} cy={C} r={R + 6} className="wheel__rim" />
          {gifts.map((g, i) => {
            const [x1, y1] = at(i * slot, R);
            const [x2, y2] = at((i + 1) * slot, R);
            const mid = i * slot + slot / 2;
            const [tx, ty] = at(mid, R * 0.6);
            const label = lines(en ? g.nameEn : g.name);
            // Along the radius: read from the hub outwards on the right half and from the rim inwards
            // on the left, so no label stands upside down when the wheel is at rest.
            const angle = mid > 180 ? mid + 90 : mid - 90;
            return (
              <g key={g.id} data-position={g.position}>
                <path
                  d={`M${C},${C} L${x1},${y1} A${R},${R} 0 0 1 ${x2},${y2} Z`}
                  fill={g.color}
                  opacity={g.inStock ? 1 : 0.45}
                />
                <text
                  x={tx}
                  y={ty}
                  transform={`rotate(${angle} ${tx} ${ty})`}
                  className="wheel__label"
                  textAnchor="middle"
                >
                  {label.map((l, k) => (
                    <tspan key={l} x={tx} dy={k === 0 ? (label.length - 1) * -5.5 + 3.5 : 11}>
                      {l}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
          <circle cx={C} cy={C} r={26} className="wheel__hub" />
        </g>
        <path d={`M${C - 12},4 L${C + 12},4 L${C},34 Z`} className="wheel__pointer" />
      </svg>
    </div>
  );
}
