import { useState } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import streetMap from './street-map.svg';

/** The street map, drawn for this project (no external tiles); a click shows it full screen. */
export function MapFigure() {
  const { t } = useSiteText();
  const [enlarged, setEnlarged] = useState(false);
  return (
    <figure className="map">
      <button type="button" className="map__open" onClick={() => setEnlarged(true)} aria-label={t('contact.enlarge')}>
        <img src={streetMap} alt={t('contact.map')} width="800" height="560" />
        <span className="map__hint" aria-hidden="true">
          ⤢ {t('contact.enlarge')}
        </span>
      </button>
      {enlarged && (
        <Modal label={t('contact.map')} onClose={() => setEnlarged(false)} className="map-modal">
          <button type="button" className="map-modal__close" onClick={() => setEnlarged(false)}>
            <span aria-hidden="true">×</span> {t('contact.close_map')}
          </button>
          <img src={streetMap} alt={t('contact.map')} />
        </Modal>
      )}
    </figure>
  );
}
