-- Organizations created by `npx stratagent demo`. Loading the demo again deletes only
-- these: never an organization a user created, whatever its name, slug or e-mails.
-- Demo organizations loaded before this column are not marked (telling them from a real
-- organization that uses the demo's name or e-mail is exactly what must not be guessed):
-- they stay until an owner removes them.
ALTER TABLE organizations ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
