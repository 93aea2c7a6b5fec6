/** The restaurant's public card, served by GET /api/restaurant (server/web/restaurant-route.ts). */
export interface RestaurantCard {
  name_en: string;
  name_zh: string;
  address_en: string;
  address_zh: string;
  phone: string;
  email: string;
  website: string;
  registration_en: string;
  registration_zh: string;
}

export async function fetchRestaurantCard(baseUrl: string, fetcher: typeof fetch = fetch): Promise<RestaurantCard> {
  const response = await fetcher(`${baseUrl}/api/restaurant`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`restaurant card: HTTP ${response.status}`);
  return (await response.json()) as RestaurantCard;
}
