-- Issue 15 item 7: the audit log becomes a hash chain, and TRUNCATE is refused like UPDATE and DELETE.
-- Decision: the events already there are chained here, in id order from the genesis (64 zeros), so the whole
-- trail is covered; there is no separate genesis record. The canonical serialisation is the one of
-- src/modules/audit/audit-chain.ts (each field as its UTF-8 length, ':' and its text, or '~' for null, joined by
-- '|' after the name 'anumati-audit-v1'); the function below computes it for the backfill only and is dropped.
ALTER TABLE "audit_events" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE FUNCTION audit_chain_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '~' ELSE octet_length(convert_to(value, 'UTF8'))::text || ':' || value END
$$;
--> statement-breakpoint
ALTER TABLE "audit_events" DISABLE TRIGGER audit_events_append_only;--> statement-breakpoint
DO $$
DECLARE
  event record;
  previous text := repeat('0', 64);
  current_hash text;
BEGIN
  FOR event IN SELECT * FROM audit_events ORDER BY id LOOP
    current_hash := encode(sha256(convert_to(concat_ws('|', 'anumati-audit-v1',
      audit_chain_field(event.id::text),
      audit_chain_field((extract(epoch from event.occurred_at) * 1000000)::bigint::text),
      audit_chain_field(event.actor_officer_id::text),
      audit_chain_field(event.actor_role),
      audit_chain_field(event.actor_kind),
      audit_chain_field(event.application_id::text),
      audit_chain_field(event.action),
      audit_chain_field(event.from_state),
      audit_chain_field(event.to_state),
      audit_chain_field(event.remark),
      audit_chain_field(event.details::text),
      audit_chain_field(previous)), 'UTF8')), 'hex');
    UPDATE audit_events SET previous_hash = previous, hash = current_hash WHERE id = event.id;
    previous := current_hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER audit_events_append_only;--> statement-breakpoint
DROP FUNCTION audit_chain_field(text);--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "previous_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
-- TRUNCATE bypasses row triggers: a statement-level trigger refuses it (the demo's reset disables it on purpose).
CREATE TRIGGER audit_events_no_truncate
  BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
