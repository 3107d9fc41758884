-- Revoked files decided before REVOKED counted as a deciding status kept no decision date or final remark:
-- take them from the audit event of the revocation (its time and the commissioner's remark).
UPDATE "applications" AS a
SET "decided_at" = e."occurred_at",
    "final_remark" = coalesce(a."final_remark", e."remark"),
    "is_approve" = false
FROM (
  SELECT DISTINCT ON ("application_id") "application_id", "occurred_at", "remark"
  FROM "audit_events"
  WHERE "to_state" = 'REVOKED'
  ORDER BY "application_id", "id" DESC
) AS e
WHERE a."id" = e."application_id" AND a."status" = 'REVOKED' AND a."decided_at" IS NULL;
