-- Issue 28 item 5: the employer's private notes on an application and its rating (1 to 5). Never shown to
-- the candidate nor in the candidate's data export; erased with the application's candidate text.
ALTER TABLE applications ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5);
CREATE TABLE application_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  author_id integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, id);
