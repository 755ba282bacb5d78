ALTER TABLE "ended_cards" ADD COLUMN "last_outdated" bigint;
--> statement-breakpoint
-- A reissue also keeps the version it outdated (schema/ended-cards.ts, last_outdated).
CREATE OR REPLACE FUNCTION ended_cards_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_ended boolean;
  is_ended boolean;
BEGIN
  -- A card past its valid_to needs no entry (its code refuses itself): archiving expired cards adds none.
  -- One day of margin for the database's time zone against the German date.
  IF TG_OP = 'DELETE' THEN
    IF OLD.card_valid_to < current_date - 1 THEN
      RETURN OLD;
    END IF;
    INSERT INTO ended_cards (card_id, ended, min_issued_at, valid_to, changed_at)
    VALUES (OLD.id, true, NULL, OLD.card_valid_to, clock_timestamp())
    ON CONFLICT (card_id) DO UPDATE SET ended = true,
      valid_to = greatest(ended_cards.valid_to, EXCLUDED.valid_to), changed_at = EXCLUDED.changed_at;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- A card back in orders (out of the archive) is no longer ended.
    UPDATE ended_cards SET ended = false, changed_at = clock_timestamp() WHERE card_id = NEW.id AND ended;
    RETURN NEW;
  END IF;
  IF greatest(OLD.card_valid_to, NEW.card_valid_to) < current_date - 1 THEN
    RETURN NEW;
  END IF;
  was_ended := OLD.is_delete OR OLD.erased_at IS NOT NULL;
  is_ended := NEW.is_delete OR NEW.erased_at IS NOT NULL;
  IF is_ended <> was_ended THEN
    INSERT INTO ended_cards (card_id, ended, min_issued_at, valid_to, changed_at)
    VALUES (NEW.id, is_ended, NULL, greatest(OLD.card_valid_to, NEW.card_valid_to), clock_timestamp())
    ON CONFLICT (card_id) DO UPDATE SET ended = EXCLUDED.ended,
      valid_to = greatest(ended_cards.valid_to, EXCLUDED.valid_to), changed_at = EXCLUDED.changed_at;
  END IF;
  -- A change an older code would hide in the holder's favour: it outdates every older code.
  IF (NEW.familyname, NEW.forname, NEW.birthday) IS DISTINCT FROM (OLD.familyname, OLD.forname, OLD.birthday)
    OR NEW.card_valid_from > OLD.card_valid_from
    OR NEW.card_valid_to < OLD.card_valid_to
    OR (OLD.validated AND NOT NEW.validated)
    OR (NEW.is_test AND NOT OLD.is_test) THEN
    IF date_trunc('second', NEW.updated_at) <= date_trunc('second', OLD.updated_at) THEN
      NEW.updated_at := greatest(clock_timestamp(), date_trunc('second', OLD.updated_at) + interval '1 second');
    END IF;
    INSERT INTO ended_cards (card_id, ended, min_issued_at, last_outdated, valid_to, changed_at)
    VALUES (NEW.id, is_ended, floor(extract(epoch FROM NEW.updated_at))::bigint,
      floor(extract(epoch FROM OLD.updated_at))::bigint,
      greatest(OLD.card_valid_to, NEW.card_valid_to), clock_timestamp())
    ON CONFLICT (card_id) DO UPDATE SET
      min_issued_at = greatest(ended_cards.min_issued_at, EXCLUDED.min_issued_at),
      last_outdated = CASE WHEN EXCLUDED.min_issued_at >= coalesce(ended_cards.min_issued_at, 0)
        THEN EXCLUDED.last_outdated ELSE ended_cards.last_outdated END,
      valid_to = greatest(ended_cards.valid_to, EXCLUDED.valid_to), changed_at = EXCLUDED.changed_at;
  END IF;
  RETURN NEW;
END
$$;
