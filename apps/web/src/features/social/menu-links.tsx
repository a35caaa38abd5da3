import { registerTexts } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../lib/link.tsx';

// The account menu's links to the issue-20 screens. Loaded when the menu opens (user-menu.tsx), so
// their code and texts stay out of the first-load bundle.
registerTexts('socialMenu', {
  vi: {
    styleMaster: 'Style master',
    ranking: 'Xếp hạng stylist',
    course: 'Liệu trình của tôi',
    discover: 'Khám phá',
  },
  en: {
    styleMaster: 'Style masters',
    ranking: 'Stylist ranking',
    course: 'My courses',
    discover: 'Discover',
  },
});

const LINKS = [
  ['/style-master', 'styleMaster'],
  ['/xep-hang', 'ranking'],
  ['/lieu-trinh', 'course'],
  ['/kham-pha', 'discover'],
] as const;

export default function SocialMenuLinks({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation('socialMenu');
  return LINKS.map(([to, key]) => (
    <Link key={to} to={to} className="user-menu__item" onClick={onPick} data-testid={`menu-${key}`}>
      {t(key)}
    </Link>
  ));
}
