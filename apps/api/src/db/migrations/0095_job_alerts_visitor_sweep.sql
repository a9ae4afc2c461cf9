-- The clean-up of visitors' job alerts (issue 24; docs/decisions/072-alert-tick-and-visitor-clean-up.md):
-- every hour each instance deletes the visitors' alerts not confirmed within 7 days, and those ended
-- that long ago, with their e-mail address. This index holds only visitors' alerts, so the sweep reads
-- them and not the candidates' (one weekly alert per candidate with preferences).
CREATE INDEX job_alerts_visitor_idx ON job_alerts (created_at) WHERE user_id IS NULL;
