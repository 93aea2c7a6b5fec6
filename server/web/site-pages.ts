/**
 * The site's pages (SPEC §2, site/app/pages.ts): the server answers these with the site, and
 * any other path with a redirect to the landing page, so monitors and crawlers see a real 302
 * rather than a 200 page. A test holds this list to the site's routes.
 */
export const SITE_PAGE_PATHS = ['/', '/home', '/booking', '/booking_process/:code', '/booking_result', '/my_bookings', '/faq', '/contact', '/privacy', '/party/:token'] as const;

const patterns = SITE_PAGE_PATHS.map((page) => new RegExp(`^${page.replace(/:[a-z]+/g, '[^/]+')}/?$`));

export const isSitePage = (urlPath: string): boolean => patterns.some((pattern) => pattern.test(urlPath));
