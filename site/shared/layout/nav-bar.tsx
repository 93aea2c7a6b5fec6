import { useState } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { Link, NavLink } from '../../app/router.tsx';
import { AboutLink } from './about-link.tsx';
import { BookingDropdown } from './booking-dropdown.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { LogoMark } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useRestaurantName } from '../restaurant/restaurant.tsx';

/** The bar at the top; below 768 px the links fold into the full-screen menu (CSS decides which shows). */
export function NavBar() {
  const { t } = useSiteText();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = useRestaurantName();
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <Link to="/home" className="nav__logo" aria-label={t('nav.home', { name })}>
        <LogoMark />
        <span className="nav__brand" aria-hidden="true">
          {name}
        </span>
      </Link>
      <ul className="nav__links">
        <li>
          <BookingDropdown />
        </li>
        <li>
          <AboutLink className="nav__link" />
        </li>
        <li>
          <NavLink to="/faq" className="nav__link">
            {t('nav.faq')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/contact" className="nav__link">
            {t('nav.contact')}
          </NavLink>
        </li>
        <li>
          <LanguageToggle />
        </li>
      </ul>
      <button type="button" className="nav__menu-button" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('nav.open_menu')}</span>
      </button>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} />}
    </nav>
  );
}
