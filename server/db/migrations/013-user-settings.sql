-- What a person chose for the console (decision 039), by the user id of their token: their language, so that it
-- follows them to another tablet. One row a person who ever chose; none for one who never did.
CREATE TABLE user_settings (
  user_id text PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('en', 'nb')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
