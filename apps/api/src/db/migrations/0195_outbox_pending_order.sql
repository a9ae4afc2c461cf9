-- Issue 26 (docs/performance.md, "The signed-in path since 25 November"): the outbox worker claims the due
-- messages oldest first (`order by id limit 20`, platform/outbox.ts `claimStatement`) every second on every
-- instance. Delivered rows stay 30 days (privacy retention). With outbox_pending_idx alone (next_attempt_at)
-- the planner may walk the primary key in id order and skip every delivered row: it does while its
-- statistics still count a burst of e-mails as pending after they were sent (20,000 rows: 46-146 ms per
-- claim; with this index 0.02 ms). Undelivered rows in id order: the claim reads only them, whatever the
-- statistics say.
CREATE INDEX outbox_pending_id_idx ON outbox (id) WHERE delivered_at IS NULL;
