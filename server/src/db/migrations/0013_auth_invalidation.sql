-- Decision 037: every app process keeps the sessions it has just checked for a few seconds, and forgets one the
-- moment the database says it changed. The database says it: a revoked session ('s:<session id>') and a member whose
-- sign-in facts changed ('u:<user id>') are announced on the channel auth_invalidation when the change commits, to
-- every process that listens, whichever process (or psql, or the manage CLI) made the change.
CREATE FUNCTION auth_invalidation_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_invalidation', 's:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A logout, a password change's other sessions, a deleted member's sessions (ON DELETE CASCADE fires it too).
CREATE TRIGGER sessions_auth_invalidation AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION auth_invalidation_session();
--> statement-breakpoint
CREATE FUNCTION auth_invalidation_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_invalidation', 'u:' || OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Everything of the member a request reads from the cache but the counters (a like or a view moves those many times
-- a second; the routes that show them read the row again).
CREATE TRIGGER users_auth_invalidation AFTER UPDATE ON users
FOR EACH ROW WHEN (
  (OLD.username, OLD.email, OLD.password_hash, OLD.role, OLD.avatar, OLD.bio, OLD.company, OLD.website,
   OLD.location, OLD.job_title, OLD.social_links)
  IS DISTINCT FROM
  (NEW.username, NEW.email, NEW.password_hash, NEW.role, NEW.avatar, NEW.bio, NEW.company, NEW.website,
   NEW.location, NEW.job_title, NEW.social_links)
) EXECUTE FUNCTION auth_invalidation_user();
--> statement-breakpoint
CREATE TRIGGER users_deleted_auth_invalidation AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION auth_invalidation_user();
