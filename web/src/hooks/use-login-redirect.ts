import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';

/** Guests who react are sent to /login, and back to this page afterwards (SPEC §4). */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(paths.login.getHref(`${location.pathname}${location.search}`));
}
