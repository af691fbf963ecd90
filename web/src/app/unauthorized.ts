import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';

/** The part of the app's history the 401 rule needs (React Router's browser or memory history). */
export interface AppHistory {
  readonly location: { pathname: string; search: string };
  replace(to: string): void;
}

/** Connects the API client's 401 rule to this history: go to /login, back here after signing in. */
export function connectUnauthorizedHandler(history: AppHistory) {
  setUnauthorizedHandler(() => {
    const { pathname, search } = history.location;
    if (pathname === paths.login.path) return;
    history.replace(paths.login.getHref(`${pathname}${search}`));
  });
}
