-- Every row that GET users/me shows announces its user on the live channel when it changes, so
-- each app instance forgets that user's profile copy (docs/decisions/064-profile-copies.md).
-- TG_ARGV[0] names the column holding the user's id. PostgreSQL sends a NOTIFY only on commit
-- and folds identical ones within a transaction, so a bulk write announces each user once.
CREATE FUNCTION oja_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user text;
  new_user text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_user := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'DELETE' THEN new_user := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  IF old_user IS NOT NULL THEN
    PERFORM pg_notify('oja_live', json_build_object('p', old_user)::text);
  END IF;
  IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN
    PERFORM pg_notify('oja_live', json_build_object('p', new_user)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_profile_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('id');--> statement-breakpoint
CREATE TRIGGER user_addresses_profile_changed AFTER INSERT OR UPDATE OR DELETE ON user_addresses
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');--> statement-breakpoint
-- Only what the profile shows of a business: its owner, name, handle and logo.
CREATE TRIGGER businesses_profile_added AFTER INSERT OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('owner_id');--> statement-breakpoint
CREATE TRIGGER businesses_profile_changed AFTER UPDATE ON businesses
  FOR EACH ROW WHEN ((OLD.owner_id, OLD.name, OLD.handle, OLD.logo_url)
    IS DISTINCT FROM (NEW.owner_id, NEW.name, NEW.handle, NEW.logo_url))
  EXECUTE FUNCTION oja_profile_changed('owner_id');--> statement-breakpoint
CREATE TRIGGER business_followers_profile_changed AFTER INSERT OR UPDATE OR DELETE ON business_followers
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');--> statement-breakpoint
CREATE TRIGGER product_likes_profile_changed AFTER INSERT OR UPDATE OR DELETE ON product_likes
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');--> statement-breakpoint
CREATE TRIGGER plan_terms_profile_changed AFTER INSERT OR UPDATE OR DELETE ON plan_terms
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');--> statement-breakpoint
CREATE TRIGGER user_session_versions_profile_changed AFTER INSERT OR UPDATE OR DELETE ON user_session_versions
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');--> statement-breakpoint
-- A new refresh token (login, rotation) changes no session a copy knows; an ended one does.
CREATE TRIGGER refresh_tokens_profile_changed AFTER UPDATE ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION oja_profile_changed('user_id');--> statement-breakpoint
CREATE TRIGGER refresh_tokens_profile_removed AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION oja_profile_changed('user_id');
