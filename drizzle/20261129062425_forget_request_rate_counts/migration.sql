-- Requests' rate-limit counts are kept in memory or Redis now: the windows the database counted
-- last would never be forgotten otherwise (sign-in codes and public chat still count here).
DELETE FROM "rate_limits" WHERE "key" LIKE 'http:%';
