import { registerTexts } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';

// The account menu's links to the lucky wheel and lucky points (issue 20). Loaded when the menu opens
// (user-menu.tsx), so their code and texts stay out of the first-load bundle.
registerTexts('luckyMenu', {
  vi: { wheel: 'Vòng quay may mắn', points: 'Điểm may mắn' },
  en: { wheel: 'Lucky wheel', points: 'Lucky points' },
});

const LINKS = [
  ['/vong-quay-may-man', 'wheel'],
  ['/diem-may-man', 'points'],
] as const;

export default function LuckyMenuLinks({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('luckyMenu');
  return LINKS.map(([to, key]) => (
    <Link key={to} to={to} className="user-menu__item" onClick={onPick} data-testid={`menu-lucky-${key}`}>
      {t(key)}
    </Link>
  ));
}
