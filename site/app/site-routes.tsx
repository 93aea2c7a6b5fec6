import { Redirect, Route, Switch } from './router.tsx';
import { SiteLayout } from '../shared/layout/site-layout.tsx';
import { SITE_PAGES } from './pages.ts';

/** The routes of SPEC §2 (app/pages.ts); any other path goes back to the landing page. */
export function SiteRoutes() {
  return (
    <SiteLayout>
      <Switch>
        {SITE_PAGES.map((page) => (
          <Route key={page.path} path={page.path} component={page.component} />
        ))}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </SiteLayout>
  );
}
