-- The day each post of a scheduled content item goes out (decision 051): a workflow's publish
-- step schedules social posts one a day, each on the planning calendar. Null for content
-- scheduled as one piece, on scheduled_for.
ALTER TABLE content_items ADD COLUMN post_dates date[];
