-- The bots' test button asked through the callback, as a sender made from the admin's user id and
-- linked to them (zhiwen-test-…): a callback naming that sender asked with the admin's rights. The
-- test now asks in-process, so those senders' links and follower bindings are let go.
DELETE FROM "ding_staff_links" WHERE "staff_id" LIKE 'zhiwen-test-%';--> statement-breakpoint
DELETE FROM "wechat_followers" WHERE "open_id" LIKE 'zhiwen-test-%';
