import { useState } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { MAP_APPS, mapAppUrl, type MapPlace } from './map-apps.ts';
import streetMap from './street-map.svg';

/**
 * The street map, drawn for this project (no external tiles); a click shows it full screen, where
 * a phone can pan over it at a larger size, with links to open the place in Amap, Baidu or Apple
 * Maps for directions.
 */
export function MapFigure({ place }: { place?: MapPlace }) {
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
          <div className="map-modal__scroll">
            <img src={streetMap} alt={t('contact.map')} />
          </div>
          {place && (
            <nav className="map-modal__apps" aria-label={t('contact.map_apps')}>
              {MAP_APPS.map((app) => (
                <a key={app} className="button" href={mapAppUrl(app, place)} target="_blank" rel="noopener noreferrer">
                  {t(`contact.map_app.${app}`)}
                </a>
              ))}
            </nav>
          )}
        </Modal>
      )}
    </figure>
  );
}
