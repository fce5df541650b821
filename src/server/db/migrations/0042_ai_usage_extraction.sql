-- A context extraction on the model records its tokens too (decision 048, as amended).
ALTER TABLE ai_usage DROP CONSTRAINT ai_usage_kind_check;
ALTER TABLE ai_usage ADD CONSTRAINT ai_usage_kind_check
  CHECK (kind IN ('run', 'message', 'extraction'));
