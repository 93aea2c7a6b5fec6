import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { parse } from 'regexparam';
import { Link, matchRoute, useLocation, useRoute, useSearch } from 'wouter';

/**
 * The site's router, in one place: wouter rather than a full framework router, because the site
 * only needs flat routes, links and one path parameter, and react-router's start-up weighs on a
 * mid-range phone (bench/README.md).
 */
export { Link, Redirect, Route, Router, Switch, useParams, useSearchParams } from 'wouter';
export { memoryLocation } from 'wouter/memory-location';

/** Goes to another page of the site without reloading; `replace` swaps the history entry. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return navigate;
}

/** Path and query string of the page shown, e.g. '/booking_result?out_trade_no=…'. */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

type NavLinkProps = { to: string; className?: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

/** A link that tells screen readers (aria-current) and the styles (.active) that it leads to the page shown. */
export function NavLink({ to, className, children, ...rest }: NavLinkProps) {
  const [active] = useRoute(to);
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes || undefined} aria-current={active ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}

/** Whether `path` is a page of `pattern` ('/booking_process/:code'), and its parameters: as <Route> matches. */
export function matchPath(pattern: string, path: string): [matched: boolean, params: Record<string, string | undefined>] {
  const [matched, params] = matchRoute(parse, pattern, path);
  return [matched, params ?? {}];
}
