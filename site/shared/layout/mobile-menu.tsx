import { useSiteText } from '../../i18n/site-text.tsx';
import { NavLink } from '../../app/router.tsx';
import { Modal } from '../ui/modal.tsx';
import { AboutLink } from './about-link.tsx';
import { LanguageToggle } from './language-toggle.tsx';

/** The full-screen menu of small screens: the same links as the bar, and both language buttons. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useSiteText();
  return (
    <Modal label={t('nav.menu')} onClose={onClose} className="mobile-menu">
      <button type="button" className="mobile-menu__close" onClick={onClose}>
        <span aria-hidden="true">×</span> {t('nav.close_menu')}
      </button>
      <nav aria-label={t('nav.menu')}>
        <ul className="mobile-menu__links" onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
          <li>
            <NavLink to="/home">{t('titles.home')}</NavLink>
          </li>
          <li>
            <NavLink to="/booking">{t('nav.new_booking')}</NavLink>
          </li>
          <li>
            <NavLink to="/my_bookings">{t('nav.my_bookings')}</NavLink>
          </li>
          <li>
            <AboutLink />
          </li>
          <li>
            <NavLink to="/faq">{t('nav.faq')}</NavLink>
          </li>
          <li>
            <NavLink to="/contact">{t('nav.contact')}</NavLink>
          </li>
        </ul>
      </nav>
      <LanguageToggle onChosen={onClose} />
    </Modal>
  );
}
