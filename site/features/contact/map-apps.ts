/** Where the restaurant is, for a phone's map app: its point (WGS 84) when set, else its address. */
export interface MapPlace {
  name: string;
  address: string;
  point: { lat: number; lng: number } | null;
}

export type MapApp = 'amap' | 'baidu' | 'apple';
export const MAP_APPS: readonly MapApp[] = ['amap', 'baidu', 'apple'];

/**
 * The place in Amap (高德), Baidu Maps (百度) and Apple Maps, by each one's public URL scheme
 * (each opens its app on a phone that has it, its web map otherwise). Amap and Baidu are told the
 * point is WGS 84, so they shift it onto their own Chinese grids themselves.
 */
export function mapAppUrl(app: MapApp, { name, address, point }: MapPlace): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  if (app === 'amap')
    return point
      ? `https://uri.amap.com/marker?${query({ position: `${point.lng},${point.lat}`, name, coordinate: 'wgs84', callnative: '1' })}`
      : `https://uri.amap.com/search?${query({ keyword: address, callnative: '1' })}`;
  if (app === 'baidu')
    return point
      ? `https://api.map.baidu.com/marker?${query({ location: `${point.lat},${point.lng}`, title: name, content: address, coord_type: 'wgs84', output: 'html', src: 'webapp.counter.booking' })}`
      : `https://api.map.baidu.com/geocoder?${query({ address, output: 'html', src: 'webapp.counter.booking' })}`;
  return point ? `https://maps.apple.com/?${query({ ll: `${point.lat},${point.lng}`, q: name })}` : `https://maps.apple.com/?${query({ q: address })}`;
}
