import { useEffect, useId, useRef, useState } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { NavLink, useCurrentPath } from '../../app/router.tsx';

/**
 * The Booking disclosure: a button that shows two links. A disclosure rather than an ARIA menu,
 * because its items are ordinary links; Escape and a click elsewhere close it.
 */
export function BookingDropdown() {
  const { t } = useSiteText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = useCurrentPath();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="dropdown"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing away closes it; a click (relatedTarget null in some browsers) is left to pointerdown.
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="nav__link" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {t('nav.booking')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="dropdown__list" hidden={!open}>
        <li>
          <NavLink to="/booking">{t('nav.new_booking')}</NavLink>
        </li>
        <li>
          <NavLink to="/my_bookings">{t('nav.my_bookings')}</NavLink>
        </li>
      </ul>
    </div>
  );
}
