-- Agency teammate invitations name the clients the invited person works on (issue 9):
-- signing up with the invitation gives one user_roles row per client (role_name, client_id);
-- an empty list keeps the role organization-wide. A platform table (no RLS): every read and
-- write of it is scoped by org_id in the team module.
ALTER TABLE alpha_invites ADD COLUMN client_ids uuid[] NOT NULL DEFAULT '{}';
