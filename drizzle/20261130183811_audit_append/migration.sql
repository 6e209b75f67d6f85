-- An audit entry's digest: SHA-256 over every column but the digest itself, as one canonical JSON
-- array (jsonb's text is the same for the same values), the previous digest first. Entries are
-- written and verified with this one function.
CREATE FUNCTION "audit_entry_digest"(
  prev_hash text, workspace_id uuid, seq bigint, id uuid, at timestamptz, actor_kind text, actor_user_id uuid, actor_token_id uuid,
  actor_name text, ip text, user_agent text, action text, object_type text, object_id text, object_label text, detail jsonb
) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(prev_hash, workspace_id, seq, id, (extract(epoch from at) * 1000)::bigint,
    actor_kind, actor_user_id, actor_token_id, actor_name, ip, user_agent, action, object_type, object_id, object_label, detail)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Appends an entry to its workspace's chain, numbered after the last and linked to it. The
-- workspace's lock comes first and is held until the caller's transaction ends, so the chain's end
-- is read after every earlier append has committed and no other append can take the number. One
-- call in and out of a transaction; its statements' plans are kept for the connection's life.
CREATE FUNCTION "audit_append"(
  p_workspace_id uuid, p_at timestamptz, p_actor_kind text, p_actor_user_id uuid, p_actor_token_id uuid, p_actor_name text,
  p_ip text, p_user_agent text, p_action text, p_object_type text, p_object_id text, p_object_label text, p_detail jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e audit_entries;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit:' || p_workspace_id));
  SELECT a.seq, a.hash INTO e.seq, e.prev_hash FROM audit_entries a WHERE a.workspace_id = p_workspace_id ORDER BY a.seq DESC LIMIT 1;
  e.workspace_id := p_workspace_id;
  e.seq := coalesce(e.seq, 0) + 1;
  e.prev_hash := coalesce(e.prev_hash, repeat('0', 64));
  e.id := gen_random_uuid();
  e.at := p_at;
  e.actor_kind := p_actor_kind;
  e.actor_user_id := p_actor_user_id;
  e.actor_token_id := p_actor_token_id;
  e.actor_name := p_actor_name;
  e.ip := p_ip;
  e.user_agent := p_user_agent;
  e.action := p_action;
  e.object_type := p_object_type;
  e.object_id := p_object_id;
  e.object_label := p_object_label;
  e.detail := coalesce(p_detail, '{}'::jsonb);
  e.hash := audit_entry_digest(e.prev_hash, e.workspace_id, e.seq, e.id, e.at, e.actor_kind, e.actor_user_id, e.actor_token_id,
    e.actor_name, e.ip, e.user_agent, e.action, e.object_type, e.object_id, e.object_label, e.detail);
  INSERT INTO audit_entries (workspace_id, seq, id, at, actor_kind, actor_user_id, actor_token_id, actor_name, ip, user_agent,
      action, object_type, object_id, object_label, detail, prev_hash, hash)
    VALUES (e.workspace_id, e.seq, e.id, e.at, e.actor_kind, e.actor_user_id, e.actor_token_id, e.actor_name, e.ip, e.user_agent,
      e.action, e.object_type, e.object_id, e.object_label, e.detail, e.prev_hash, e.hash);
END
$$;
